import { describe, expect, it } from 'vitest';
import { brokerageStatementReader } from './brokerage-statement';
import { readDocuments } from './index';
import { VANGUARD_PERIOD_STATEMENT } from '../../testing/vanguard-statement.fixture';

const STATEMENT = `Morgan Stanley Brokerage Account Statement   JOINT TENANTS WITH RIGHTS OF SURVIVORSHIP
Account number 318-044721-102        Statement period: 01/01/2026 - 03/31/2026
Total account value as of 03/31/2026 ............ $17,512,440.18
Estimated annual income ......................... $402,180.00
Unrealized gain/(loss) .......................... $4,881,300.00

HOLDINGS
 Description                         Quantity     Price        Market value      Cost basis      Unrealized G/L
 NORTHWIND SYSTEMS INC (NWSI)          40,000    $212.50     $8,500,000.00     $1,150,000.00   $7,350,000.00
 VANGUARD TOTAL STOCK MKT ETF (VTI)    15,200    $301.10     $4,576,720.00     $3,102,000.00   $1,474,720.00
 NY MUNI BOND FUND                                           $4,235,720.18     $4,280,000.00   ($44,279.82)
 CASH / SWEEP                                                  $200,000.00
 TOTAL                                                      $17,512,440.18     $8,532,000.00`;

describe('brokerage statement reader', () => {
  const found = brokerageStatementReader.read({ name: 'ms-statement.pdf', text: STATEMENT });

  it("reads the statement's total as one joint taxable account, never the household's assets", () => {
    const accounts = found.filter((o) => o.field === 'account');
    expect(accounts).toHaveLength(1);
    expect(accounts[0]?.value).toEqual({
      kind: 'taxable',
      label: expect.stringContaining('Brokerage Account Statement'),
      amount: 17_512_440.18,
      basis: 8_532_000,
      owner: 'joint',
      custodian: 'Morgan Stanley',
    });
    expect(accounts[0]?.derivation).toEqual({ method: 'statement-total' });
    expect(accounts[0]?.quote).toBe(
      'Total account value as of 03/31/2026 ............ $17,512,440.18',
    );
    expect(found.some((o) => o.field === 'totalAssets' || o.field === 'netWorth')).toBe(false);
  });

  it("notes the estimated annual income, never the household's income", () => {
    expect(found.some((o) => o.field === 'income' || o.field === 'annualIncome')).toBe(false);
    expect(found.find((o) => o.field === 'other' && o.value.amount === 402_180)).toBeDefined();
  });

  it('reads single stocks in the holdings by column, with their basis; funds and cash are not positions', () => {
    expect(found.filter((o) => o.field === 'position').map((o) => o.value)).toEqual([
      {
        label: 'NORTHWIND SYSTEMS INC (NWSI)',
        amount: 8_500_000,
        basis: 1_150_000,
        isPublic: true,
      },
    ]);
  });

  it("reads a summary's 'This period' column, not the year to date or the beginning value", () => {
    const text = `Fidelity Investments
INVESTMENT REPORT  January 1 - March 31, 2026
Account Summary                      This Period          Year to Date
Beginning Portfolio Value            $5,102,330.12        $4,998,001.00
Ending Portfolio Value               $5,314,334.67        $5,301,000.00`;
    const found = brokerageStatementReader.read({ name: 'fid.pdf', text });
    expect(found.filter((o) => o.field === 'account').map((o) => o.value)).toEqual([
      {
        kind: 'taxable',
        label: 'Fidelity Investments',
        amount: 5_314_334.67,
        custodian: 'Fidelity',
      },
    ]);
  });

  it("reads the trust an account is titled to as the client's revocable trust", () => {
    const text = `Merrill Lynch  Client Statement
RICHARD A KESSLER TTEE U/A DTD 06/14/2011 KESSLER FAMILY REV TRUST
Net Portfolio Value  $4,382,116.07`;
    const found = brokerageStatementReader.read({ name: 'merrill.pdf', text });
    expect(found.filter((o) => o.field === 'planDocument').map((o) => o.value)).toEqual([
      { kind: 'revocable trust', year: 2011 },
    ]);
  });

  it('sums the holdings, as a derivation, when the statement prints no total', () => {
    const text = `Fidelity Brokerage Account Summary
Security                 Shares      Price       Value
APPLE INC (AAPL)         1,000       $210.00     $210,000.00
US TREASURY BILL                                 $90,000.00`;
    const [account] = brokerageStatementReader.read({ name: 'f.pdf', text });
    expect(account?.field === 'account' && account.value.amount).toBe(300_000);
    expect(account?.derivation?.method).toBe('sum-of-parts');
    expect(account?.derivation?.parts?.map((p) => p.value)).toEqual([210_000, 90_000]);
  });

  it("reads an inherited account's value at death as its basis and keeps the decedent's cost", () => {
    const text = `BROKERAGE ACCOUNT - ESTATE / TOD TRANSFER  (values as of date of death 08/14/2025)
Security                 Shares   DOD value     Decedent cost   Stepped-up basis
Employer common stock    31,000   $3,100,000    $310,000        $3,100,000
Index fund               5,000    $3,400,000    $1,420,000      $3,400,000
TOTAL                             $6,500,000    $1,730,000      $6,500,000`;
    const found = brokerageStatementReader.read({ name: 'estate.txt', text });
    const account = found.find((o) => o.field === 'account');
    expect(account?.field === 'account' && account.value.basis).toBe(6_500_000);
    const inherited = found.find((o) => o.field === 'inheritedBasis');
    expect(inherited?.field === 'inheritedBasis' && inherited.value).toMatchObject({
      valueAtDeath: 6_500_000,
      decedentBasis: 1_730_000,
    });
  });

  it('takes a plain cost column as the basis when no decedent is named', () => {
    const found = brokerageStatementReader.read({ name: 's.txt', text: STATEMENT });
    expect(found.some((o) => o.field === 'inheritedBasis')).toBe(false);
  });
});

describe('a statement that lists its holdings by symbol alone', () => {
  const BY_SYMBOL = `SCHWAB ONE BROKERAGE - Statement period Oct 1-31, 2026
Account total value: $6,412,880.15
Holdings
Symbol  Quantity  Market value  Cost basis  Unrealized gain
MSFT    4,000     1,720,000.00   210,000.00  1,510,000.00
VTI     9,500     3,010,550.00   2,400,000.00 610,550.00
AGG     12,000    1,180,000.00   1,250,000.00 -70,000.00
Cash & money market 502,330.15`;
  const positions = brokerageStatementReader
    .read({ name: 'schwab.pdf', text: BY_SYMBOL })
    .filter((o) => o.field === 'position')
    .map((o) => (o.value as { label: string }).label);

  it('takes an index or bond fund by its ticker for the fund it is, not a single stock', () => {
    // VTI (a total-market fund) is 47% of the account and AGG a bond fund: neither is a position.
    expect(positions).toEqual(['MSFT']);
  });
});

describe('a statement whose asset composition comes before its positions', () => {
  const found = brokerageStatementReader.read({
    name: 'schwab-statement-2026-03.txt',
    text: `Schwab One Account of DANIEL R MEHTA & PRIYA S MEHTA JT TEN
Ending Value                         $ 2,514,255.38         $ 2,514,255.38

Asset Composition                    Market Value      % of Account Assets
  Cash and Cash Investments             12,480.11           0.4%
  Equities                           2,418,905.00          84.9%
  Fixed Income                         418,870.27          14.7%
Total Account Assets                 2,850,255.38         100%

Positions - Equities
Symbol  Description                  Quantity     Price($)     Market Value($)   Cost Basis($)   Unrealized Gain/(Loss)($)
NVDA    NVIDIA CORP                  9,800.0000   121.4500     1,190,210.00       402,616.00       787,594.00
AAPL    APPLE INC                    1,900.0000   221.3000       420,470.00       188,090.00       232,380.00
Total Equities                                                 2,418,905.00     1,202,106.00     1,216,799.00`,
  });

  it('reads the positions table, never an asset class as a position', () => {
    const positions = found.filter((o) => o.field === 'position').map((o) => o.value);
    expect(positions).toEqual([
      { label: 'NVDA NVIDIA CORP', amount: 1_190_210, basis: 402_616 },
      { label: 'AAPL APPLE INC', amount: 420_470, basis: 188_090 },
    ]);
  });
});

describe("a consolidated summary of a household's accounts", () => {
  it('reads each account at its ending value, figures without a dollar sign, and no reminder of an RMD as a holding', () => {
    const found = readDocuments([
      {
        name: 'ms-consolidated-2026-03.txt',
        text: `MORGAN STANLEY WEALTH MANAGEMENT                     CONSOLIDATED SUMMARY
CONSOLIDATED ACCOUNT SUMMARY
Account                                  Account No.      Beginning Value      Ending Value
Joint Tenants (JTWROS)                   218-044718-112   1,944,210.33         1,902,455.18
Harold W Pruitt - Traditional IRA        218-044719-112   2,310,870.02         2,268,117.45
June A Pruitt - Traditional IRA          218-044720-112     682,003.51           671,930.09
Harold W Pruitt - Roth IRA               218-044721-112     148,400.00           146,215.00
TOTAL HOUSEHOLD VALUE                                     5,085,483.86         4,988,717.72

Reminder for tax preparer: 2026 RMDs not yet taken. Harold IRA RMD $90,003.00; June IRA RMD $25,450.00.`,
      },
    ]);
    const accounts = found.flatMap((o) => (o.field === 'account' ? [o.value] : []));
    expect(accounts.map((a) => [a.kind, a.amount])).toEqual([
      ['taxable', 1_902_455.18],
      ['traditional-retirement', 2_268_117.45],
      ['traditional-retirement', 671_930.09],
      ['roth', 146_215],
    ]);
  });
});

describe('a statement with a margin loan, its holdings in parts (stocks, then bonds)', () => {
  const MARGIN = `MORGAN STANLEY SMITH BARNEY LLC                                   Client Statement
                                                                  For the Period December 1-31, 2024
ELEANOR R WHITCOMBE                                               Account Number: 612-XXX381-118
TOD BENEFICIARIES ON FILE                                         Your Financial Advisor: J. Castellano

ACCOUNT SUMMARY                                  This Period              Last Period
  Total Market Value of Securities           $11,842,615.40           $11,390,202.11
  Cash, Bank Deposit Program & MMF                $214,330.18              $188,901.77
  Margin Debit Balance                          ($1,250,000.00)          ($1,250,000.00)
  NET ACCOUNT VALUE                          $10,806,945.58           $10,329,103.88

HOLDINGS
COMMON STOCKS                       Quantity      Share Price      Market Value      Orig/Adj Total Cost   Unrealized Gain/(Loss)
APPLE INC (AAPL)                    18,400.000       250.42       $4,607,728.00         $1,012,000.00       $3,595,728.00
NVIDIA CORP (NVDA)                  31,000.000       134.29       $4,162,990.00           $386,000.00       $3,776,990.00
JOHNSON & JOHNSON (JNJ)              4,200.000       144.62         $607,404.00           $598,000.00           $9,404.00
INTEL CORP (INTC)                   22,000.000        20.05         $441,100.00           $918,500.00        ($477,400.00)
  Total Common Stocks                                            $9,819,222.00         $2,914,500.00       $6,904,722.00
MUNICIPAL BONDS
NY ST DORM AUTH 5.000% 03/15/2038   1,500,000       101.193       $1,517,895.00         $1,540,000.00          ($22,105.00)
NYC TRANS FIN 4.000% 11/01/2041       500,000       101.100         $505,500.00           $512,000.00           ($6,500.00)
  Total Municipal Bonds                                          $2,023,395.40         $2,052,000.00          ($28,604.60)
TOTAL SECURITIES                                                $11,842,615.40         $4,966,500.00        $6,876,117.40

Cost basis for AAPL and NVDA reflects step-up to date-of-death value (03/2021) for the 50% portion
held by decedent; remaining 50% carries original cost. Adjusted cost shown above.

INCOME SUMMARY            This Period       Year to Date
  Taxable Dividends          $4,812.00        $51,240.00
  Tax-Exempt Interest        $7,083.33        $85,000.00
  Margin Interest Charged  ($8,906.25)      ($97,660.00)
`;

  it('is the account at its net value: securities plus cash less the margin debit, netted once', () => {
    const found = brokerageStatementReader.read({ name: 'brokerage_stmt.txt', text: MARGIN });
    const account = found.find((o) => o.field === 'account');
    // 11,842,615.40 + 214,330.18 - 1,250,000.00; basis: the securities' 4,966,500.00 cost
    // (both parts, to the grand total), with the cash and the debit at their face.
    expect(account?.value).toMatchObject({ amount: 10_806_945.58, basis: 3_930_830.18 });
    expect(found.some((o) => o.field === 'liability')).toBe(false);
    const noted = found.flatMap((o) => (o.field === 'other' ? [o.value] : []));
    expect(noted).toContainEqual({
      label: expect.stringContaining('netted'),
      amount: 1_250_000,
    });
    expect(noted).toContainEqual({
      label: expect.stringContaining('not a debt'),
      amount: 8_906.25,
    });
  });

  it('keeps each stock with its cost basis as a position; the munis are bonds, not positions', () => {
    for (const header of ['Orig/Adj Total Cost', 'Cost Basis']) {
      const text = MARGIN.replace('Orig/Adj Total Cost', header);
      const found = brokerageStatementReader.read({ name: 'brokerage_stmt.txt', text });
      expect(
        found.flatMap((o) =>
          o.field === 'position' ? [[o.value.label, o.value.amount, o.value.basis]] : [],
        ),
      ).toEqual([
        ['APPLE INC (AAPL)', 4_607_728, 1_012_000],
        ['NVIDIA CORP (NVDA)', 4_162_990, 386_000],
        ['JOHNSON & JOHNSON (JNJ)', 607_404, 598_000],
        ['INTEL CORP (INTC)', 441_100, 918_500],
      ]);
      expect(found.filter((o) => o.field === 'account').map((o) => o.value.amount)).toEqual([
        10_806_945.58,
      ]);
    }
  });

  it('where only the gross value is given, the margin debit is a debt of the household', () => {
    const text = `Brokerage Account Statement   Statement period: 12/01/2024 - 12/31/2024
Total Market Value of Securities      $2,400,000.00
Margin Debit Balance                   ($300,000.00)
Margin Interest Charged                  ($1,950.00)`;
    const found = brokerageStatementReader.read({ name: 'stmt.txt', text });
    expect(found.find((o) => o.field === 'account')?.value).toMatchObject({ amount: 2_400_000 });
    expect(found.filter((o) => o.field === 'liability').map((o) => o.value)).toEqual([
      { kind: 'margin', label: expect.stringContaining('margin loan'), amount: 300_000 },
    ]);
  });
});

describe('a consolidated statement whose summary columns are headed by their dates', () => {
  it('names each account by its own row, the joint one joint, and reads each once', () => {
    const found = readDocuments([
      {
        name: 'schwab_q4.txt',
        text: `charles SCHWAB                                  Schwab One® Consolidated Statement
THOMAS A OKAFOR & LINDA M OKAFOR

Household Summary                         Beginning Value        Ending Value
Account            Type                   (10/01/2024)           (10/31/2024)
XXXX-2210          Joint Tenants WROS       3,402,118.44           3,371,902.17
XXXX-5538          Rollover IRA - Thomas    2,611,450.90           2,588,204.33
XXXX-5541          Roth IRA - Linda           318,772.15             316,040.88
Total Household Value                       6,332,341.49           6,276,147.38

Account XXXX-2210  Joint Tenants WROS  THOMAS A OKAFOR & LINDA M OKAFOR
Symbol  Description              Quantity    Price      Market Value    Cost Basis
MMM     3M CO                    9,850.000   128.41     1,264,838.50    231,475.00
Total Account Value                                            3,371,902.17`,
      },
    ]);
    const accounts = found.flatMap((o) => (o.field === 'account' ? [o.value] : []));
    expect(accounts).toEqual([
      {
        kind: 'taxable',
        label: 'XXXX-2210 Joint Tenants WROS',
        amount: 3_371_902.17,
        owner: 'joint',
        custodian: 'charles SCHWAB',
      },
      {
        kind: 'traditional-retirement',
        label: 'XXXX-5538 Rollover IRA - Thomas',
        amount: 2_588_204.33,
        custodian: 'charles SCHWAB',
      },
      {
        kind: 'roth',
        label: 'XXXX-5541 Roth IRA - Linda',
        amount: 316_040.88,
        custodian: 'charles SCHWAB',
      },
    ]);
  });
});

describe('a statement overview whose summary runs from the start to the end of the period', () => {
  const text = VANGUARD_PERIOD_STATEMENT;
  const found = brokerageStatementReader.read({ name: 'fenwick-vanguard.pdf', text });

  it('reads each account at its end-of-period value, the IRA as retirement money', () => {
    // $1,207,544.91 + $535,361.27 = $1,742,906.18, the summary's total (not counted again).
    expect(
      found.flatMap((o) => (o.field === 'account' ? [[o.value.kind, o.value.amount]] : [])),
    ).toEqual([
      ['taxable', 1_207_544.91],
      ['traditional-retirement', 535_361.27],
    ]);
  });

  it('keeps the single stock its holdings list, with its cost', () => {
    expect(found.find((o) => o.field === 'position')?.value).toMatchObject({
      amount: 554_620,
      basis: 61_400,
    });
  });
});
