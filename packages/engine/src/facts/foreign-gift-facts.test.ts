import { describe, expect, it } from 'vitest';
import { extractForeignGift } from './foreign-gift-facts';

describe('a gift from a relative abroad', () => {
  it('reads the amount in its currency and from whom', () => {
    expect(
      extractForeignGift('This yr H got £150k from his grandmother (wired in).').foreignGift?.value,
    ).toEqual({ amount: 150_000, currency: 'GBP', from: 'grandmother' });
    expect(
      extractForeignGift('She received €220,000 from her parents in March.').foreignGift?.value,
    ).toMatchObject({ amount: 220_000, currency: 'EUR', from: 'parents' });
  });

  it('reads no gift from holdings abroad or money not given', () => {
    expect(extractForeignGift('Holds a £400k flat in London.').foreignGift).toBeUndefined();
    expect(extractForeignGift('Sold the £150k boat from his father.').foreignGift).toBeUndefined();
  });
});
