import { describe, expect, it } from 'vitest';
import { extractBusinessSale } from './plan-facts';
import { withoutRetractions } from './retractions';

describe('withoutRetractions', () => {
  it('blanks the words the advisor takes back, keeping every position', () => {
    const notes =
      'H sold his software co (C-corp) last yr? no - LOI signed Feb 2026, close Q4 2026.';
    const read = withoutRetractions(notes);
    expect(read).toHaveLength(notes.length);
    expect(read.trim()).toBe('LOI signed Feb 2026, close Q4 2026.');
    // A sale to come, no longer one made.
    expect(extractBusinessSale(read, 2026).businessSale?.value).toEqual({
      status: 'planned',
      year: 2026,
    });
  });

  it('blanks only inside the bracket the question sits in', () => {
    expect(
      withoutRetractions('Pension (CalPERS? no - Caltech plan) $4,200/mo').replace(/\s+/g, ' '),
    ).toBe('Pension ( Caltech plan) $4,200/mo');
  });

  it('leaves a question the advisor does not answer no', () => {
    const notes = 'Still has the 2009 will? Will confirm. Brokerage $2M.';
    expect(withoutRetractions(notes)).toBe(notes);
  });
});
