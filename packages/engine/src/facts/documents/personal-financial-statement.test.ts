import { describe, expect, it } from 'vitest';
import { personalFinancialStatementReader } from './personal-financial-statement';

const STATEMENT = `PERSONAL FINANCIAL STATEMENT as of December 31, 2025
Name: Anil Gupta and Meera Gupta   Age: 55 / 52
Address: 18 Orchard Lane, Princeton, NJ 08540
ASSETS
Cash and money market (Chase)  $310,000
Brokerage (Morgan Stanley)  $3,850,000
401(k) - Anil  $1,640,000
Residence (est.)  $2,400,000
Rental property - Jersey City  $1,150,000
Gupta Dental Group PC (60%)  $4,000,000
Total Assets  $13,350,000
LIABILITIES
Mortgage - residence  $620,000
Mortgage - rental  $480,000
Home equity line - residence  $0
Total Liabilities  $1,100,000
NET WORTH  $12,250,000
ANNUAL INCOME
Salary - Anil  $720,000
Dividends and interest  $64,000
Total income  $784,000`;

describe('personal financial statement reader', () => {
  const found = personalFinancialStatementReader.read({ name: 'pfs.pdf', text: STATEMENT });

  it("reads 'Mortgage - residence' under Liabilities as a debt, not a home", () => {
    const debts = found.flatMap((o) => (o.field === 'liability' ? [o.value] : []));
    expect(debts).toContainEqual({
      kind: 'mortgage',
      label: 'Mortgage - residence',
      amount: 620_000,
    });
    expect(debts).toContainEqual({ kind: 'mortgage', label: 'Mortgage - rental', amount: 480_000 });
    expect(found.filter((o) => o.field === 'realEstate').map((o) => o.value)).toEqual([
      { use: 'primary-home', label: 'Residence (est.)', amount: 2_400_000 },
      { use: 'rental', label: 'Rental property - Jersey City', amount: 1_150_000 },
    ]);
  });

  it("reads each asset by kind and the statement's totals as the household's", () => {
    const kinds = found.flatMap((o) =>
      o.field === 'account' ? [[o.value.kind, o.value.amount]] : [],
    );
    expect(kinds).toEqual([
      ['cash', 310_000],
      ['taxable', 3_850_000],
      ['traditional-retirement', 1_640_000],
    ]);
    expect(found.find((o) => o.field === 'business')?.value).toMatchObject({
      entity: 'professional practice',
      ownershipPercent: 60,
    });
    expect(found.find((o) => o.field === 'totalAssets')?.value).toBe(13_350_000);
    expect(found.find((o) => o.field === 'totalLiabilities')?.value).toBe(1_100_000);
    expect(found.find((o) => o.field === 'netWorth')?.value).toBe(12_250_000);
  });

  it('reads a statement laid out in two columns, assets beside liabilities', () => {
    const text = `PERSONAL FINANCIAL STATEMENT
ASSETS                                   LIABILITIES
Cash in banks  $200,000                  Mortgage on residence  $620,000
Residence  $1,900,000                    Auto loan  $41,000
Notes receivable  $50,000`;
    const found = personalFinancialStatementReader.read({ name: 'pfs2.pdf', text });
    const amountOf = (value: unknown) =>
      typeof value === 'object' && value !== null && 'amount' in value ? value.amount : undefined;
    expect(found.map((o) => [o.field, amountOf(o.value)])).toEqual([
      ['account', 200_000],
      ['liability', 620_000],
      ['realEstate', 1_900_000],
      ['liability', 41_000],
      ['otherAsset', 50_000],
    ]);
  });

  it('reads income by source, the ages, and the state of the address (not its ZIP code)', () => {
    expect(found.filter((o) => o.field === 'income').map((o) => o.value)).toEqual([
      { source: 'wages', amount: 720_000, recurring: true },
      { source: 'ordinary-dividends', amount: 64_000, recurring: true },
    ]);
    expect(found.find((o) => o.field === 'annualIncome')?.value).toBe(784_000);
    expect(found.filter((o) => o.field === 'age').map((o) => o.value)).toEqual([
      { person: 'client', age: 55 },
      { person: 'spouse', age: 52 },
    ]);
    expect(found.find((o) => o.field === 'state')?.value).toBe('NJ');
    expect(JSON.stringify(found)).not.toContain('8540,');
  });
});

describe('a statement with its totals and an income line after a colon', () => {
  const found = personalFinancialStatementReader.read({
    name: 'pfs.txt',
    text: `PERSONAL FINANCIAL STATEMENT as of September 30, 2026
ASSETS
Brokerage - Fidelity (joint)              $ 5,900,000
Shore house, Long Beach Island NJ         $ 1,600,000
Total assets                              $7,500,000
LIABILITIES
Mortgage - residence                      $   420,000
Total liabilities                         $   420,000
NET WORTH                                 $7,080,000
ANNUAL INCOME: salary (wife) 240,000; pension (husband) 96,000; Social Security 48,000`,
  });

  it('reads the income line as income, not as debts under the liabilities above it', () => {
    const debts = found.flatMap((o) => (o.field === 'liability' ? [o.value.amount] : []));
    expect(debts).toEqual([420_000]);
    const income = found.flatMap((o) =>
      o.field === 'income' ? [[o.value.source, o.value.amount]] : [],
    );
    expect(income).toEqual([
      ['wages', 240_000],
      ['pension', 96_000],
      ['social-security', 48_000],
    ]);
  });

  it('reads a shore house as a second home', () => {
    expect(found.find((o) => o.field === 'realEstate')?.value).toMatchObject({
      use: 'second-home',
      amount: 1_600_000,
    });
  });
});

describe('a statement that sets its debts in brackets', () => {
  const text = `PERSONAL FINANCIAL STATEMENT
TOTAL ASSETS                                                                $ 2,965,450
LIABILITIES
Mortgage - Wells Fargo (3.125%) ................                              $  (312,480)
HELOC (undrawn, $100,000 limit) ................                              $        0
Auto loan - Toyota Financial ...................                              $   (18,600)
TOTAL LIABILITIES                                                           $  (331,080)
NET WORTH                                                                   $ 2,634,370
TOTAL LIABILITIES AND NET WORTH                                             $ 2,965,450`;
  const found = personalFinancialStatementReader.read({ name: 'pfs.pdf', text });

  it('reads the total owed as an amount owed, not a negative one, and once', () => {
    expect(found.filter((o) => o.field === 'totalLiabilities').map((o) => o.value)).toEqual([
      331_080,
    ]);
  });

  it('reads an undrawn credit line as no debt: its limit is no balance', () => {
    expect(found.filter((o) => o.field === 'liability').map((o) => o.value.amount)).toEqual([
      312_480, 18_600,
    ]);
  });
});

describe('a bank’s statement form with instructions, dashes for none and schedules', () => {
  const text = `PERSONAL FINANCIAL STATEMENT
INSTRUCTIONS: Complete all sections. Example: if you
own a home worth $450,000 with a $300,000 mortgage, list $450,000 under Real Estate
SECTION 1 - ASSETS
  Cash on hand and in banks                           $        61,000
  U.S. Government securities                          $             -
  Marketable securities (Sch. A)                      $       284,500
  Retirement accounts (401k/IRA) (Sch. B)             $       918,000
  Automobiles                                         $        55,000
  TOTAL ASSETS                                        $     1,318,500
SECTION 2 - LIABILITIES
  Notes payable to banks - unsecured                  $             -
  TOTAL LIABILITIES                                   $             -
  NET WORTH                                           $     1,318,500
SCHEDULE B - RETIREMENT
  Mark - 401(k)                           $ 702,000
  Susan - Roth IRA                        $  96,000
  Susan - Traditional IRA                 $ 120,000`;
  const found = personalFinancialStatementReader.read({ name: 'pfs.pdf', text });
  const held = found.flatMap((o) =>
    o.field === 'account' || o.field === 'otherAsset' || o.field === 'realEstate'
      ? [[o.value.label, o.value.amount]]
      : [],
  );

  it('reads past a dash for none, not taking its row for a heading', () => {
    expect(found.find((o) => o.field === 'netWorth')?.value).toBe(1_318_500);
    expect(held).toContainEqual(['Marketable securities (Sch. A)', 284_500]);
    expect(held).toContainEqual(['Automobiles', 55_000]);
  });

  it('reads the schedule’s accounts once, not also the line summing them', () => {
    expect(held.filter(([label]) => /401|IRA|Retirement/.test(String(label)))).toEqual([
      ['Mark - 401(k)', 702_000],
      ['Susan - Roth IRA', 96_000],
      ['Susan - Traditional IRA', 120_000],
    ]);
  });

  it('reads nothing from the form’s instructions', () => {
    expect(JSON.stringify(found)).not.toContain('450000');
  });
});

describe('a balance sheet beside notes that value one of its properties', () => {
  const pfs = `PERSONAL FINANCIAL STATEMENT                                  As of March 31, 2025
ASSETS                                                                    Fair market value
Cash - checking & savings                                                       $145,000
Primary residence - 2218 Arden Way, Sacramento                                $925,000
Rental - 4-plex, 611 Sutter St, Folsom                                        $1,350,000
Rental - duplex, 1420 K St, Sacramento                                          $780,000
TOTAL ASSETS                                                                  $3,200,000

LIABILITIES                                                                        Balance
Mortgage - Folsom 4-plex                                                        $180,000
TOTAL LIABILITIES                                                               $180,000

NET WORTH                                                                     $3,020,000

Schedule of real estate                 Purchased    Cost basis    Adj. basis    Annual NOI
611 Sutter St, Folsom (4-plex)           2004        $410,000      $148,000       $62,400
1420 K St, Sacramento (duplex)           2016        $520,000      $388,000       $38,200`;

  it('reads a street number as no figure, and a schedule of the properties as no debts', () => {
    const found = personalFinancialStatementReader.read({ name: 'pfs.txt', text: pfs });
    const duplex = found.find((o) => o.field === 'realEstate' && /duplex/.test(o.value.label));
    expect(duplex?.value).toMatchObject({ amount: 780_000 });
    expect(found.filter((o) => o.field === 'liability').map((o) => o.value.amount)).toEqual([
      180_000,
    ]);
  });

  it("keeps every property, the notes' one once, and the balance sheet's net worth", async () => {
    const { analyzeClient } = await import('../../analyze');
    const { facts, analysis } = analyzeClient({
      notes:
        'Tom & Rita, 58 & 56, Sacramento CA. MFJ. Plan to sell the Folsom 4-plex this yr, ~$1.35M ask, bought 2004 for $410k.',
      documents: [{ name: 'pfs.txt', text: pfs }],
    });
    expect(facts.netWorth?.value).toBe(3_020_000);
    expect(facts.investmentRealEstateValue?.value).toBe(1_350_000 + 780_000);
    expect(facts.properties?.filter((p) => p.value.sale).map((p) => p.value.amount)).toEqual([
      1_350_000,
    ]);
    expect(analysis.recommendations.map((r) => r.strategyId)).toContain('1031_EXCHANGE');
  });
});

describe('a business the notes name without a value', () => {
  it("takes the balance sheet's value of the owner's interest", async () => {
    const { readClient } = await import('../read-client');
    const pfs = `PERSONAL FINANCIAL STATEMENT - THOMAS BRENNAN
ASSETS
Cash and equivalents                                                     $   640,000
Business interest - 60% of Garden State Air Supply, Inc. (est.)          $14,400,000
TOTAL ASSETS                                                             $15,040,000
NET WORTH                                                                $15,040,000`;
    const { facts } = readClient(
      {
        notes:
          'Tom Brennan 56, Princeton NJ. Owns 60% of Garden State Air Supply (HVAC distribution, S-corp).',
        documents: [{ name: 'pfs.txt', text: pfs }],
      },
      { referenceYear: 2026 },
    );
    expect(facts.business?.value).toMatchObject({
      entityType: 'S corporation',
      ownershipPercent: 60,
      value: 14_400_000,
    });
  });
});

describe("a balance sheet's income section under a dated heading, then its expenditures", () => {
  it('reads each income row at its total column, and no expenditure as income', () => {
    const found = personalFinancialStatementReader.read({
      name: 'pfs.txt',
      text: `PERSONAL FINANCIAL STATEMENT
ASSETS
  Cash and equivalents ......................................         310,000
  TOTAL ASSETS ..............................................      18,500,000
ANNUAL INCOME (2025)                    Greg            Anne           Total
  Salary / guaranteed payments         400,000              0          400,000
  Dividends & interest                  68,000         17,000           85,000
  Real estate income (net)             610,000              0          610,000
  TOTAL ANNUAL INCOME                1,253,000         17,000        1,270,000

ANNUAL EXPENDITURES
  Mortgage payments                                                      84,000
  Income taxes                                                          390,000
  Living expenses                                                       260,000`,
    });
    const income = found.flatMap((o) =>
      o.field === 'income' ? [[o.value.source, o.value.amount]] : [],
    );
    expect(income).toEqual([
      ['wages', 400_000],
      ['ordinary-dividends', 85_000],
      ['rental', 610_000],
    ]);
    expect(found.find((o) => o.field === 'annualIncome')?.value).toBe(1_270_000);
  });
});

describe('a statement printed in two columns, assets beside liabilities, income beside contingencies', () => {
  const text = `PERSONAL FINANCIAL STATEMENT                      As of December 31, 2024
Applicant: Omar Haddad, M.D.            Co-Applicant: Nadia Haddad, M.D.

ASSETS                                                    LIABILITIES
Cash - checking & savings         $   212,000             Mortgage - residence (Valley Natl)   $ 1,380,000
Marketable securities (Sch. 1)    $   940,000             HELOC                                 $   120,000
Retirement - 403(b) Nadia         $   610,000             Practice buy-in note (Sch. 3)         $   450,000
Retirement - 457(b) Nadia         $   190,000             Auto loans                             $    64,000
Retirement - 401(k) Omar          $   880,000             Credit cards                           $    18,000
529 plans (3 accounts)            $   205,000
Residence - 22 Upper Mountain Ave $ 2,250,000
Ortho practice interest (Sch. 3)  $ 1,800,000
  (25% of Montclair Orthopaedic Assoc., PA)
Automobiles                       $   110,000
Personal property                 $   150,000
TOTAL ASSETS                      $ 7,347,000             TOTAL LIABILITIES                      $ 2,032,000
                                                          NET WORTH                              $ 5,315,000
ANNUAL INCOME                                             CONTINGENT LIABILITIES
Salary - Nadia                    $   395,000               Personal guarantee, practice line    $   500,000
Salary/dist. - Omar               $   910,000
Dividends & interest              $    28,000
TOTAL                             $ 1,333,000
Life insurance: Omar - term $2,000,000 (Northwestern, exp 2039); Nadia - group term 2x salary.`;
  const found = personalFinancialStatementReader.read({ name: 'pfs.txt', text });

  it('reads each label with its own column’s amount, the right column under its own heading', () => {
    const income = found.flatMap((o) =>
      o.field === 'income' ? [[o.value.source, o.value.amount, o.quote]] : [],
    );
    expect(income).toEqual([
      ['wages', 395_000, 'Salary - Nadia                    $   395,000'],
      ['wages', 910_000, 'Salary/dist. - Omar               $   910,000'],
      ['ordinary-dividends', 28_000, 'Dividends & interest              $    28,000'],
    ]);
    // The contingent guarantee is no income and no debt.
    expect(found.some((o) => 'value' in o && JSON.stringify(o.value).includes('500000'))).toBe(
      false,
    );
  });

  it("takes the income section's TOTAL as the income, and it is the sum of the parts read", () => {
    const total = found.find((o) => o.field === 'annualIncome');
    expect(total?.value).toBe(1_333_000);
    const parts = found.reduce((t, o) => t + (o.field === 'income' ? o.value.amount : 0), 0);
    expect(parts).toBe(1_333_000);
  });

  it('reads a life policy listed with the income as its death benefit, never income', () => {
    expect(found.filter((o) => o.field === 'lifeInsurance').map((o) => o.value)).toEqual([
      {
        label: 'Life insurance: Omar - term (Northwestern, exp 2039)',
        deathBenefit: 2_000_000,
        kind: 'term',
      },
    ]);
  });

  it('reads the cash on the left and each debt on the right of the same line', () => {
    expect(
      found.find((o) => o.field === 'account' && o.value.kind === 'cash')?.value,
    ).toMatchObject({ amount: 212_000 });
    const debts = found.flatMap((o) => (o.field === 'liability' ? [o.value.amount] : []));
    expect(debts).toEqual([1_380_000, 120_000, 450_000, 64_000, 18_000]);
    expect(debts.reduce((t, d) => t + d, 0)).toBe(2_032_000);
    expect(found.find((o) => o.field === 'netWorth')?.value).toBe(5_315_000);
  });
});
