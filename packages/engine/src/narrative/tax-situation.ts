import { DEFAULT_GROWTH_RATE } from '../calc';
import { getTaxYear } from '../tax';
import type { ClientPicture } from './client-picture';
import { percent, usd } from './wording';

/** Bracket, state rate and estate exposure against the year's exemption, with the numbers. */
export function currentTaxSituation(p: ClientPicture): string {
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
      p.stateIncomeRate > 0
        ? `${p.stateName}'s top income tax rate is ${percent(p.stateIncomeRate)}.`
        : `${p.stateName} levies no broad state income tax.`,
    );
  } else {
    parts.push('The state of residence is not stated, so no state tax is included.');
  }
  if (p.plannedStateName)
    parts.push(`A move to ${p.plannedStateName} is planned, which changes the state figures.`);
  parts.push(estateExposure(p));
  return parts.join(' ');
}

export function estateExposure(p: ClientPicture): string {
  const topRate = getTaxYear(p.taxYear).federal.estate.topRate.value;
  const exemption = `the ${p.taxYear} federal exemption of ${usd(p.estateExemption)}${p.isMarried ? ' for a married couple (two exclusions, portability assumed)' : ''}`;
  if (p.netWorth === undefined)
    return `Estate exposure cannot be measured without a net worth; ${exemption} applies.`;
  const federal =
    p.netWorth > p.estateExemption
      ? `Net worth of ${usd(p.netWorth)} is ${usd(p.netWorth - p.estateExemption)} above ${exemption}: about ${usd(p.federalEstateTax)} of federal estate tax at rates up to ${percent(topRate)}.`
      : `Net worth of ${usd(p.netWorth)} is ${usd(p.estateExemption - p.netWorth)} below ${exemption}, so no federal estate tax is due at today's values.`;
  const state =
    p.stateName && p.stateEstateExemption !== undefined
      ? p.stateEstateTax > 0
        ? ` ${p.stateName}'s estate tax exemption of ${usd(p.stateEstateExemption)} is exceeded: up to ${usd(p.stateEstateTax)} of state estate tax.`
        : ` ${p.stateName}'s estate tax exemption of ${usd(p.stateEstateExemption)} is not exceeded.`
      : '';
  return `${federal}${state}${projected(p, topRate)}`;
}

/** The exposure at the projection horizon, which today's figures understate for a growing estate. */
function projected(p: ClientPicture, topRate: number): string {
  const e = p.estateProjection;
  if (!e) return '';
  const growth = ` Projected ${e.years} years ahead at ${percent(DEFAULT_GROWTH_RATE)} growth, the estate of ${usd(e.projectedEstate)}`;
  return e.aboveFederal > 0
    ? `${growth} would be ${usd(e.aboveFederal)} above the exemption indexed to ${usd(e.federalExemption)}: about ${usd(e.aboveFederal * topRate)} of federal estate tax unless it is planned for.`
    : `${growth} stays under the exemption indexed to ${usd(e.federalExemption)}.`;
}
