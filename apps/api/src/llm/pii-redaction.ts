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

// Order matters: the most specific patterns run first so that, e.g., an SSN is not taken
// for a phone number and a date of birth is not taken for an account number.
const RULES: RedactionRule[] = [
  { label: 'EMAIL', pattern: /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g },
  { label: 'SSN', pattern: /\b\d{3}-\d{2}-\d{4}\b/g },
  {
    label: 'SSN',
    pattern:
      /\b(?:ssn|social security(?: number| no\.?| #)?)\s*[:#]?\s*\d{3}[\s-]?\d{2}[\s-]?\d{4}\b/gi,
  },
  {
    label: 'DATE_OF_BIRTH',
    pattern: new RegExp(
      `\\b(?:dob|d\\.o\\.b\\.|date of birth|born(?: on)?|birth ?date|birthday)\\s*[:#-]?\\s*(?:\\d{1,4}[/.-]\\d{1,2}[/.-]\\d{1,4}|${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)?,?\\s+\\d{4}|\\d{1,2}\\s+${MONTH},?\\s+\\d{4})`,
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
