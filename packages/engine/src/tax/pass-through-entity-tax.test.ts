import { describe, expect, it } from 'vitest';
import { hasPassThroughEntityTax, passThroughEntityTax } from './pass-through-entity-tax';

describe('passThroughEntityTax', () => {
  it('taxes a New Jersey S corporation by the BAIT schedule, not the top personal rate', () => {
    // N.J.S. 54A:12-3: 5.675% x 250,000 + 6.52% x (780,000 - 250,000) = 14,187.50 + 34,556.00.
    const { tax, rates } = passThroughEntityTax('NJ', 780_000);
    expect(tax).toBe(48_743.5);
    expect(rates.status).toBe('V-P');
    // Over $1M: $63,087.50 plus 10.9% of the excess (the statute's own table).
    expect(passThroughEntityTax('NJ', 1_500_000).tax).toBe(63_087.5 + 0.109 * 500_000);
  });

  it('taxes a New York entity on its whole income by the graduated PTET rates', () => {
    // 6.85% x 2M + 9.65% x 3M + 10.30% x 9M = 137,000 + 289,500 + 927,000 = 1,353,500.
    expect(passThroughEntityTax('NY', 14_000_000).tax).toBe(1_353_500);
  });

  it('takes California at its flat 9.3% elective tax', () => {
    expect(passThroughEntityTax('ca', 1_000_000).tax).toBe(93_000);
  });

  it('names the top personal rate as an assumption where the state has no schedule in the table', () => {
    const { tax, rates } = passThroughEntityTax('MA', 1_000_000);
    expect(rates.assumption).toBe(true);
    expect(rates.note).toMatch(/top personal rate/);
    expect(tax).toBeGreaterThan(0);
  });

  it('charges nothing on a loss and knows which states offer the election', () => {
    expect(passThroughEntityTax('NJ', -50_000).tax).toBe(0);
    expect(hasPassThroughEntityTax('nj')).toBe(true);
    expect(hasPassThroughEntityTax('TX')).toBe(false);
  });
});
