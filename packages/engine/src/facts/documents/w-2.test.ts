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

  it('reads the box grid text extraction prints: each figure under its label, beside other text', () => {
    const text = ` a Employee's social security number   XXX-XX-6620        OMB No. 1545-0008
 b Employer identification number (EIN)        1 Wages, tips, other compensation    2 Federal income tax withheld
   84-XXX1192                                       372,500.00                          88,410.00
 c Employer's name, address, and ZIP code      3 Social security wages              4 Social security tax withheld
   LARIMER CAPITAL MANAGEMENT LLC                    168,600.00                          10,453.20
   1700 LINCOLN ST STE 3000                    5 Medicare wages and tips            6 Medicare tax withheld
   DENVER CO 80203                                   395,500.00                           7,454.25
Form W-2 Wage and Tax Statement   2023`;
    const found = w2Reader.read({ name: 'w2.txt', text });
    const income = found.filter((o) => o.field === 'income');
    expect(income.map((o) => o.value)).toEqual([
      { source: 'wages', amount: 372_500, recurring: true },
    ]);
    expect(income[0]?.quote).toContain('372,500.00');
    const noted = found.flatMap((o) => (o.field === 'other' ? [o.value.amount] : []));
    expect(noted).toEqual([88_410, 168_600, 10_453.2, 395_500, 7_454.25]);
  });
});
