import { describe, expect, it } from 'vitest';
import { analyzeClient } from '../analyze';
import { strategiesInPlace } from '../select/mentions';
import { statedUnitGift } from './unit-gift-facts';

const notes =
  'Married, 66/64, Texas. Net worth $40M incl. $20M of rental real estate held in a family limited partnership and $10M brokerage. In 2023 they gifted 40% of the LP units to their 3 kids at a 30% discount.';

describe('a gift of partnership units at a stated discount', () => {
  it('used exemption at the discounted value: 40% x $20M = $8M of units x (1 - 30%) = $5.6M', () => {
    const gift = statedUnitGift(notes)!;
    expect(gift.value).toBe(8_000_000);
    expect(gift.exemptionUsed).toBeCloseTo(5_600_000, 0);
    expect(gift.derivation.parts?.[0]).toMatchObject({
      value: 20_000_000,
      quote: '$20M of rental real estate held in a family limited partnership',
    });
  });

  it('reads a stated dollar value of the units: $8M x (1 - 35%) = $5.2M', () => {
    const gift = statedUnitGift(
      'Gave $8M of FLP interests to the kids’ trust at a 35% discount in 2021.',
    );
    expect(gift?.exemptionUsed).toBeCloseTo(5_200_000, 0);
  });

  it('is no gift where it is only considered', () => {
    expect(
      statedUnitGift('Considering an FLP to gift LP interests to 3 kids at a 30% discount.'),
    ).toBeUndefined();
  });

  it('counts the couple’s exemption used and does not offer the partnership again', () => {
    const { analysis } = analyzeClient({ notes });
    expect(analysis.facts?.exemptionUsed?.value).toBeCloseTo(5_600_000, 0);
    expect(strategiesInPlace(notes).get('FLP')).toMatch(/gifted 40% of the LP units/);
    expect(analysis.recommendations.map((r) => r.strategyId)).not.toContain('FLP');
    expect(analysis.considered?.find((c) => c.strategyId === 'FLP')?.reason).toMatch(
      /^Already in place/,
    );
  });
});
