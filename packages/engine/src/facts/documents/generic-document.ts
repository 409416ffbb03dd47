import type { ClientDocument, Observation } from '../observation';
import { observe } from './labelled-lines';
import { holdingsOnLine } from './holding-lines';
import { holdingOf } from './holdings';
import { readHoldingsTable } from './holdings-table';
import { EXEMPTION_USED, NOT_MADE } from '../exemption-used-facts';
import { amountsOn, type DocumentLine } from './line-text';
import { readableLines } from './system-lines';
import { giftsReportedOnReturns } from './reported-gifts';
import { OUTSIDE_THE_ESTATE } from './trust-summary';

/** A gift's words: what was given away is no longer a holding ('gifts to the trust of $4,000,000'). */
const GIFT = /\b(?:gifts?|gifted|gave)\b/i;

/**
 * A document of no known kind: only lines that clearly label one holding with an amount
 * written as money ('Traditional IRA ... $1,100,000', 'Residence (est.) $2,400,000'), and the
 * rows of a table of holdings by the value under its heading. It states no totals, no income
 * and nothing about the people: what it is about is not known. A line about gifts made is no
 * holding; where it reports taxable gifts made (a lawyer's summary: 'total reported taxable
 * gifts of $8,000,000 (Forms 709 filed for 2019)'), that is the exemption used; what an
 * irrevocable trust owns (an ILIT's policy) is the trust's.
 */
export function readGenericDocument(document: ClientDocument): Observation[] {
  const lines = readableLines(document.text);
  const table = readHoldingsTable(lines);
  const tableRows = new Map((table?.rows ?? []).map((row) => [row.line, row]));
  const lineByLine = lines.flatMap((line) => {
    const row = tableRows.get(line);
    if (row) {
      const holding = holdingOf(row.label, row.value, 'either');
      return holding ? [observe(document, holding, line.text)] : [];
    }
    if (line === table?.total?.line || !/\$\s?\d/.test(line.clean)) return [];
    if (GIFT.test(line.clean)) return taxableGiftsOn(document, line);
    // What a trust outside the estate owns (an ILIT's policy) is not the household's.
    if (OUTSIDE_THE_ESTATE.test(line.clean)) return [];
    return holdingsOnLine(line, 'either').map((r) => observe(document, r, line.text));
  });
  return [...lineByLine, ...giftsReportedOnReturns(document)];
}

function taxableGiftsOn(document: ClientDocument, line: DocumentLine): Observation[] {
  if (!EXEMPTION_USED.test(line.clean) || NOT_MADE.test(line.clean)) return [];
  const amount = amountsOn(line.clean).find((a) => a.value >= 10_000)?.value;
  return amount ? [observe(document, { field: 'taxableGifts', value: { amount } }, line.text)] : [];
}
