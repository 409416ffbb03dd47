/**
 * What the notes say of an unmarried client's partner. Partners file no joint return and have
 * no marital deduction between them: the partner's pay, accounts and the house in the partner's
 * name are the partner's, never the client's ('Partner A (client) ... income $70k. Partner B ...
 * income $450k', "Partner's income $450k; Jamie's income $70k").
 *
 * Who the client is: the partner the notes mark '(client)'; else, where the notes letter the
 * partners, Partner A (as the ages read them); else the person the notes describe, the partner
 * being the one they call 'partner', 'boyfriend', 'girlfriend' or 'fiancé(e)', with the first
 * name they give right after that word ('lives with partner Alex (50)').
 */

const LETTERED = /\b[Pp]artner\s+([A-Z])\b(?:[^.;\n]{0,40}?\(\s*(client)\s*\))?/g;
/** Words that make 'partner' a business role, not a companion: 'partner at a law firm'. */
const BUSINESS_PARTNER_BEFORE =
  /\b(?:law|business|managing|equity|senior|general|limited|name|founding|junior)\s+$/i;
const BUSINESS_PARTNER_AFTER = /^(?:ship|s?\s+(?:at|in|of|with)\b)/i;
const COMPANION =
  /\b(?:(?:domestic|life|long-?(?:time|term)|unmarried)\s+)?(?:partner|boyfriend|girlfriend|fianc[ée]e?|significant other)(?:['’]s)?(?![\w-])/gi;
/** A first name right after the companion word: 'partner Alex (50)', 'Partner B Chris Holt'. */
const NAME_AFTER = /^\s+(?:[A-Z]\s+)?([A-Z][a-z]+)\b/;
const NOT_A_NAME = /^(?:Client|Partner|Both|Age|Aged|Income|Has|Is|Not|No)$/;

/** Where a clause opens: the text's start, a stop, a semicolon, a colon, a bracket or a comma. */
const OPENS_CLAUSE = /(?:^|[.;:\n(,]\s*(?:(?:and|but|while|whereas)\s+)?)$/;
/** A sentence's end: a stop not inside a figure ('$1.5M'), a semicolon or a line break. */
const SENTENCE_END = /\.(?!\d)|[;!?\n]/g;

interface Designators {
  /** Where the notes name the partner, and the words they do it with. */
  partner: { index: number; word: string }[];
  /** Any word naming the client. */
  client: RegExp;
}

/**
 * A partner's letter or a first name as a word, with its possessive: 'Partner B', 'B', "B's",
 * 'Chris', "Chris's".
 */
function wordOf(word: string): string {
  const lettered = word.length === 1 ? String.raw`(?:[Pp]artner\s+)?` : '';
  return String.raw`\b${lettered}${word}(?:['’]s)?(?![\w-])`;
}

/** The partners the notes letter, and the client's letter: the one marked '(client)', else A. */
function lettering(text: string) {
  const lettered = [...text.matchAll(LETTERED)];
  const letters = [...new Set(lettered.map((m) => m[1]!))];
  const clientLetter = lettered.find((m) => m[2])?.[1] ?? (letters.includes('A') ? 'A' : undefined);
  return { lettered, letters, clientLetter };
}

/** The client's letter where the notes letter the partners ('Partner A ... Partner B'). */
export function clientsLetter(text: string): string | undefined {
  return lettering(text).clientLetter;
}

/** The words that name the partner, and those that name the client, in these notes. */
function designators(text: string): Designators | undefined {
  const { lettered, letters, clientLetter } = lettering(text);
  // 'Partner A ... B income $450k': the other letter may go without the word.
  const others = letters.filter((l) => l !== clientLetter);
  const partnerLetters = others.length > 0 || !clientLetter ? others : ['B'];
  const nameAfter = (at: number) => {
    const name = NAME_AFTER.exec(text.slice(at, at + 40))?.[1];
    return name && !NOT_A_NAME.test(name) ? name : undefined;
  };
  const namesOf = (isClient: boolean) =>
    lettered
      .filter((m) => (m[1] === clientLetter) === isClient)
      .map((m) => nameAfter(m.index + m[0].length))
      .filter((n): n is string => n !== undefined);
  const clientNames = namesOf(true);
  const partnerNames = new Set(namesOf(false));
  const partner: Designators['partner'] = [];
  for (const m of text.matchAll(COMPANION)) {
    const before = text.slice(Math.max(0, m.index - 12), m.index);
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 8);
    if (BUSINESS_PARTNER_BEFORE.test(before) || BUSINESS_PARTNER_AFTER.test(after)) continue;
    // 'Partner A' and 'Partner B' are the lettered partners, read with the letters.
    const letter = /^\s+([A-Z])(?![\w-])/.exec(after)?.[1];
    if (letter && letters.includes(letter)) continue;
    partner.push({ index: m.index, word: m[0] });
    const name = nameAfter(m.index + m[0].length);
    if (name && !clientNames.includes(name)) partnerNames.add(name);
  }
  const words = [...partnerLetters, ...partnerNames];
  if (words.length > 0)
    for (const m of text.matchAll(new RegExp(words.map(wordOf).join('|'), 'g')))
      partner.push({ index: m.index, word: m[0] });
  if (partner.length === 0) return undefined;
  const clientWords = [...(clientLetter ? [clientLetter] : []), ...clientNames].map(wordOf);
  return {
    partner,
    client: new RegExp([...clientWords, String.raw`\b[Cc]lient(?:['’]s)?\b`].join('|'), 'g'),
  };
}

/**
 * The spans [start, end) of the notes that speak of the client's unmarried partner: from a
 * word naming the partner, as a clause's subject or as an owner ("in Chris's name"), to the
 * sentence's end or the next word naming the client. Call only for a client not married.
 */
export function partnerSpans(text: string): [number, number][] {
  const named = designators(text);
  if (!named) return [];
  const spans: [number, number][] = [];
  for (const { index, word } of named.partner) {
    const isOwner = /['’]s$/.test(word);
    if (!isOwner && !OPENS_CLAUSE.test(text.slice(Math.max(0, index - 12), index))) continue;
    const from = index + word.length;
    SENTENCE_END.lastIndex = from;
    const stop = SENTENCE_END.exec(text)?.index ?? text.length;
    named.client.lastIndex = from;
    const client = named.client.exec(text)?.index ?? text.length;
    spans.push([index, Math.min(stop, client)]);
  }
  return spans;
}

/** The notes with what they say of the partner blanked, every other position kept. */
export function withoutPartner(text: string, spans: [number, number][]): string {
  return spans.reduce(
    (out, [from, to]) => out.slice(0, from) + ' '.repeat(to - from) + out.slice(to),
    text,
  );
}
