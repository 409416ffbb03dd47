import { describe, expect, it } from 'vitest';
import type { ClientFacts } from '../types';
import { charitableGiftFigures } from './charitable-gift-figures';

const fact = <T>(value: T, source = 'test') => ({ value, source });
const holder = (description: string, source: string): ClientFacts => ({
  netWorthDerived: false,
  ages: [fact(45), fact(45)],
  goals: [],
  maritalStatus: fact('married'),
  annualIncome: fact(460_000),
  concentratedPosition: fact({ description, value: 8_000_000, basis: 240_000 }, source),
  plannedCharitableGift: fact({ amount: 1_000_000, asset: description }),
});
const byKey = (f: ClientFacts) =>
  Object.fromEntries(charitableGiftFigures(f, 2026).map((k) => [k.key, k.value]));

describe('the deduction for a planned gift of the client’s large holding', () => {
  it('coins: full value to a DAF within 30% of AGI, only their basis to a private foundation', () => {
    // 30% x 460,000 = 138,000 the first year; to a foundation 1,000,000 x 240,000 / 8,000,000.
    expect(byKey(holder('BTC', 'BTC now ~8.0M; cost basis ~240K'))).toEqual({
      'charity-gift-public-year-one': 138_000,
      'charity-gift-private-foundation': 30_000,
    });
  });

  it('listed stock is qualified appreciated stock: its value even to a foundation', () => {
    expect(
      byKey(holder('NVDA', 'NVDA ~8.0M, basis ~240K'))['charity-gift-private-foundation'],
    ).toBe(1_000_000);
  });

  it('needs the gift to be of that holding, with its basis', () => {
    const f = holder('BTC', 'BTC now ~8.0M');
    expect(byKey({ ...f, plannedCharitableGift: fact({ amount: 1_000_000 }) })).toEqual({});
  });
});
