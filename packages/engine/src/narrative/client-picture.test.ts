import { describe, expect, it } from 'vitest';
import { extractFacts } from '../facts/extract-facts';
import { describeClient } from './client-picture';

describe('the bracket the tax situation quotes', () => {
  it('taxes Social Security only in the part IRC 86 reaches, with the extra deduction at 65', () => {
    const facts = extractFacts(
      'Retired couple, 70 and 68, Florida. SS $60k combined. Pension $75k. Net worth $3M.',
      { referenceYear: 2026 },
    );
    // Provisional income 75,000 + 30,000 = 105,000: taxable benefits are the lesser of
    // 85% x 60,000 = 51,000 and 85% x (105,000 - 44,000) + 6,000 = 57,850: 51,000. Taxable
    // income 75,000 + 51,000 - 32,200 - 2 x 1,650 = 90,500: the 12% bracket (counting all
    // $135,000 it would be 102,800, in the 22% one).
    const p = describeClient(facts, 2026);
    expect(p.federalMarginalRate).toBe(0.12);
  });
});
