import type { Derivation } from '@strata/contracts';
import { findAmounts } from './amounts';

/**
 * A gift of a family partnership's or LLC's units made at a stated discount: 'gifted 40% of the
 * LP units at a 30% discount in 2023', 'gave $8M of FLP interests to the kids' trust at a 35%
 * discount'. The gift is reported at the units' discounted value (Form 709), so it used that much
 * exemption: the stated value (a dollar figure, or the share given of the partnership's stated
 * value) times one less the discount.
 */
export interface UnitGift {
  /** The units' value before the discount. */
  value: number;
  discount: number;
  /** Exemption used: the value at the discount. */
  exemptionUsed: number;
  /** The gift's own words. */
  source: string;
  /** The value at the discount, from the quoted figures. */
  derivation: Derivation;
}

/** A gift made (past tense) of units or interests in a family partnership or LLC. */
const UNIT_GIFT =
  /\b(?:gifted|gave|transferred|made (?:a )?gifts? of)\b[^.;\n]{0,80}?\b(?:LP|FLP|LLC|partnership|limited partnership)\s+(?:units?|interests?|shares?)\b/i;
const DISCOUNT = /\b(\d{1,2}(?:\.\d+)?)\s?%\s+(?:valuation\s+)?discount\b/i;
const SHARE_GIVEN =
  /\b(\d{1,3}(?:\.\d+)?)\s?%\s+of\s+(?:the\s+|their\s+|its\s+)?(?:LP|FLP|LLC|partnership)\b/i;
/** A sentence that names the family partnership and its value ('$20M of rentals held in an FLP'). */
const PARTNERSHIP = /\b(?:FLP|family limited partnership|family LLC|family partnership)\b/i;

const sentences = (text: string) => text.split(/(?<!\d)\.(?!\d)|\.(?=\s)|[;\n]/);

export function statedUnitGift(text: string): UnitGift | undefined {
  for (const clause of sentences(text)) {
    if (!UNIT_GIFT.test(clause)) continue;
    const discount = DISCOUNT.exec(clause);
    if (!discount) continue;
    const rate = Number(discount[1]) / 100;
    const [stated] = findAmounts(clause).filter((a) => a.value >= 10_000 && !a.period);
    const share = SHARE_GIVEN.exec(clause);
    const whole = share ? partnershipValue(text) : undefined;
    const value = stated?.value ?? (share && whole ? (Number(share[1]) / 100) * whole.value : 0);
    if (value <= 0) continue;
    const gift = clause.trim();
    const valuePart = stated
      ? { label: 'units given', value, quote: gift }
      : { label: 'partnership value', value: whole!.value, quote: whole!.source };
    return {
      value,
      discount: rate,
      exemptionUsed: value * (1 - rate),
      source: gift,
      derivation: {
        method: 'other',
        parts: [
          valuePart,
          ...(stated
            ? []
            : [{ label: 'share of units given', value: Number(share![1]) / 100, quote: gift }]),
          { label: 'discount', value: rate, quote: gift },
        ],
        note: 'the units given, valued at the stated discount (the gift reported)',
      },
    };
  }
  return undefined;
}

/** The partnership's value where one sentence names it with one figure. */
function partnershipValue(text: string): { value: number; source: string } | undefined {
  for (const sentence of sentences(text)) {
    const named = PARTNERSHIP.exec(sentence);
    if (!named) continue;
    // The figure in the phrase that names it: the list item it is in ('$20M of rentals in an FLP').
    const phrase = sentence.split(/,|\band\b/).find((p) => PARTNERSHIP.test(p));
    const [amount] = findAmounts(phrase ?? '').filter((a) => a.value >= 10_000 && !a.period);
    if (amount) return { value: amount.value, source: (phrase ?? '').trim() };
  }
  return undefined;
}
