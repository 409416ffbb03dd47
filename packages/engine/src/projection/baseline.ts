import type { Baseline, ProjectionAssumption } from '@strata/contracts';
import { singleLifeHorizon } from '../mortality';
import { DEFAULT_TAX_YEAR } from '../tax';
import type { ClientFacts } from '../types';
import {
  assumedSavingsRate,
  FIXED_DEFAULTS,
  toAssumption,
  type AssumptionDefault,
  type AssumptionKey,
  type AssumptionOverrides,
} from './assumptions';
import { dollars, householdFromFacts, type Household } from './household';
import { estateTaxToday, keyFigures, marriedToday } from './key-figures';
import { baselineTaxParameters } from './tax-parameters';
import { plannedSales, saleNotes, withSalesIn } from './planned-sales';
import { projectHousehold, type Projection, type Rates } from './project';
import { noIncome, yearTax } from './year-tax';

export interface BaselineOptions {
  taxYear?: number;
  /** The advisor's changes, by assumption key (percent as 6 for 6%). */
  assumptions?: AssumptionOverrides;
}

/** Longest yield read from stated investment income: beyond it the figure is not a yield. */
const MAX_STATED_YIELD = 10;

/**
 * The yield of the taxable holdings: what the notes say they pay ('throws off ~45K div/int'),
 * else the long-run default.
 */
function dividendYieldDefault(hh: Household): AssumptionDefault {
  const taxable = hh.holdings.filter((h) => h.kind === 'taxable').reduce((s, h) => s + h.value, 0);
  const stated = hh.statedInvestmentIncome;
  if (!stated || taxable <= 0) return FIXED_DEFAULTS.dividendYield;
  const value = Math.min(MAX_STATED_YIELD, (100 * stated) / taxable);
  return {
    value,
    why: `From the notes: ${dollars(stated)} dollars a year of dividends and interest on ${dollars(taxable)} dollars of taxable holdings.`,
    origin: 'notes',
  };
}

/** The age pay stops: the client's planned retirement where the notes give it, else the default. */
function retirementAgeDefault(facts: ClientFacts): AssumptionDefault {
  const planned = facts.plannedRetirementAge;
  if (!planned) return FIXED_DEFAULTS.retirementAge;
  return {
    value: planned.value,
    why: `From the notes: "${planned.source}". ${FIXED_DEFAULTS.retirementAge.why}`,
    origin: 'notes',
  };
}

/** The share of the last estate left to charity: as the notes state it, else none. */
function charitableBequestDefault(facts: ClientFacts): AssumptionDefault {
  const stated = facts.charitableEstateShare;
  if (!stated) return FIXED_DEFAULTS.charitableBequest;
  return { value: stated.value, why: `From the notes: "${stated.source}".`, origin: 'notes' };
}

/** First-year spending: stated, else what leaves 20% of gross income saved, else 3% of net worth. */
function defaultSpending(
  hh: Household,
  taxYear: number,
): { value: number; why: string; origin: 'notes' | 'default' } {
  if (hh.statedSpending !== undefined)
    return { value: hh.statedSpending, why: 'Stated in the notes.', origin: 'notes' };
  const gross = hh.income.reduce((s, i) => s + i.amount, 0);
  if (gross > 0) {
    const inc = noIncome(hh.charitableGiving);
    for (const i of hh.income) {
      if (i.kind === 'wages') inc.wages += i.amount;
      else if (i.kind === 'self-employment') inc.selfEmployment += i.amount;
      else if (i.kind === 'social-security') inc.socialSecurity += i.amount;
      else inc.ordinary += i.amount;
    }
    const t = yearTax(inc, hh.married ? 'mfj' : 'single', hh.state, taxYear, 1, hh.newYorkCity);
    const saved = assumedSavingsRate(hh.retired).percent / 100;
    return {
      value: Math.max(0, (1 - saved) * gross - t.federal - t.state - hh.charitableGiving),
      why: hh.retired
        ? 'The notes give no spending and say the clients are retired: their income after this year’s taxes and giving, none of it saved.'
        : 'The notes give no spending: what leaves 20% of gross income saved after this year’s taxes and giving (the planning savings rate used elsewhere in the analysis).',
      origin: 'default',
    };
  }
  const netWorth = hh.holdings.reduce((s, h) => s + h.value, 0) - hh.liabilities;
  return {
    value: Math.max(0, 0.03 * netWorth),
    why: 'The notes give neither spending nor income: 3% of net worth a year.',
    origin: 'default',
  };
}

const pct = (a: ProjectionAssumption[], key: AssumptionKey) =>
  a.find((x) => x.key === key)!.value / 100;
const num = (a: ProjectionAssumption[], key: AssumptionKey) => a.find((x) => x.key === key)!.value;

/**
 * Where the notes give no age, no death year can be honestly set: the baseline states only what
 * needs none (the estate taxes if death came today and the key figures of this year's taxes),
 * says so, and draws no projection. An age the advisor adds under Client Facts draws it.
 */
function baselineToday(facts: ClientFacts, hh: Household, taxYear: number): Baseline | undefined {
  const netWorth = hh.holdings.reduce((s, h) => s + h.value, 0) - hh.liabilities;
  const figures = keyFigures(facts, hh, netWorth, taxYear);
  if (hh.holdings.length === 0 && figures.length === 0) return undefined;
  const married = marriedToday(facts, hh);
  const today = estateTaxToday({ ...hh, married }, netWorth, taxYear);
  return {
    taxYear,
    assumptions: [],
    parameters: baselineTaxParameters(hh, taxYear),
    estateTaxToday: { federal: today.federal, state: today.state },
    years: [],
    startNetWorth: netWorth,
    keyFigures: figures,
    notes: [
      ...hh.notes,
      'The notes give no age: the projection to the last death is not drawn (no death year can be set). The figures above need no age. Add the ages under Client Facts to project the household.',
    ],
  };
}

/**
 * The household baseline: the projection with no new planning from the tax year to the last
 * death, at the expected ages of death (SSA period life table) and at the 25th and 75th
 * percentiles, with every assumption named, defaulted visibly and changeable. Without an age,
 * only what needs none (baselineToday).
 */
export function projectBaseline(
  facts: ClientFacts,
  options: BaselineOptions = {},
): Baseline | undefined {
  const taxYear = options.taxYear ?? DEFAULT_TAX_YEAR;
  const overrides = options.assumptions ?? {};
  const hh = householdFromFacts(facts);
  if (hh.ages.length === 0) return baselineToday(facts, hh, taxYear);
  const people = hh.ages
    .slice(0, hh.married ? 2 : 1)
    .map((age) => ({ sex: 'unknown' as const, age }));
  const horizons = people.map((p) => singleLifeHorizon(p));
  const deathAgeDefault = (i: number) => ({
    value: people[i]!.age + Math.round(horizons[i]!.expected),
    why: `Expected age at death from the SSA 2017 period life table (male and female rates averaged, as the notes give no sex): ${horizons[i]!.expected.toFixed(1)} more years.`,
  });
  const spending = defaultSpending(hh, taxYear);
  const sales = plannedSales(facts, hh, taxYear);
  const assumptions: ProjectionAssumption[] = [
    ...(Object.keys(FIXED_DEFAULTS) as (keyof typeof FIXED_DEFAULTS)[])
      // The partnership discount is shown where a partnership could hold something: a business
      // or investment real estate (listed securities get none).
      .filter(
        (k) =>
          k !== 'partnershipDiscount' ||
          !!facts.business ||
          !!facts.investmentRealEstateValue ||
          (facts.properties ?? []).some((p) => p.value.use !== 'primary-home'),
      )
      .map((k) =>
        toAssumption(
          k,
          k === 'dividendYield'
            ? dividendYieldDefault(hh)
            : k === 'retirementAge'
              ? retirementAgeDefault(facts)
              : k === 'charitableBequest'
                ? charitableBequestDefault(facts)
                : FIXED_DEFAULTS[k],
          overrides,
        ),
      ),
    toAssumption('spending', spending, overrides),
    ...people.map((_, i) =>
      toAssumption(i === 0 ? 'deathAgeClient' : 'deathAgeSpouse', deathAgeDefault(i), overrides),
    ),
    ...sales.years.map((s) => toAssumption(s.key, s.year, overrides)),
  ];
  const rates: Rates = {
    inflation: pct(assumptions, 'inflation'),
    discountRate: pct(assumptions, 'discountRate'),
    growthInvestments: pct(assumptions, 'growthInvestments'),
    dividendYield: pct(assumptions, 'dividendYield'),
    growthCash: pct(assumptions, 'growthCash'),
    growthRealEstate: pct(assumptions, 'growthRealEstate'),
    growthBusiness: pct(assumptions, 'growthBusiness'),
    retirementAge: num(assumptions, 'retirementAge'),
    portabilityElected: num(assumptions, 'portabilityElected') > 0,
    charitableBequest: pct(assumptions, 'charitableBequest'),
    spending: num(assumptions, 'spending'),
  };
  const yearOf = (key: AssumptionKey) => num(assumptions, key);
  const household: Household = withSalesIn(
    { ...hh, ages: people.map((p) => p.age) },
    yearOf,
    taxYear,
  );
  const deathYear = (i: number, age: number) => taxYear + Math.max(0, age - people[i]!.age);
  const expectedYears = people.map((_, i) =>
    deathYear(i, num(assumptions, i === 0 ? 'deathAgeClient' : 'deathAgeSpouse')),
  );
  const run = (years: number[]) => projectHousehold(household, rates, taxYear, years);
  const expected = run(expectedYears);
  const early = run(people.map((p, i) => taxYear + horizons[i]!.early));
  const late = run(people.map((p, i) => taxYear + horizons[i]!.late));
  const scenario = (key: 'expected' | 'early' | 'late', label: string, p: Projection) => ({
    key,
    label,
    year: p.lastDeath.year,
    federal: p.lastDeath.federal,
    state: p.lastDeath.state,
    toHeirs: p.lastDeath.toHeirs,
    toCharity: p.lastDeath.toCharity,
    toHeirsPresentValue: p.lastDeath.toHeirsPresentValue,
  });

  const married = marriedToday(facts, hh);
  const today = estateTaxToday({ ...hh, married }, expected.startNetWorth, taxYear);
  const notes = [...hh.notes];
  notes.push(...saleNotes(expected.sales, sales, yearOf, expected.lastDeath.year));
  if (married && !hh.married)
    notes.push(
      'The spouse’s age is not in the notes: the projection follows the client alone, while the estate taxes if both died today count both spouses’ exemptions.',
    );
  if (hh.insuranceOutside > 0)
    notes.push(
      `Life insurance owned by a trust (${dollars(hh.insuranceOutside)} dollars) pays its beneficiaries outside the estate and is not in these figures.`,
    );
  notes.push(
    'State taxable income is taken as federal AGI less the federal standard deduction, Social Security (taxed only by CO, CT, MN, MT, NM, RI, UT and VT) and, in Illinois (and Pennsylvania and Mississippi from 59½), pensions and retirement-account distributions; tax thresholds after 2026 are indexed with the inflation assumption; liabilities are held level; pre-tax accounts reach heirs before the income tax they will owe on withdrawal. The temporary 2025–2028 deduction of $6,000 for each filer 65 or older (phased out by 6% of MAGI above $75,000, $150,000 joint) is taken in those years.',
  );

  return {
    taxYear,
    assumptions,
    parameters: baselineTaxParameters(hh, taxYear),
    estateTaxToday: {
      federal: today.federal,
      state: today.state,
    },
    atLastDeath: {
      year: expected.lastDeath.year,
      federal: expected.lastDeath.federal,
      state: expected.lastDeath.state,
      toHeirs: expected.lastDeath.toHeirs,
      toCharity: expected.lastDeath.toCharity,
      pretax: expected.lastDeath.pretax,
    },
    years: expected.years.map((y) => ({
      year: y.year,
      ages: y.ages,
      netWorth: y.netWorth,
      income: y.income,
      agi: y.incomeTax.agi,
      spending: y.spending,
      incomeTax: { federal: y.incomeTax.federal, state: y.incomeTax.state },
      deathTax: y.deathTax,
      netWorthPresentValue: y.netWorthPresentValue,
      incomeBySource: y.incomeBySource,
      growth: y.growth,
      saving: y.saving,
      rmd: y.rmd,
      incomeTaxDetail: {
        niit: y.incomeTax.niit,
        amt: y.incomeTax.amt,
        payroll: y.incomeTax.payroll,
      },
      charitableGiving: y.charitableGiving,
      insuranceProceeds: y.insuranceProceeds,
      toHeirs: y.toHeirs,
      toCharity: y.toCharity,
    })),
    startNetWorth: expected.startNetWorth,
    ...(expected.sales.length > 0
      ? {
          sales: expected.sales.map(({ what, year, value, gain, tax }) => ({
            what,
            year,
            value,
            gain,
            tax,
          })),
        }
      : {}),
    deaths: expected.deaths,
    scenarios: [
      scenario('expected', 'Each person dies at the expected age', expected),
      scenario(
        'early',
        'Each person dies when a quarter of their cohort has died (25th percentile)',
        early,
      ),
      scenario(
        'late',
        'Each person dies when three quarters of their cohort have died (75th percentile)',
        late,
      ),
    ],
    keyFigures: keyFigures(facts, hh, expected.startNetWorth, taxYear, expected.years[0]),
    notes,
  };
}
