import type { ClientDocument } from './observation';

/**
 * A letter or e-mail from the client the advisor forwards ('From: Rebecca Stone ... Hi Alan,
 * ... I'm 54, and I get $15,000/month alimony'): the client speaks of the household as the
 * notes do, in the first person. What the client says of themself is read as notes; what they
 * say of others ('My ex ... he makes well over $2M a year') is not the household's.
 */

const HEADER = /^\s*(?:from|sent|date|to|cc|subject)\s*:/im;
const SALUTATION = /^\s*(?:hi|hello|dear|hey)\b[^\n]{0,40},?\s*$/im;
const FIRST_PERSON = /\b(?:I|I['’]m|I['’]ve|I['’]d|me|my|mine)\b/g;
/** A sentence about someone else: it opens with another person as its subject. */
const ABOUT_SOMEONE_ELSE =
  /^\s*(?:(?:my|our)\s+(?:ex|ex-?(?:husband|wife|spouse)|former (?:husband|wife|spouse)|sister|brother|mom|mother|dad|father|son|daughter|kids|children|friend|neighbou?r|boss|attorney|lawyer|accountant|cpa)\b|(?:he|she|they|his|her|their)\b)/i;
/** The writer's own clause: 'I' as a subject, or what is 'mine'. */
const OWN = /\b(?:I|I['’]m|I['’]ve|I['’]d)\b|\bmine\b/;

/** A professional's letterhead or signature: a lawyer's, an accountant's, a trust company's letter. */
const PROFESSIONAL =
  /\b(?:LLP|P\.?C\.|P\.?A\.|Esq\.?|attorneys?\s+at\s+law|law\s+(?:firm|offices?)|counsel(?:or)?s?\s+at\s+law|CPAs?|certified\s+public\s+accountants?|trust\s+company|N\.A\.)(?![a-z])/i;

/** Whether a document is the client's own letter or e-mail, written in the first person. */
export function isClientLetter(document: ClientDocument): boolean {
  const text = document.text;
  const opening = text.slice(0, 600);
  if (!HEADER.test(opening) && !SALUTATION.test(opening)) return false;
  // A professional writing about the client speaks for their office, not the household: their
  // letterhead or signature says so ('John Hale, CPA', 'Hale & Partners LLP'), whatever the
  // letter's own words mention ('my CPA said').
  const lines = text.split('\n').filter((l) => l.trim() !== '');
  const isLetterheadOrSignature = (l: string) => PROFESSIONAL.test(l) && !OWN.test(l);
  if ([...lines.slice(0, 3), ...lines.slice(-6)].some(isLetterheadOrSignature)) return false;
  return (text.match(FIRST_PERSON) ?? []).length >= 5;
}

/**
 * The letter with only the writer's sentences about themself left, each on one line: every
 * other sentence (the headers, the greeting, what others do or earn) is blanked with spaces of
 * the same length, so a quote from what is left is still the letter's words.
 */
export function clientsOwnWords(text: string): string {
  // A sentence ends at a full stop before a space or a line's end ('$2.3M' is one figure), or
  // at a paragraph's end; a letter's lines wrap inside its sentences.
  return text.replace(/(?:[^.!?\n]|[.!?](?!\s|$)|\n(?!\s*\n))+[.!?]?/g, (sentence) =>
    OWN.test(sentence) && !ABOUT_SOMEONE_ELSE.test(sentence) && !HEADER.test(sentence)
      ? sentence.replace(/\n/g, ' ')
      : ' '.repeat(sentence.length),
  );
}
