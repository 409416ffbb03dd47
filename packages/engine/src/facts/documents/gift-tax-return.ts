import type { ClientDocument, Observation } from '../observation';
import { observe } from './labelled-lines';
import { amountsOn, type DocumentLine } from './line-text';
import { kindReader } from './reader';

/**
 * A gift tax return (Form 709). What the donor gave is no longer the donor's: the gifts it lists
 * are neither holdings nor a business of the household. What it tells is the donor's total
 * taxable gifts (Part 4, line 3: this year's and all prior periods'), the exemption they used,
 * added back at the donor's death (IRC 2001(b)).
 */

/** Part 4 line 3, 'Total taxable gifts (add lines 1 and 2)'. */
const TOTAL_TAXABLE_GIFTS = /\btotal\s+taxable\s+gifts\b(?!\s+from\s+prior)/i;
/** Line 1 and line 2, where line 3 is not printed. */
const THIS_YEAR = /\bamount\s+of\s+taxable\s+gifts\b/i;
const PRIOR_PERIODS = /\btotal\s+taxable\s+gifts\s+from\s+prior\s+periods\b/i;
const DONOR = /\b[Dd]onor(?:'s\s+(?:first\s+)?name)?\s*:?\s+([A-Z][a-z]+)\b/;

const amountOn = (line: DocumentLine | undefined): number | undefined =>
  line
    ? amountsOn(line.clean)
        .filter((a) => a.value >= 0)
        .at(-1)?.value
    : undefined;

function readTaxableGifts(document: ClientDocument, lines: readonly DocumentLine[]): Observation[] {
  const find = (label: RegExp) => lines.find((l) => label.test(l.clean));
  const total = find(TOTAL_TAXABLE_GIFTS);
  const thisYear = find(THIS_YEAR);
  const prior = find(PRIOR_PERIODS);
  const amount = amountOn(total) ?? (amountOn(thisYear) ?? 0) + (amountOn(prior) ?? 0);
  if (!amount) return [];
  const donor = DONOR.exec(document.text.slice(0, 2_000))?.[1];
  const quote = (total ?? thisYear ?? prior)!.text;
  return [
    observe(
      document,
      { field: 'taxableGifts', value: { amount, ...(donor ? { donor } : {}) } },
      quote,
    ),
  ];
}

export const giftTaxReturnReader = kindReader({
  kind: 'gift-tax-return',
  title:
    /\bForm\s+709\b|\bgift\s+\(and\s+generation-skipping\s+transfer\)\s+tax\s+return\b|\bgift\s+tax\s+return\b/i,
  signature: /\btotal\s+taxable\s+gifts\b[\s\S]{0,600}?\bunified\s+credit\b/i,
  name: /\b709\b|gift[-_\s]?tax/i,
  rows: [],
  readMore: readTaxableGifts,
});
