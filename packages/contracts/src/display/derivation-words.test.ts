import { describe, expect, it } from 'vitest';
import { derivationWords } from './derivation-words';

describe('derivationWords', () => {
  it("uses the reader's note where it gave one", () => {
    expect(derivationWords({ method: 'sum-of-parts', note: 'sum of retirement accounts' })).toBe(
      'sum of retirement accounts',
    );
  });

  it('says what the method does otherwise', () => {
    expect(derivationWords({ method: 'assets-minus-liabilities' })).toBe(
      'total assets minus liabilities',
    );
    expect(derivationWords({ method: 'monthly-x12' })).toBe('a monthly figure times 12');
    expect(derivationWords({ method: 'range-midpoint' })).toBe('the midpoint of a range');
  });
});
