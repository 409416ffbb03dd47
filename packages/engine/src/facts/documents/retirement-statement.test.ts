import { describe, expect, it } from 'vitest';
import { retirementStatementReader } from './retirement-statement';

function accountOf(name: string, text: string) {
  return retirementStatementReader.read({ name, text }).find((o) => o.field === 'account');
}

describe('retirement statement reader', () => {
  it('reads a 401(k) as pre-tax though its balances by source name a Roth part', () => {
    const text = `Fidelity NetBenefits - Quarterly Statement  07/01/2026 - 09/30/2026
Duke Energy Retirement Savings Plan
Participant: THOMAS REYES
Ending balance                    $1,886,019.72
Source balances: Pre-tax $1,612,300.10   Roth $173,719.62   Employer match $100,000.00`;
    expect(accountOf('401k.txt', text)?.value).toMatchObject({
      kind: 'traditional-retirement',
      amount: 1_886_019.72,
    });
    expect(
      accountOf('roth.txt', 'Vanguard Roth IRA Statement\nTotal value $88,000')?.value,
    ).toMatchObject({ kind: 'roth' });
  });

  it('reads an inherited IRA as inherited, its RMD only noted', () => {
    const text = `INHERITED IRA - BENEFICIARY DISTRIBUTION ACCOUNT  (Decedent: R. Alvarez, d. 08/2025)
Charles Schwab & Co.   Statement for December 2025
Ending account value ............ $1,842,006.51
2026 Required minimum distribution .... $74,300.00`;
    const found = retirementStatementReader.read({ name: 'inh.pdf', text });
    const account = found.find((o) => o.field === 'account');
    expect(account?.value).toMatchObject({
      kind: 'inherited-ira',
      amount: 1_842_006.51,
      custodian: 'Charles Schwab',
    });
    expect(found.some((o) => o.field === 'income')).toBe(false);
  });

  it('reads a Roth IRA as Roth and a 401(k) as traditional, by their headings', () => {
    expect(
      accountOf('r.pdf', 'Roth IRA Quarterly Statement\nEnding balance $212,400.00')?.value,
    ).toMatchObject({
      kind: 'roth',
      amount: 212_400,
    });
    const plan = `ACME CORP 401(k) SAVINGS PLAN - PARTICIPANT STATEMENT
Beginning balance $1,410,220.00
Employee contributions $23,500.00
Employer match $11,750.00
Ending balance $1,602,118.00
Vested balance $1,590,000.00`;
    expect(accountOf('401k.pdf', plan)?.value).toMatchObject({
      kind: 'traditional-retirement',
      amount: 1_602_118,
    });
  });

  it('takes a balance line when the statement labels no total', () => {
    expect(accountOf('ira.pdf', 'Rollover IRA\nIRA balance: $1,000,000')?.value).toMatchObject({
      amount: 1_000_000,
    });
  });
});

describe('a statement summarizing several accounts', () => {
  it('reads each account at its ending value, of its own kind, its name on the line above', () => {
    const text = `VANGUARD                                                    Account Statement
ACCOUNT SUMMARY
                                                   Beginning        Ending
Account                                            balance          balance
Inherited IRA - Thomas J. Dorsey (Deceased)
  Beneficiary: Margaret A. Dorsey  ...7719         $ 604,112.18     $ 618,940.27
Traditional IRA ...3305                            $ 388,415.02     $ 397,201.66
                                                   ------------     ------------
Total                                              $ 992,527.20     $1,016,141.93
2025 Required Minimum Distribution
  Inherited IRA ...7719   RMD amount        $ 24,182.00   Distributed YTD  $ 24,182.00`;
    const found = retirementStatementReader.read({ name: 'vanguard.txt', text });
    expect(
      found.flatMap((o) => (o.field === 'account' ? [[o.value.kind, o.value.amount]] : [])),
    ).toEqual([
      ['inherited-ira', 618_940.27],
      ['traditional-retirement', 397_201.66],
    ]);
  });

  it('reads a row that names no kind of account as taxable', () => {
    const text = `Fidelity Investments                     INVESTMENT REPORT
Account                                    Beginning value     Ending value
ELENA MARCHETTI - ROTH IRA                     $ 188,402.11      $ 196,877.03
  Z44-118220
INDIVIDUAL - TOD                               $ 328,962.04      $ 339,277.22
Total                                          $ 517,364.15      $ 536,154.25`;
    const found = retirementStatementReader.read({ name: 'fidelity.txt', text });
    expect(
      found.flatMap((o) => (o.field === 'account' ? [[o.value.kind, o.value.amount]] : [])),
    ).toEqual([
      ['roth', 196_877.03],
      ['taxable', 339_277.22],
    ]);
  });
});

describe("a plan statement's employer stock", () => {
  const text = `ADM Retirement Savings Plan                 Quarterly Account Statement
Ending Balance as of 03/31/2026                                 $2,817,453.18

YOUR INVESTMENTS
Fund Name                          Shares/Units      Price      Balance          % of Acct
ADM Common Stock Fund                14,214.000     $62.10     $882,689.40        31.3%
Vanguard Target Retirement 2030      41,880.221     $31.44   $1,316,714.15        46.7%
Fidelity 500 Index                    2,402.117    $229.02     $550,132.83        19.5%
Stable Value Fund                    67,916.800      $1.00      $67,916.80         2.4%
Total                                                        $2,817,453.18       100.0%

EMPLOYER STOCK - COST BASIS INFORMATION
ADM Common Stock Fund   Shares 14,214.000   Cost Basis (avg) $10.03/sh   Total Cost Basis $142,566.42`;

  it('is the stock fund at the cost basis the statement gives, never a target-date fund', () => {
    const found = retirementStatementReader.read({ name: '401k.txt', text });
    expect(found.filter((o) => o.field === 'position').map((o) => o.value)).toEqual([
      { label: 'ADM Common Stock Fund', amount: 882_689.4, basis: 142_566.42 },
    ]);
    // The plan's own balance carries no basis: it is the stock's.
    expect(found.find((o) => o.field === 'account')?.value).not.toHaveProperty('basis');
  });
});
