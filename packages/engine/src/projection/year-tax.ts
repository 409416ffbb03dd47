import {
  alternativeMinimumTax,
  charitableDeductionLimits,
  getTaxYear,
  itemizedDeductionReduction,
  netInvestmentIncomeTax,
  payrollTaxes,
  regularIncomeTax,
  saltCap,
  seniorDeduction,
  selfEmploymentTax,
  stateIncomeTax,
  stateTaxesRetirementDistribution,
  stateTaxesSocialSecurity,
  taxableSocialSecurity,
  type FilingStatus,
  type StateCode,
  washingtonCapitalGainsTax,
} from '../tax';

/** One year's income by tax character, in that year's dollars. */
export interface YearIncome {
  wages: number;
  selfEmployment: number;
  /** Other ordinary income: business, pensions, rental, interest, distributions. */
  ordinary: number;
  /** Qualified dividends and long-term gains. */
  preferential: number;
  /** Net investment income (interest, dividends, gains, rent) for the NIIT. */
  investment: number;
  socialSecurity: number;
  charitableGiving: number;
  /** Long-term gains realized (inside `preferential`), for Washington's capital gains tax. */
  longTermGains?: number;
  /** The unrecaptured section 1250 part of those gains (depreciation taken on real property). */
  unrecaptured?: number;
  /** Filers on the return who are 65 or older (each adds to the standard deduction). */
  agedFilers?: number;
  /** Pensions and retirement-account distributions (inside `ordinary`), which some states exempt. */
  retirementIncome?: number;
  /** The oldest living filer's age, for states that exempt retirement income from 59½. */
  oldestAge?: number;
}

/** A year's income before any is added: every kind at zero. */
export const noIncome = (charitableGiving = 0): YearIncome => ({
  wages: 0,
  selfEmployment: 0,
  ordinary: 0,
  preferential: 0,
  investment: 0,
  socialSecurity: 0,
  charitableGiving,
});

export interface YearTax {
  federal: number;
  state: number;
  niit: number;
  amt: number;
  payroll: number;
  /** Adjusted gross income (with the taxable part of Social Security). */
  agi: number;
}

const TABLE_LAST_YEAR = 2026;

/**
 * Income, payroll and state taxes for one year. Years after 2026 use the 2026 law with its
 * dollar thresholds indexed by the inflation assumption: incomes are brought to 2026 dollars,
 * taxed, and the tax carried back (`index` is that year's price level against 2026).
 */
export function yearTax(
  income: YearIncome,
  filingStatus: FilingStatus,
  state: StateCode | undefined,
  year: number,
  index: number,
  newYorkCity = false,
): YearTax {
  const y = Math.min(year, TABLE_LAST_YEAR);
  const k = year > TABLE_LAST_YEAR ? index : 1;
  const d = (x: number) => Math.max(0, x) / k;
  const wages = d(income.wages);
  const se = d(income.selfEmployment);
  const ordinaryOther = d(income.ordinary);
  const pref = d(income.preferential);
  const seTax = selfEmploymentTax(se, filingStatus, y, wages);
  const payroll = payrollTaxes(wages, filingStatus, y).total / 2 + seTax.total;
  const otherIncome = wages + se - seTax.total / 2 + ordinaryOther + pref;
  const ss = taxableSocialSecurity(d(income.socialSecurity), otherIncome, filingStatus);
  const agi = otherIncome + ss;
  // State taxable income is taken as AGI less the federal standard deduction and the retirement
  // income and Social Security the state leaves out: the engine has no state's other deductions
  // and exemptions (named in the baseline's notes).
  const { standardDeduction, agedStandardDeduction } = getTaxYear(y).federal.income;
  const base = standardDeduction[filingStatus].value;
  const standard = base + (income.agedFilers ?? 0) * agedStandardDeduction[filingStatus].value;
  const stateExempt = state
    ? (stateTaxesSocialSecurity(state) ? 0 : ss) +
      (stateTaxesRetirementDistribution(state, income.oldestAge)
        ? 0
        : Math.min(ordinaryOther, d(income.retirementIncome ?? 0)))
    : 0;
  const stateTaxable = Math.max(0, agi - stateExempt - base);
  const st =
    (state
      ? stateIncomeTax({
          state,
          taxableIncome: stateTaxable,
          filingStatus,
          year: y,
          agi: agi - stateExempt,
          newYorkCity,
        }).total
      : 0) + (state === 'WA' ? washingtonCapitalGainsTax(d(income.longTermGains ?? 0), y) : 0);
  const salt = Math.min(st, saltCap(agi, y));
  const charity = charitableDeductionLimits(agi, { cashPublic: d(income.charitableGiving) }, y);
  const itemizedRaw = salt + charity.deductible;
  const itemizes = itemizedRaw > standard;
  const beforeCut = Math.max(0, agi - (itemizes ? itemizedRaw : standard));
  const deduction = itemizes
    ? itemizedRaw - itemizedDeductionReduction(itemizedRaw, beforeCut, filingStatus, y)
    : standard;
  // Beside either deduction, 2025-2028: $6,000 for each filer 65 or older, phased out by MAGI.
  const senior = seniorDeduction(agi, income.agedFilers ?? 0, filingStatus, year);
  const taxable = Math.max(0, agi - deduction - senior);
  const prefInTaxable = Math.min(pref, taxable);
  const unrecaptured = d(income.unrecaptured ?? 0);
  const regular = regularIncomeTax(taxable, prefInTaxable, filingStatus, y, unrecaptured);
  const amt = alternativeMinimumTax({
    taxableIncome: taxable,
    adjustments: itemizes ? salt : 0,
    preferentialIncome: prefInTaxable,
    unrecaptured,
    filingStatus,
    year: y,
  }).amt;
  const niit = netInvestmentIncomeTax(d(income.investment), agi, filingStatus, y);
  return {
    federal: (regular + amt + niit + payroll) * k,
    state: st * k,
    niit: niit * k,
    amt: amt * k,
    payroll: payroll * k,
    agi: agi * k,
  };
}
