import { describe, expect, it } from 'vitest';
import { extractPlannedCharitableGift } from './charitable-gift-facts';

describe('a planned gift to charity', () => {
  it('reads the amount and the asset given', () => {
    expect(
      extractPlannedCharitableGift('Thinking ~1M of BTC to charity over next 2 yrs.')
        .plannedCharitableGift,
    ).toEqual({ value: { amount: 1_000_000, asset: 'BTC' }, source: '1M of BTC to charity' });
    expect(
      extractPlannedCharitableGift('Wants to give $250K to a DAF this year.').plannedCharitableGift
        ?.value,
    ).toEqual({ amount: 250_000 });
  });

  it('is not yearly giving nor a gift to family', () => {
    expect(extractPlannedCharitableGift('Gives $20K/yr to charity.')).toEqual({});
    expect(extractPlannedCharitableGift('Plans $250K to each of 2 sons.')).toEqual({});
  });
});
