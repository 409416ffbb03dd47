import type { ClientDocument, DocumentReader, Observation } from '../observation';
import { readLabelledLines, type LabelRow } from './labelled-lines';
import type { DocumentLine } from './line-text';
import { readableLines } from './system-lines';

/** How much of a document's beginning is searched for its title. */
export const HEAD_LENGTH = 4_000;

/** A reader for one kind of document, with the title that announces the kind. */
export interface KindReader extends DocumentReader {
  /** The kind's title as documents print it near their top ('Form W-2', 'Schedule K-1'). */
  title: RegExp;
  /** Labels only this kind carries, for a document whose first lines name no kind. */
  signature: RegExp;
  /** A document's name that says its kind ('W-2_2025.pdf'), when the text does not. */
  name: RegExp;
}

interface KindReaderSpec {
  kind: string;
  title: RegExp;
  /** Labels only this kind carries, searched anywhere in the text when no title is found. */
  signature: RegExp;
  name: RegExp;
  /** The kind's labelled lines, or a table built for the document (its heading, its kind). */
  rows: readonly LabelRow[] | ((document: ClientDocument) => readonly LabelRow[]);
  /** What the kind reads beyond its table (filing status, holdings lists, a policy's parts). */
  readMore?: (document: ClientDocument, lines: readonly DocumentLine[]) => Observation[];
}

/** A reader from its table of labelled lines and, where needed, its own further reading. */
export function kindReader(spec: KindReaderSpec): KindReader {
  return {
    kind: spec.kind,
    title: spec.title,
    signature: spec.signature,
    name: spec.name,
    recognises: (text) => spec.title.test(text.slice(0, HEAD_LENGTH)) || spec.signature.test(text),
    read(document) {
      const lines = readableLines(document.text);
      return [
        ...readLabelledLines(
          document,
          lines,
          typeof spec.rows === 'function' ? spec.rows(document) : spec.rows,
        ),
        ...(spec.readMore?.(document, lines) ?? []),
      ];
    },
  };
}
