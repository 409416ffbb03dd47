import { describe, expect, it } from 'vitest';
import { analyzeClient } from '../analyze';

describe('a family partnership beside an S corporation', () => {
  it('leaves the S corporation stock out (IRC 1361(b)(1)(B)) and says so', () => {
    const { analysis } = analyzeClient({
      notes:
        'Married, 62/60, Ohio. Net worth $30M incl. $12M S corp (manufacturing) and $8M of rental real estate. 3 kids. Considering an FLP to pass the business and the rentals to the kids.',
    });
    const flp = analysis.recommendations.find((r) => r.strategyId === 'FLP')!;
    expect(flp.description).toMatch(/not an eligible S shareholder, IRC 1361\(b\)\(1\)\(B\)/);
    // It holds the $8M of real estate only, not $8M + $12M of S stock: up to 40% of $30M
    // ($12M) would otherwise have taken $12M of it.
    expect(flp.costBenefitAnalysis?.calculations.formula).toContain(
      "Units in $8,000,000 of the entity's assets",
    );
  });
});
