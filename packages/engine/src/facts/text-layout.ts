/** Where clauses and attached documents begin and end in the combined notes text. */

// A full stop ends a sentence, except after an abbreviation ('d.' and 'b.' for died and born:
// 'IRA from his mom (d. March 2024) ~$1.4M'), inside brackets ('Pension (CalPERS? no - Caltech
// plan) $4,200/mo') or in a form's dot leaders ('total income . . . 9 796,760'), which join a
// line's label to its amount.
const BOUNDARY =
  /\n|;|•|(?<!\b(?:approx|est|appx|Mr|Mrs|Ms|Dr|Jr|Sr|St|Inc|Co|Corp|vs|etc|No|incl|e\.g|i\.e|U\.S|ca|d|b)|\.|\.\s)[.!?](?=\s|$)(?!\s\.)(?![^()\n]{0,80}\))/g;

const DOCUMENT_START = /^-{2,}\s*Start of document:.*$/gim;

export interface TextLayout {
  text: string;
  /** Sorted positions of clause boundaries (newline, semicolon, sentence end). */
  boundaries: number[];
  /** Sorted start positions of attached documents. */
  documentStarts: number[];
}

export function layoutText(text: string): TextLayout {
  return {
    text,
    boundaries: [...text.matchAll(BOUNDARY)].map((m) => m.index),
    documentStarts: [...text.matchAll(DOCUMENT_START)].map((m) => m.index),
  };
}

/** Index of the first of the sorted `positions` at or after `position` (binary search). */
export function firstAtOrAfter(positions: readonly number[], position: number): number {
  let low = 0;
  let high = positions.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (positions[mid]! < position) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Start of the clause holding `position` (just after the previous boundary). */
export function clauseStart(layout: TextLayout, position: number): number {
  const previous = layout.boundaries[firstAtOrAfter(layout.boundaries, position) - 1];
  return previous === undefined ? 0 : previous + 1;
}

/** End of the clause holding `position` (the next boundary, or the end of the text). */
export function clauseEnd(layout: TextLayout, position: number): number {
  return layout.boundaries[firstAtOrAfter(layout.boundaries, position)] ?? layout.text.length;
}

/** 0 for the advisor's notes, n for the n-th attached document. */
export function sectionOf(layout: TextLayout, position: number): number {
  return layout.documentStarts.filter((s) => s <= position).length;
}

/** The clause holding `position`, trimmed. */
export function clauseAt(layout: TextLayout, position: number): string {
  return layout.text.slice(clauseStart(layout, position), clauseEnd(layout, position)).trim();
}
