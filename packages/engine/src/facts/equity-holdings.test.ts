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

describe('shares given by a count and a price per share', () => {
  it('values founder shares at the 409A, not the count as dollars, and keeps the nil basis', () => {
    const facts = extractFacts(
      'Founder, 45, married, CA, 2 kids. Founder shares 8M at 409A $2/share, basis ~0. Brokerage $1.2M, 401k $400K. Home $2.5M, mtg $1M.',
    );
    // 8,000,000 x $2 = 16,000,000 (had been $8,000,000).
    expect(facts.concentratedPosition?.value).toMatchObject({ value: 16_000_000, basis: 0 });
    expect(facts.concentratedPosition?.derivation?.note).toBe(
      '8,000,000 shares x $2 = $16,000,000',
    );
    // 16,000,000 + 1,200,000 + 400,000 + 2,500,000 - 1,000,000.
    expect(facts.netWorth?.value).toBe(19_100_000);
  });

  it('counts shares of a private company the notes give only by count and last 409A', () => {
    const facts = extractFacts(
      'Client 52, single, WA. VP at private co; holds 1.2M shares of Series B co, last 409A $4.10. Also IRA ~$600K, cash $150K.',
    );
    // 1,200,000 x $4.10 = 4,920,000; + 600,000 + 150,000 = 5,670,000 (had been 750,000).
    expect(facts.concentratedPosition?.value.value).toBe(4_920_000);
    expect(facts.netWorth?.value).toBe(5_670_000);
  });

  it("takes the common's 409A before a round's preferred price", () => {
    const facts = extractFacts(
      'Founder/CEO, 38, single, CA. Owns 4,500,000 common shares of her startup; last 409A was $0.85/share (Series A preferred priced at $3.20). Cash $250K, 401k $90K.',
    );
    // 4,500,000 x $0.85 = 3,825,000 (the count had been read as $4,500,000).
    expect(facts.concentratedPosition?.value.value).toBe(3_825_000);
    expect(facts.netWorth?.value).toBe(4_165_000);
  });

  it('reads a basis per share beside a public position as the basis of all its shares', () => {
    const facts = extractFacts(
      'Client 60, married, FL. Retired exec. Holds 22,000 sh XOM at $110/share, basis ~$30/sh. IRA $1.5M, cash $300K.',
    );
    // 22,000 x $110 = 2,420,000 at a basis of 22,000 x $30 = 660,000.
    expect(facts.concentratedPosition?.value).toMatchObject({ value: 2_420_000, basis: 660_000 });
    expect(facts.netWorth?.value).toBe(4_220_000);
  });

  it('reads shares counted beside options and their strike as the options, not shares held', () => {
    const facts = extractFacts(
      'Jessica Tran 32, staff engineer at a public tech company, Austin TX. Salary $260k. Also ISOs from prior startup (private C-corp): 40,000 shares, strike $1.50, current 409A $28, IPO expected next year. 401k $180k, cash $300k.',
    );
    // 180,000 + 300,000: not 40,000 x $28 of shares; the options' vesting is not stated.
    expect(facts.netWorth?.value).toBe(480_000);
  });

  it('keeps the value the notes give the shares themselves', () => {
    const facts = extractFacts(
      'Founder 45, California, married (wife 43). Owns 8M shares of private startup, 409A value $2/share ($16M), basis ~0. Other NW $3M (home $2M equity, cash $1M).',
    );
    // 3,000,000 + 16,000,000: the stated $16M once.
    expect(facts.netWorth?.value).toBe(19_000_000);
  });
});

describe('awards the notes call unvested', () => {
  it('counts no unvested RSUs among the assets', () => {
    const facts = extractFacts(
      'Client 38, single, CA. Co stock held ~2.31M, 401k ~310K, cash/brokerage ~480K. Unvested refresh RSUs ~150K over 3 yrs - not counting.',
    );
    // 2,310,000 + 310,000 + 480,000 = 3,100,000: not the 150,000 of RSUs still to vest.
    expect(facts.totalAssets?.value).toBe(3_100_000);
    expect(facts.netWorth?.value).toBe(3_100_000);
  });
});
