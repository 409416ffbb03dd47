import { describe, expect, it } from 'vitest';
import { buildContext } from '../calc/context';
import { buildFacts, fact } from '../testing/facts.fixture';
import { liquidAssets } from './sizing';

describe('liquidAssets', () => {
  it('leaves out what is held for use: a second home, a policy’s cash value, a boat', () => {
    const base = { netWorth: fact(5_000_000), primaryResidenceValue: fact(1_000_000) };
    const { ctx: plain } = buildContext(buildFacts(base));
    expect(liquidAssets(plain)).toBe(4_000_000);
    const { ctx: withPersonal } = buildContext(
      buildFacts({
        ...base,
        secondHomeValue: fact(1_500_000),
        realEstateValue: fact(2_500_000),
        policyCashValue: fact(500_000),
        otherAssetsValue: fact(250_000),
      }),
    );
    expect(liquidAssets(withPersonal)).toBe(1_750_000);
  });
});

describe('what a family partnership holds', () => {
  it('takes no discount on listed securities held directly: $25M of listed stock, $3M of rentals', async () => {
    const { analyzeClient } = await import('../analyze');
    const { analysis } = analyzeClient({
      notes:
        'Married, 70/68, Florida. Net worth $30M: $25M of listed stocks in a brokerage account and $3M of rental real estate. 2 kids. Considering an FLP to gift LP interests to the kids.',
    });
    // The $25M of listed stock is valued at market: no partnership is recommended to discount it.
    expect(analysis.recommendations.map((r) => r.strategyId)).not.toContain('FLP');
    expect(analysis.considered?.find((c) => c.strategyId === 'FLP')).toBeDefined();
  });
});
