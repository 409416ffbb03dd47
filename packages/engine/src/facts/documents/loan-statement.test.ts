import { describe, expect, it } from 'vitest';
import { loanStatementReader } from './loan-statement';

describe('mortgage and loan statement reader', () => {
  it('reads the principal balance as the mortgage, not the payoff, the home or the escrow', () => {
    const text = `Chase Home Lending  Mortgage Statement   Loan number 1004481920
Property address: 22 Vista Ridge Rd, Boulder, CO 80302
Outstanding principal balance      $1,240,000.00
Payoff amount (good through 04/15)  $1,246,118.20
Interest rate                       6.125%
Regular monthly payment             $8,912.44
Escrow balance                      $6,210.00
Estimated property value            $2,300,000.00`;
    const found = loanStatementReader.read({ name: 'mortgage.pdf', text });
    const debts = found.filter((o) => o.field === 'liability');
    expect(debts.map((o) => o.value)).toEqual([
      { kind: 'mortgage', label: expect.stringContaining('Mortgage Statement'), amount: 1_240_000 },
    ]);
    expect(debts[0]?.quote).toBe('Outstanding principal balance      $1,240,000.00');
    expect(found.some((o) => o.field === 'realEstate')).toBe(false);
  });

  it('reads a scanned balance: S for $ and O for 0', () => {
    const text = 'MR COOPER\nMortgage Account Statement\nUnpaid Principal Balance   S412,OOO.OO';
    const [debt] = loanStatementReader.read({ name: 'scan.pdf', text });
    expect(debt?.value).toMatchObject({ kind: 'mortgage', amount: 412_000 });
  });

  it('reads a home equity line: the balance is the debt, the credit limit is not', () => {
    const text = `HOME EQUITY LINE OF CREDIT (HELOC) STATEMENT
Credit limit $500,000.00
Current balance $142,300.00`;
    const found = loanStatementReader.read({ name: 'heloc.pdf', text });
    expect(found.filter((o) => o.field === 'liability').map((o) => o.value)).toEqual([
      { kind: 'home-equity', label: expect.any(String), amount: 142_300 },
    ]);
  });
});

describe('a mortgage statement in two columns', () => {
  it('reads the outstanding principal as the debt', () => {
    const text = `ROCKET MORTGAGE                                       Mortgage Statement
Account Information                          Explanation of Amount Due
Outstanding Principal    $ 287,114.62        Principal                $ 1,402.16
Interest Rate                 4.375%         Interest                 $ 1,046.78`;
    const found = loanStatementReader.read({ name: 'mortgage.pdf', text });
    expect(found.filter((o) => o.field === 'liability').map((o) => o.value)).toEqual([
      expect.objectContaining({ kind: 'mortgage', amount: 287_114.62 }),
    ]);
  });
});
