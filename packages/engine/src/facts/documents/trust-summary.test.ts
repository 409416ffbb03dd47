import { describe, expect, it } from 'vitest';
import { trustSummaryReader } from './trust-summary';

describe('trust summary reader', () => {
  const text = `SUMMARY OF THE LEE FAMILY REVOCABLE TRUST
The Lee Family Revocable Trust dated March 3, 2015; Trustees: David and Grace Lee
SCHEDULE A - Trust Property
1. Residence at 14 Hillcrest Ct, Palo Alto, CA (estimated value $1,400,000), subject to a home equity line
2. Charles Schwab account ending 4471, approximately $6,200,000
3. IRA (beneficiary designation to trust): $1,150,000
4. 40% membership interest in Lee Properties LLC ...... $2,300,000
Total trust assets ..................................... $11,050,000`;
  const found = trustSummaryReader.read({ name: 'trust.pdf', text });

  it('reads a home subject to a home equity line as a home, and no debt', () => {
    expect(found.some((o) => o.field === 'liability')).toBe(false);
    expect(found.find((o) => o.field === 'realEstate')?.value).toMatchObject({
      use: 'primary-home',
      amount: 1_400_000,
      state: 'CA',
    });
  });

  it('reads each asset held in trust by kind; the schedule total is noted, not the household total', () => {
    expect(
      found.find((o) => o.field === 'account' && o.value.kind === 'taxable')?.value,
    ).toMatchObject({
      amount: 6_200_000,
      owner: 'trust',
      custodian: 'Charles Schwab',
    });
    expect(
      found.find((o) => o.field === 'account' && o.value.kind === 'traditional-retirement')?.value,
    ).toMatchObject({
      amount: 1_150_000,
    });
    expect(found.find((o) => o.field === 'business')?.value).toMatchObject({
      amount: 2_300_000,
      entity: 'LLC',
      ownershipPercent: 40,
    });
    expect(found.some((o) => o.field === 'totalAssets')).toBe(false);
    expect(found.find((o) => o.field === 'other' && o.value.amount === 11_050_000)).toBeDefined();
  });

  it('reads a debt listed under its liabilities, and a policy held in trust by its death benefit', () => {
    const schedule = `CERTIFICATION OF TRUST - The Nguyen 2019 Irrevocable Trust dated June 1, 2019
ASSETS
Vacation home, 8 Dune Rd, Nantucket, MA ........ $3,200,000
Life insurance policy (death benefit) ........... $5,000,000
LIABILITIES
Mortgage on vacation home (Wells Fargo) ........ $900,000`;
    const read = trustSummaryReader.read({ name: 't.pdf', text: schedule });
    expect(read.map((o) => o.field)).toEqual([
      'realEstate',
      'lifeInsurance',
      'liability',
      'planDocument',
    ]);
    expect(read[1]?.value).toMatchObject({ deathBenefit: 5_000_000, owner: 'trust' });
    expect(read[2]?.value).toMatchObject({ kind: 'mortgage', amount: 900_000 });
  });

  it('names the trust and its year as a plan document', () => {
    expect(found.find((o) => o.field === 'planDocument')?.value).toEqual({
      kind: 'family revocable trust',
      year: 2015,
    });
  });
});

describe('a trust summary written as a sentence', () => {
  it('reads an amount set in brackets as the asset’s value, not a loss', () => {
    const found = trustSummaryReader.read({
      name: 'benson-trust.txt',
      text: 'REVOCABLE TRUST AGREEMENT of the Harold Benson Living Trust dated March 3, 2011. Trust assets: residence at 14 Saguaro Ln (appraised $1,150,000), Vanguard brokerage ($4,800,000).',
    });
    const amounts = found
      .filter((o) => o.field === 'account' || o.field === 'realEstate')
      .map((o) => (o.value as { amount?: number }).amount);
    expect(amounts.sort()).toEqual([1_150_000, 4_800_000]);
  });
});

describe('what a trust summary says of the family', () => {
  const HARLAN = `THE HARLAN FAMILY REVOCABLE TRUST - SUMMARY OF ASSETS (prepared 09/30/2026)
Trustee: Robert Harlan   Successor trustees: Ellen Harlan Price, Mark Harlan
Beneficiaries on death: the grantor's two children, in equal shares

Schedule A - Trust assets
  Vanguard brokerage account (taxable) .......... $4,800,000
  Cash and CDs, Chase ........................... $  300,000
Total trust assets .............................. $5,100,000

Deceased spouse: Margaret Harlan, died 03/2024. Form 706 filed electing portability; DSUE amount $13,610,000.`;
  const read = trustSummaryReader.read({ name: 'harlan-trust.txt', text: HARLAN });
  const valueOf = (field: string) => read.find((o) => o.field === field)?.value;

  it('reads the late spouse’s death, the election and its DSUE, and the children', () => {
    expect(valueOf('spouseDeathYear')).toBe(2024);
    expect(valueOf('portability')).toEqual({ elected: true, dsue: 13_610_000 });
    expect(valueOf('children')).toBe(2);
  });

  it('reads a QTIP election on the 706 as no portability where the summary says the DSUE was not elected', () => {
    const text = `DONNELLY MARITAL TRUST (QTIP) - TRUST SUMMARY
Type: Irrevocable testamentary trust; QTIP election made on Form 706 (filed 2020)
Deceased spouse: Francis Donnelly, died 2019
DSUE: Not elected (estate used full exemption on bypass trust).`;
    const found = trustSummaryReader.read({ name: 'qtip.txt', text });
    expect(found.find((o) => o.field === 'portability')?.value).toEqual({ elected: false });
  });

  it('puts the trust it summarizes on record, without the summary’s own date as its year', () => {
    expect(read.filter((o) => o.field === 'planDocument').map((o) => o.value)).toEqual([
      { kind: 'revocable trust' },
    ]);
  });

  it('labels a holding without the dot leader and the currency sign set apart from its figure', () => {
    const cash = read.find((o) => o.field === 'account' && o.value.amount === 300_000);
    expect(cash?.value).toMatchObject({ label: 'Cash and CDs, Chase' });
    // The DSUE is an exclusion, not a holding.
    expect(JSON.stringify(read.filter((o) => o.field !== 'portability'))).not.toContain('13610000');
  });
});

describe("a late spouse's credit shelter trust", () => {
  const text = `TRUST SUMMARY
Samuel Okafor Credit Shelter Trust (Bypass Trust) under Article VI of the Samuel A. Okafor Revocable Trust dated 05/12/2011
Became irrevocable:  03/14/2023 (date of death of grantor)
Income beneficiary:          Margaret Okafor (all net income, annually)
Current market value (09/30/2025):   $1,365,000
  Equities                   $1,020,000
  Cash                          $65,000`;

  it('notes its assets as outside the estate, and is no document of the survivor’s own plan', () => {
    const found = trustSummaryReader.read({ name: 'trust.txt', text });
    expect(found.filter((o) => o.field === 'account')).toEqual([]);
    expect(found.filter((o) => o.field === 'planDocument')).toEqual([]);
    expect(found.filter((o) => o.field === 'other').map((o) => o.value)).toEqual(
      expect.arrayContaining([
        { label: 'Equities (held in a trust outside the estate)', amount: 1_020_000 },
        { label: 'Cash (held in a trust outside the estate)', amount: 65_000 },
      ]),
    );
  });

  it("reads the survivor's own revocable trust listed beside it", () => {
    const both = `${text}
MARGARET OKAFOR REVOCABLE TRUST dated 3/2/2004 (as amended 2016)
   Trustee: Margaret Okafor. Dispositive terms: at death, equally to the children.`;
    const found = trustSummaryReader.read({ name: 'trust.txt', text: both });
    expect(found.filter((o) => o.field === 'planDocument').map((o) => o.value)).toEqual([
      { kind: 'revocable trust', year: 2004 },
    ]);
  });

  it("leaves the widow's estate at what she holds: her own oil & gas interests in, no buy-sell for land she holds alone", async () => {
    const { analyzeClient } = await import('../../analyze');
    const { analysis, facts } = analyzeClient({
      notes:
        "Margaret 71, widow - husband Samuel died 3/2023. Austin TX. Marg's estate now ~$24M: brokerage $9M, IRA (spousal rollover) $3.2M, ranch $5M, house $2.3M, her own inherited family oil & gas interests ~$4.5M. Daughters 44 and 40.",
      documents: [{ name: 'trust.txt', text }],
    });
    expect(facts.netWorth?.value).toBe(24_000_000);
    expect(analysis.recommendations.map((r) => r.strategyId)).not.toContain('BUY_SELL');
  });
});

describe("a beneficiary's statement of someone else's trust", () => {
  const found = trustSummaryReader.read({
    name: 'trust-summary.txt',
    text: `                  THE ROBERT J. DONOVAN 2011 IRREVOCABLE TRUST
                  BENEFICIARY DISTRIBUTION STATEMENT - CALENDAR YEAR 2025
Prepared for: Claire E. Donovan (Current Income Beneficiary, 1/2 share)
Account: 8812-DON-02                                                     Statement date: 01/15/2026

TRUST PRINCIPAL SUMMARY (entire trust, all beneficiary shares)
  Market value 12/31/2025 ......................................   $ 8,402,615.00
  Claire E. Donovan share (1/2) - separate share accounting ...   $ 4,201,307.50

DISTRIBUTIONS TO BENEFICIARY                Date          Income       Principal        Total
                                            03/31/2025    21,400.00        0.00       21,400.00
                                            09/30/2025    21,880.00   15,000.00       36,880.00
TOTAL DISTRIBUTIONS 2025                                  88,500.00   15,000.00      103,500.00`,
  });

  it("is neither the client's holding nor the client's estate plan: what it paid in income is income", () => {
    // The income column of the year's total; the $15,000 of principal is no income.
    expect(found.map((o) => [o.field, o.value])).toEqual([
      ['income', { source: 'other', amount: 88_500, recurring: true }],
    ]);
  });
});

describe('an irrevocable trust agreement made for the children', () => {
  const text = `                     THE HALVORSEN 2021 IRREVOCABLE TRUST
                               TRUST AGREEMENT
                              (Excerpt - Articles I-IV)

THIS TRUST AGREEMENT is made on March 3, 2021, between ERIK HALVORSEN of Minneapolis,
Minnesota (the "Grantor"), and NORTHERN TRUST COMPANY (the "Trustee").

ARTICLE I - IRREVOCABILITY
This trust is irrevocable. The Grantor retains no right to alter, amend, revoke or terminate
this Agreement or any trust created hereunder.

ARTICLE II - BENEFICIARIES
The beneficiaries are the Grantor's three children, ANNA, LARS and MAREN HALVORSEN, and their
descendants. The Grantor's spouse, INGRID HALVORSEN, is not a beneficiary.

ARTICLE III - TRUST PROPERTY
The Grantor has transferred to the Trustee the property described on Schedule A.

SCHEDULE A - INITIAL TRUST PROPERTY
  1. Cash                                                                   $    15,000
  2. 4,000 Class B non-voting units of Halvorsen Marine Holdings LLC        $ 4,250,000
  3. Lake cabin, 22 Birch Point Rd, Nisswa, MN                              $   610,000
  Total                                                                     $ 4,875,000

ARTICLE IV - GRANTOR TRUST STATUS
The Grantor shall have the power, exercisable in a non-fiduciary capacity, to reacquire trust
property by substituting other property of equivalent value (IRC 675(4)(C)).
                                                                        Page 2 of 19`;

  it("notes what the grantor gave away as the trust's, not the household's cash, business or cabin", () => {
    const found = trustSummaryReader.read({ name: 'halvorsen-trust.txt', text });
    expect(
      found.filter((o) => ['account', 'business', 'realEstate', 'liability'].includes(o.field)),
    ).toEqual([]);
    expect(found.filter((o) => o.field === 'other').map((o) => o.value.amount)).toEqual([
      15_000, 4_250_000, 610_000, 4_875_000,
    ]);
  });

  it('leaves the net worth at what the notes say the couple hold: $1.9M home + $1.2M IRA', async () => {
    const { analyzeClient } = await import('../../analyze');
    const { analysis, facts } = analyzeClient({
      notes:
        'Erik (66) and Ingrid (63) Halvorsen, Minneapolis MN. Home $1.9M. IRA $1.2M. Trust agreement excerpt attached (2021 IDGT for the kids).',
      documents: [{ name: 'halvorsen-trust.txt', text }],
    });
    // 1,900,000 + 1,200,000 = 3,100,000; the trust's $15,000 cash and $610,000 cabin are not added.
    expect(facts.netWorth?.value).toBe(3_100_000);
    expect(analysis.facts?.realEstate?.value).not.toBe(true);
  });

  it('reads a grantor retained annuity trust as still holding the grantor’s interest', () => {
    const grat = text.replace('2021 IRREVOCABLE TRUST', '2021 GRANTOR RETAINED ANNUITY TRUST');
    const found = trustSummaryReader.read({ name: 'grat.txt', text: grat });
    expect(found.some((o) => o.field === 'realEstate')).toBe(true);
  });
});
