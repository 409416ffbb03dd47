import type { Baseline } from '@strata/contracts';
import { currencySign } from '../facts/amounts';
import { federalEstateTax, getTaxYear, WASHINGTON_CAPITAL_GAINS } from '../tax';
import { SOLD } from '../projection/planned-sales';
import type { ClientPicture } from './client-picture';
import { percent, usd } from './wording';

/**
 * Bracket, state rate and estate exposure against the year's exemption, with the numbers; the
 * estate at the last death is the baseline's (the household projection), never a second one.
 */
export function currentTaxSituation(p: ClientPicture, baseline?: Baseline): string {
  const status = p.isMarried ? 'married filing jointly' : 'single';
  const parts: string[] = [];
  if (p.income !== undefined && p.federalMarginalRate !== undefined) {
    parts.push(
      `Income of ${usd(p.income)} puts the client in the ${percent(p.federalMarginalRate)} federal bracket (${p.taxYear} brackets, ${status}, standard deduction).`,
    );
  } else {
    parts.push('Income is not stated, so the federal bracket cannot be set.');
  }
  if (p.stateName && p.stateIncomeRate !== undefined) {
    parts.push(
      p.stateIncomeRate === 0
        ? `${p.stateName} levies no broad state income tax.${p.stateCode === 'WA' ? washingtonGains() : ''}`
        : p.stateRateIsTop
          ? `${p.stateName}'s income tax rates run up to ${percent(p.stateIncomeRate)}; the rate that applies depends on the income, which is not stated.`
          : p.newYorkCity
            ? `New York State and New York City tax the last dollar of that income at ${percent(p.stateIncomeRate)} together (their ${p.taxYear} brackets, ${status}).`
            : `${p.stateName} taxes the last dollar of that income at ${percent(p.stateIncomeRate)} (its ${p.taxYear} brackets, ${status}).`,
    );
  } else {
    parts.push('The state of residence is not stated, so no state tax is included.');
  }
  if (p.plannedStateName)
    parts.push(`A move to ${p.plannedStateName} is planned, which changes the state figures.`);
  if (p.formerStateName && p.formerStateTaxesIncome)
    parts.push(
      `The client moved from ${p.formerStateName}, which can still treat them as residents while ties remain there (a home, a business, time spent) and taxes income earned there: the move should be documented.`,
    );
  parts.push(...plannedSales(baseline));
  parts.push(estateExposure(p));
  const currency = currencyExposure(p);
  if (currency) parts.push(currency);
  const projected = atLastDeath(p, baseline);
  if (projected) parts.push(projected);
  return parts.join(' ');
}

/** Washington's excise on long-term gains (RCW 82.87), which a no-income-tax state still levies. */
function washingtonGains(): string {
  const w = WASHINGTON_CAPITAL_GAINS.value;
  return ` It taxes long-term capital gains over ${usd(w.standardDeduction)} a year at ${percent(w.rate)}, and ${percent(w.rate + w.surchargeRate)} on the part over ${usd(w.surchargeOver)}.`;
}

/** The sales the notes plan, as the baseline projects them: the year's tax they add. */
function plannedSales(baseline: Baseline | undefined): string[] {
  return (baseline?.sales ?? []).map(
    (s) =>
      `The planned sale of ${SOLD[s.what]} in ${s.year} realizes about ${usd(s.gain)} of gain and adds about ${usd(s.tax)} to that year's income tax, before any planning.`,
  );
}

const CURRENCY_NAME = { GBP: 'pounds', EUR: 'euros' } as const;

/**
 * What part of the net worth is held in another currency, at the rate the notes state: its
 * dollar value moves with that rate, and the US-dollar part is what the rest of the plan rests on.
 */
function currencyExposure(p: ClientPicture): string | undefined {
  const held = p.facts.foreignHoldings ?? [];
  if (held.length === 0 || p.netWorth === undefined) return undefined;
  const dollars = held.reduce((total, h) => total + h.value.dollars, 0);
  const names = [...new Set(held.map((h) => CURRENCY_NAME[h.value.currency]))].join(' and ');
  const each = held
    .map(({ value: h }) => {
      const sign = currencySign(h.currency);
      return `${sign}${h.amount.toLocaleString('en-US')} at the stated $${h.rate} per ${sign}`;
    })
    .join(', ');
  return `Of the ${usd(p.netWorth)} net worth, ${usd(dollars)} is held in ${names} (${each}) and moves with the exchange rate; the other ${usd(p.netWorth - dollars)} is in US dollars.`;
}

/** The baseline's estate at the last death, or why there is none. */
function atLastDeath(p: ClientPicture, baseline: Baseline | undefined): string {
  const last = baseline?.atLastDeath;
  // Without a net worth the projection starts from nothing: what it leaves is no estimate.
  if (p.netWorth === undefined) return '';
  if (!last)
    return 'Without the clients’ ages no year of death can be set, so the estate is not projected forward.';
  const tax = last.federal + last.state;
  return `With no new planning, the household projection reaches the ${p.isMarried ? 'second' : 'expected'} death in ${last.year} with ${
    tax > 0
      ? `about ${usd(last.federal)} of federal and ${usd(last.state)} of state estate tax`
      : 'no estate tax'
  }, leaving about ${usd(last.toHeirs)} to heirs (the growth, spending and life expectancy assumptions are listed with the baseline).`;
}

export function estateExposure(p: ClientPicture): string {
  const topRate = getTaxYear(p.taxYear).federal.estate.topRate.value;
  const exemption =
    p.exemptionUsed > 0
      ? `the ${usd(p.estateExemption)} of ${p.taxYear} federal exemption left${p.isMarried ? ' to a married couple (two exclusions, portability assumed,' : ' (the exemption'}${p.lateSpouseExclusion > 0 ? ` with the ${usd(p.lateSpouseExclusion)} the late spouse's estate left unused,` : ''} less ${usd(p.exemptionUsed)} already used by lifetime taxable gifts)`
      : `the ${p.taxYear} federal exemption of ${usd(p.estateExemption)}${p.isMarried ? ' for a married couple (two exclusions, portability assumed)' : p.lateSpouseExclusion > 0 ? ` (the client's own and the ${usd(p.lateSpouseExclusion)} the late spouse's estate left unused, carried over by portability)` : ''}`;
  if (p.netWorth === undefined)
    return `Estate exposure cannot be measured without a net worth; ${exemption} applies.`;
  if (p.owners > 1) {
    // Each owner's share is an estate of its own, with one exemption (marital status unknown).
    const share = p.netWorth / p.owners;
    const basic = getTaxYear(p.taxYear).federal.estate.basicExclusion.value;
    const each = federalEstateTax({ grossEstate: share, basicExclusion: basic }).tax;
    return `The net worth of ${usd(p.netWorth)} is held in equal shares by ${p.owners} owners: ${usd(share)} each, against one ${p.taxYear} federal exemption of ${usd(basic)} each. About ${usd(each)} of federal estate tax on each share, ${usd(each * p.owners)} on all of them, at rates up to ${percent(topRate)} (a spouse's unused exemption would lower it).`;
  }
  const federal =
    p.netWorth > p.estateExemption
      ? `Net worth of ${usd(p.netWorth)} is ${usd(p.netWorth - p.estateExemption)} above ${exemption}: about ${usd(p.federalEstateTax)} of federal estate tax at rates up to ${percent(topRate)}${p.stateEstateTax > 0 ? `, after deducting the ${p.stateName ?? 'state'} estate tax (IRC 2058)` : ''}.`
      : `Net worth of ${usd(p.netWorth)} is ${usd(p.estateExemption - p.netWorth)} below ${exemption}, so no federal estate tax is due at today's values.`;
  const state =
    p.stateName && p.stateEstateExemption !== undefined
      ? p.stateEstateTax > 0
        ? ` ${p.stateName}'s estate tax exemption of ${usd(p.stateEstateExemption)} is exceeded: up to ${usd(p.stateEstateTax)} of state estate tax.`
        : ` ${p.stateName}'s estate tax exemption of ${usd(p.stateEstateExemption)} is not exceeded.`
      : '';
  const policy =
    p.insuranceInEstate > 0
      ? ` The ${usd(p.insuranceInEstate)} death benefit of the life insurance the insured owns is in the estate as well (IRC 2042), beyond the net worth: the household projection counts it.`
      : '';
  return `${federal}${state}${policy}`;
}
