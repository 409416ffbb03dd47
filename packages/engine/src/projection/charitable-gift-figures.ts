import type { KeyFigure } from '@strata/contracts';
import { getTaxYear } from '../tax';
import type { ClientFacts } from '../types';
import { parameterRow } from './tax-parameters';
import { money, usd } from './figure-words';

/** Coins and tokens: property, never stock, so never 'qualified appreciated stock'. */
const CRYPTO = /\b(?:BTC|ETH|SOL|bitcoin|ether(?:eum)?|crypto\w*|coins?|tokens?)\b/i;

/**
 * For a planned gift to charity of the client's single large holding, where its value and basis
 * are stated: the first year's deduction to a public charity or donor-advised fund (its full
 * value, up to 30% of AGI, the rest carried forward five years), and the deduction the same gift
 * would bring to a private non-operating foundation. There, appreciated property other than
 * publicly traded stock is deductible only at its basis (IRC 170(e)(1)(B)(ii) and 170(e)(5)):
 * coins and private shares are not 'qualified appreciated stock'.
 */
export function charitableGiftFigures(facts: ClientFacts, taxYear: number): KeyFigure[] {
  const gift = facts.plannedCharitableGift?.value;
  const position = facts.concentratedPosition;
  const agi = facts.taxReturn?.value.adjustedGrossIncome ?? facts.annualIncome?.value;
  if (!gift || !position || agi === undefined) return [];
  const { value, basis } = position.value;
  if (value === undefined || basis === undefined || value <= 0) return [];
  // The gift is of the position: its asset is named in the position's own words.
  const asset = gift.asset;
  const words = `${position.value.description} ${position.source}`;
  if (
    !asset ||
    !new RegExp(`\\b${asset.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i').test(words)
  )
    return [];
  const amount = Math.min(gift.amount, value);
  const giftBasis = (amount * basis) / value;
  const limits = getTaxYear(taxYear).federal.charitable;
  const publicLimit = limits.appreciatedPublicAgiLimit.value * agi;
  const privateLimit = limits.appreciatedPrivateAgiLimit.value * agi;
  const atBasis = CRYPTO.test(`${asset} ${words}`);
  const toFoundation = atBasis ? giftBasis : amount;
  const giftFacts = [
    money('Planned gift (value)', amount),
    money('Its basis', giftBasis),
    money('Adjusted gross income', agi),
  ];
  const pctOf = (r: number) => `${r * 100}%`;
  return [
    {
      key: 'charity-gift-public-year-one',
      label: 'First-year deduction for the planned gift to a public charity or donor-advised fund',
      value: Math.min(amount, publicLimit),
      unit: 'usd',
      appliesWhen: `Appreciated property held over a year, given to a public charity or donor-advised fund: deductible at its value, up to ${pctOf(limits.appreciatedPublicAgiLimit.value)} of AGI a year, the rest carried forward five years. Itemizers lose the first 0.5% of AGI of their gifts from 2026.`,
      facts: giftFacts,
      parameters: [
        parameterRow(
          'Appreciated property to a public charity: share of AGI deductible',
          limits.appreciatedPublicAgiLimit,
          taxYear,
          { value: limits.appreciatedPublicAgiLimit.value * 100, unit: 'percent' },
        ),
      ],
      arithmetic: `the lesser of ${usd(amount)} and ${pctOf(limits.appreciatedPublicAgiLimit.value)} x ${usd(agi)} = ${usd(Math.min(amount, publicLimit))}`,
    },
    {
      key: 'charity-gift-private-foundation',
      label: 'Deduction if the same gift went to a private non-operating foundation',
      value: toFoundation,
      unit: 'usd',
      appliesWhen: atBasis
        ? `To a private non-operating foundation, appreciated property other than publicly traded stock is deductible only at its basis (IRC 170(e)(1)(B)(ii)); coins are not 'qualified appreciated stock' (IRC 170(e)(5)). Deductible up to ${pctOf(limits.appreciatedPrivateAgiLimit.value)} of AGI a year (${usd(privateLimit)}).`
        : `Publicly traded stock is 'qualified appreciated stock' (IRC 170(e)(5)): deductible at its value even to a private foundation, up to ${pctOf(limits.appreciatedPrivateAgiLimit.value)} of AGI a year (${usd(privateLimit)}).`,
      facts: giftFacts,
      parameters: [
        parameterRow(
          'Appreciated property to a private foundation: share of AGI deductible',
          limits.appreciatedPrivateAgiLimit,
          taxYear,
          { value: limits.appreciatedPrivateAgiLimit.value * 100, unit: 'percent' },
        ),
      ],
      arithmetic: atBasis
        ? `${usd(amount)} x (basis ${usd(basis)} / value ${usd(value)}) = ${usd(toFoundation)}`
        : `${usd(amount)} at its value`,
    },
  ];
}
