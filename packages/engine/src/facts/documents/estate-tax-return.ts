import type { ClientDocument, Observation } from '../observation';
import { observe } from './labelled-lines';
import { amountsOn, type DocumentLine } from './line-text';
import { kindReader } from './reader';

/**
 * An estate tax return (Form 706) is a late person's: its gross estate, deductions and
 * adjusted taxable gifts are the decedent's, never the client's holdings or gifts. What it tells
 * a surviving spouse is the year of the death and the portability election: Part 6 Section C
 * line 6, the DSUE amount portable to the surviving spouse (IRC 2010(c)(4)), unless Section A's
 * box opting out of portability is checked.
 */

const DATE_OF_DEATH = /\bdate\s+of\s+death\b\D{0,20}?\d{1,2}[/-]\d{1,2}[/-]((?:19|20)\d{2})\b/i;
const DSUE_PORTABLE = /\bDSUE\s+amount\s+portable\s+to\s+the\s+surviving\s+spouse\b/i;
/** Section A's opt-out, with its box checked ('elects not to have portability apply  [X]'). */
const OPTED_OUT =
  /\belects?\s+not\s+to\s+have\s+portability\s+apply\b[^\n]{0,40}?(?:\[\s*x\s*\]|☒|☑|✓|✔|■|\(x\))/i;

/** The line's figure: the last amount after its words (a form prints the line number before it). */
const figureOn = (line: DocumentLine): number | undefined =>
  amountsOn(line.clean)
    .filter((a) => a.value >= 0)
    .at(-1)?.value;

function readEstateReturn(document: ClientDocument, lines: readonly DocumentLine[]): Observation[] {
  const found: Observation[] = [];
  const death = lines.find((l) => DATE_OF_DEATH.test(l.clean));
  const year = death && DATE_OF_DEATH.exec(death.clean)?.[1];
  if (death && year)
    found.push(observe(document, { field: 'spouseDeathYear', value: Number(year) }, death.text));
  const optedOut = lines.find((l) => OPTED_OUT.test(l.clean));
  if (optedOut) {
    found.push(
      observe(document, { field: 'portability', value: { elected: false } }, optedOut.text),
    );
    return found;
  }
  const portable = lines.find((l) => DSUE_PORTABLE.test(l.clean));
  const dsue = portable && figureOn(portable);
  if (portable && dsue !== undefined)
    found.push(
      observe(document, { field: 'portability', value: { elected: true, dsue } }, portable.text),
    );
  return found;
}

export const estateTaxReturnReader = kindReader({
  kind: 'estate-tax-return',
  title:
    /\bunited\s+states\s+estate\s+\(and\s+generation-skipping\s+transfer\)|^\W*form\s+706\b(?![-\w])/im,
  signature: DSUE_PORTABLE,
  name: /(?:^|[^\d])706(?!\d)|estate[-_\s]?tax[-_\s]?return/i,
  rows: [],
  readMore: readEstateReturn,
});
