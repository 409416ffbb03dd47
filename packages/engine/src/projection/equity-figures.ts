import type { KeyFigure } from '@strata/contracts';
import {
  alternativeMinimumTax,
  AMT,
  amtCrossover,
  getTaxYear,
  saltCap,
  type FilingStatus,
} from '../tax';
import type { ClientFacts } from '../types';
import { parameterRow } from './tax-parameters';
import { usd } from './figure-words';

interface AmtBase {
  filing: FilingStatus;
  taxableIncome: number;
  /** What AMT adds back before any ISO: the SALT an itemizer deducts, else the standard deduction. */
  addBack: number;
  deductionWords: string;
}

/**
 * Regular taxable income and the AMT add-back before any exercise (Form 6251 line 2a): an
 * itemizer adds back the state and local taxes deducted (within the SALT cap), anyone else the
 * standard deduction. Itemizing is taken from the notes only where they give the SALT in it.
 */
function amtBase(facts: ClientFacts, taxYear: number): AmtBase | undefined {
  const income = facts.annualIncome?.value;
  const status = facts.maritalStatus?.value;
  if (income === undefined || status === undefined || status === 'partnered') return undefined;
  const filing: FilingStatus = status === 'married' ? 'mfj' : 'single';
  const standard = getTaxYear(taxYear).federal.income.standardDeduction[filing].value;
  const itemized = facts.itemizedDeductions?.value;
  const salt =
    itemized?.salt === undefined ? undefined : Math.min(itemized.salt, saltCap(income, taxYear));
  if (itemized && salt !== undefined) {
    const deduction = itemized.amount - itemized.salt! + salt;
    if (deduction > standard)
      return {
        filing,
        taxableIncome: Math.max(0, income - deduction),
        addBack: salt,
        deductionWords: `itemized deductions of ${usd(deduction)}, all state and local taxes (added back for AMT)`,
      };
  }
  return {
    filing,
    taxableIncome: Math.max(0, income - standard),
    addBack: standard,
    deductionWords: `the ${taxYear} standard deduction of ${usd(standard)} (added back for AMT)`,
  };
}

/**
 * For incentive stock options a plan statement shows: the federal AMT the planned exercise would
 * bring if the shares are held past the year's end, and the spread that can be exercised in the
 * year with no AMT at all (the crossover). The AMT paid becomes a credit against later regular
 * tax (IRC 53): it is tax paid early, not a cost saved or lost.
 */
export function isoFigures(facts: ClientFacts, taxYear: number): KeyFigure[] {
  const grant = facts.stockOptions?.find(
    (o) => o.value.type === 'ISO' && o.value.price !== undefined && o.value.exercisable > 0,
  );
  const base = amtBase(facts, taxYear);
  const amtTable = AMT[taxYear];
  if (!grant || !base || !amtTable) return [];
  const { strike, price, exercisable } = grant.value;
  const spread = price! - strike;
  if (spread <= 0) return [];
  const incomeFacts = [
    { label: 'Annual income', value: facts.annualIncome!.value, unit: 'usd' as const },
    { label: 'Spread per share (price less strike)', value: spread, unit: 'usd' as const },
  ];
  const p = amtTable.value;
  const parameters = [
    parameterRow('AMT exemption, phase-out and 26%/28% breakpoint', amtTable, taxYear, {
      detail: `exemption ${usd(p.exemption[base.filing])}, reduced by ${p.phaseOutRate * 100}% of AMTI over ${usd(p.phaseOutStart[base.filing])}; 28% over ${usd(p.breakpoint)}`,
    }),
    parameterRow(
      'Federal ordinary income brackets',
      getTaxYear(taxYear).federal.income.brackets[base.filing],
      taxYear,
      { detail: `${taxYear} brackets (regular tax)` },
    ),
  ];
  const when = `Federal only, in ${taxYear}, with taxable income of ${usd(base.taxableIncome)} after ${base.deductionWords}; no other AMT items. State AMT (California has its own) is not included. AMT paid on an ISO exercise is credited against regular tax in later years.`;
  const room = amtCrossover({
    taxableIncome: base.taxableIncome,
    adjustments: base.addBack,
    filingStatus: base.filing,
    year: taxYear,
  });
  const figures: KeyFigure[] = [
    {
      key: 'iso-amt-free-spread',
      label: `ISO spread that can be exercised in ${taxYear} with no AMT (about ${Math.min(exercisable, Math.floor(room / spread)).toLocaleString('en-US')} shares)`,
      value: Math.round(room * 100) / 100,
      unit: 'usd',
      appliesWhen: when,
      facts: incomeFacts,
      parameters,
      arithmetic: `the largest spread at which the tentative minimum tax on AMTI (taxable ${usd(base.taxableIncome)} + add-back ${usd(base.addBack)} + spread) does not exceed the regular tax: ${usd(room)}, or ${usd(room)} / ${usd(spread)} a share`,
    },
  ];
  const planned = facts.plannedOptionExercise?.value;
  if (planned && planned.type !== 'NSO') {
    const shares = Math.min(planned.shares, exercisable);
    const exercise = shares * spread;
    const r = alternativeMinimumTax({
      taxableIncome: base.taxableIncome,
      adjustments: base.addBack + exercise,
      filingStatus: base.filing,
      year: taxYear,
    });
    figures.unshift({
      key: 'iso-amt-planned',
      label: `Federal AMT if the planned ${shares.toLocaleString('en-US')} ISOs are exercised and held past year end`,
      value: Math.round(r.amt * 100) / 100,
      unit: 'usd',
      appliesWhen: when,
      facts: incomeFacts,
      parameters,
      arithmetic: `AMTI ${usd(base.taxableIncome)} + ${usd(base.addBack)} + ${shares.toLocaleString('en-US')} x ${usd(spread)} = ${usd(r.amti)}; less exemption ${usd(r.exemption)}; tentative minimum tax ${usd(r.tentativeMinimumTax)} - regular tax ${usd(r.regularTax)} = ${usd(r.amt)}`,
    });
  }
  return figures;
}
