import type { ClientDocument, Observation } from '../observation';
import { observe } from './labelled-lines';
import { holdingsOnLine } from './holding-lines';
import { readableLines } from './system-lines';

/**
 * A document of no known kind: only lines that clearly label one holding with an amount
 * written as money ('Traditional IRA ... $1,100,000', 'Residence (est.) $2,400,000'). It states
 * no totals, no income and nothing about the people: what it is about is not known.
 */
export function readGenericDocument(document: ClientDocument): Observation[] {
  return readableLines(document.text).flatMap((line) =>
    /\$\s?\d/.test(line.clean)
      ? holdingsOnLine(line, 'either').map((r) => observe(document, r, line.text))
      : [],
  );
}
