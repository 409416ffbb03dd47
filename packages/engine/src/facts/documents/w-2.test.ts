import { describe, expect, it } from 'vitest';
import { w2Reader } from './w-2';

describe('W-2 reader', () => {
  it('reads box 1 as wages; boxes 3 and 5 and withholding are never more income', () => {
    const text = `Form W-2 Wage and Tax Statement 2025
1 Wages, tips, other compensation 845,000.00
2 Federal income tax withheld 241,300.00
3 Social security wages 176,100.00
4 Social security tax withheld 10,918.20
5 Medicare wages and tips 868,500.00`;
    const found = w2Reader.read({ name: 'W-2.pdf', text });
    const income = found.filter((o) => o.field === 'income');
    expect(income).toHaveLength(1);
    expect(income[0]?.value).toEqual({ source: 'wages', amount: 845_000, recurring: true });
    expect(income[0]?.quote).toBe('1 Wages, tips, other compensation 845,000.00');
    expect(found.filter((o) => o.field === 'other')).toHaveLength(4);
  });

  it('reads a form laid out in columns: labels on one line, figures on the next', () => {
    const text = `a Employee's social security number XXX-XX-4471    OMB No. 1545-0008
1 Wages, tips, other compensation      2 Federal income tax withheld
$ 212,480.55                           $ 48,102.10
3 Social security wages                4 Social security tax withheld
176,100.00                             10,918.20
Form W-2 Wage and Tax Statement 2025`;
    const found = w2Reader.read({ name: 'w2.pdf', text });
    const wages = found.find((o) => o.field === 'income');
    expect(wages?.value).toMatchObject({ source: 'wages', amount: 212_480.55 });
    expect(wages?.quote).toContain('$ 212,480.55');
    expect(found.some((o) => o.field === 'income' && o.value.amount === 176_100)).toBe(false);
  });
});
