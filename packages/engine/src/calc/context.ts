import { HORIZON_YEARS, type StrategyContext } from '../catalogue/types';
import type { VariableKey } from '../formula';
import { formatDecimal, formatUsd } from '../formula';
import {
  householdExclusion,
  DEFAULT_TAX_YEAR,
  capitalGainsRate,
  getTaxYear,
  isStateCode,
  marginalRate,
  niitRate,
  stateEstateTaxRule,
  stateTopRate,
  WASHINGTON_CAPITAL_GAINS,
  stateTaxesRetirementDistribution,
  charitableDeductionRates,
} from '../tax';
import type { ClientFacts } from '../types';
import { projectEstate } from './estate-projection';
import { returnTaxableIncome, stateMarginalRate } from './taxable-income';
import { livesInNewYorkCity } from '../projection/household';
import { FIXED_DEFAULTS } from '../projection/assumptions';

export interface CalcOptions {
  /** Tax year of the parameters (default 2026). */
  taxYear?: number;
  /** Rate for the net present value of the yearly net benefit (default 5%). */
  discountRate?: number;
  /** Yearly growth of invested assets (default 6%). */
  growthRate?: number;
  /** The year the baseline sells the business (its assumption), where it projects the sale. */
  businessSaleYear?: number;
  /** Discount on family partnership units given away (the baseline's assumption, a fraction). */
  partnershipDiscount?: number;
}

export const DEFAULT_GROWTH_RATE = 0.06;
export const DEFAULT_DISCOUNT_RATE = 0.05;
export { HORIZON_YEARS };

/** The age from which withdrawals in retirement are taken to be drawn. */
const RETIREMENT_DRAW_AGE = 65;

const pct = (rate: number): string => `${+(rate * 100).toFixed(2)}%`;

/** The client's facts resolved with documented defaults, plus the assumptions that made them. */
export interface ResolvedContext {
  ctx: StrategyContext;
  assumptions: string[];
}

/**
 * Pre-tax balances in IRAs and qualified plans: what can be converted, rolled over, given from
 * (a QCD) or annuitized inside a plan. Nonqualified deferred compensation is pre-tax too, but
 * an unsecured promise the plan pays out on its own schedule: none of these applies to it.
 */
function qualifiedRetirementBalance(facts: ClientFacts): number {
  return Math.max(0, (facts.retirementAccounts?.value ?? 0) - deferredCompensation(facts));
}

/** The nonqualified deferred compensation among the listed pre-tax accounts. */
export function deferredCompensation(facts: ClientFacts): number {
  return (facts.accounts ?? [])
    .filter((a) => /\bNQDC\b|\bdeferred\s+comp/i.test(a.value.label))
    .reduce((t, a) => t + a.value.amount, 0);
}

/** Resolves facts and tax-table rates into the variables every strategy formula shares. */
export function buildContext(facts: ClientFacts, options: CalcOptions = {}): ResolvedContext {
  const taxYear = options.taxYear ?? DEFAULT_TAX_YEAR;
  const table = getTaxYear(taxYear);
  const fed = table.federal;
  const assumptions: string[] = [];
  const note = (text: string) => assumptions.push(text);

  const growthRate = options.growthRate ?? DEFAULT_GROWTH_RATE;
  const discountRate = options.discountRate ?? DEFAULT_DISCOUNT_RATE;
  note(
    `Horizon ${HORIZON_YEARS} years; growth ${pct(growthRate)} a year${options.growthRate === undefined ? ' (default)' : ''}; discount rate ${pct(discountRate)} for net present value${options.discountRate === undefined ? ' (default)' : ''}.`,
  );

  const isMarried = facts.maritalStatus?.value === 'married';
  const filingStatus = isMarried ? 'mfj' : 'single';
  const netWorth = facts.netWorth?.value ?? 0;
  const projected = facts.annualIncome ? undefined : facts.projectedIncome;
  const income = facts.annualIncome?.value ?? projected?.value ?? 0;
  const incomeKnown = income > 0 || facts.annualIncome !== undefined;
  if (projected)
    note(
      `Annual income not in the notes: ${formatUsd(projected.value)}, ${projected.source} (its pensions, Social Security, required distributions and the portfolio's dividends and interest at the baseline's yields).`,
    );
  else if (!facts.annualIncome) note('Annual income not in the facts: taken as $0.');
  note(
    `Filing status ${isMarried ? 'married filing jointly' : 'single'} (from marital status${facts.maritalStatus ? '' : ', not stated'}).`,
  );

  // Taxable income as the return figures it; the state's rates are taken where it falls in the
  // state's brackets (the rate the tax situation quotes), its top rate only where the income
  // is unknown.
  // A projected AGI already holds only the taxable part of Social Security.
  const taxable = returnTaxableIncome(
    projected ? { ...facts, incomeSources: [] } : facts,
    income,
    filingStatus,
    taxYear,
  );
  const knownTaxable = incomeKnown ? taxable : undefined;
  const rawState = facts.state?.value.toUpperCase();
  const state = rawState !== undefined && isStateCode(rawState) ? rawState : undefined;
  const stateRateAt = (at: number | undefined) =>
    state ? stateMarginalRate(state, at, filingStatus, taxYear, livesInNewYorkCity(facts)) : 0;
  const stateRate = stateRateAt(knownTaxable);
  if (state) {
    const s = table.stateIncomeTopRate[state];
    const source = `${taxYear}, ${s.status}${s.assumption ? ', assumption' : ''}`;
    note(
      knownTaxable === undefined
        ? `State ${state}: top income tax rate ${pct(stateRate)} (${source}), the income being unknown.`
        : `State ${state}${livesInNewYorkCity(facts) ? ' with New York City' : ''}: income tax rate ${pct(stateRate)} on the last dollar of taxable income ${formatUsd(taxable)} (${source}; state top rate ${pct(stateTopRate(state, taxYear))}).`,
    );
  } else {
    note('No state of residence in the facts: no state income or estate tax assumed.');
  }

  const federalMarginalRate = marginalRate(taxable, filingStatus, taxYear);
  // Clients already retired live on today's income in retirement; others on half of it.
  const isRetired = facts.isRetired?.value === true;
  const retiredTaxable = isRetired ? taxable : taxable / 2;
  // Withdrawals come in retirement, from 65 or today's age: none of the state's tax where it
  // exempts retirement distributions then (Illinois; Pennsylvania and Mississippi from 59½).
  const drawnAt = Math.max(facts.ages[0]?.value ?? RETIREMENT_DRAW_AGE, RETIREMENT_DRAW_AGE);
  const retirementTaxRate =
    marginalRate(retiredTaxable, filingStatus, taxYear) +
    (state && !stateTaxesRetirementDistribution(state, drawnAt)
      ? 0
      : stateRateAt(knownTaxable === undefined ? undefined : retiredTaxable));
  note(
    `Federal marginal rate ${pct(federalMarginalRate)} on taxable income ${formatUsd(taxable)} (${taxYear} brackets, after the standard deduction and with Social Security taxed as IRC 86 taxes it).`,
  );
  const {
    federal: federalDeductionRate,
    stateAllows: stateAllowsGiving,
    total: charitableDeductionRate,
  } = charitableDeductionRates({
    federalMarginalRate,
    topFederalRate: getTaxYear(taxYear).federal.income.brackets[filingStatus].value.at(-1)!.rate,
    stateRate,
    state,
    taxYear,
  });
  if (federalDeductionRate < federalMarginalRate || !stateAllowsGiving)
    note(
      `A gift to charity is deducted at ${pct(charitableDeductionRate)}${federalDeductionRate < federalMarginalRate ? `: ${pct(federalDeductionRate)} federal (IRC 68 cuts itemized deductions by 2/37 in the top bracket from 2026)` : ' federal'}${stateAllowsGiving ? ' plus the state rate' : `, no ${state} tax (${state} gives no charitable deduction)`}.`,
    );
  note(
    isRetired
      ? `Retired: retirement income taken as today's, tax rate ${pct(retirementTaxRate)}.`
      : `Retirement income assumed half of today's: tax rate ${pct(retirementTaxRate)}.`,
  );

  const exclusion = householdExclusion(fed.estate.basicExclusion.value, isMarried);
  const stateRule = state ? stateEstateTaxRule(state, taxYear) : undefined;
  const estate = projectEstate(facts, taxYear, growthRate, state);
  note(
    `Federal estate exemption ${formatUsd(exclusion)}${isMarried ? ' (two exclusions, portability assumed)' : ''} at ${pct(fed.estate.topRate.value)} (${taxYear}); today's net worth ${formatUsd(netWorth)}.`,
  );
  note(estate.assumption);
  if (stateRule)
    note(
      `${state} estate tax: exemption ${formatUsd(stateRule.exemption)}, top rate ${pct(stateRule.topRate)} applied to the excess (upper bound).`,
    );

  const i7520 = fed.section7520.value;
  const afrRate = Math.round((i7520.rate / 1.2) * 10_000) / 10_000;
  note(
    `Section 7520 rate ${pct(i7520.rate)} for ${i7520.month} (${fed.section7520.status}; monthly: use the valuation month's rate). AFR ${formatDecimal(afrRate)} derived as 7520 rate ÷ 1.2 (assumption).`,
  );

  const business = facts.business?.value;
  // An unstated value is unknown, not a share of net worth: what is sized on it waits on it.
  const businessValue = business?.value ?? 0;
  if (business && business.value === undefined)
    note('Business value not stated: strategies sized on it show no value until it is given.');
  const statedBasis = facts.businessBasis?.value;
  const businessBasis = statedBasis ?? Math.round(0.2 * businessValue);
  if (businessValue > 0 && statedBasis === undefined)
    note('Business basis not stated: assumed 20% of value.');
  const businessIncome = business ? ownersBusinessIncome(facts, income, note) : 0;
  const sale = facts.businessSale?.value;
  const saleYear = sale?.status === 'planned' ? (options.businessSaleYear ?? sale.year) : undefined;
  const businessYears =
    saleYear !== undefined ? Math.min(HORIZON_YEARS, Math.max(1, saleYear - taxYear)) : undefined;
  // Contributions from pay stop at the retirement the notes plan (in its year: one more year).
  const retiresAt = facts.plannedRetirementAge?.value;
  const age = facts.ages[0]?.value;
  const workingYears =
    retiresAt !== undefined && age !== undefined
      ? Math.min(HORIZON_YEARS, Math.max(1, retiresAt - age))
      : undefined;
  const position = facts.concentratedPosition?.value;
  const positionValue = position?.value ?? 0;
  const positionBasis = position ? (position.basis ?? Math.round(0.2 * positionValue)) : 0;
  if (position && position.value === undefined)
    note(
      'Concentrated position value not stated: strategies sized on it show no value until it is given.',
    );
  if (position && position.basis === undefined)
    note('Concentrated position basis not stated: assumed 20% of value.');
  // A founder's shares the notes value as a position are the company's stock, where the notes
  // value no business ('$40M is founder stock in a private tech company').
  const founderShares =
    business &&
    businessValue === 0 &&
    /\b(?:founders?'?s?|pre-IPO)\b/i.test(position?.description ?? '');
  const companyShares = founderShares
    ? { value: positionValue, basis: positionBasis }
    : { value: businessValue, basis: businessBasis };
  // Strategies sized on a gain of their own take its rate with the gain on top (rateOnGain).
  const federalCg =
    capitalGainsRate(taxable, filingStatus, taxYear) + niitRate(income, filingStatus, taxYear);
  // Washington taxes long-term gains apart from income (RCW 82.87): its base rate, the 2.9%
  // surcharge on gains over $1M a year not counted (a lower bound on what a large sale pays).
  const washington = WASHINGTON_CAPITAL_GAINS.value;
  const stateCgRate = stateRate + (state === 'WA' ? washington.rate : 0);
  note(
    `Capital gains rate ${pct(federalCg + stateCgRate)} (federal ${pct(federalCg)} including NIIT where income is above the threshold, plus state).`,
  );
  if (state === 'WA')
    note(
      `WA taxes long-term gains over ${formatUsd(washington.standardDeduction)} a year at ${pct(washington.rate)} (RCW 82.87), used for gains; the further ${pct(washington.surchargeRate)} on gains over ${formatUsd(washington.surchargeOver)} is not counted.`,
    );
  const residenceValue = facts.primaryResidenceValue?.value ?? 0;
  // Real estate not said to be a home is taken as investment; second homes are personal use.
  const investmentRealEstate =
    facts.investmentRealEstateValue?.value ??
    Math.max(
      0,
      (facts.realEstateValue?.value ?? 0) - residenceValue - (facts.secondHomeValue?.value ?? 0),
    );

  const common: Partial<Record<VariableKey, number>> = {
    years: HORIZON_YEARS,
    growthRate,
    discountRate,
    federalEstateTaxRate: fed.estate.topRate.value,
    stateEstateTaxRate: stateRule?.topRate ?? 0,
    estateAboveFederalExemption: estate.aboveFederal,
    estateAboveStateExemption: estate.aboveState,
    estateYears: estate.years,
    marginalTaxRate: federalMarginalRate + stateRate,
    charitableDeductionRate,
    federalMarginalRate,
    topOrdinaryRate: (fed.income.brackets[filingStatus].value.at(-1)?.rate ?? 0) + stateRate,
    retirementTaxRate,
    stateIncomeTaxRate: stateRate,
    stateCapitalGainsRate: stateCgRate,
    capitalGainsTaxRate: federalCg + stateCgRate,
    federalCapitalGainsRate: 0.2 + fed.income.niitRate.value,
    section7520Rate: i7520.rate,
    afrRate,
    annualExclusion: fed.estate.annualExclusion.value,
    qbiRate: fed.income.qbiRate.value,
    qsbsCap: fed.business.qsbsExclusionCap.value,
    annualIncome: income,
    donors: isMarried ? 2 : 1,
    partnershipDiscount:
      options.partnershipDiscount ?? FIXED_DEFAULTS.partnershipDiscount.value / 100,
  };

  return {
    assumptions,
    ctx: {
      facts,
      taxYear,
      table,
      filingStatus,
      ...(state ? { state } : {}),
      ...(facts.ages[0] ? { age: facts.ages[0].value } : {}),
      netWorth,
      income,
      incomeKnown,
      children: facts.children?.value ?? 0,
      grandchildren: facts.grandchildren?.value ?? 0,
      isMarried,
      businessValue,
      businessBasis,
      ...(businessYears !== undefined ? { businessYears } : {}),
      ...(workingYears !== undefined ? { workingYears } : {}),
      companyShares,
      businessIncome,
      positionValue,
      positionBasis,
      investmentRealEstate,
      residenceValue,
      personalAssets:
        (facts.secondHomeValue?.value ?? 0) +
        (facts.policyCashValue?.value ?? 0) +
        (facts.otherAssetsValue?.value ?? 0),
      retirementBalance: qualifiedRetirementBalance(facts),
      charitableGiving: facts.annualCharitableGiving?.value ?? 0,
      common,
    },
  };
}

/**
 * The owner's share of the business's income: the business income the notes state (a K-1, the
 * profit after the owner's own pay), else an assumed 70% of household income, named.
 */
function ownersBusinessIncome(
  facts: ClientFacts,
  income: number,
  note: (text: string) => void,
): number {
  const stated = (facts.incomeSources ?? []).filter((s) => s.value.source === 'business');
  const total = stated.reduce((t, s) => t + s.value.amount, 0);
  if (total > 0) {
    note(
      `Business income ${formatUsd(total)} to the owner (stated: ${stated.map((s) => s.source).join('; ')}).`,
    );
    return total;
  }
  const assumedIncome = Math.round((0.7 * income) / 1_000) * 1_000;
  note(`Business income not stated: assumed 70% of household income, ${formatUsd(assumedIncome)}.`);
  return assumedIncome;
}
