import { describe, expect, it } from 'vitest';
import { documentKind } from './index';
import { EQUITY_STATEMENT } from '../../testing/equity-statement.fixture';
import { equityPlanStatementReader } from './equity-plan-statement';

describe('stock plan statement reader', () => {
  const read = (text: string) => equityPlanStatementReader.read({ name: 'equity.txt', text });

  it('reads held shares with their basis, each option grant, and unvested awards as not held', () => {
    expect(documentKind(EQUITY_STATEMENT)).toBe('equity-plan-statement');
    const found = read(EQUITY_STATEMENT);
    expect(found.find((o) => o.field === 'position')?.value).toEqual({
      label: 'RSU release 2024',
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
    expect(found.some((o) => o.field === 'account')).toBe(false);
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
