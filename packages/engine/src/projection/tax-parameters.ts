import type { TaxParameter } from '@strata/contracts';
import { SSA_PERIOD_LIFE_TABLE } from '../mortality';
import {
  getTaxYear,
  INHERITANCE_TAX_2026,
  stateEstateExemption,
  stateEstateTaxLaw,
  stateIncomeSchedule,
  type Bracket,
  type EstateBracket,
  type FilingStatus,
  type Sourced,
  type StateCode,
} from '../tax';
import { dollars } from './household';

const STATUS_WORDS: Record<FilingStatus, string> = {
  single: 'single',
  mfj: 'married filing jointly',
};

const percent = (rate: number) => `${+(rate * 100).toFixed(3)}%`;

/** '10% over $0, 12% over $24,800, ...' */
function schedule(rows: readonly (Bracket | EstateBracket)[]): string {
  return rows.map((r) => `${percent(r.rate)} over $${dollars(r.over)}`).join(', ');
}

/** A sourced tax figure as the advisor reads it: label, value or rule, year, source and status. */
export function parameterRow(
  label: string,
  figure: Sourced<unknown>,
  taxYear: number,
  shown: Pick<TaxParameter, 'value' | 'unit' | 'detail'>,
): Omit<TaxParameter, 'usedFor'> {
  return {
    label,
    ...shown,
    taxYear,
    status: figure.status,
    source: figure.source,
    ...(figure.note ? { note: figure.note } : {}),
  };
}

function row(
  usedFor: TaxParameter['usedFor'],
  label: string,
  figure: Sourced<unknown>,
  taxYear: number,
  shown: Pick<TaxParameter, 'value' | 'unit' | 'detail'>,
): TaxParameter {
  return { usedFor, ...parameterRow(label, figure, taxYear, shown) };
}

/**
 * The tax parameters the baseline's taxes were computed with, each with its source and
 * verification status: the advisor's 'show the math' for the baseline (issue 12). Only what
 * applies to this household: its filing status, its state's income, estate and inheritance
 * taxes, and the life table its death years come from.
 */
export function baselineTaxParameters(
  household: { married: boolean; state?: StateCode },
  taxYear: number,
): TaxParameter[] {
  const { federal } = getTaxYear(taxYear);
  const status: FilingStatus = household.married ? 'mfj' : 'single';
  const words = STATUS_WORDS[status];
  const income = federal.income;
  const estate = federal.estate;
  const brackets = income.brackets[status];
  const list: TaxParameter[] = [
    row('income tax', `Federal income tax brackets (${words})`, brackets, taxYear, {
      detail: schedule(brackets.value),
    }),
    row('income tax', `Standard deduction (${words})`, income.standardDeduction[status], taxYear, {
      value: income.standardDeduction[status].value,
      unit: 'usd',
    }),
    row(
      'income tax',
      `Added to the standard deduction for each filer 65 or older (${words})`,
      income.agedStandardDeduction[status],
      taxYear,
      { value: income.agedStandardDeduction[status].value, unit: 'usd' },
    ),
    row(
      'income tax',
      `Long-term gains and qualified dividends: 0% up to (${words})`,
      income.ltcgZeroMax[status],
      taxYear,
      { value: income.ltcgZeroMax[status].value, unit: 'usd' },
    ),
    row(
      'income tax',
      `Long-term gains and qualified dividends: 15% up to, 20% above (${words})`,
      income.ltcgFifteenMax[status],
      taxYear,
      { value: income.ltcgFifteenMax[status].value, unit: 'usd' },
    ),
    row('income tax', 'Net investment income tax rate', income.niitRate, taxYear, {
      value: income.niitRate.value * 100,
      unit: 'percent',
    }),
    row(
      'income tax',
      `Net investment income tax threshold (${words})`,
      income.niitThreshold[status],
      taxYear,
      { value: income.niitThreshold[status].value, unit: 'usd' },
    ),
    row(
      'estate tax',
      'Federal basic exclusion amount, per person',
      estate.basicExclusion,
      taxYear,
      {
        value: estate.basicExclusion.value,
        unit: 'usd',
      },
    ),
    row('estate tax', 'Federal estate tax rate schedule', estate.rateSchedule[0]!, taxYear, {
      detail: schedule(estate.rateSchedule.map((r) => r.value)),
    }),
  ];

  const state = household.state;
  if (state) {
    const stateIncome = stateIncomeSchedule(state, taxYear);
    if (stateIncome)
      list.push(
        row('income tax', `${state} income tax brackets (${words})`, stateIncome, taxYear, {
          detail: schedule(stateIncome.value[status]),
        }),
      );
    const law = stateEstateTaxLaw(state, `${taxYear}-12-31`);
    if (law)
      list.push(
        row('estate tax', `${state} estate tax exemption`, law, taxYear, {
          value: stateEstateExemption(state, `${taxYear}-12-31`),
          unit: 'usd',
          detail: law.value.portable
            ? 'A late spouse’s unused exemption carries over.'
            : 'No portability between spouses.',
        }),
      );
    const inheritance = INHERITANCE_TAX_2026[state];
    if (inheritance)
      list.push(
        row('estate tax', `${state} inheritance tax by class of heir`, inheritance, taxYear, {
          detail: 'Spouses and charities exempt; other heirs taxed by class.',
        }),
      );
  }

  const table = SSA_PERIOD_LIFE_TABLE;
  list.push({
    usedFor: 'life expectancy',
    label: `SSA period life table, ${table.year}`,
    detail: 'Expected age at death, and the 25th and 75th percentiles of survival.',
    taxYear,
    status: table.status,
    source: table.source,
  });
  return list;
}
