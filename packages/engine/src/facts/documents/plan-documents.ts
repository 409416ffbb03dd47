import type { ClientDocument, Observation } from '../observation';
import { observe } from './labelled-lines';
import type { DocumentLine } from './line-text';

/** A trust or will named with its date ('The Lee Family Revocable Trust dated March 3, 2015'). */
const PLAN_DOCUMENT =
  /\b((?:revocable|irrevocable|living|family|dynasty|grantor|charitable\s+remainder|qualified\s+personal\s+residence|special\s+needs|supplemental\s+needs|spousal\s+lifetime\s+access|generation[-\s]skipping)\s+(?:\w+\s+)?trust|last\s+will(?:\s+and\s+testament)?|pour[-\s]over\s+will)\b[^\n]{0,60}?\b(?:dated|dtd|established|executed|created|u\/a\/d|restated|signed)\b[^\n]{0,24}?\b((?:19|20)\d{2})\b/i;

/** An account titled to a trust's trustee: 'J SMITH TTEE U/A DTD 06/14/2011 SMITH FAMILY REV TRUST'. */
const TRUSTEE_TITLE =
  /\bTTEES?\b[^\n]{0,30}?\b(?:U\/A|UAD|DTD|dated)\b[^\n]{0,20}?\b((?:19|20)\d{2})\b[^\n]{0,60}?\b(REV(?:OCABLE)?|LIVING)\s+(?:LIV(?:ING)?\s+)?TR(?:UST)?\b/i;

/** The plan documents the lines name with their year, each once. */
export function readPlanDocuments(
  document: ClientDocument,
  lines: readonly DocumentLine[],
): Observation[] {
  const found = new Map<string, Observation>();
  for (const line of lines) {
    const titled = TRUSTEE_TITLE.exec(line.clean);
    const m = titled ? [titled[0], 'revocable trust', titled[1]] : PLAN_DOCUMENT.exec(line.clean);
    if (!m?.[1]) continue;
    const kind = m[1].toLowerCase().replace(/\s+/g, ' ');
    if (!found.has(kind)) {
      found.set(
        kind,
        observe(
          document,
          { field: 'planDocument', value: { kind, year: Number(m[2]) } },
          line.text,
        ),
      );
    }
  }
  return [...found.values()];
}
