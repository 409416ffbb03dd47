import { describe, expect, it } from 'vitest';
import { extractFacts } from './extract-facts';

const read = (notes: string) => extractFacts(notes, { referenceYear: 2026 });
const properties = (notes: string) => (read(notes).properties ?? []).map((p) => p.value);

describe('a property described with several figures in one clause', () => {
  const DEVELOPER =
    'Developer, 52, TX. NW ~30M: 120-unit apt complex bought 2016 for 14M, ~4M depreciation taken, worth ~21M, debt ~9M; 6 unsold units left in condo project ~3.6M list, cost ~2.7M; raw land held since 2012 (paid 0.8M) - buyer offering ~5M, half down, rest note over 5 yrs; home ~2M. Wants to sell the apts next year.';

  it('tells the value from the cost, the depreciation taken and the debt', () => {
    const [apts, units, land] = properties(DEVELOPER);
    expect(apts).toMatchObject({
      use: 'rental',
      amount: 21_000_000,
      cost: 14_000_000,
      depreciation: 4_000_000,
      basis: 10_000_000, // cost less depreciation taken
      debt: 9_000_000,
      acquiredYear: 2016,
      sale: { forANote: false },
    });
    // Unsold units are a developer's inventory, never a home.
    expect(units).toMatchObject({ use: 'inventory', amount: 3_600_000, basis: 2_700_000 });
    // An offer is what the land would fetch; what was paid is its cost.
    expect(land).toMatchObject({
      use: 'land',
      amount: 5_000_000,
      basis: 800_000,
      sale: { forANote: true, noteYears: 5 },
    });
  });

  it('counts the value, not the cost, in the balance sheet, and the sale as a goal', () => {
    const facts = read(
      'Investor, 60, TX. 96-unit apt complex bought 2017 for 11M, ~3M depreciation taken, worth ~16M, debt ~7M; brokerage 2M. Wants to sell the apts next year.',
    );
    expect(facts.netWorth?.value).toBe(11_000_000); // 16M + 2M - 7M
    expect(facts.investmentRealEstateValue?.value).toBe(16_000_000);
    expect(facts.goals.map((g) => g.value)).toContain('Sell investment real estate');
  });

  it('stops at the next holding of a list, and plans no sale the notes rule out', () => {
    const [duplex] = properties(
      'Couple 55/53. Rental duplex worth 900K (bought 2010 for 400K), brokerage 1M, home 1.2M, mtg 300K. No plans to sell the duplex.',
    );
    expect(duplex).toMatchObject({ use: 'rental', amount: 900_000, basis: 400_000 });
    expect(duplex?.debt).toBeUndefined();
    expect(duplex?.sale).toBeUndefined();
  });
});

describe("a rental the next sentence sells, with the advisor's 'accum depr'", () => {
  it('is sold, at its cost less the depreciation taken', () => {
    const [fourplex] = properties(
      'Couple H 61 / W 59, San Diego CA. Own 4-plex in Oceanside bought 2003 for 620K, now ~2.4M, fully depreciated building mostly (accum depr ~380K). Listing it in May - tired of tenants. No mortgage on it.',
    );
    // Basis: $620,000 - $380,000 = $240,000.
    expect(fourplex).toMatchObject({
      use: 'rental',
      amount: 2_400_000,
      cost: 620_000,
      depreciation: 380_000,
      basis: 240_000,
      sale: { forANote: false },
    });
  });

  it('is not sold where the next sentence sells something else', () => {
    const [fourplex] = properties(
      'Own 4-plex in Oceanside bought 2003 for 620K, now ~2.4M. Selling the boat this summer.',
    );
    expect(fourplex?.sale).toBeUndefined();
  });
});

describe('a planned sale of part of a holding', () => {
  const notes =
    'Couple 62/60, married, Illinois. Income $450k. Own 4 rental buildings worth $8M total, basis about $3M. Plan to sell one building (worth ~$2M, basis $600k) next year. NW $14M.';

  it('splits the part sold off the holding, at its own value and basis; the rest is held', () => {
    const properties = extractFacts(notes).properties?.map((p) => p.value);
    expect(properties).toEqual([
      // 8,000,000 - 2,000,000 held, its basis 3,000,000 - 600,000; no sale.
      {
        use: 'rental',
        label: 'rental buildings',
        amount: 6_000_000,
        basis: 2_400_000,
        cost: 2_400_000,
      },
      {
        use: 'rental',
        label: 'the part to be sold of the rental buildings',
        amount: 2_000_000,
        basis: 600_000,
        sale: { forANote: false },
      },
    ]);
    expect(extractFacts(notes).properties?.[1]?.source).toBe(
      'sell one building (worth ~$2M, basis $600k)',
    );
  });

  it('exchanges the part sold, not the whole: 1031 on its $1.4M gain; no note sale offered', async () => {
    const { analyzeClient } = await import('../analyze');
    const { analysis } = analyzeClient({ notes });
    const ids = analysis.recommendations.map((r) => r.strategyId);
    expect(ids).toContain('1031_EXCHANGE');
    expect(ids).not.toContain('INSTALLMENT_SALE');
    // 1,400,000 of gain at 20% + 3.8% NIIT + Illinois 4.95% = 402,500, put off ten years: worth
    // 402,500 x (1 - 1.04^-10) = 130,585 today.
    expect(
      analysis.recommendations.find((r) => r.strategyId === '1031_EXCHANGE')?.costBenefitAnalysis
        ?.potentialSavings,
    ).toBeCloseTo(402_500 * (1 - 1.04 ** -10), -1);
    // The baseline sells the one building: 2,000,000 grown a year at 4%, its gain 1,480,000.
    expect(analysis.baseline?.notes?.join(' ')).toContain('a long-term gain of 1,480,000 dollars');
  });
});

describe('the largest building sold, after depreciation taken', () => {
  const notes =
    'Carlos Mendez 58, real estate investor, Phoenix AZ. Wife Elena 55. Owns 3 apartment buildings (42 units) via LLCs, total value $6.5M, adjusted basis $1.4M (purchased 1998-2008, about $1.6M depreciation taken), mortgages $1.8M. Plans to sell the largest building next year ($3.2M, adjusted basis $600k, $900k mortgage).';

  it('takes an adjusted basis as the basis, and gives the part its share of the depreciation', () => {
    const [held, sold] = extractFacts(notes).properties!.map((p) => p.value);
    // The adjusted basis is the cost less the depreciation: cost 1,400,000 + 1,600,000.
    expect(held).toMatchObject({ amount: 3_300_000, basis: 800_000 });
    // 3.2 / 6.5 of the 1,600,000 taken: 787,692, recaptured at up to 25% on the sale.
    expect(sold).toMatchObject({ amount: 3_200_000, basis: 600_000 });
    expect(sold!.depreciation).toBeCloseTo((1_600_000 * 3.2) / 6.5, 0);
  });
});

describe('a sale of some of the rentals, counted by a figure', () => {
  it("splits 'sell 2 older rentals (value $700k, adjusted basis $200k)' off the 8 rentals", () => {
    const LANDLORD =
      'Single 55, Texas. Owns 8 SFR rentals outright + mortgages: value $3.2M, debt $1.1M, gross rents $260k, NOI $150k after expenses, depreciation $70k. Also W-2 $140k as a part-time (~1,000 hrs) hospital admin; spends ~900 hrs/yr on rentals, self-manages. Bought 3 of the rentals in 2025 for $1.2M total (land ~20%). Wants to sell 2 older rentals (value $700k, adjusted basis $200k) and buy a small multifamily.';
    const [rest, sold] = properties(LANDLORD);
    expect(rest).toMatchObject({ use: 'rental', amount: 2_500_000 });
    expect(rest?.sale).toBeUndefined();
    expect(sold).toMatchObject({
      use: 'rental',
      amount: 700_000,
      basis: 200_000,
      sale: { forANote: false },
    });
    expect(read(LANDLORD).netWorth?.value).toBe(2_100_000);
  });
});
