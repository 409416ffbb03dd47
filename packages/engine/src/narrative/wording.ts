import type { CostBenefitAnalysis } from '@strata/contracts';
import { formatUsd } from '../formula';
import type { CatalogueEntry } from '../catalogue';
import type { ClientPicture } from './client-picture';

export const usd = formatUsd;

/** 0.0685 -> '6.85%', 0.37 -> '37%'. */
export function percent(rate: number): string {
  return `${Math.round(rate * 10000) / 100}%`;
}

/**
 * The rates a tax strategy's saving is taken at: the client's federal bracket and state rate,
 * or, for a gift to charity, the deduction's (IRC 68's cut, and no state tax where the state
 * gives no charitable deduction). Undefined where the income is unknown.
 */
export function ratesUsed(entry: CatalogueEntry, p: ClientPicture): string | undefined {
  if (p.federalMarginalRate === undefined) return undefined;
  const gift = p.charitableDeduction;
  if (gift && entry.benefit.keys.includes('charitableDeductionRate')) {
    const federal =
      gift.federal < p.federalMarginalRate
        ? `${percent(gift.federal)} federal (the ${percent(p.federalMarginalRate)} bracket less IRC 68's 2/37 cut)`
        : `${percent(gift.federal)} federal`;
    const state =
      !p.stateIncomeRate || !p.stateName
        ? ''
        : gift.stateAllows
          ? ` plus ${percent(p.stateIncomeRate)} ${p.stateName} tax`
          : ` and no ${p.stateName} tax (${p.stateName} gives no charitable deduction)`;
    return `gifts are deducted at ${percent(gift.total)}: ${federal}${state}`;
  }
  // The heirs' tax, not the client's: a legacy paid from the pre-tax accounts.
  const heirs = entry.fees.heirsIncomeTaxRate;
  if (heirs !== undefined && entry.benefit.keys.includes('heirsIncomeTaxRate'))
    return `savings are taken at the heirs' ${percent(heirs)} income tax rate (an assumption: their own bracket sets it)`;
  const state = p.stateIncomeRate
    ? ` plus ${percent(p.stateIncomeRate)} ${p.stateName ?? 'state'} tax`
    : '';
  return `savings are taken at the client's ${percent(p.federalMarginalRate)} federal bracket${state}`;
}

function counted(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** 'a married couple (62 and 59) in Texas with 3 children and 5 grandchildren' */
export function whoTheClientIs(p: ClientPicture): string {
  const f = p.facts;
  const status = f.maritalStatus?.value;
  const who = p.isMarried ? 'a married couple' : status ? `a ${status} client` : 'the client';
  const ages =
    p.spouseAge !== undefined
      ? ` (${p.age} and ${p.spouseAge})`
      : p.age !== undefined
        ? ` (${p.age})`
        : '';
  const where = p.stateName ? ` in ${p.stateName}` : '';
  const kids = [
    f.children ? counted(f.children.value, 'child', 'children') : undefined,
    f.grandchildren ? counted(f.grandchildren.value, 'grandchild', 'grandchildren') : undefined,
  ].filter(Boolean);
  return `${who}${ages}${where}${kids.length ? ` with ${kids.join(' and ')}` : ''}`;
}

/** 'net worth of $12,000,000' or 'an unstated net worth' */
export function netWorthPhrase(p: ClientPicture): string {
  return p.netWorth !== undefined
    ? `net worth of ${usd(p.netWorth)}`
    : 'net worth the notes do not state';
}

export function businessPhrase(p: ClientPicture): string | undefined {
  const b = p.facts.business?.value;
  if (!b) return undefined;
  const share = b.ownershipPercent !== undefined ? `${b.ownershipPercent}% of ` : '';
  const form = b.entityType ? ` (${b.entityType})` : '';
  const value = b.value !== undefined ? ` valued at ${usd(b.value)}` : '';
  return `${share}the ${b.description}${form}${value}`;
}

export function positionPhrase(p: ClientPicture): string | undefined {
  const c = p.facts.concentratedPosition?.value;
  if (!c) return undefined;
  const value = c.value !== undefined ? `${usd(c.value)} ` : '';
  const basis =
    c.basis !== undefined
      ? ` with a ${usd(c.basis)} basis`
      : c.isLowBasis
        ? ' with a low basis'
        : '';
  const noun = /\bposition$/i.test(c.description) ? '' : ' position';
  return `the ${value}${c.description}${noun}${basis}`;
}

export function sentenceList(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * A strategy's saving as it arrives (issue 13): '$X over ten years' for yearly income tax,
 * '$X in today's dollars' for a deferral or a one-time saving, and for an estate benefit
 * '$X in today's dollars, at the second death (about 2049)'.
 */
export function savingsPhrase(cba: CostBenefitAnalysis): string {
  const arrives = cba.benefitArrives;
  if (arrives?.kind === 'at-death')
    return `${usd(cba.potentialSavings)} in today's dollars, arriving at the ${arrives.label ?? 'death'} (about ${arrives.year})`;
  if (arrives?.deferredYears && arrives.deferredValue !== undefined)
    return `${usd(cba.potentialSavings)} in today's dollars: ${usd(cba.potentialSavings - arrives.deferredValue)} of income tax saved and ${usd(arrives.deferredValue)}, the value of tax put off for up to ${arrives.deferredYears} years (not saved)`;
  if (arrives?.deferredYears)
    return `${usd(cba.potentialSavings)} in today's dollars, the value of tax put off for up to ${arrives.deferredYears} years (not saved)`;
  if (arrives?.kind === 'now') return `${usd(cba.potentialSavings)} in today's dollars`;
  return `${usd(cba.potentialSavings)} over ten years`;
}

/**
 * A strategy's figure in words: '<kind> savings of $X ...', or, where it loses money as valued
 * (a strategy answered because it was asked about), 'a net loss of $X ...', never '-$X of savings'.
 */
export function savingsClause(kind: string, cba: CostBenefitAnalysis): string {
  return cba.potentialSavings < 0
    ? `a net loss of ${savingsPhrase({ ...cba, potentialSavings: -cba.potentialSavings })}`
    : `${kind} savings of ${savingsPhrase(cba)}`;
}

/** Savings less costs in words: 'net benefit of $X' or 'net cost of $X'. */
export function netPhrase(net: number): string {
  return net < 0 ? `net cost of ${usd(-net)}` : `net benefit of ${usd(net)}`;
}

/** The return on cost in words: a benefit at a death is measured there. */
export function returnPhrase(cba: CostBenefitAnalysis): string {
  const arrives = cba.benefitArrives;
  if (arrives?.kind === 'at-death')
    return `ROI ${cba.roi}% in today's dollars, realised at the ${arrives.label ?? 'death'}`;
  return `ROI ${cba.roi}%${cba.paybackPeriod ? `, payback in ${years(cba.paybackPeriod)}` : ''}`;
}

/** What a strategy's figure measures, in words: estate tax, income tax or a deferral's value. */
export function benefitWords(benefitKind: string, cba: CostBenefitAnalysis): string {
  if (cba.benefitArrives?.deferredValue !== undefined) return 'income tax and tax deferral';
  if (cba.benefitArrives?.deferredYears) return 'tax deferral';
  return benefitKind === 'estate' ? 'estate tax' : 'income tax';
}

/** '1 year', '2.5 years'. */
export const years = (n: number): string => `${n} ${n === 1 ? 'year' : 'years'}`;
