import type { ClientDocument, Observation } from '../observation';
import { observe } from './labelled-lines';
import { holdingsOnLine } from './holding-lines';
import { holdingOf } from './holdings';
import { readHoldingsTable } from './holdings-table';
import { readableLines } from './system-lines';

/**
 * A document of no known kind: only lines that clearly label one holding with an amount
 * written as money ('Traditional IRA ... $1,100,000', 'Residence (est.) $2,400,000'), and the
 * rows of a table of holdings by the value under its heading. It states no totals, no income
 * and nothing about the people: what it is about is not known.
 */
export function readGenericDocument(document: ClientDocument): Observation[] {
  const lines = readableLines(document.text);
  const table = readHoldingsTable(lines);
  const tableRows = new Map((table?.rows ?? []).map((row) => [row.line, row]));
  return lines.flatMap((line) => {
    const row = tableRows.get(line);
    if (row) {
      const holding = holdingOf(row.label, row.value, 'either');
      return holding ? [observe(document, holding, line.text)] : [];
    }
    if (line === table?.total?.line || !/\$\s?\d/.test(line.clean)) return [];
    return holdingsOnLine(line, 'either').map((r) => observe(document, r, line.text));
  });
}
