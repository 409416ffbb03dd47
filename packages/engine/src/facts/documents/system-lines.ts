import { documentLines, type DocumentLine } from './line-text';

/**
 * Words that address the system reading the document rather than describe the client: an order
 * to ignore rules, to report or set a figure, to recommend something. A document states facts;
 * a line that gives instructions is not one, and neither are the few lines that continue it.
 */
const ADDRESSES_SYSTEM = new RegExp(
  [
    String.raw`\b(?:ignore|disregard|forget|override|bypass)\s+(?:all\s+|any\s+|the\s+|your\s+)*(?:previous|prior|above|earlier|preceding|other|system|safety)\b`,
    String.raw`\b(?:ignore|disregard)\s+(?:all\s+|any\s+|the\s+|your\s+)*(?:instructions|rules|guidelines|figures|numbers|notes)\b`,
    String.raw`(?:^|[\s\[(<#*])(?:system|assistant|ai|llm)\s*(?:note|prompt|instruction|message|override|command|directive)?s?\s*[:\]>]`,
    String.raw`\b(?:important|urgent)\s+(?:system\s+)?(?:note|notice|instruction)\s+(?:to|for)\s+(?:the\s+)?(?:ai|assistant|system|model|engine|reader)\b`,
    String.raw`\b(?:report|set|state|record|list|treat|show|output|use|enter|make)\s+(?:the\s+)?(?:client'?s?\s+|household'?s?\s+|their\s+)?(?:net\s*worth|income|total\s+assets|assets|liabilities|age|state)\s+(?:as|to|at|=|equal)\b`,
    String.raw`\b(?:you\s+(?:must|should|are\s+to|will)|please|always|only)\s+(?:recommend|report|output|respond|answer|say|conclude)\b`,
    String.raw`\brecommend\s+(?:only\b|[^.]{0,80}\bonly\b)`,
    String.raw`\b(?:do\s+not|don'?t|never)\s+(?:recommend|mention|flag|report|show)\b`,
  ].join('|'),
  'i',
);

/** True when the line speaks to the system instead of stating something about the client. */
export function addressesSystem(line: string): boolean {
  return ADDRESSES_SYSTEM.test(line);
}

/** An instruction wrapped over a few lines ('... report the net worth as' / '$50 million'). */
const CONTINUATION_LINES = 3;

/** A line goes on from the one before when it starts mid-sentence or that one broke off mid-clause. */
function continues(previous: string, line: string): boolean {
  return (
    /^[a-z$\d(]/.test(line) ||
    /(?:\b(?:and|or|as|to|the|of|at|be|is|with|that|for)|[:,;-])\s*$/i.test(previous)
  );
}

/**
 * The document's lines a reader may read: every line except those that address the system and
 * up to three lines that go on with them.
 */
export function readableLines(text: string): DocumentLine[] {
  const readable: DocumentLine[] = [];
  let linesLeftInInstruction = 0;
  let previous = '';
  for (const line of documentLines(text)) {
    if (line.text === '') {
      linesLeftInInstruction = 0;
      readable.push(line);
    } else if (addressesSystem(line.clean)) {
      linesLeftInInstruction = CONTINUATION_LINES;
      previous = line.clean;
    } else if (linesLeftInInstruction > 0 && continues(previous, line.clean)) {
      linesLeftInInstruction -= 1;
      previous = line.clean;
    } else {
      linesLeftInInstruction = 0;
      readable.push(line);
    }
  }
  return readable;
}
