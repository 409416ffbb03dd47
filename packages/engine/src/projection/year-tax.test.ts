import { describe, expect, it } from 'vitest';
import type { StateCode } from '../tax';
import { noIncome, yearTax, type YearIncome } from './year-tax';

const income = (over: Partial<YearIncome>): YearIncome => ({ ...noIncome(), ...over });
const stateTax = (state: StateCode, over: Partial<YearIncome>) =>
  yearTax(income(over), 'mfj', state, 2026, 1).state;

describe('state tax on retirement income', () => {
  // $100,000 of interest beside $200,000 of pension and IRA distributions.
  const retiree = (oldestAge: number) =>
    ({ ordinary: 300_000, retirementIncome: 200_000, oldestAge }) as const;
  const interestAlone = { ordinary: 100_000 } as const;

  it('Illinois leaves pensions and IRA distributions out at any age (35 ILCS 5/203(a)(2)(F))', () => {
    expect(stateTax('IL', retiree(55))).toBeCloseTo(stateTax('IL', interestAlone), 2);
    expect(stateTax('IL', retiree(55))).toBeGreaterThan(0);
  });

  it('Pennsylvania and Mississippi from 59½; before it the distributions are taxed', () => {
    for (const state of ['PA', 'MS'] as const) {
      expect(stateTax(state, retiree(60))).toBeCloseTo(stateTax(state, interestAlone), 2);
      expect(stateTax(state, retiree(58))).toBeCloseTo(stateTax(state, { ordinary: 300_000 }), 2);
    }
  });

  it('other states tax them as any ordinary income', () => {
    for (const state of ['NY', 'CA', 'OH'] as const)
      expect(stateTax(state, retiree(70))).toBeCloseTo(stateTax(state, { ordinary: 300_000 }), 2);
  });

  it('Social Security is taxed by the eight states that still tax it, and by no other', () => {
    // $60,000 of benefits beside $100,000 of interest: 85% of the benefits is federally taxable.
    const withBenefits = { ordinary: 100_000, socialSecurity: 60_000 } as const;
    expect(stateTax('NY', withBenefits)).toBeCloseTo(stateTax('NY', interestAlone), 2);
    expect(stateTax('MN', withBenefits)).toBeGreaterThan(stateTax('MN', interestAlone) + 2_000);
  });
});
