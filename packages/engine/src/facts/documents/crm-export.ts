import type { ClientDocument, FilingStatus, Observation, Person } from '../observation';
import { observe, type Reading } from './labelled-lines';
import type { DocumentLine } from './line-text';
import { holdingsOnLine, labelledAmounts } from './holding-lines';
import { ageFromBirthYear } from './readings';
import { kindReader } from './reader';
import { stateNamed, stateOfAddress } from './us-states';

/**
 * A CRM export or a prior advisor's client summary: fields about the household. Its holdings
 * ('AUM with us: $4.2M', 'Held-away assets: $1.1M (Fidelity 401k)') are holdings, not the
 * total; a net worth or income field stated for the household speaks for it.
 */

const HOUSEHOLD_TOTALS: [RegExp, (amount: number) => Reading][] = [
  [/\b(?:total\s+)?net\s+worth\b/i, (amount) => ({ field: 'netWorth', value: amount })],
  [
    /\b(?:household|annual|total)\s+income\b|\bhhi\b/i,
    (amount) => ({ field: 'annualIncome', value: amount }),
  ],
  [
    /\b(?:annual\s+)?(?:spending|living\s+expenses)\b/i,
    (amount) => ({ field: 'spending', value: amount }),
  ],
];

const RISK =
  /\brisk\s+(?:profile|tolerance|score|category)?[^:\n]{0,20}[:-]\s*(conservative|moderately\s+conservative|moderate(?:ly\s+aggressive)?|balanced|growth|aggressive)\b/i;
const BIRTH =
  /\b(primary|client|spouse|partner|co-client|secondary|husband|wife)\b[^()\n]{0,60}?\((?:dob|born|b\.)\s*:?\s*(?:\d{1,2}[/-]\d{1,2}[/-])?((?:19|20)\d{2})\)/gi;
const MARITAL =
  /\b(?:marital\s+status\s*[:-]\s*)?(married|single|widowed|widow|widower|divorced|partnered|domestic\s+partners?)\s+(?:couple)?|\bmarital\s+status\s*[:-]\s*(\w+)/i;
const FILING: [RegExp, FilingStatus][] = [
  [/\bmfj\b|married\s+filing\s+jointly/i, 'married-joint'],
  [/\bmfs\b|married\s+filing\s+separately/i, 'married-separate'],
  [/\bhoh\b|head\s+of\s+household/i, 'head-of-household'],
];
const PLACE =
  /\b(?:residence|address|state|location|domicile|lives\s+in|household)\b\s*[:-]?\s*(.+)$/i;
const AGES = /\bages?\s*[:-]?\s*(\d{2})(?:\s*(?:\/|and|&|,)\s*(\d{2}))?\b/i;

function riskOf(word: string): 'conservative' | 'moderate' | 'growth' {
  if (/conservative/i.test(word)) return /moderately/i.test(word) ? 'moderate' : 'conservative';
  if (/aggressive|growth/i.test(word)) return /moderately/i.test(word) ? 'growth' : 'growth';
  return 'moderate';
}

function maritalOf(
  word: string,
): Extract<Reading, { field: 'maritalStatus' }>['value'] | undefined {
  const w = word.toLowerCase();
  if (w.startsWith('married')) return 'married';
  if (w.startsWith('widow')) return 'widowed';
  if (w.startsWith('divorc')) return 'divorced';
  if (w.startsWith('single')) return 'single';
  if (w.startsWith('partner') || w.startsWith('domestic')) return 'partnered';
  return undefined;
}

function personOf(word: string): Person {
  return /spouse|partner|co-client|secondary|wife/i.test(word) ? 'spouse' : 'client';
}

function readRecord(document: ClientDocument, lines: readonly DocumentLine[]): Observation[] {
  const found: Observation[] = [];
  const once = new Set<string>();
  const add = (key: string, reading: Reading, line: DocumentLine) => {
    if (once.has(key)) return;
    once.add(key);
    found.push(observe(document, reading, line.text));
  };
  for (const line of lines) {
    const text = line.clean;
    for (const { label, amount } of labelledAmounts(text)) {
      const total = HOUSEHOLD_TOTALS.find(([pattern]) => pattern.test(label));
      if (total) add(`total-${label}`, total[1](amount.value), line);
    }
    for (const reading of holdingsOnLine(line, 'either'))
      found.push(observe(document, reading, line.text));
    const risk = RISK.exec(text)?.[1];
    if (risk) add('risk', { field: 'riskTolerance', value: riskOf(risk) }, line);
    for (const m of text.matchAll(BIRTH)) {
      const person = personOf(m[1] ?? '');
      const age = ageFromBirthYear(person, Number(m[2]));
      if (age) add(`age-${person}`, age, line);
    }
    const ages = AGES.exec(text);
    if (ages?.[1] && !/\bchild|\bkids?\b|\bson\b|\bdaughter/i.test(text)) {
      add('age-client', { field: 'age', value: { person: 'client', age: Number(ages[1]) } }, line);
      if (ages[2])
        add(
          'age-spouse',
          { field: 'age', value: { person: 'spouse', age: Number(ages[2]) } },
          line,
        );
    }
    const marital = MARITAL.exec(text);
    const status = marital ? maritalOf(marital[1] ?? marital[2] ?? '') : undefined;
    if (status) add('marital', { field: 'maritalStatus', value: status }, line);
    const filing = FILING.find(([pattern]) => pattern.test(text))?.[1];
    if (filing) add('filing', { field: 'filingStatus', value: filing }, line);
    const place = PLACE.exec(text)?.[1];
    const state = place
      ? (stateOfAddress(place.split(/[.;]\s/)[0] ?? place) ?? stateNamed(place))
      : undefined;
    if (state) add('state', { field: 'state', value: state }, line);
  }
  return found;
}

export const crmExportReader = kindReader({
  kind: 'crm-export',
  title:
    /\bcrm\b|\bclient\s+(?:summary|profile|record)|\bhousehold\s+(?:summary|profile|record)|\bcontact\s+record|\bsalesforce|\bredtail|\bwealthbox|\bprior\s+advisor|\bexported\b/i,
  signature:
    /\b(?:aum|held[-\s]away|relationship\s+manager|client\s+since|risk\s+(?:profile|tolerance))\b/i,
  name: /crm|salesforce|redtail|wealthbox|export|client[-_\s]?(?:summary|profile)/i,
  rows: [],
  readMore: readRecord,
});
