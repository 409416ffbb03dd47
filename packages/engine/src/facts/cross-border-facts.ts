import type { ClientFacts, Fact, PersonCountry } from '../types';
import { householdPeople, personNamedIn, SPOUSE_WORD } from './household-people';

/**
 * Each person's citizenship and country of residence where the notes state them ('Wife is a
 * UK citizen', 'both US citizens', 'H holds a Canadian passport', 'lives in London'). The
 * gift, estate and reporting rules turn on them: a non-citizen spouse has no unlimited
 * marital deduction, a non-resident is taxed only on US-sitused property. Unstated stays
 * unknown: nobody is taken for a US citizen because the notes are silent.
 */

/** Names and adjectives of countries as advisors write them, to one name each. */
const COUNTRIES: [RegExp, string][] = [
  [/^(?:US|U\.S\.|USA|U\.S\.A\.|American|United States|America)$/i, 'US'],
  [/^(?:UK|U\.K\.|British|English|Scottish|Welsh|United Kingdom|England|Britain|London)$/i, 'UK'],
  [/^(?:Canad(?:a|ian)|Toronto|Vancouver|Montreal)$/i, 'Canada'],
  [/^(?:Mexic(?:o|an)|Mexico City)$/i, 'Mexico'],
  [/^(?:Fr(?:ance|ench)|Paris)$/i, 'France'],
  [/^(?:German(?:y)?|Berlin|Munich)$/i, 'Germany'],
  [/^(?:Ital(?:y|ian)|Rome|Milan)$/i, 'Italy'],
  [/^(?:Spa(?:in|nish)|Madrid|Barcelona)$/i, 'Spain'],
  [/^(?:Portug(?:al|uese)|Lisbon)$/i, 'Portugal'],
  [/^(?:Swi(?:ss|tzerland)|Zurich|Geneva)$/i, 'Switzerland'],
  [/^(?:Irish|Ireland|Dublin)$/i, 'Ireland'],
  [/^(?:Israel(?:i)?|Tel Aviv)$/i, 'Israel'],
  [/^(?:India(?:n)?|Mumbai|Bangalore|Delhi)$/i, 'India'],
  [/^(?:Chin(?:a|ese)|Shanghai|Beijing)$/i, 'China'],
  [/^(?:Japan(?:ese)?|Tokyo)$/i, 'Japan'],
  [/^(?:Korea(?:n)?|South Korea(?:n)?|Seoul)$/i, 'South Korea'],
  [/^(?:Australia(?:n)?|Sydney|Melbourne)$/i, 'Australia'],
  [/^(?:Brazil(?:ian)?|São Paulo|Sao Paulo)$/i, 'Brazil'],
  [/^(?:Dutch|Netherlands|the Netherlands|Amsterdam)$/i, 'Netherlands'],
  [/^(?:Swed(?:en|ish)|Stockholm)$/i, 'Sweden'],
  [/^(?:Gree(?:ce|k)|Athens)$/i, 'Greece'],
  [/^(?:Singapore(?:an)?)$/i, 'Singapore'],
  [/^(?:Hong Kong)$/i, 'Hong Kong'],
  [/^(?:Costa Rica(?:n)?)$/i, 'Costa Rica'],
];
const COUNTRY_WORD = String.raw`(?:U\.S\.A?\.|U\.K\.|[A-Z][A-Za-z]+(?: [A-Z][a-z]+)?)`;

const countryOf = (word: string): string | undefined =>
  COUNTRIES.find(([pattern]) => pattern.test(word.trim()))?.[1];

/** The country or countries a citizenship phrase names: 'US-UK dual citizen' is both. */
function countriesOf(m: RegExpMatchArray): string | undefined {
  const countries = [m[1], m[2]].filter(Boolean).map((w) => countryOf(w!));
  if (countries.length === 0 || countries.some((c) => !c)) return undefined;
  return [...new Set(countries)].sort().join(' and ');
}

/**
 * Citizenship phrases, the country in group 1 (and a second in group 2): 'a UK citizen',
 * 'US/UK dual citizen', 'citizen of Canada', 'Canadian national', 'holds an Irish passport'.
 * NOT_US: phrases that say only what a person is not ('green card holder', 'not a US citizen').
 */
const CITIZEN_PHRASES: RegExp[] = [
  new RegExp(
    String.raw`\b(${COUNTRY_WORD})(?:\s*(?:[-/&]|and)\s*(${COUNTRY_WORD}))?(?: dual)? (?:citizens?|nationals?|passport holders?)\b`,
    'g',
  ),
  new RegExp(String.raw`\bcitizens? of (?:the )?(${COUNTRY_WORD})`, 'g'),
  new RegExp(String.raw`\b(?:holds?|has|with) (?:an? )?(${COUNTRY_WORD}) passport\b`, 'g'),
];
const NOT_US =
  /\b(?:green[- ]card(?: holder)?|permanent resident|resident alien|non-?resident alien|non[- ]?(?:US[- ]|U\.S\.[- ])?citizen|not an? (?:US |U\.S\. )?citizen)\b/gi;
const RESIDENCE = new RegExp(
  String.raw`\b(?:lives? in|living in|resides? in|residing in|resident of|based in|domiciled in) (?:the )?(${COUNTRY_WORD})`,
  'g',
);

/** How far before a phrase its person is named: the same clause. */
const CLAUSE_BEFORE = 50;
const BOTH = /\b(?:both|they|couple|each)\b[^,;]*$/i;
const RELATIVE =
  /\b(?:daughters?|sons?|kids?|child(?:ren)?|mother|father|parents?|brothers?|sisters?|grand\w+|in-laws?|heirs?|beneficiar\w+)\b[^.;\n]{0,40}$/i;

interface Found {
  person: 'client' | 'spouse';
  country: string;
  quote: string;
}

/** Whose a phrase is: the person named in its clause; 'both' for both; else the client. */
function peopleFor(text: string, index: number, phrase: string, ages: Fact<number>[]) {
  const start = Math.max(
    text.lastIndexOf('.', index - 1) + 1,
    text.lastIndexOf(';', index - 1) + 1,
    text.lastIndexOf('\n', index - 1) + 1,
    index - CLAUSE_BEFORE,
  );
  const before = text.slice(start, index);
  if (RELATIVE.test(before)) return { people: [], quote: '' };
  const quote = `${before}${phrase}`.replace(/\s+/g, ' ').trim();
  // 'non-citizen spouse': the person named right after the phrase.
  const after = /^\s*(?:spouse|wife|husband)\b/i.exec(text.slice(index + phrase.length));
  if (after) return { people: ['spouse' as const], quote: `${quote}${after[0]}` };
  // 'Wife is ...' opens a sentence: the spouse words are matched in lower case.
  const spoken = before.replace(/\b(?:Wife|Husband)\b/g, (w) => w.toLowerCase());
  const people = householdPeople(ages);
  // The person nearest the phrase, from the last comma back: 'H is a US citizen, W is a UK
  // citizen', 'he is 70 (US citizen), she is 66 and a UK citizen', 'H 71, W 68, a UK citizen'.
  const byPronoun = (words: string) => {
    const pronoun = /\b(he|she)\b/i.exec(words)?.[1]?.toLowerCase();
    return pronoun ? people.roles[pronoun === 'he' ? 'husband' : 'wife'] : undefined;
  };
  const named = spoken
    .split(',')
    .reverse()
    .map((part) => personNamedIn(part, people) ?? byPronoun(part))
    .find((person) => person !== undefined);
  if (named) return { people: [named], quote };
  // 'Wife is a UK citizen' where the ages do not say who is who: the client's spouse.
  if (SPOUSE_WORD.test(spoken) || /\b(?:spouse|partner)\b/i.test(before))
    return { people: ['spouse' as const], quote };
  if (BOTH.test(before) || /\bcitizens\b/i.test(phrase))
    return {
      // 'Couple, both green card holders': both, unless the notes give one person's age only.
      people: ages.length === 1 ? (['client'] as const) : (['client', 'spouse'] as const),
      quote,
    };
  return { people: ['client' as const], quote };
}

function collect(
  text: string,
  patterns: RegExp[],
  ages: Fact<number>[],
  country: (m: RegExpMatchArray) => string | undefined,
): Found[] {
  const found: Found[] = [];
  for (const pattern of patterns)
    for (const m of text.matchAll(pattern)) {
      const value = country(m);
      if (!value) continue;
      const { people, quote } = peopleFor(text, m.index, m[0], ages);
      for (const person of people) {
        const same = found.find((f) => f.person === person);
        // A second citizenship for the same person: dual ('US and UK').
        if (same && same.country !== value && value !== 'not US' && same.country !== 'not US')
          same.country = [same.country, value].sort().join(' and ');
        else if (!same) found.push({ person, country: value, quote });
      }
    }
  return found.sort((a, b) => (a.person === b.person ? 0 : a.person === 'client' ? -1 : 1));
}

const toFact = (found: Found[]): Fact<PersonCountry[]> | undefined =>
  found.length === 0
    ? undefined
    : {
        value: found.map(({ person, country }) => ({ person, country })),
        source: [...new Set(found.map((f) => f.quote))].join('; '),
      };

/** 'US', 'UK and US': a US citizen; 'not US', 'UK': not. */
const isUsCitizen = (country: string) => country.split(' and ').includes('US');

const CITIZENSHIP_LABELS = { spouse: 'non-citizen spouse', client: 'non-US citizenship' } as const;

/**
 * The rules' labels for a citizenship other than the US: a non-citizen spouse (no unlimited
 * marital deduction), a client who is not a US citizen. Each with the words it was read from.
 */
export function citizenshipLabels(
  citizens: (PersonCountry & { quote?: string })[],
): { label: string; quote: string }[] {
  return (['spouse', 'client'] as const).flatMap((person) => {
    const other = citizens.find((c) => c.person === person && !isUsCitizen(c.country));
    return other
      ? [{ label: CITIZENSHIP_LABELS[person], quote: other.quote ?? other.country }]
      : [];
  });
}

/** Labels that are about citizenship, to be replaced when the advisor corrects it. */
export const isCitizenshipLabel = (label: string) =>
  (Object.values(CITIZENSHIP_LABELS) as string[]).includes(label);

/** Ties abroad the rules turn on, beside each person's citizenship. */
const TIES_ABROAD: [RegExp, string][] = [
  [/\bdual (?:citizen|citizenship|national)\w*/i, 'dual citizenship'],
  [
    /\b(?:foreign|offshore|overseas) (?:assets|accounts?|investments|trust|bank|funds?)|\b(?:assets|accounts?|funds?|investments) in (?:Canada|Mexico|the UK|England|London|France|Paris|Italy|Spain|Portugal|Germany|Switzerland|Israel|India|China|Japan|Australia|Ireland|Greece|Brazil|Costa Rica)\b|\bFBAR\b|\bPFIC\b/i,
    'foreign assets',
  ],
  // Real property abroad: its rent and sale are reported here, but it is no foreign fund.
  [
    /\b(?:foreign|overseas) (?:property|properties|real estate)|\b(?:property|home|house|flat|apartment|villa) in (?:Canada|Mexico|the UK|England|London|France|Paris|Italy|Spain|Portugal|Germany|Switzerland|Israel|India|China|Japan|Australia|Ireland|Greece|Brazil|Costa Rica)\b/i,
    'foreign property',
  ],
  [
    /\b(?:renounc\w+ (?:(?:his|her|their|US|U\.S\.) )*citizenship|giv(?:e|ing) up (?:(?:his|her|their|US|U\.S\.) )*citizenship|expatriat(?:e|ion|ing))\b/i,
    'renouncing citizenship',
  ],
  [
    /\b(?:mov(?:e|ing)|relocat\w+|immigrat\w+) (?:to (?:the )?(?:US|U\.S\.|United States|America))\b|\bpre-immigration\b/i,
    'moving to the US',
  ],
  [
    /\b(?:mov(?:e|ing)|relocat\w+|retir\w+)\s+(?:abroad|overseas|to (?:Canada|Mexico|the UK|England|London|France|Paris|Italy|Spain|Portugal|Germany|Switzerland|Israel|India|Costa Rica|Ireland|Greece|Australia))\b|\bexpat(?!riat)\w*/i,
    'moving abroad',
  ],
];

const firstMatch = (text: string, regex: RegExp) =>
  new RegExp(regex.source, regex.flags.replace('g', '')).exec(text);

/**
 * The labels the rules read ('non-citizen spouse', 'foreign assets', 'moving abroad' ...):
 * a person's citizenship from the citizenship reader, the other ties from the notes' words.
 */
function crossBorderFact(text: string, citizens: Found[]): Fact<string> | undefined {
  const found = [
    ...citizenshipLabels(citizens),
    ...TIES_ABROAD.map(([regex, label]) => ({ label, quote: firstMatch(text, regex)?.[0] })),
  ].filter((f): f is { label: string; quote: string } => f.quote !== undefined);
  if (found.length === 0) return undefined;
  return {
    value: found.map((f) => f.label).join('; '),
    source: [...new Set(found.map((f) => f.quote))].join('; '),
  };
}

/** Each person's citizenship and country of residence, and the household's ties abroad. */
export function extractCrossBorder(
  text: string,
  ages: Fact<number>[],
): Pick<ClientFacts, 'citizenship' | 'residenceCountry' | 'crossBorder'> {
  const citizens = collect(text, CITIZEN_PHRASES, ages, countriesOf);
  // 'Not a US citizen' says what a person is not; a stated country says more.
  for (const f of collect(text, [NOT_US], ages, () => 'not US'))
    if (!citizens.some((c) => c.person === f.person)) citizens.push(f);
  const residents = collect(text, [RESIDENCE], ages, (m) => countryOf(m[1]!));
  const citizenship = toFact(citizens);
  const residenceCountry = toFact(residents);
  const crossBorder = crossBorderFact(text, citizens);
  return {
    ...(citizenship ? { citizenship } : {}),
    ...(residenceCountry ? { residenceCountry } : {}),
    ...(crossBorder ? { crossBorder } : {}),
  };
}
