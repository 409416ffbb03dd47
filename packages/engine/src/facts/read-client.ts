import type { AnalysisFacts, FactCorrection, IgnoredInstruction } from '@strata/contracts';
import type { ClientFacts } from '../types';
import { clientsOwnWords, isClientLetter } from './client-letters';
import { toAnalysisFacts } from './analysis-facts';
import { companyFigureNames } from './amounts';
import { applyCorrections } from './corrections';
import { readDocuments } from './documents';
import { extractFacts } from './extract-facts';
import { separateInstructions } from './instructions';
import type { ClientDocument, ClientInput } from './observation';
import { resolveDocuments } from './resolve-documents';

export interface ReadClientOptions {
  /** The year ages are counted from ('born 1965'). */
  referenceYear: number;
  corrections?: FactCorrection[];
}

export interface ClientReading {
  facts: ClientFacts;
  /** The notes without the instructions addressed to the system: what the advisor asks. */
  notes: string;
  /** The documents' text, without such instructions: what they say is already in place. */
  documentsText: string;
  /** The same facts as the analysis carries them, each with its source. */
  analysisFacts: AnalysisFacts;
  ignoredInstructions: IgnoredInstruction[];
}

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
  // The notes are read as the advisor wrote them, with what the client writes of themself in a
  // letter the advisor forwards; each other document by the reader of its kind.
  const cleanedDocuments = documents.map((d) => ({ name: d.name, text: d.text }));
  const letters = cleanedDocuments.filter(isClientLetter);
  const fromNotes = extractFacts(
    [notes.text, ...letters.map((l) => clientsOwnWords(l.text))].join('\n\n'),
    {
      referenceYear: options.referenceYear,
      companyNames: companyFigureNames(cleanedDocuments.map((d) => d.text).join('\n')),
    },
  );
  const { facts: read, conflicts } = resolveDocuments(
    fromNotes,
    readDocuments(cleanedDocuments.filter((d) => !letters.includes(d))),
    cleanedDocuments,
  );
  const facts = applyCorrections(read, options.corrections);
  const cleaned: ClientInput = {
    notes: notes.text,
    documents: cleanedDocuments,
  };
  const analysisFacts = toAnalysisFacts(facts, cleaned);
  // A document that disagrees with the notes is shown beside the notes' value.
  for (const c of conflicts) {
    const shown = analysisFacts[c.field];
    if (shown)
      shown.conflicts = [
        ...(shown.conflicts ?? []),
        { value: c.value, source: { kind: 'document', quote: c.quote, document: c.document } },
      ];
  }
  return {
    facts,
    notes: notes.text,
    documentsText: cleanedDocuments.map((d) => d.text).join('\n'),
    analysisFacts,
    ignoredInstructions: [...notes.found, ...documents.flatMap((d) => d.found)],
  };
}
