import type { Analysis } from '@strata/contracts';
import { analyzeClient } from '@strata/engine';
import type { EvalCase } from './cases';

/**
 * One case through the builtin engine, as the product receives it: the notes, and each
 * attachment as a text/plain document with its name (README: 'Give them to the product as
 * text/plain attachments with those names').
 */
export function runEngine(c: EvalCase): Analysis {
  const documentsText = (c.attachments ?? [])
    .map(
      (a) => `--- Start of document: ${a.name} ---\n${a.text}\n--- End of document: ${a.name} ---`,
    )
    .join('\n\n');
  return analyzeClient({ notes: c.notes, documentsText }).analysis;
}
