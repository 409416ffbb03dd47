import type { KeyFigure } from '@strata/contracts';
import {
  capitalGainsRate,
  getTaxYear,
  marginalRate,
  taxableIncomeAfterStandardDeduction,
  UNRECAPTURED_1250_CAP,
  type FilingStatus,
} from '../tax';
import type { ClientFacts } from '../types';
import { plannedPropertySales } from './property-sales';
import { parameterRow } from './tax-parameters';
import { money, pct, usd } from './figure-words';

/**
 * The federal tax on each sale of investment property the notes plan, before any planning: the
 * depreciation taken at up to 25%, the rest of the gain at the capital gains rate with the gain
 * on top of the year's income, and the 3.8% NIIT shown apart (a real estate professional's
 * rental business is exempt from it, IRC 1411(c)(4); land held to invest never is). And the
 * ordinary income a developer's unsold units bring, which no exchange or note can defer.
 */
export function propertySaleFigures(facts: ClientFacts, taxYear: number): KeyFigure[] {
  const status = facts.maritalStatus?.value;
  const filing: FilingStatus = status === 'married' ? 'mfj' : 'single';
  const income = facts.annualIncome?.value ?? 0;
  const taxable = taxableIncomeAfterStandardDeduction(income, filing, taxYear);
  const { income: federal } = getTaxYear(taxYear).federal;
  const niit = federal.niitRate.value;
  const joint = filing === 'mfj' ? 'joint' : 'single';
  const parameters = [
    parameterRow(
      `Long-term capital gains: 20% above (${joint})`,
      federal.ltcgFifteenMax[filing],
      taxYear,
      {
        value: federal.ltcgFifteenMax[filing].value,
        unit: 'usd',
      },
    ),
    parameterRow(
      `Federal ordinary income brackets (${joint}; unrecaptured section 1250 gain at them, up to 25%)`,
      federal.brackets[filing],
      taxYear,
      {
        detail: `${taxYear} brackets`,
      },
    ),
    parameterRow('Net investment income tax rate', federal.niitRate, taxYear, {
      value: niit * 100,
      unit: 'percent',
    }),
  ];
  const when = `Federal only, in the year of the sale, with the gain on top of ${facts.annualIncome ? `the stated income of ${usd(income)}` : 'no other income (the notes give none)'}; selling costs and state tax are not included.`;
  const figures: KeyFigure[] = [];
  plannedPropertySales(facts).forEach((s, i) => {
    const gainRate = capitalGainsRate(taxable + s.gain, filing, taxYear);
    const recaptureRate = Math.min(
      UNRECAPTURED_1250_CAP,
      marginalRate(taxable + s.gain, filing, taxYear),
    );
    const rest = s.gain - s.unrecaptured;
    const tax = s.unrecaptured * recaptureRate + rest * gainRate;
    const facts_ = [
      money('Value', s.value),
      money('Gain', s.gain),
      ...(s.unrecaptured > 0 ? [money('Depreciation taken', s.unrecaptured)] : []),
    ];
    figures.push(
      {
        key: `property-sale-tax-${i + 1}`,
        label: `Federal income tax on the planned sale, before the 3.8% NIIT: ${s.label}`,
        value: tax,
        unit: 'usd',
        appliesWhen: when,
        facts: facts_,
        parameters,
        arithmetic: `${s.unrecaptured > 0 ? `${usd(s.unrecaptured)} x ${pct(recaptureRate)} + ` : ''}${usd(rest)} x ${pct(gainRate)} = ${usd(tax)}`,
      },
      {
        key: `property-sale-niit-${i + 1}`,
        label: `Net investment income tax on that sale${s.use === 'land' ? '' : ' (none if the rental is part of a real estate professional’s trade or business)'}`,
        value: s.gain * niit,
        unit: 'usd',
        appliesWhen: when,
        facts: [money('Gain', s.gain)],
        parameters,
        arithmetic: `${usd(s.gain)} x ${pct(niit)} = ${usd(s.gain * niit)}; with it, ${usd(tax + s.gain * niit)} in all`,
      },
    );
  });
  (facts.properties ?? [])
    .map((p) => p.value)
    .filter((p) => p.use === 'inventory' && p.amount !== undefined && p.basis !== undefined)
    .forEach((p, i) => {
      const profit = Math.max(0, p.amount! - p.basis!);
      figures.push({
        key: `inventory-income-${i + 1}`,
        label: `Ordinary income from selling a developer’s inventory: ${p.label}`,
        value: profit,
        unit: 'usd',
        appliesWhen:
          'Units or lots held for sale to customers are a dealer’s inventory: their profit is ordinary income (and business income), never a capital gain, and neither an exchange (IRC 1031(a)(2)) nor the installment method (IRC 453(b)(2)(A)) can defer it.',
        facts: [money('Value', p.amount!), money('Cost', p.basis!)],
        parameters: [],
        arithmetic: `${usd(p.amount!)} - ${usd(p.basis!)} = ${usd(profit)}`,
      });
    });
  return figures;
}
