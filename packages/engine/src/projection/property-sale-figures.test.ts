import { describe, expect, it } from 'vitest';
import type { ClientFacts } from '../types';
import { propertySaleFigures } from './property-sale-figures';

const fact = <T>(value: T) => ({ value, source: 'test' });
const facts = (over: Partial<ClientFacts>): ClientFacts => ({
  netWorthDerived: false,
  ages: [fact(50), fact(48)],
  goals: [],
  maritalStatus: fact('married'),
  ...over,
});
const byKey = (f: ClientFacts) =>
  Object.fromEntries(propertySaleFigures(f, 2026).map((k) => [k.key, k.value]));

describe('the tax on a planned sale of investment property', () => {
  it('takes the depreciation at 25% and the rest of the gain at 20%, the NIIT apart', () => {
    // Gain 16,000,000 - (11,000,000 - 3,000,000) = 8,000,000: 3,000,000 x 25% + 5,000,000 x 20%
    // = 1,750,000; NIIT 3.8% x 8,000,000 = 304,000 (2,054,000 in all).
    const apartments = fact({
      use: 'rental' as const,
      label: 'apartments',
      amount: 16_000_000,
      cost: 11_000_000,
      depreciation: 3_000_000,
      basis: 8_000_000,
      sale: { forANote: false },
    });
    expect(byKey(facts({ properties: [apartments] }))).toEqual({
      'property-sale-tax-1': 1_750_000,
      'property-sale-niit-1': 304_000,
    });
  });

  it('never depreciates land, and gives no figure for a property not being sold', () => {
    const land = fact({ use: 'land' as const, label: 'land', amount: 4_500_000, basis: 500_000 });
    expect(byKey(facts({ properties: [land] }))).toEqual({});
    expect(
      byKey(
        facts({ properties: [{ ...land, value: { ...land.value, sale: { forANote: true } } }] }),
      ),
    ).toEqual({ 'property-sale-tax-1': 800_000, 'property-sale-niit-1': 152_000 });
  });

  it('takes a developer’s unsold units as ordinary income', () => {
    const units = fact({
      use: 'inventory' as const,
      label: 'units',
      amount: 6_400_000,
      basis: 4_800_000,
    });
    expect(byKey(facts({ properties: [units] }))).toEqual({ 'inventory-income-1': 1_600_000 });
  });
});
