import type { ClientFacts } from '../types';
import type { AssumptionDefault, AssumptionKey } from './assumptions';
import { dollars, type Household } from './household';
import type { ProjectedSale } from './project';

type SaleOf = ProjectedSale['what'];

const YEAR_KEY: Record<SaleOf, AssumptionKey> = {
  business: 'businessSaleYear',
  property: 'propertySaleYear',
};

/** What each kind of planned sale sells, in words. */
export const SOLD: Record<SaleOf, string> = {
  business: 'the business',
  property: 'the investment property',
};

export interface PlannedSales {
  /** Each kind of sale the baseline projects, with the default of its year. */
  years: { key: AssumptionKey; what: SaleOf; year: AssumptionDefault }[];
  /** Why a sale the notes plan is not projected. */
  notes: string[];
}

/**
 * The sales the notes plan that the baseline can project (householdFromFacts marks the
 * holdings: value and basis known), each with the default of its year: the year the notes give,
 * else next year. Where a sale cannot be projected, why not.
 */
export function plannedSales(facts: ClientFacts, hh: Household, taxYear: number): PlannedSales {
  const planned: PlannedSales = { years: [], notes: [] };
  const nextYear = (what: SaleOf): AssumptionDefault => ({
    value: taxYear + 1,
    why: `The notes plan a sale of ${SOLD[what]} and give no year: taken as next year.`,
  });
  const business = facts.businessSale;
  if (hh.holdings.some((h) => h.forSale === 'business'))
    planned.years.push({
      key: YEAR_KEY.business,
      what: 'business',
      year: business?.value.year
        ? {
            value: business.value.year,
            why: `From the notes: "${business.source.replace(/[.;,\s]+$/, '')}".`,
            origin: 'notes',
          }
        : nextYear('business'),
    });
  else if (business?.value.status === 'planned' && hh.holdings.some((h) => h.kind === 'business'))
    planned.notes.push(
      'The notes plan a sale of the business but give no basis: the sale and the tax on its gain are not projected. Add the basis in the business under Client Facts to project it.',
    );
  if (hh.holdings.some((h) => h.forSale === 'property'))
    planned.years.push({ key: YEAR_KEY.property, what: 'property', year: nextYear('property') });
  if ((facts.properties ?? []).some((p) => p.value.sale?.forANote))
    planned.notes.push(
      'A sale of property for a note is not projected: its gain is taxed as the principal arrives (IRC 453), which the installment sale values.',
    );
  if ((facts.properties ?? []).some((p) => p.value.sale && p.value.basis === undefined))
    planned.notes.push(
      'The notes plan a sale of investment property without its basis: that sale and its tax are not projected.',
    );
  return planned;
}

/** The household with each planned sale set in its year (`yearOf` reads the assumption). */
export function withSalesIn(
  hh: Household,
  yearOf: (key: AssumptionKey) => number,
  taxYear: number,
): Household {
  return {
    ...hh,
    holdings: hh.holdings.map((h) =>
      h.forSale ? { ...h, soldIn: Math.max(taxYear, yearOf(YEAR_KEY[h.forSale])) } : h,
    ),
  };
}

/** The sales the projection made, in words, and those the last death came before. */
export function saleNotes(
  sales: ProjectedSale[],
  planned: PlannedSales,
  yearOf: (key: AssumptionKey) => number,
  lastDeathYear: number,
): string[] {
  const notes = [...planned.notes];
  for (const { key, what } of planned.years) {
    const made = sales.filter((s) => s.what === what);
    if (made.length === 0) {
      notes.push(
        `The sale of ${SOLD[what]} in ${yearOf(key)} falls after the last death (${lastDeathYear}): it passes at death with its basis stepped up, and no sale is projected.`,
      );
      continue;
    }
    const total = (pick: (s: ProjectedSale) => number) => made.reduce((t, s) => t + pick(s), 0);
    notes.push(
      `The planned sale of ${SOLD[what]} is projected in ${made[0]!.year} at ${dollars(total((s) => s.value))} dollars: a long-term gain of ${dollars(total((s) => s.gain))} dollars${total((s) => s.unrecaptured) > 0 ? ` (${dollars(total((s) => s.unrecaptured))} of it the depreciation taken, taxed at up to 25%)` : ''}, taxed that year (${dollars(total((s) => s.tax))} dollars of income tax more than without it). ${made[0]!.investmentIncome ? 'The gain is net investment income (3.8% NIIT).' : 'An owner who works in a pass-through business owes no NIIT on its sale (IRC 1411(c)(4)); any ordinary part of the gain (recapture, receivables) is not split out.'} The proceeds are invested in the taxable account${what === 'business' ? "; the owner's income the notes give as the business's (its profits, self-employment) stops, other pay continues to the retirement age" : ''}.`,
    );
  }
  return notes;
}
