import type { ClientDocument, Observation, Owner } from '../observation';
import { label, observe, readLabelledLines, type LabelRow, type Reading } from './labelled-lines';
import type { DocumentLine } from './line-text';
import { kindReader } from './reader';

/**
 * A life insurance policy statement: one policy with its death benefit, cash value and annual
 * premium. Policy numbers are identifiers, never money; a policy loan is noted, not a debt of
 * the household; a monthly premium is annualised with the working kept.
 */

type PolicyPart = 'deathBenefit' | 'cashValue' | 'premium';

function part(name: PolicyPart, periodsPerYear = 1): LabelRow['read'] {
  return (amount) => ({
    field: 'other',
    value: { label: name, amount: amount * periodsPerYear, text: String(periodsPerYear) },
  });
}

const ROWS: LabelRow[] = [
  {
    label:
      /(?:total\s+|current\s+|net\s+)?death\s+benefit|face\s+amount|specified\s+amount|sum\s+insured|coverage\s+amount/gi,
    key: 'deathBenefit',
    read: part('deathBenefit'),
  },
  { label: /net\s+cash\s+surrender\s+value/gi, key: 'cashValue', read: part('cashValue') },
  {
    label: /cash\s+surrender\s+value|surrender\s+value/gi,
    key: 'cashValue',
    read: part('cashValue'),
  },
  {
    label:
      /cash\s+value|accumulat(?:ed|ion)\s+value|policy\s+(?:account\s+)?value|account\s+value/gi,
    key: 'cashValue',
    read: part('cashValue'),
  },
  {
    label: /(?:annual|planned\s+annual|scheduled\s+annual)\s+premium/gi,
    key: 'premium',
    read: part('premium'),
  },
  { label: /monthly\s+premium/gi, key: 'premium', read: part('premium', 12) },
  { label: /quarterly\s+premium/gi, key: 'premium', read: part('premium', 4) },
  { label: /semi-?annual\s+premium/gi, key: 'premium', read: part('premium', 2) },
  {
    label: /(?:planned|scheduled|modal|target)?\s*premium(?:\s+amount)?/gi,
    key: 'premium',
    read: part('premium'),
  },
  {
    label: /(?:outstanding\s+)?policy\s+loan(?:\s+balance)?|loan\s+balance/gi,
    read: (amount) => ({ field: 'other', value: { label: 'Policy loan', amount } }),
  },
];

function kindOf(text: string): 'term' | 'permanent' | undefined {
  if (/\bterm\s+(?:life|policy|insurance)|\b\d{2}-year\s+term\b|\blevel\s+term\b/i.test(text))
    return 'term';
  if (
    /\b(?:whole\s+life|universal\s+life|variable\s+(?:universal\s+)?life|indexed\s+universal|survivorship|second[-\s]to[-\s]die|permanent|\biul\b|\bvul\b|\bgul\b)/i.test(
      text,
    )
  )
    return 'permanent';
  return undefined;
}

/** A policy on two lives that pays at the second death ('survivorship', 'second-to-die'). */
function isSurvivorship(text: string): boolean {
  return /\b(?:survivorship|second[-\s]to[-\s]die|joint\s+(?:and\s+)?last\s+survivor)\b/i.test(
    text,
  );
}

function ownerOf(text: string): Owner | undefined {
  return /\bowner\b[^\n]{0,60}\btrust\b|\bilit\b|irrevocable\s+life\s+insurance\s+trust/i.test(text)
    ? 'trust'
    : undefined;
}

/** One policy from its parts, quoted by the lines they were read from. */
/** An annuity contract an insurer issues ('Perspective II Variable Annuity'), not a life policy. */
const ANNUITY = /\bannuit(?:y|ies)\b/i;
const LIFE_POLICY =
  /\b(?:whole|universal|term|survivorship)\s+life\b|\blife\s+insurance\s+policy\b/i;
const ANNUITY_ROWS: LabelRow[] = [
  // What the owner could take today: the contract's value, or after any surrender charge. A
  // death benefit or a withdrawal 'benefit base' is a guarantee, not a value.
  { label: label('contract value'), key: 'value', read: (amount) => other('value', amount) },
  { label: label('surrender value'), key: 'value', read: (amount) => other('value', amount) },
  {
    label: /(?:total\s+)?purchase\s+payments(?:\s+\(cost\s+basis\))?/gi,
    key: 'basis',
    read: (amount) => other('basis', amount),
  },
];
const other = (name: string, amount: number): Reading => ({
  field: 'other',
  value: { label: name, amount },
});

/** A non-qualified annuity: an account at its contract value, its purchase payments its basis. */
function readAnnuity(document: ClientDocument, lines: readonly DocumentLine[]): Observation[] {
  const parts = readLabelledLines(document, lines, ANNUITY_ROWS);
  const amountOf = (name: string) => {
    const p = parts.find((o) => o.field === 'other' && o.value.label === name);
    return p?.field === 'other' ? { amount: p.value.amount ?? 0, quote: p.quote } : undefined;
  };
  const value = amountOf('value');
  if (!value) return [];
  const basis = amountOf('basis');
  const title =
    lines
      .find((l) => ANNUITY.test(l.clean))
      ?.clean.trim()
      .split(/\s{2,}/)[0] ?? 'Annuity';
  return [
    observe(
      document,
      {
        field: 'account',
        value: {
          kind: 'annuity',
          label: title,
          amount: value.amount,
          ...(basis && { basis: basis.amount }),
        },
      },
      value.quote,
    ),
  ];
}

function readPolicy(document: ClientDocument, lines: readonly DocumentLine[]): Observation[] {
  const top = document.text.slice(0, 3_000);
  if (ANNUITY.test(top) && !LIFE_POLICY.test(top)) return readAnnuity(document, lines);
  const parts = readLabelledLines(document, lines, ROWS);
  const value: {
    label: string;
    deathBenefit?: number;
    cashValue?: number;
    premium?: number;
    kind?: 'term' | 'permanent';
    owner?: Owner;
    survivorship?: true;
  } = {
    label:
      lines.find((l) => /[A-Za-z]{3}/.test(l.clean))?.text.slice(0, 80) ?? 'Life insurance policy',
  };
  const quotes: string[] = [];
  const noted: Observation[] = [];
  let derivation: Reading['derivation'];
  for (const p of parts) {
    if (p.field !== 'other') continue;
    const name = p.value.label;
    const amount = p.value.amount ?? 0;
    if (name === 'deathBenefit' || name === 'cashValue' || name === 'premium') {
      value[name] = amount;
      quotes.push(p.quote);
      const periods = Number(p.value.text);
      if (name === 'premium' && periods === 12) {
        derivation = {
          method: 'monthly-x12',
          parts: [
            {
              label: 'monthly premium',
              value: amount / 12,
              quote: p.quote,
              document: document.name,
            },
          ],
        };
      }
    } else {
      noted.push(p);
    }
  }
  if (quotes.length === 0) return noted;
  const head = document.text.slice(0, 3_000);
  const kind = kindOf(head);
  const owner = ownerOf(head);
  const reading: Reading = {
    field: 'lifeInsurance',
    value: {
      ...value,
      ...(kind && { kind }),
      ...(owner && { owner }),
      ...(isSurvivorship(head) && { survivorship: true as const }),
    },
    ...(derivation && { derivation }),
  };
  return [observe(document, reading, quotes.join('\n')), ...noted];
}

export const insurancePolicyReader = kindReader({
  kind: 'insurance-policy',
  title:
    /\b(?:life\s+insurance|(?:annual\s+)?policy\s+(?:annual\s+)?(?:statement|summary|report)|in-force\s+(?:illustration|ledger)|whole\s+life|universal\s+life|term\s+life|variable\s+(?:universal\s+)?life|survivorship\s+life)\b/i,
  signature: /\b(?:death\s+benefit|cash\s+surrender\s+value|face\s+amount)\b/i,
  name: /polic|insurance|ilit/i,
  rows: [],
  readMore: readPolicy,
});
