import { describe, expect, it } from 'vitest';
import { documentKind } from './index';
import { EQUITY_STATEMENT } from '../../testing/equity-statement.fixture';
import { equityPlanStatementReader } from './equity-plan-statement';

describe('stock plan statement reader', () => {
  const read = (text: string) => equityPlanStatementReader.read({ name: 'equity.txt', text });

  it('reads held shares with their basis, each option grant, and unvested awards as not held', () => {
    expect(documentKind(EQUITY_STATEMENT)).toBe('equity-plan-statement');
    const found = read(EQUITY_STATEMENT);
    // The lots held are one position, the employer's stock, in the plan account that holds it.
    expect(found.find((o) => o.field === 'position')?.value).toEqual({
      label: 'Employer stock',
      amount: 2_310_000,
      basis: 880_000, // 22,000 x $40.00
      isPublic: true,
    });
    const option = found.find((o) => o.field === 'stockOption');
    expect(option?.value).toEqual({
      type: 'ISO',
      exercisable: 9_000,
      unvested: 0,
      strike: 5,
      price: 105,
    });
    expect(option?.quote).toBe('G-0117 ISO   2019-08-12  9,000        0         $5.00    $900,000');
    expect(found.find((o) => o.field === 'other')?.value).toEqual({
      label: 'R-2231 (unvested, not held)',
      amount: 150_150,
    });
    expect(found.find((o) => o.field === 'account')?.value).toEqual({
      kind: 'taxable',
      label: 'Stock plan account (employer stock held)',
      amount: 2_310_000,
      basis: 880_000,
    });
  });

  it('reads the shares held from RSU releases and ESPP as one position, and no total row again', () => {
    const found =
      read(`Morgan Stanley at Work | Shareworks                     Equity Award Summary as of 11/15/2024
Market Price (11/15/2024): $184.20
SHARES HELD (brokerage, from RSU releases and ESPP)
Lot Source       Acquired      Shares    Cost Basis/sh   Market Value     Unrealized Gain
RSU release      03/01/2023    3,400     $71.10          $626,280.00      $384,540.00
RSU release      03/01/2024    3,100     $142.35         $571,020.00      $129,735.00
ESPP purchase    06/30/2024      410     $118.90          $75,522.00      $26,773.00
Total Shares Held               6,910                    $1,272,822.00    $541,048.00`);
    // 626,280 + 571,020 + 75,522; basis 3,400 x 71.10 + 3,100 x 142.35 + 410 x 118.90 = 731,774.
    expect(found.filter((o) => o.field === 'position').map((o) => o.value)).toEqual([
      { label: 'Employer stock', amount: 1_272_822, basis: 731_774, isPublic: true },
    ]);
    expect(found.some((o) => o.field === 'other')).toBe(false);
  });

  it('reads the columns by their headers, in any order, and an NSO as non-qualified', () => {
    const found = read(`Equity Award Summary
Closing price: $60.00
Type  Strike  Vested  Unvested
NSO   $12.50  4,000   1,000`);
    expect(found).toHaveLength(1);
    expect(found[0]?.value).toEqual({
      type: 'NSO',
      exercisable: 4_000,
      unvested: 1_000,
      strike: 12.5,
      price: 60,
    });
  });
});

describe('a stock plan statement with a two-line header and figures written inline', () => {
  const text = `MORGAN STANLEY AT WORK | Stock Plan Statement
Company: Northwind Data Inc. (NWD)              Market price as of 01/14/2026: $ 142.35

RESTRICTED STOCK UNITS
Grant ID    Grant Date   Granted   Vested   Unvested   Est. value of unvested
RSU-2024B   03/01/2024    8,000    2,000    6,000      $   854,100.00

STOCK OPTIONS
Grant ID  Type  Grant Date   Exercise   Outstanding  Exercisable  Unexercisable  Intrinsic value
                             price                                              (exercisable)
ISO-2021  ISO   06/15/2021   $ 4.10     20,000       20,000       0              $ 2,765,000.00
NSO-2023  NSO   02/01/2023   $ 31.75    10,000       5,000        5,000          $   553,000.00

SHARES HELD (released RSUs, in brokerage account ...2290)
  Shares: 9,400       Market value: $ 1,338,090.00       Cost basis: $ 412,300.00`;
  const found = equityPlanStatementReader.read({ name: 'plan.pdf', text });

  it('reads each grant with its strike, at the market price past the date it is given as of', () => {
    expect(found.filter((o) => o.field === 'stockOption').map((o) => o.value)).toEqual([
      { type: 'ISO', exercisable: 20_000, unvested: 0, strike: 4.1, price: 142.35 },
      { type: 'NSO', exercisable: 5_000, unvested: 5_000, strike: 31.75, price: 142.35 },
    ]);
  });

  it('reads the shares held with their basis, and RSU grants as not held', () => {
    expect(found.find((o) => o.field === 'position')?.value).toMatchObject({
      amount: 1_338_090,
      basis: 412_300,
    });
    expect(found.find((o) => o.field === 'other')?.value).toMatchObject({
      amount: 854_100,
      label: expect.stringContaining('not held'),
    });
  });
});
