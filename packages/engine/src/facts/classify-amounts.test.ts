import { describe, expect, it } from 'vitest';
import { classifyAmounts } from './classify-amounts';
import { extractFacts } from './extract-facts';
import { layoutText } from './text-layout';

const kinds = (text: string) =>
  classifyAmounts(layoutText(text)).map((a) => [a.value, a.kind ?? null]);

describe('classifyAmounts in label-value lists', () => {
  it('never gives a figure the label that opens the next item after a comma', () => {
    // 'cash' has no figure of its own nearby before it; it is the next item's label.
    expect(kinds('Other: brokerage ~250K, 300K, cash ~0.1M')).toEqual([
      [250000, 'investments'],
      [300000, null],
      [100000, 'investments'],
    ]);
  });

  it('still reads a label written just after its figure within the same item', () => {
    expect(kinds('Holds $2M in the IRA')).toEqual([[2000000, 'retirement']]);
  });

  it('does not give a holding the basis named past a comma', () => {
    expect(kinds('~8.0M, total cost basis ~240K')).toEqual([
      [8000000, null],
      [240000, 'basis'],
    ]);
  });
});

describe('figures that are not holdings of their own kind', () => {
  it('reads a gift the client plans as given away, not held', () => {
    expect(
      kinds('Plans ~$400K of ETH to charity next yr; ~$60K to each of the 3 grandkids.'),
    ).toEqual([
      [400000, 'ignore'],
      [60000, 'ignore'],
    ]);
  });

  it('reads what a trust is to be funded with as a planned transfer, not a business or holding', () => {
    expect(
      kinds('Want to sell LLC interests to IDGT for a note, seed trust with $2.5M. 3 kids.'),
    ).toEqual([[2_500_000, 'ignore']]);
    expect(kinds('Thinking of funding a SLAT with ~$10M of the brokerage.')).toEqual([
      [10_000_000, 'ignore'],
    ]);
  });

  it("reads a buyer's price for the company as the business, and 'stock sale' as the deal's form", () => {
    expect(
      kinds(
        'Sells manufacturing company (C corp, founded 2009, original stock $100k basis) to PE buyer for $18M next spring, stock sale.',
      ),
    ).toEqual([
      [100_000, 'basis'],
      [18_000_000, 'business'],
    ]);
  });

  it("reads an owner's fractional interest 'is worth' as the business, not the net worth", () => {
    const notes =
      'Partners in a dental practice partnership (3 equal partners). Our client Dr. Patel, 52, single, Washington state. His 1/3 interest is worth ~$2.4M. Client net worth ~$6.5M incl. home $1.3M, 401k $900k, brokerage $1.5M.';
    expect(kinds(notes).slice(0, 2)).toEqual([
      [2_400_000, 'business'],
      [6_500_000, 'netWorth'],
    ]);
    expect(extractFacts(notes).netWorth?.value).toBe(6_500_000);
  });

  it("reads a bequest as left at death, never a year's giving", () => {
    expect(
      kinds(
        'Will leaves $2M to alma mater and church at second death, rest to kids. Give ~$40k/yr to church by check.',
      ),
    ).toEqual([
      [2_000_000, 'ignore'],
      [40_000, 'charitableGiving'],
    ]);
  });

  it('reads a price per share as no holding, and the shares at that price as the position', () => {
    expect(
      kinds(
        'Owns 8M shares of private startup, 409A value $2/share ($16M), basis ~0, company expects IPO in 12-18 months at maybe $10/share.',
      ),
    ).toEqual([
      [2, 'ignore'],
      [16_000_000, 'concentrated'],
      [10, 'ignore'],
    ]);
  });

  it('keeps a holding named before its figure when the notes leave it to someone', () => {
    expect(kinds('Wants the lake house ~900K to the kids at death.')).toEqual([
      [900000, 'secondHome'],
    ]);
  });

  it('reads a figure that says what it includes as their total, not as the first part', () => {
    expect(kinds('Has ~4.2M including the 401k ~1.1M and the condo ~0.9M.')).toEqual([
      [4200000, 'totalAssets'],
      [1100000, 'retirement'],
      [900000, 'residence'],
    ]);
  });
});

describe('rentals held through an entity', () => {
  it('are investment real estate, not a business', () => {
    expect(kinds('Brokerage $2M, rental LLC $6M, home $900K.')).toEqual([
      [2000000, 'investments'],
      [6000000, 'investmentRealEstate'],
      [900000, 'residence'],
    ]);
    expect(kinds('Their real estate LP owns three apartment buildings ($14M).')).toEqual([
      [14000000, 'investmentRealEstate'],
    ]);
    const facts = extractFacts('Owns 9 rentals through an LLC, worth about $5M. Salary $250K.');
    expect(facts.business).toBeUndefined();
    expect(facts.investmentRealEstateValue?.value).toBe(5_000_000);
    expect(extractFacts('Owns a roofing LLC worth $3M.').business?.value.value).toBe(3_000_000);
  });
});

describe("the notes' counts and shorthand", () => {
  it("reads '2,000+ hrs' as hours, and a lower-case 'co' as a company, never the state CO", () => {
    expect(kinds('Runs his dev co - 2,000+ hrs a year; dev co ~12M.')).toEqual([
      [12000000, 'business'],
    ]);
    expect(extractFacts('Lives in Denver, CO. NW $5M.').business).toBeUndefined();
    expect(extractFacts('Engineer at a public co; co stock held ~1.2M.').business).toBeUndefined();
  });
});

describe('money received after tax', () => {
  it('is cash on hand, whatever the tax words beside it', () => {
    expect(kinds('Sold the rental; $900K landed in checking after tax.')).toEqual([
      [900000, 'investments'],
    ]);
  });
});

describe("the advisor's mortgage shorthand", () => {
  it("reads 'mtg' beside a figure as a debt and 'no mtg' as none", () => {
    expect(kinds('Home ~1.1M, mtg ~600K @ 3.1%')).toEqual([
      [1100000, 'residence'],
      [600000, 'liability'],
    ]);
    expect(extractFacts('401k ~1.8M, house ~1.5M no mtg.').totalLiabilities?.value).toBe(0);
  });
});

describe('money toward someone else’s purchase', () => {
  it('is no home the client holds: a down payment for a son is a gift to come', () => {
    const facts = extractFacts('Wants to help son with house down pmt ($100k). Brokerage $2M.', {
      referenceYear: 2026,
    });
    expect(facts.primaryResidenceValue).toBeUndefined();
    expect(facts.netWorth?.value).toBe(2_000_000);
  });
});

describe('figures that are not the household’s', () => {
  const read = (notes: string) => extractFacts(notes, { referenceYear: 2026 });

  it('reads no home from a purchase the client means to make', () => {
    const facts = read('Renting. Wants to buy ~$2M condo within 2 yrs. Brokerage $400k.');
    expect(facts.primaryResidenceValue).toBeUndefined();
    expect(facts.netWorth?.value).toBe(400_000);
  });

  it('reads no balance from an employer’s yearly contribution', () => {
    const facts = read('Group 401k, profit sharing employer ~$20k. 401k $380k, cash $250k.');
    expect(facts.netWorth?.value).toBe(630_000);
  });

  it('reads the figures in brackets after an income figure as its parts, not more income', () => {
    expect(read('Comp ~$650k (W-2 $300k + distributions).').annualIncome?.value).toBe(650_000);
    expect(
      read('Net to Tom ~$1.1M (W-2 $180k + K-1 dist ~$920k). Jamie W-2 $115k.').annualIncome?.value,
    ).toBe(1_215_000);
  });
});

describe('what kind of holding the words make it', () => {
  const read = (notes: string) => extractFacts(notes, { referenceYear: 2026 });

  it('reads a shore house beside the home as a second home', () => {
    const facts = read('Widow, 78, Naples FL. Still owns NJ shore house (~$1.4M). FL home ~$2.1M.');
    expect(facts.primaryResidenceValue?.value).toBe(2_100_000);
    expect(facts.secondHomeValue?.value).toBe(1_400_000);
  });

  it('reads a spousal rollover as the survivor’s own IRA, not an inherited one', () => {
    const facts = read('Widow, 78. IRA $2.8M (inherited spousal rollover). Roth $220k.');
    expect(facts.accounts?.find((a) => a.value.amount === 2_800_000)?.value.kind).toBe(
      'traditional-retirement',
    );
    expect(read('Widow, 60. Inherited IRA $500k from her father.').accounts?.[0]?.value.kind).toBe(
      'inherited-ira',
    );
  });

  it("reads an inherited account's figure as the account the client holds now", () => {
    // 'Inherited a $750k traditional IRA' was read as an inheritance to come and dropped.
    const facts = read(
      'New client: Jordan Lee, 29, single, Oregon. Income $95k. Inherited a $750k traditional IRA from her mother who died in 2024 at 74.',
    );
    expect(facts.accounts?.map((a) => [a.value.kind, a.value.amount])).toEqual([
      ['inherited-ira', 750_000],
    ]);
    expect(kinds('Single, 40, TX. Has a $750k inherited IRA.')).toEqual([[750000, 'retirement']]);
    expect(kinds('Has a $200k inherited Roth IRA.')).toEqual([[200000, 'roth']]);
    // One still to come is no holding yet.
    expect(kinds('Will have inherited a $750k IRA from mom.')).toEqual([[750000, 'ignore']]);
  });
});

describe('figures that count shares or gains', () => {
  const read = (notes: string) => extractFacts(notes, { referenceYear: 2026 });

  it('reads no dollars from a count of shares', () => {
    expect(
      read('ISOs: 40k sh strike $12. Brokerage $3.2M.').concentratedPosition?.value.value,
    ).toBeUndefined();
  });

  it('reads no basis from the gain a holding carries', () => {
    const facts = read('Brokerage $3.2M (lots of low-basis AAPL, ~$800k gain embedded).');
    expect(facts.accounts?.[0]?.value.basis).toBeUndefined();
  });

  it('reads Schedule C income as income', () => {
    expect(read('Base $420k. Priya - part-time consulting, Sch C ~$90k.').annualIncome?.value).toBe(
      510_000,
    );
  });
});

describe('income and homes named in shorthand', () => {
  const read = (notes: string) => extractFacts(notes, { referenceYear: 2026 });

  it('reads consulting income and a coast house', () => {
    const facts = read('Now consults ~$150k/yr 1099. Home $1.6M. Coast house ~$1.1M.');
    expect(facts.annualIncome?.value).toBe(150_000);
    expect(facts.secondHomeValue?.value).toBe(1_100_000);
  });
});

describe('rental buildings counted by units', () => {
  it('reads "14 units across 4 bldgs" as rental property, and a part offered for sale as no more of it', () => {
    const facts = extractFacts(
      'Real estate investor: 14 units across 4 bldgs, FMV ~$5.5M, debt ~$2.3M. Considering selling 2 bldgs (~$2.4M FMV, basis ~$700k).',
      { referenceYear: 2026 },
    );
    expect(facts.properties?.map((p) => [p.value.use, p.value.amount])).toEqual([
      ['rental', 5_500_000],
    ]);
    expect(facts.investmentRealEstateValue?.value).toBe(5_500_000);
  });
});

describe('figures a business takes in or pays out, and buildings', () => {
  it('reads billings and EBITDA as no value of the business', () => {
    expect(kinds('Practice collections ~$4.2M. EBITDA ~$6.5M.')).toEqual([
      [4_200_000, 'ignore'],
      [6_500_000, 'ignore'],
    ]);
  });

  it('reads pay from the company and rent paid by it as no value of it', () => {
    expect(kinds('Dale W-2 from co $400k. Dev co ~12M.')).toEqual([
      [400_000, 'incomePart'],
      [12_000_000, 'business'],
    ]);
  });

  it('reads a building of no stated use as real estate, never the verb', () => {
    expect(kinds('Bldg worth ~$4.2M, basis ~$1.1M.')).toEqual([
      [4_200_000, 'otherRealEstate'],
      [1_100_000, 'basis'],
    ]);
  });
});

describe('a net worth given without part of it, then with it', () => {
  it('takes the one with it as the net worth', () => {
    const notes = 'Dentist, 52. NW approx $4.5M ex-practice, ~$9M with it.';
    expect(kinds(notes)).toEqual([
      [4_500_000, 'ignore'],
      [9_000_000, 'netWorth'],
    ]);
    const facts = extractFacts(notes, { referenceYear: 2026 });
    expect(facts.netWorth?.value).toBe(9_000_000);
    expect(facts.netWorth?.source).toBe('$4.5M ex-practice, ~$9M with it');
  });
});

describe('a property sold on a note', () => {
  it('reads the price of a sale made as no holding, the note the buyer still owes as an asset, and net rents as income', () => {
    expect(
      kinds(
        'Net rents ~$610k/yr. Sold a warehouse in Lowell in 2023 for $2.4M on an installment note - buyer pays $240k/yr principal + 6% interest, remaining balance ~$1.68M.',
      ).filter(([, kind]) => kind !== 'liability'),
    ).toEqual([
      [610_000, 'incomePart'],
      [2_400_000, 'ignore'],
      [1_680_000, 'otherAsset'],
    ]);
    // A balance the client owes has no buyer before it.
    expect(kinds('Mortgage remaining balance ~$400k.')).toEqual([[400_000, 'liability']]);
  });
});

describe('properties a single investor lists', () => {
  it('reads a total of the buildings the clause names as theirs, a let condo as rental, and an IRA past a death date', () => {
    expect(
      kinds(
        "Inherited IRA from his mom (d. March 2024) ~$1.4M. Real estate: owns 3 two-flats in Logan Sq, total value ~$2.1M. 401k $210k. Her condo in Evanston which he's renting out, worth ~$420k.",
      ),
    ).toEqual([
      [1_400_000, 'retirement'],
      [2_100_000, 'investmentRealEstate'],
      [210_000, 'retirement'],
      [420_000, 'investmentRealEstate'],
    ]);
  });
});

describe('a donor-advised fund', () => {
  it('reads the balance held at a sponsor as the fund, not an account of the client', () => {
    expect(kinds('Has a DAF at Fidelity Charitable ~$2M. Brokerage at Fidelity $3M.')).toEqual([
      [2_000_000, 'charitableVehicle'],
      [3_000_000, 'investments'],
    ]);
  });
});

describe('land priced by the acre, notes owed, and a basis in a company', () => {
  it('values land at its appraised price per acre times the acres, and takes no acre count or past price per acre as a holding', () => {
    const amounts = classifyAmounts(
      layoutText(
        'Ranch ~3,000 ac. Land appraised ~$2,800/ac last yr. Bought adjoining 600 ac in 2009 for $1,100/ac.',
      ),
    );
    expect(amounts.map((a) => [a.value, a.kind])).toEqual([
      [3_000, 'ignore'],
      // 2,800 x 3,000 acres.
      [8_400_000, 'investmentRealEstate'],
      [1_100, 'ignore'],
    ]);
    expect(amounts[1]!.source).toContain('[the price per acre times the acres]');
  });

  it('reads an equipment note as a debt, and a basis in the company as its basis, not its value', () => {
    expect(
      kinds('Equipment ~$600k, equipment note $110k. Stock basis in S-corp approx $4.5M.'),
    ).toEqual([
      [600_000, 'otherAsset'],
      [110_000, 'liability'],
      [4_500_000, 'basis'],
    ]);
  });
});

describe('a property said to carry no debt, then its value', () => {
  it('reads the value as the property’s', () => {
    expect(kinds('Condo Naples paid off, approx $1.6M. Brokerage $2M.')).toEqual([
      [1_600_000, 'residence'],
      [2_000_000, 'investments'],
    ]);
  });
});

describe('a savings account beside a note on income', () => {
  it('reads a high-yield savings account as cash, not the dividends named before it', () => {
    expect(kinds('Savings (see 1040 - lots of div/int), HYSA $95k. Brokerage $1M.')).toEqual([
      [95_000, 'investments'],
      [1_000_000, 'investments'],
    ]);
  });
});

describe('a position held in an account', () => {
  it('reads the figure as the position, its account only where it is held', () => {
    expect(
      kinds(
        'Concentrated: ~42,000 sh NVDA held in Schwab taxable, approx $5.6M, basis roughly $310k.',
      ),
    ).toEqual([
      [42_000, 'ignore'],
      [5_600_000, 'concentrated'],
      [310_000, 'basis'],
    ]);
  });
});

describe('pay is income, not a holding of the company that pays it', () => {
  it("reads the pay a company pays as pay: 'W-2 salary from S corp $200k', 'works in practice ($60k W-2)'", () => {
    expect(
      kinds(
        'He owns 100% of a consulting S corp (management consulting) net income $1.1M, W-2 salary from S corp $200k. She W-2 $150k teacher with 403b.',
      ),
    ).toEqual([
      [1_100_000, 'incomePart'],
      [200_000, 'incomePart'],
      [150_000, 'incomePart'],
    ]);
    expect(kinds('Married spouse 53 works in practice ($60k W-2).')).toEqual([
      [60_000, 'incomePart'],
    ]);
  });

  it("reads a salary after a sentence naming the employer: 'Software engineer at private startup. Salary $240k'", () => {
    expect(
      kinds('Software engineer at private startup. Salary $240k, 401k $24,500 maxed.'),
    ).toEqual([
      [240_000, 'incomePart'],
      [24_500, 'ignore'],
    ]);
  });

  it("reads the profit of a business the client owns whole as the owner's income, a firm's he has a part of as the firm's", () => {
    expect(
      kinds(
        'Dentist 55, sole owner of dental practice S corp. Practice net profit $900k after his $250k salary.',
      ),
    ).toEqual([
      [900_000, 'incomePart'],
      [250_000, 'incomePart'],
    ]);
    expect(kinds('Partner (10%) in a law firm. Firm net profit $9M. His K-1 $900k.')).toEqual([
      [9_000_000, 'ignore'],
      [900_000, 'incomePart'],
    ]);
  });
});

describe("the household's income with an owner's pay and profit", () => {
  const read = (notes: string) => extractFacts(notes, { referenceYear: 2026 });

  it("adds the owner's business income, his salary and the spouse's W-2, and reads no asset from them", () => {
    const facts = read(
      'Married 48/47, New York (NYC resident). He owns 100% of a consulting S corp (management consulting) net income $1.1M, W-2 salary from S corp $200k. She W-2 $150k teacher with 403b.',
    );
    expect(facts.annualIncome?.value).toBe(1_450_000);
    expect(facts.totalAssets).toBeUndefined();
    expect(
      facts.incomeSources?.filter((s) => s.value.source === 'business').map((s) => s.value.amount),
    ).toEqual([1_100_000]);
  });

  it("reads the dentist's practice profit, his salary and his spouse's W-2 as income", () => {
    const facts = read(
      'Dentist 55, sole owner of dental practice S corp, Pennsylvania, married spouse 53 works in practice ($60k W-2). Practice net profit $900k after his $250k salary.',
    );
    expect(facts.annualIncome?.value).toBe(1_210_000);
    expect(facts.totalAssets).toBeUndefined();
  });

  it('reads no asset from a count of ISOs or a maxed 401(k) contribution', () => {
    const facts = read(
      'Client 34, single, San Francisco CA. Software engineer at private startup. Salary $240k, 401k $24,500 maxed. Holds 40,000 ISOs, strike $2, current 409A FMV $22.',
    );
    expect(facts.annualIncome?.value).toBe(240_000);
    expect(facts.totalAssets).toBeUndefined();
  });
});

describe("a landlord's rentals, their debt and their net operating income", () => {
  const LANDLORD =
    'Single 55, Texas. Owns 8 SFR rentals outright + mortgages: value $3.2M, debt $1.1M, gross rents $260k, NOI $150k after expenses, depreciation $70k. Also W-2 $140k as a part-time (~1,000 hrs) hospital admin; spends ~900 hrs/yr on rentals, self-manages. Bought 3 of the rentals in 2025 for $1.2M total (land ~20%). Wants to sell 2 older rentals (value $700k, adjusted basis $200k) and buy a small multifamily.';

  it('reads the value after the mortgages as the rentals’ value and NOI as income', () => {
    const read = classifyAmounts(layoutText(LANDLORD));
    const of = (value: number) => read.find((a) => a.value === value);
    expect(of(3200000)?.kind).toBe('investmentRealEstate');
    expect(of(1100000)?.kind).toBe('liability');
    expect(of(150000)?.kind).toBe('incomePart');
    expect(of(70000)?.kind).toBe('ignore');
    // Some of the 8 rentals already valued: parts of the $3.2M, not more holdings.
    expect(of(1200000)?.isSubset).toBe(true);
    expect(of(700000)?.isSubset).toBe(true);
  });

  it('gives the landlord a net worth of $3.2M less $1.1M and income of W-2 plus NOI', () => {
    const facts = extractFacts(LANDLORD);
    expect(facts.totalAssets?.value).toBe(3200000);
    expect(facts.totalLiabilities?.value).toBe(1100000);
    expect(facts.netWorth?.value).toBe(2100000);
    expect(facts.annualIncome?.value).toBe(290000);
    expect(facts.annualExpenses).toBeUndefined();
  });
});

describe("a business's payroll, purchases and expenses are the company's", () => {
  const SCORP =
    'MFJ 51/50, Georgia. He owns 100% S corp (HVAC contractor, 22 employees). 2025 profit before owner pay ~$600k; takes W-2 salary $90k. W-2 wages paid to employees $1.3M. Company 401k safe harbor (3% nonelective). He defers $23.5k. Spouse does bookkeeping unpaid. No PTET election. Equipment purchases planned $250k. Brokerage $400k, home $900k.';

  it("reads the owner's income as the profit before his pay, his salary inside it", () => {
    const facts = extractFacts(SCORP);
    expect(facts.annualIncome?.value).toBe(600000);
    expect(facts.totalAssets?.value).toBe(1300000);
  });

  it('leaves out the staff payroll, planned equipment and business expenses', () => {
    const of = (text: string, value: number) =>
      classifyAmounts(layoutText(text)).find((a) => a.value === value)?.kind;
    expect(of(SCORP, 1300000)).toBe('ignore');
    expect(of(SCORP, 250000)).toBe('ignore');
    expect(of('Owns 100% S corp, payroll $1.3M for 22 employees; salary $150k.', 1300000)).toBe(
      'ignore',
    );
    expect(of('Owns a practice: operating expenses $800k, salary $300k.', 800000)).toBe('ignore');
  });
});

describe("a partner's K-1 income and what her practice's plan puts in", () => {
  const PARTNER =
    'MFJ 46/44, Minnesota. She is an anesthesiologist, 50% partner in a 2-owner practice LLC (partnership), K-1 ordinary income $720k, guaranteed payments none. He W-2 $95k teacher (403b + MN pension). Practice has a 401k profit-sharing plan, she gets $70k total. No cash balance plan. Kids 12, 9. Property tax $14k, charitable $15k/yr.';

  it('reads the K-1 as her part of the income and the $70k as the year’s contribution', () => {
    const of = (value: number) =>
      classifyAmounts(layoutText(PARTNER)).find((a) => a.value === value)?.kind;
    expect(of(720000)).toBe('incomePart');
    expect(of(70000)).toBe('ignore');
    const facts = extractFacts(PARTNER);
    expect(facts.annualIncome?.value).toBe(815000);
    expect(facts.totalAssets).toBeUndefined();
  });
});
