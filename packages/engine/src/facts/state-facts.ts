import type { Fact } from '../types';
import { isAboutRelative } from './relatives';

export const US_STATES: Record<string, string> = {
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

const NAME_TO_CODE = new Map(
  Object.entries(US_STATES).map(([code, name]) => [name.toLowerCase(), code]),
);
/** Regex source matching a word in any case, for use inside case-sensitive patterns. */
const anyCase = (word: string) =>
  word.replace(/[a-z]/gi, (c) => `[${c.toLowerCase()}${c.toUpperCase()}]`).replace(/ /g, '\\s+');
const NAMES = Object.values(US_STATES)
  .sort((a, b) => b.length - a.length)
  .map(anyCase)
  .join('|');
const CODES = Object.keys(US_STATES).join('|');
/** A full state name (any case) or a USPS code (upper case only: 'IN', 'OR', 'ME' are words). */
const STATE = `((?:${NAMES})|(?:${CODES})(?![A-Za-z]))`;

function toCode(token: string): string | undefined {
  const cleaned = token.replace(/\s+/g, ' ').trim();
  if (/^[A-Z]{2}$/.test(cleaned) && US_STATES[cleaned]) return cleaned;
  return NAME_TO_CODE.get(cleaned.toLowerCase());
}

const CITY = "(?:[A-Z][A-Za-z.'-]+(?:\\s+[A-Z][A-Za-z.'-]+){0,2},?\\s+)?";
const MOVE_VERBS = [
  'moving',
  'moved',
  'moves',
  'move',
  'relocating',
  'relocated',
  'relocates',
  'relocate',
  'relocation',
  'retiring to',
  'retire to',
]
  .map(anyCase)
  .join('|');
const MOVE = new RegExp(
  `\\b(${MOVE_VERBS})\\s+(?:back\\s+)?(?:from\\s+${CITY}${STATE}\\s+)?to\\s+${CITY}${STATE}`,
  'g',
);
const RESIDENCE_VERBS = [
  'lives',
  'live',
  'living',
  'resides',
  'reside',
  'residing',
  'resident',
  'residents',
  'domiciled',
  'based',
  'located',
  'home is',
  'currently',
]
  .map(anyCase)
  .join('|');
const RESIDENCE_PATTERNS = [
  new RegExp(
    `\\b(?:${RESIDENCE_VERBS})\\s+(?:in|of)\\s+(?:the\\s+state\\s+of\\s+)?${CITY}${STATE}`,
    'g',
  ),
  // 'MA couple, joint taxable estate ~$5M', 'Ohio widow', 'NJ resident'.
  new RegExp(
    `${STATE}\\s+(?:resident|residents|residency|domicile|domiciliary|based|couple|client|clients|family|household|widow|widower|retirees?)\\b`,
    'g',
  ),
  new RegExp(
    `\\b(?:${['state of residence', 'state', 'residence', 'domicile', 'resident state', 'location'].map(anyCase).join('|')})\\s*[:\\-]\\s*${CITY}${STATE}`,
    'g',
  ),
  /\b[A-Z][A-Za-z.'-]+(?:\s+[A-Z][A-Za-z.'-]+){0,2},\s*([A-Z]{2})(?:\s+\d{5}(?:-\d{4})?)?\b(?![A-Za-z])/g,
  // Notes' shorthand: 'Richmond VA', 'Lake Oswego OR', 'central MT', 'New clients (WI)'; a
  // town's name may have a capital inside it ('McLean VA', 'DeKalb IL', "O'Fallon MO").
  /\b[A-Z](?:[a-z]+|[a-z]{0,2}['’]?[A-Z][a-z]+)(?:\s+[A-Z][a-z]+){0,2}\s+([A-Z]{2})\b(?![A-Za-z/&-])/g,
  /\b(?:central|northern|southern|eastern|western|north|south|east|west|upstate|downstate|coastal|rural)\s+([A-Z]{2})\b(?![A-Za-z])/gi,
  /\(([A-Z]{2})\)/g,
];
/** Codes that follow a capitalised word as a title or a word, not a state ('Smith MD', 'Dr. IN'). */
const NOT_A_STATE_AFTER_A_NAME = new Set(['MD', 'ME', 'IN', 'OK', 'HI', 'DC']);
/** 'Sarasota FL condo': a place named for the property that follows it. */
const PROPERTY_AFTER =
  /^\s*(?:(?:vacation|beach|ski|lake|rental|investment)\s+)?(?:condo|house|cottage|cabin|chalet|duplex|rental|property|apartment|apt|villa|place)\b/i;
const OTHER_PROPERTY =
  /\b(?:vacation|second|2nd|3rd|weekend|rental|investment|beach|lake|ski|summer|winter|cottage|cabin|chalet|condo|duplex)\b[^.;\n]{0,30}$/i;

/**
 * A state named for the law a trust or company is formed under ('a Nevada ING trust', 'Delaware
 * LLC', 'Delaware C corp', 'South Dakota dynasty trust'): where the vehicle sits, not where the client lives.
 */
const CHOSEN_LAW =
  /^\s+(?:(?:ING|NING|DING|WING|DAPT|LLC|LP|GRAT|APT|PTC)\b|(?:incomplete[- ]gift |asset[- ]protection |dynasty |directed |statutory |private )?(?:trusts?|trust company|(?:[CS][- ]?)?(?:corporation|corp\b)|(?:holding )?company|co\b|inc\b|entity|situs|charter))/i;
/** Notes' names for a part of California ('near LA', 'SoCal', 'the Bay Area'). */
const CALIFORNIA_AREA =
  /\b(?:(?:near|outside(?: of)?|greater|metro)\s+(?:LA|L\.A\.)(?![A-Za-z])|SoCal\b|NorCal\b|(?:the\s+)?Bay Area\b)/;

/**
 * CRM shorthand: a bare state code as one item of a list ('MFJ, 2 kids, TX') or sentence ('W-2
 * $300k. CA.'), perhaps with the town in parentheses after it ('Couple 68/66, NY (Westchester), MFJ').
 */
const CRM_STATE =
  /(?:^|[,;|/•]\s*|(?<=[\w%)]\.)\s+)([A-Z]{2})(?=\s*(?:\([^()\n]{1,40}\)\s*)?(?:[,;.|/•]|$))/gm;
/** Codes that are also everyday words or titles (IN, OR, ME, OK, HI, ID, MD). */
const AMBIGUOUS_CODES = new Set(['IN', 'OR', 'ME', 'OK', 'HI', 'ID', 'MD']);

/**
 * Cities that name their state without doubt, for notes that give only the city ('Sr. Director
 * at a tech company in Seattle'). Names shared by several states (Portland, Springfield,
 * Richmond, Kansas City ...) are left out.
 */
const CITY_STATES: Record<string, string> = {
  'New York City': 'NY',
  NYC: 'NY',
  Manhattan: 'NY',
  Brooklyn: 'NY',
  'Los Angeles': 'CA',
  'Santa Monica': 'CA',
  'San Francisco': 'CA',
  'San Diego': 'CA',
  'San Jose': 'CA',
  'Palo Alto': 'CA',
  'Menlo Park': 'CA',
  'Beverly Hills': 'CA',
  Malibu: 'CA',
  Sacramento: 'CA',
  Seattle: 'WA',
  Bellevue: 'WA',
  Redmond: 'WA',
  Chicago: 'IL',
  Houston: 'TX',
  Dallas: 'TX',
  Austin: 'TX',
  'San Antonio': 'TX',
  Miami: 'FL',
  'Palm Beach': 'FL',
  'Boca Raton': 'FL',
  Tampa: 'FL',
  Orlando: 'FL',
  Atlanta: 'GA',
  Boston: 'MA',
  Philadelphia: 'PA',
  Pittsburgh: 'PA',
  Phoenix: 'AZ',
  Scottsdale: 'AZ',
  Denver: 'CO',
  Boulder: 'CO',
  Aspen: 'CO',
  'Las Vegas': 'NV',
  Minneapolis: 'MN',
  Detroit: 'MI',
  Nashville: 'TN',
  Charlotte: 'NC',
  Raleigh: 'NC',
  'Salt Lake City': 'UT',
  Baltimore: 'MD',
  Milwaukee: 'WI',
  'New Orleans': 'LA',
  'St. Louis': 'MO',
  Cleveland: 'OH',
  Cincinnati: 'OH',
  Indianapolis: 'IN',
  Greenwich: 'CT',
  Hartford: 'CT',
  Providence: 'RI',
  Honolulu: 'HI',
  Anchorage: 'AK',
  'Oklahoma City': 'OK',
  Omaha: 'NE',
  Louisville: 'KY',
  'Jackson Hole': 'WY',
  'Santa Fe': 'NM',
  Albuquerque: 'NM',
  Boise: 'ID',
  'Des Moines': 'IA',
  'Jersey City': 'NJ',
  Hoboken: 'NJ',
  'Washington, D.C.': 'DC',
};
const CITY_NAMES = new RegExp(
  `\\b(?:${Object.keys(CITY_STATES)
    .map((name) => name.replace(/[.]/g, '\\.'))
    .join('|')})(?![A-Za-z])`,
  'g',
);

/** 'moved here from NY', 'former CA resident', 'used to live in Illinois'. */
const w = (...words: string[]) => words.map(anyCase).join('|');
const FORMER = new RegExp(
  `\\b(?:(?:${w('moved', 'relocated', 'came')})\\s+(?:(?:${w('here', 'down', 'out')})\\s+)?${anyCase('from')}\\s+${CITY}${STATE}(?!\\s+to\\b)|(?:${w('former', 'ex-', 'previously a', 'previously an')})\\s*${STATE}\\s+${anyCase('resident')}|${anyCase('used to live in')}\\s+${CITY}${STATE}|${anyCase('left')}\\s+${STATE}\\s+(?:in|for)\\b)`,
  'g',
);

/** Words that turn down a move or put it in someone else's mouth. */
const TURNED_DOWN =
  /\b(?:not\s+planning|no\s+plans?|(?:won['’]?t|will\s+not|does\s*n['o]?t\s+want|do\s*n['o]?t\s+want|refuses?|declined?|rejects?|rejected|not\s+interested|ruled\s+out))\b|\bthinks?\s+(?:she|he|they)\s+should\b|\b(?:suggests?|suggested|pushing|urges?)\b/i;

/**
 * Whether the sentence holding text[start, end) turns down the move it names, or puts it in
 * someone else's mouth ('thinks she should move to FL - not planning to').
 */
export function isTurnedDown(text: string, start: number, end: number): boolean {
  const from = Math.max(text.lastIndexOf('.', start), text.lastIndexOf('\n', start)) + 1;
  const to = text.slice(end).search(/[.;\n]/);
  return TURNED_DOWN.test(text.slice(from, to < 0 ? text.length : end + to));
}

export interface StateFacts {
  state?: Fact<string>;
  plannedState?: Fact<string>;
  /** The state the client moved from: it may still claim them where ties remain. */
  formerState?: Fact<string>;
}

/** The state the notes say the client moved from, when it is not the state they live in. */
function formerStateOf(text: string, current: string | undefined): Fact<string> | undefined {
  for (const m of text.matchAll(FORMER)) {
    const token = m.slice(1).find((g) => g !== undefined);
    const code = token ? toCode(token) : undefined;
    if (code && code !== current) return { value: code, source: m[0].trim() };
  }
  return undefined;
}

/** State of residence (USPS code), the state the client plans to move to, and the one they left. */
export function extractState(text: string): StateFacts {
  const found = residenceAndPlans(text);
  const former = found.formerState ?? formerStateOf(text, found.state?.value);
  return { ...found, ...(former ? { formerState: former } : {}) };
}

/**
 * 'LA' is written for Los Angeles as often as for Louisiana. It is Los Angeles where it stands as
 * a place after 'in' ('lives in LA'), where a Californian city comes before it ('Santa Monica
 * (LA)', 'Santa Monica, LA'), or where the notes place the client in California elsewhere
 * ('California (LA)'). Otherwise it is read as Louisiana, as a postal code ('Baton Rouge, LA').
 */
function isLosAngeles(text: string, index: number, matched: string): boolean {
  const before = text.slice(Math.max(0, index - 40), index) + matched;
  if (/\bin\s+LA\s*$/i.test(before)) return true;
  return CALIFORNIA_NAMED.test(text);
}
const CALIFORNIA_NAMED = new RegExp(
  `\\b(?:${anyCase('California')}|CA(?![A-Za-z])|${Object.keys(CITY_STATES)
    .filter((name) => CITY_STATES[name] === 'CA')
    .join('|')})\\b|${CALIFORNIA_AREA.source}`,
);

function residenceAndPlans(text: string): StateFacts {
  const found = residenceAndPlansRead(text);
  if (found.state || !found.losAngeles) return withoutLosAngeles(found);
  // 'LA' written as a place was Los Angeles; it stands when nothing else names the state.
  if (found.plannedState?.value === 'CA') return withoutLosAngeles(found);
  return {
    ...withoutLosAngeles(found),
    state: { value: 'CA', source: `${found.losAngeles} [Los Angeles, a city in CA]` },
  };
}

function withoutLosAngeles(found: StateFacts & { losAngeles?: string }): StateFacts {
  const { losAngeles: _losAngeles, ...rest } = found;
  return rest;
}

function residenceAndPlansRead(text: string): StateFacts & { losAngeles?: string } {
  const result: StateFacts = {};
  for (const m of text.matchAll(MOVE)) {
    // 'Moving to LA': the city, Los Angeles, where no town is written before the code.
    const place = (token: string | undefined, word: string) =>
      token === 'LA' && new RegExp(`\\b${word}\\s+LA\\b`).test(m[0])
        ? 'CA'
        : token && toCode(token);
    const from = place(m[2], 'from');
    const to = place(m[3], 'to');
    // A relative's move is theirs ('Daughter moved to Texas').
    if (!to || isAboutRelative(text, m.index)) continue;
    const isDone = /ed$/i.test(m[1] ?? '');
    if (isDone) {
      result.state ??= { value: to, source: m[0] };
      if (from && from !== to) result.formerState ??= { value: from, source: m[0] };
    } else {
      // A move the client turns down, or one someone else proposes, is no plan.
      if (isTurnedDown(text, m.index, m.index + m[0].length)) continue;
      result.plannedState ??= { value: to, source: m[0] };
      // 'Moving to FL from NJ next year': the state they leave is the one they live in.
      const after = new RegExp(`^\\s+from\\s+${CITY}${STATE}`).exec(
        text.slice(m.index + m[0].length),
      );
      const leaving = from ?? (after?.[1] ? toCode(after[1]) : undefined);
      if (leaving)
        result.state ??= { value: leaving, source: after && !from ? `${m[0]}${after[0]}` : m[0] };
    }
  }
  if (result.state) return result;
  let losAngeles: string | undefined;
  for (const [index, pattern] of RESIDENCE_PATTERNS.entries()) {
    const isShorthand = index >= 4;
    for (const m of text.matchAll(pattern)) {
      const code = m[1] ? toCode(m[1]) : undefined;
      if (!code || code === result.plannedState?.value) continue;
      // Where a relative lives is not where the client does ('Daughter (single, NJ, ...)').
      if (isAboutRelative(text, m.index)) continue;
      // Los Angeles, not Louisiana: it gives way to a state named elsewhere.
      if (code === 'LA' && m[1] === 'LA' && isLosAngeles(text, m.index, m[0])) {
        losAngeles ??= m[0].trim();
        continue;
      }
      if (isShorthand && NOT_A_STATE_AFTER_A_NAME.has(code)) continue;
      const before = text.slice(Math.max(0, m.index - 40), m.index);
      const after = text.slice(m.index + m[0].length, m.index + m[0].length + 30);
      if (isShorthand && (OTHER_PROPERTY.test(before) || PROPERTY_AFTER.test(after))) continue;
      // 'Former NY resident' names the state the client left.
      if (/\b(?:former|ex-|previously(?:\s+an?)?|once\s+an?)\s*$/i.test(before)) continue;
      return { ...result, state: { value: code, source: m[0].trim() } };
    }
  }
  const shorthand = [...text.matchAll(CRM_STATE)].find((m) => !isAboutRelative(text, m.index));
  const code = shorthand?.[1] ? toCode(shorthand[1]) : undefined;
  const isCity = code === 'LA' && isLosAngeles(text, shorthand!.index, shorthand![0]);
  if (isCity) losAngeles ??= shorthand![0].trim();
  if (code && !isCity && !AMBIGUOUS_CODES.has(code) && code !== result.plannedState?.value)
    return { ...result, state: { value: code, source: shorthand![0].trim() } };
  for (const m of text.matchAll(new RegExp(`\\b(?:${NAMES})\\b`, 'g'))) {
    const code = toCode(m[0]);
    const before = text.slice(Math.max(0, m.index - 40), m.index);
    if (!code || code === result.plannedState?.value || OTHER_PROPERTY.test(before)) continue;
    if (isAboutRelative(text, m.index)) continue;
    if (CHOSEN_LAW.test(text.slice(m.index + m[0].length))) continue;
    if (code === 'WA' && /^\s*,?\s*D\.?C\b/.test(text.slice(m.index + m[0].length))) continue;
    return { ...result, state: { value: code, source: m[0] } };
  }
  for (const m of text.matchAll(CITY_NAMES)) {
    const code = CITY_STATES[m[0]];
    const before = text.slice(Math.max(0, m.index - 40), m.index);
    if (!code || code === result.plannedState?.value || OTHER_PROPERTY.test(before)) continue;
    if (isAboutRelative(text, m.index)) continue;
    return { ...result, state: { value: code, source: `${m[0]} [a city in ${code}]` } };
  }
  const area = CALIFORNIA_AREA.exec(text);
  if (area && result.plannedState?.value !== 'CA')
    return { ...result, state: { value: 'CA', source: `${area[0]} [in CA]` } };
  return losAngeles ? { ...result, losAngeles } : result;
}

const CITY_NAME = new RegExp(CITY_NAMES.source);
const PLACE_NAME = new RegExp(`\\b(?:${NAMES})\\b`);
/** A code where a place is written: after a comma or parenthesis, 'in', or a town's name. */
// Not a street's compass quarter: 'NE 97th St', 'NE 8th Ave' (NE is also Nebraska's code).
const PLACE_CODE = new RegExp(
  `(?:^|[,(]\\s*|\\bin\\s+|\\b[A-Z][a-z]+\\s+)(${CODES})(?![A-Za-z])(?!\\s+\\d{1,4}(?:st|nd|rd|th)\\b)`,
);

/**
 * The state a holding's words place it in ('Vermont ski house', 'condo in Naples, FL', 'Aspen
 * cabin'), or undefined. Only real property is placed this way: a state taxes the real property
 * that sits in it, whoever owns it.
 */
export function stateOfPlace(words: string): string | undefined {
  const name = PLACE_NAME.exec(words);
  if (name) return toCode(name[0]);
  const code = PLACE_CODE.exec(words);
  // 'Condo in LA', 'Santa Monica (LA) condo': Los Angeles (see isLosAngeles).
  if (code?.[1] === 'LA' && isLosAngeles(words, code.index, code[0])) return 'CA';
  if (code && !NOT_A_STATE_AFTER_A_NAME.has(code[1]!)) return code[1];
  const city = CITY_NAME.exec(words);
  return city ? CITY_STATES[city[0]] : undefined;
}
