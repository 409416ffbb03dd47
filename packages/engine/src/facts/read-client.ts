import type { AnalysisFacts, FactCorrection, IgnoredInstruction } from '@strata/contracts';
import type { ClientFacts } from '../types';
import { toAnalysisFacts } from './analysis-facts';
import { applyCorrections } from './corrections';
import { extractFacts } from './extract-facts';
import { separateInstructions } from './instructions';
import type { ClientDocument, ClientInput } from './observation';

export interface ReadClientOptions {
  /** The year ages are counted from ('born 1965'). */
  referenceYear: number;
  corrections?: FactCorrection[];
}

export interface ClientReading {
  facts: ClientFacts;
  /** The same facts as the analysis carries them, each with its source. */
  analysisFacts: AnalysisFacts;
  ignoredInstructions: IgnoredInstruction[];
}

const START = (name: string) => `--- Start of document: ${name} ---`;
const END = (name: string) => `--- End of document: ${name} ---`;

/**
 * The documents inside an extracted-text string ('--- Start of document: NAME ---' ...), for
 * callers that hold only that string (saved projects from before structured input).
 */
export function documentsFromText(text: string | null | undefined): ClientDocument[] {
  if (!text?.trim()) return [];
  const docs: ClientDocument[] = [];
  const pattern = /--- Start of document: (.+?) ---\n?([\s\S]*?)\n?--- End of document: \1 ---/g;
  for (const m of text.matchAll(pattern)) docs.push({ name: m[1]!, text: m[2]! });
  return docs.length > 0 ? docs : [{ name: 'Attached documents', text }];
}

/**
 * Everything the engine knows of the client, from the notes and each document: instructions
 * addressed to the system taken out and flagged, facts read (the notes speak for the household,
 * a document for what it is about), the advisor's corrections applied last.
 */
export function readClient(input: ClientInput, options: ReadClientOptions): ClientReading {
  const notes = separateInstructions(input.notes, 'notes');
  const documents = input.documents.map((d) => ({
    name: d.name,
    ...separateInstructions(d.text, d.name),
  }));
  const text = [
    notes.text,
    ...documents.map((d) => `${START(d.name)}\n${d.text}\n${END(d.name)}`),
  ].join('\n\n');
  const read = extractFacts(text, { referenceYear: options.referenceYear });
  const facts = applyCorrections(read, options.corrections);
  const cleaned: ClientInput = {
    notes: notes.text,
    documents: documents.map((d) => ({ name: d.name, text: d.text })),
  };
  return {
    facts,
    analysisFacts: toAnalysisFacts(facts, cleaned),
    ignoredInstructions: [...notes.found, ...documents.flatMap((d) => d.found)],
  };
}
