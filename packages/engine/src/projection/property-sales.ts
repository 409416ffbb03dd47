import { INVESTMENT_USES } from '../facts/observation';
import type { ClientFacts } from '../types';

export interface PlannedPropertySale {
  label: string;
  use: string;
  value: number;
  /** Value less adjusted basis (cost less the depreciation taken). */
  gain: number;
  /** The depreciation taken, up to the gain: taxed at up to 25% (IRC 1(h)(1)(E)). */
  unrecaptured: number;
  forANote: boolean;
  noteYears?: number;
}

type Property = NonNullable<ClientFacts['properties']>[number]['value'];

/** An investment property the notes plan to sell for cash, with value and basis stated. */
export const soldForCash = (p: Property): boolean =>
  !!p.sale &&
  !p.sale.forANote &&
  INVESTMENT_USES.includes(p.use) &&
  p.amount !== undefined &&
  p.basis !== undefined;

/**
 * The investment properties the notes plan to sell, with value and basis stated: the gain each
 * sale realizes and the part of it that is depreciation taken. Land is never depreciated.
 */
export function plannedPropertySales(facts: ClientFacts): PlannedPropertySale[] {
  return (facts.properties ?? []).flatMap(({ value: p }) => {
    if (
      !p.sale ||
      !INVESTMENT_USES.includes(p.use) ||
      p.amount === undefined ||
      p.basis === undefined
    )
      return [];
    const gain = Math.max(0, p.amount - p.basis);
    return [
      {
        label: p.label,
        use: p.use,
        value: p.amount,
        gain,
        unrecaptured: p.use === 'land' ? 0 : Math.min(gain, p.depreciation ?? 0),
        forANote: p.sale.forANote,
        ...(p.sale.noteYears ? { noteYears: p.sale.noteYears } : {}),
      },
    ];
  });
}

/** The sales an exchange can defer (one sold for a note is an installment sale instead). */
export const exchangeableSales = (facts: ClientFacts) =>
  plannedPropertySales(facts).filter((s) => !s.forANote);

/** The sales for a note, taxed as the principal arrives (IRC 453). */
export const installmentSales = (facts: ClientFacts) =>
  plannedPropertySales(facts).filter((s) => s.forANote);

export const totalOf = (sales: PlannedPropertySale[], pick: (s: PlannedPropertySale) => number) =>
  sales.reduce((t, s) => t + pick(s), 0);
