/** The states (and DC) by postal code, to read an address or a 'Resident state' line. */
const STATE_NAMES: Record<string, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

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
  const code = /\b([A-Z]{2})\b/.exec(text)?.[1];
  return code !== undefined && code in STATE_NAMES ? code : undefined;
}
