import { getTaxYear } from '../tax';

export interface CharitableGift {
  cash: number;
  /** Long-term appreciated property at fair market value. */
  appreciated: number;
  agi: number;
  charity: 'public' | 'private';
  year: number;
}

/**
 * This year's deductible charitable gift: appreciated property up to 30% of AGI (20% to a
 * private foundation), cash up to what is left of 60% (30%), less the 0.5%-of-AGI floor.
 * The excess carries forward five years (not counted here).
 */
export function charitableDeduction(gift: CharitableGift): number {
  const limits = getTaxYear(gift.year).federal.charitable;
  const isPublic = gift.charity === 'public';
  const cashLimit =
    (isPublic ? limits.cashPublicAgiLimit : limits.cashPrivateAgiLimit).value * gift.agi;
  const propertyLimit =
    (isPublic ? limits.appreciatedPublicAgiLimit : limits.appreciatedPrivateAgiLimit).value *
    gift.agi;
  const property = Math.min(gift.appreciated, propertyLimit);
  const cash = Math.min(gift.cash, Math.max(0, cashLimit - property));
  return Math.max(0, property + cash - limits.itemizerFloorOfAgi.value * gift.agi);
}
