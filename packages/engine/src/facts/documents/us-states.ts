import { US_STATES as STATE_NAMES } from '../state-facts';

const CODE_BY_NAME = new Map(
  Object.entries(STATE_NAMES).map(([code, name]) => [name.toLowerCase(), code]),
);

// Longest names first so 'West Virginia' is not read as 'Virginia'.
const STATE_NAME = new RegExp(
  String.raw`\b(${[...CODE_BY_NAME.keys()].sort((a, b) => b.length - a.length).join('|')})\b`,
  'i',
);

/** 'City, ST 12345', 'City, ST' or a form's 'City ST 12345' at the end of an address line. */
const ADDRESS_STATE =
  /,\s*([A-Z]{2})\.?(?:\s+\d{5}(?:-\d{4})?)?\s*$|,\s*([A-Z]{2})\s+\d{5}(?:-\d{4})?\b|\b([A-Z]{2})\s+\d{5}(?:-\d{4})?\s*$/;

/** The two-letter code of the state an address line ends with, if it is one. */
export function stateOfAddress(line: string): string | undefined {
  const m = ADDRESS_STATE.exec(line);
  const code = m?.[1] ?? m?.[2] ?? m?.[3];
  return code !== undefined && code in STATE_NAMES ? code : undefined;
}

/** The two-letter code of a state named in full or by its code ('California', 'CA'). */
export function stateNamed(text: string): string | undefined {
  const name = STATE_NAME.exec(text)?.[1];
  if (name) return CODE_BY_NAME.get(name.toLowerCase());
  // Not a street's compass quarter: 'NE 97th St'.
  const code = /\b([A-Z]{2})\b(?!\s+\d{1,4}(?:st|nd|rd|th)\b)/.exec(text)?.[1];
  return code !== undefined && code in STATE_NAMES ? code : undefined;
}
