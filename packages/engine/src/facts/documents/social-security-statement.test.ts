import { describe, expect, it } from 'vitest';
import { socialSecurityReader } from './social-security-statement';

describe('Social Security statement reader', () => {
  it('annualises a benefit being paid, with the monthly figure as the derivation', () => {
    const text = `Social Security Administration - Benefit Verification Letter
Survivor benefits: your monthly benefit $3,980.00 beginning December 2025`;
    const [benefit] = socialSecurityReader.read({ name: 'ssa.pdf', text });
    expect(benefit?.field).toBe('income');
    expect(benefit?.value).toEqual({ source: 'social-security', amount: 47_760, recurring: true });
    expect(benefit?.derivation).toEqual({
      method: 'monthly-x12',
      parts: [
        { label: 'monthly benefit', value: 3_980, quote: benefit?.quote, document: 'ssa.pdf' },
      ],
    });
  });

  it('notes estimates at claiming ages without taking them for income', () => {
    const text = `Your Social Security Statement
Retirement: at full retirement age (67), your payment would be about $3,412 a month
At age 70, your payment would be about $4,231 a month
At age 62, your payment would be about $2,388 a month`;
    const found = socialSecurityReader.read({ name: 'ssa.pdf', text });
    expect(found.some((o) => o.field === 'income')).toBe(false);
    expect(found.map((o) => (o.field === 'other' ? o.value.amount : undefined))).toEqual([
      3_412, 4_231, 2_388,
    ]);
  });

  it('takes a family maximum and a disability benefit for estimates too', () => {
    const text = `Your Social Security Statement
Survivors    Your spouse who reaches full retirement age ............ $ 3,618 a month
             Total family benefits cannot be more than ............... $ 6,690 a month
Disability   If you became disabled right now, your payment would be about $ 3,540 a month`;
    const found = socialSecurityReader.read({ name: 'ssa.pdf', text });
    expect(found.some((o) => o.field === 'income')).toBe(false);
    expect(found.filter((o) => o.field === 'other')).toHaveLength(2);
  });
});
