import type { Fact } from '../types';

/**
 * Who is who in the notes: the client is the person whose age the notes give first, the spouse
 * the second. Words that name a person ('H', 'wife', 'Carol') are mapped onto those two, so an
 * account, a job or a pension under them is that person's.
 */

type Spouse = 'husband' | 'wife';
const HUSBAND = /^(?:H|husband|he|him|his)$/i;
const WIFE = /^(?:W|wife|she|her)$/i;

/** Who H and W are: the client is the person whose age the notes give first. */
function spouseRoles(ages: Fact<number>[]): Partial<Record<Spouse, 'client' | 'spouse'>> {
  const label = (source: string | undefined): Spouse | undefined => {
    const word = /\b(H|W|husband|wife|he|she)\b/i.exec(source ?? '')?.[1];
    if (!word) return undefined;
    return HUSBAND.test(word) ? 'husband' : WIFE.test(word) ? 'wife' : undefined;
  };
  const client = label(ages[0]?.source);
  const spouse = ages[1] && ages[1].source !== ages[0]?.source ? label(ages[1].source) : undefined;
  const other = (s: Spouse): Spouse => (s === 'husband' ? 'wife' : 'husband');
  if (client && client !== spouse) return { [client]: 'client', [other(client)]: 'spouse' };
  if (spouse) return { [spouse]: 'spouse', [other(spouse)]: 'client' };
  return {};
}

/** Words before an age that are not a person's first name. */
const NOT_A_NAME = /^(?:Couple|Clients?|Husband|Wife|Spouse|Partner|Both|Ages?|Aged|Mr|Mrs|Ms|Dr)$/;

/**
 * The first names the notes give the client and the spouse with their ages ('Tom 74 and Carol
 * 72', 'Raj, 58', 'Wei Chen 52'): an account under one of them is that person's.
 */
function personNames(ages: Fact<number>[]): Partial<Record<'client' | 'spouse', string>> {
  const named = (source: string | undefined) =>
    [...(source ?? '').matchAll(/\b([A-Z][a-z]+)(?:\s+[A-Z][a-z]+)?\s*,?\s*\(?\d{2}\b/g)]
      .map((m) => m[1]!)
      .filter((n) => !NOT_A_NAME.test(n));
  const first = named(ages[0]?.source);
  // One phrase for both ('Tom 74 and Carol 72') names the client first, then the spouse.
  const second = ages[1]?.source === ages[0]?.source ? first.slice(1) : named(ages[1]?.source);
  return {
    ...(first[0] ? { client: first[0] } : {}),
    ...(ages[1] && second[0] && second[0] !== first[0] ? { spouse: second[0] } : {}),
  };
}

export interface HouseholdPeople {
  roles: ReturnType<typeof spouseRoles>;
  names: ReturnType<typeof personNames>;
}

export function householdPeople(ages: Fact<number>[]): HouseholdPeople {
  return { roles: spouseRoles(ages), names: personNames(ages) };
}

/** H, W, husband or wife as a person: not the W of a W-2 nor the H of an H-1B visa. */
export const SPOUSE_WORD = /\b(H|W|husband|wife)(?:'s)?\b(?!-)/;

/** The person words name: 'H's', 'W', 'wife's', or a first name given with an age. */
export function personNamedIn(
  words: string,
  { roles, names }: HouseholdPeople,
): 'client' | 'spouse' | undefined {
  const who = SPOUSE_WORD.exec(words)?.[1];
  if (who) return roles[HUSBAND.test(who) ? 'husband' : 'wife'];
  return (['client', 'spouse'] as const).find(
    (p) => names[p] && new RegExp(`\\b${names[p]}(?:'s)?\\b`).test(words),
  );
}
