import { describe, expect, it } from 'vitest';
import { extractFacts } from './extract-facts';

describe('vested options at their spread', () => {
  it('counts the vested options at (409A - strike), not the unvested, and not the count as dollars', () => {
    const facts = extractFacts(
      'Couple 41/39, TX, married. He is early employee at SaaS startup: ISOs 20,000 vested @ $3 strike, 30,000 unvested; current 409A $15. Joint brokerage $800K, 401ks ~$500K combined. Home $900K, mtg $400K.',
    );
    // 20,000 x ($15 - $3) = 240,000; the 30,000 unvested are not counted.
    expect(facts.otherAssetsValue?.value).toBe(240_000);
    expect(facts.otherAssetsValue?.derivation?.note).toContain(
      '20,000 vested ISOs x ($15 - $3 strike) = $240,000; 30,000 unvested not counted',
    );
    // Options are no shares held: no concentrated position for share strategies to act on.
    expect(facts.concentratedPosition).toBeUndefined();
    expect(facts.stockOptions?.[0]?.value).toEqual({
      type: 'ISO',
      exercisable: 20_000,
      unvested: 30_000,
      strike: 3,
      price: 15,
    });
    // 240,000 + 800,000 + 500,000 + 900,000 = 2,440,000 of assets; less the 400,000 mortgage.
    expect(facts.totalAssets?.value).toBe(2_440_000);
    expect(facts.netWorth?.value).toBe(2_040_000);
  });

  it('reads the grant in prose, with the price the stock trades at', () => {
    const facts = extractFacts(
      'She is 48 and single, lives in NY. She has 40,000 vested NSOs with a strike price of $12, and the stock now trades at $48; another 10,000 vest next year. Her retirement accounts total about $1.1 million and she keeps $200,000 in savings.',
    );
    // 40,000 x ($48 - $12) = 1,440,000; + 1,100,000 + 200,000 = 2,740,000 ($48 is no holding).
    expect(facts.netWorth?.value).toBe(2_740_000);
    expect(facts.otherAssetsValue?.source).toContain('10,000 unvested not counted');
    expect(facts.otherAssetsValue?.source).toContain('ordinary income');
  });

  it('keeps the value the notes give the grant themselves, once', () => {
    const facts = extractFacts(
      'Client 50, married, MA. Vested options: 100k sh @ $2 strike, 409A $10 -> ~$800K spread. 401k $1M, brokerage $500K. Total ~$2.3M.',
    );
    // 800,000 + 1,000,000 + 500,000: the stated spread, not 100,000 x ($10 - $2) again.
    expect(facts.totalAssets?.value).toBe(2_300_000);
  });

  it('counts nothing for options the notes do not say have vested', () => {
    const facts = extractFacts(
      'Client 39, single, CA. Has 10,000 NSOs @ $5 strike, FMV $20. 401k $300K, cash $100K.',
    );
    // 300,000 + 100,000: the 10,000 options are no $10,000 and their vesting is unknown.
    expect(facts.totalAssets?.value).toBe(400_000);
  });
});
