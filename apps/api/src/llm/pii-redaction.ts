/**
 * Removes personal identifiers from text before it is sent to a language model. Amounts,
 * ages, states and years stay: the model needs them and they do not identify anyone.
 */

interface RedactionRule {
  label: string;
  pattern: RegExp;
}

const MONTH = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?';
// Capitalised only: "40 percent tax on court" must not read as an address.
const STREET_SUFFIX =
  '(?:Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Lane|Ln|Drive|Dr|Court|Ct|Way|Place|Pl|Terrace|Ter|Circle|Cir|Parkway|Pkwy|Highway|Hwy|Trail|Trl)';

// Hyphen, en dash, em dash, minus sign: word processors turn one into another.
const DASH = '[-\\u2010-\\u2015\\u2212]';
/** A full date in a birth year (1900 to 2009): out of context it is most likely a date of birth. */
const BIRTH_YEAR = '(?:19\\d{2}|200\\d)';
// Words that sit between a number and "road"/"street" in prose ("3 hours down the road").
const NOT_STREET_WORDS =
  '(?!(?:the|a|an|of|to|on|in|at|by|up|down|off|for|and|or|per|percent|hours?|miles?|minutes?|years?|days?|blocks?)\\b)';

// Order matters: the most specific patterns run first so that, e.g., an SSN is not taken
// for a phone number and a date of birth is not taken for an account number.
const RULES: RedactionRule[] = [
  { label: 'EMAIL', pattern: /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g },
  {
    label: 'IBAN',
    pattern: /\b[A-Z]{2}\d{2}(?:[ ]?[A-Z0-9]{4}){2,7}(?:[ ]?[A-Z0-9]{1,4})?\b/g,
  },
  { label: 'SSN', pattern: new RegExp(`\\b\\d{3}${DASH}\\d{2}${DASH}\\d{4}\\b`, 'g') },
  {
    label: 'SSN',
    pattern: new RegExp(
      `\\b(?:ssn|ss#|social(?: security)?(?: number| no\\.?| #)?)\\s*[:#]?\\s*\\d{3}(?:\\s|${DASH})?\\d{2}(?:\\s|${DASH})?\\d{4}\\b`,
      'gi',
    ),
  },
  {
    label: 'EIN',
    pattern: new RegExp(
      `\\b(?:(?:ein|fein|tax id|tin|employer identification number)\\s*[:#]?\\s*\\d{2}${DASH}?\\d{7}|\\d{2}${DASH}\\d{7})\\b`,
      'gi',
    ),
  },
  {
    label: 'PASSPORT',
    pattern: /\bpassport(?:\s+(?:number|no\.?|#))?\s*[:#]?\s*(?=[A-Z]*\d)[A-Z0-9]{6,9}\b/gi,
  },
  {
    label: 'DRIVER_LICENSE',
    pattern:
      /\b(?:driver'?s?|driving)\s+licen[cs]e(?:\s+(?:number|no\.?|#))?\s*[:#]?\s*(?:[A-Z]{2}\s+)?(?=[A-Z0-9-]*\d)[A-Z0-9-]{5,20}\b|\bDL\s*(?:#|no\.?|number)\s*[:#]?\s*[A-Z0-9-]{5,20}\b/gi,
  },
  {
    label: 'DATE_OF_BIRTH',
    pattern: new RegExp(
      `\\b(?:dob|d\\.o\\.b\\.|date of birth|born(?: on)?|birth ?date|birthday)\\s*[:#-]?\\s*(?:\\d{1,4}[/.-]\\d{1,2}[/.-]\\d{1,4}|${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)?,?\\s+\\d{4}|\\d{1,2}\\s+${MONTH},?\\s+\\d{4})`,
      'gi',
    ),
  },
  {
    // A full date without a keyword, in a year clients are born in (a sale last year stays).
    label: 'DATE_OF_BIRTH',
    pattern: new RegExp(
      `\\b(?:\\d{1,2}[/.-]\\d{1,2}[/.-]${BIRTH_YEAR}|${BIRTH_YEAR}-\\d{2}-\\d{2}|${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)?,?\\s+${BIRTH_YEAR}|\\d{1,2}\\s+${MONTH},?\\s+${BIRTH_YEAR})\\b`,
      'gi',
    ),
  },
  {
    label: 'ROUTING_NUMBER',
    pattern: /\b(?:routing|aba|rtn)(?:\s+(?:number|no\.?|#))?\s*[:#]?\s*\d{9}\b/gi,
  },
  {
    label: 'ACCOUNT_NUMBER',
    pattern:
      /\b(?:account|acct|a\/c|iban|card)(?:\s+(?:number|no\.?|#))?\s*(?:ending\s+in\s*)?[:#]?\s*[A-Z]{0,4}[\d][\d\s-]{3,30}\d\b/gi,
  },
  // Nine digits standing alone are how an SSN is most often typed; amounts carry $ or commas.
  { label: 'SSN', pattern: /(?<![$\d.,])\b\d{9}\b(?![.,]?\d|%)/g },
  {
    label: 'PHONE',
    pattern: /(?:\+?1[\s.-]?)?(?:\(\d{3}\)\s?|\b\d{3}[\s.-])\d{3}[\s.-]\d{4}\b/g,
  },
  {
    label: 'ADDRESS',
    pattern: new RegExp(
      `\\b\\d{1,6}\\s+(?:[A-Z0-9][A-Za-z0-9.'-]*\\s+){1,4}${STREET_SUFFIX}\\b\\.?(?:,?\\s+(?:Apt|Apartment|Suite|Ste|Unit|#)\\.?\\s*[A-Za-z0-9-]+)?`,
      'g',
    ),
  },
  {
    // Lower case, with the suffixes that are street words only ("court", "way" are not).
    label: 'ADDRESS',
    pattern: new RegExp(
      `\\b\\d{1,6}\\s+(?:${NOT_STREET_WORDS}[a-z0-9][a-z0-9.'-]*\\s+){1,3}(?:street|st\\.|avenue|ave\\.?|road|rd\\.|boulevard|blvd\\.?|lane|drive|terrace|parkway|pkwy|highway)(?![a-z])(?:,?\\s+(?:apt|apartment|suite|ste|unit|#)\\.?\\s*[a-z0-9-]+)?`,
      'g',
    ),
  },
  // Long digit runs that survive the rules above are card or account numbers.
  { label: 'ACCOUNT_NUMBER', pattern: /\b\d(?:[\s-]?\d){11,18}\b/g },
];

export interface RedactionResult {
  text: string;
  /** How many values of each kind were removed. */
  counts: Record<string, number>;
}

/** Replaces identifiers with `[REDACTED_<KIND>]` markers. */
export function redactPii(input: string): RedactionResult {
  const counts: Record<string, number> = {};
  let text = input;
  for (const { label, pattern } of RULES) {
    text = text.replace(pattern, () => {
      counts[label] = (counts[label] ?? 0) + 1;
      return `[REDACTED_${label}]`;
    });
  }
  return { text, counts };
}
