import { describe, expect, it } from 'vitest';
import { bankStatementReader } from './bank-statement';

describe('bank statement reader', () => {
  it('reads the ending balance as one cash account; deposits and withdrawals are noted', () => {
    const text = `First Republic Bank   Premier Checking Account Statement
Statement Period 02/01/2026 through 02/28/2026       Account ending 0093
Beginning balance                    $412,880.10
Deposits and other additions          $96,400.00
Withdrawals and other subtractions  ($121,015.44)
Ending balance                       $388,264.66
02/03  ACH PAYROLL ACME CORP          48,200.00
02/17  MORTGAGE PMT CHASE              (9,112.44)`;
    const found = bankStatementReader.read({ name: 'bank.pdf', text });
    const accounts = found.filter((o) => o.field === 'account');
    expect(accounts.map((o) => o.value)).toEqual([
      {
        kind: 'cash',
        label: expect.stringContaining('Checking'),
        amount: 388_264.66,
        custodian: 'First Republic',
      },
    ]);
    expect(found.some((o) => o.field === 'income' || o.field === 'liability')).toBe(false);
  });
});
