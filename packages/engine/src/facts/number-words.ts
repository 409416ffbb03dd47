/** Spelled-out numbers as advisors write them: 'twelve', 'twenty-five', 'two and a half'. */

const SMALL: Record<string, number> = {
  zero: 0,
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};

/** Regex source matching one number word (longest first so 'seventeen' beats 'seven'). */
export const NUMBER_WORD = `(?:${Object.keys(SMALL)
  .filter((w) => w !== 'a' && w !== 'an')
  .sort((x, y) => y.length - x.length)
  .join('|')}|hundred)`;

/**
 * The value of a phrase such as 'two and a half', 'twenty-five', 'one hundred fifty',
 * 'half a', 'a quarter'; undefined when a word is not a number word.
 */
export function wordsToNumber(phrase: string): number | undefined {
  const text = phrase.toLowerCase().trim();
  if (/^(?:half an?|an? half)$/.test(text)) return 0.5;
  if (/^an? quarter$/.test(text)) return 0.25;
  if (/^a couple(?: of)?$/.test(text)) return 2;
  let fraction = 0;
  let rest = text;
  const fractionMatch = /\s+and\s+an?\s+(half|quarter)$/.exec(rest);
  if (fractionMatch) {
    fraction = fractionMatch[1] === 'half' ? 0.5 : 0.25;
    rest = rest.slice(0, fractionMatch.index);
  }
  const words = rest.split(/[\s-]+/).filter((w) => w !== 'and' && w !== '');
  if (words.length === 0) return undefined;
  let total = 0;
  for (const word of words) {
    if (word === 'hundred') {
      total = (total === 0 ? 1 : total) * 100;
      continue;
    }
    const value = SMALL[word];
    if (value === undefined) return undefined;
    total += value;
  }
  return total + fraction;
}

/** A small count written as digits or words ('3', 'three', 'a', 'no'); undefined otherwise. */
export function parseCount(token: string): number | undefined {
  const text = token.toLowerCase().trim();
  if (/^\d{1,2}$/.test(text)) return Number(text);
  if (/^(?:no|zero|none)$/.test(text)) return 0;
  const value = wordsToNumber(text);
  return value !== undefined && Number.isInteger(value) ? value : undefined;
}
