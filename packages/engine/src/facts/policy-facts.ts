import type { ClientFacts } from '../types';
import type { ClassifiedAmount } from './classify-amounts';

/**
 * Life policies the notes describe, each with its kind, cash value and owner ('whole life
 * policy on husband death benefit $6M (cash value $1.2M) owned by husband', '$4M guaranteed UL
 * on husband owned by husband'): one the insured owns is in the estate at the death (IRC 2042),
 * which a trust can take out of it. Read from the notes only; a statement's own reader reads its
 * policy.
 */

const PERMANENT =
  /\b(?:whole[- ]life|WL|universal[- ]life|G?UL|IUL|VUL|permanent|survivorship|second[- ]to[- ]die|cash[- ]value)\b/i;
const TERM = /\bterm\b/i;
const SURVIVORSHIP = /\b(?:survivorship|second[- ]to[- ]die|joint[- ]and[- ]survivor)\b/i;
const OWNED_BY_TRUST =
  /\bowned by (?:an?\s+|the\s+|their\s+)?(?:\w+\s+)?(?:ILIT|trust)\b|\b(?:ILIT|trust)[- ]owned\b/i;
const OWNED_BY_BUSINESS =
  /\bowned by (?:the\s+|his\s+|her\s+)?(?:company|business|firm|employer|practice|corp\w*)\b|\bkey[- ](?:person|man)\b/i;

/** A policy the client is only looking at: quoted, proposed, considered, not in force. */
const PROSPECTIVE =
  /\b(?:looking at|consider\w*|thinking|quoted?|quotes|proposed|proposal|illustrat\w*|would|shopping|applying|apply for|wants?|plans? to buy|to buy|new policy)\b/i;
/** A premium the clause quotes: 'quoted premium ~$180k/yr'. */
const PREMIUM = /\bpremiums?\b/i;

/** The words of the clause an amount is in: its sentence, up to 'Also' or a semicolon. */
function clauseOf(text: string, at: number): string {
  const start = Math.max(
    text.lastIndexOf('.', at - 1) + 1,
    text.lastIndexOf(';', at - 1) + 1,
    text.lastIndexOf('\n', at - 1) + 1,
  );
  const ends = ['. ', ';', '\n'].map((e) => text.indexOf(e, at)).filter((i) => i >= 0);
  return text.slice(start, ends.length ? Math.min(...ends) : text.length);
}

export function extractNotedPolicies(
  notes: string,
  amounts: readonly ClassifiedAmount[],
): Pick<ClientFacts, 'lifePolicies' | 'proposedPolicy'> {
  const inNotes = amounts.filter((a) => a.end <= notes.length);
  const named = inNotes.filter((a) => a.kind === 'lifeInsurance');
  // A policy only looked at is not in force: its quote sizes a new one ('Looking at $15M
  // survivorship policy, quoted premium ~$180k/yr').
  const looked = named.find((a) => PROSPECTIVE.test(clauseOf(notes, a.start)));
  const quoted = looked
    ? inNotes.find(
        (p) =>
          p.start > looked.start &&
          p.period === 'year' &&
          PREMIUM.test(notes.slice(Math.max(0, p.start - 30), p.start)) &&
          clauseOf(notes, p.start) === clauseOf(notes, looked.start),
      )
    : undefined;
  const proposed = looked
    ? {
        proposedPolicy: {
          value: {
            deathBenefit: looked.value,
            ...(quoted ? { premium: quoted.value } : {}),
            ...(SURVIVORSHIP.test(clauseOf(notes, looked.start))
              ? { survivorship: true as const }
              : {}),
          },
          source: clauseOf(notes, looked.start).trim(),
        },
      }
    : {};
  const policies = named
    .filter((a) => !PROSPECTIVE.test(clauseOf(notes, a.start)))
    .map((a) => {
      const clause = clauseOf(notes, a.start);
      const cash = inNotes.find(
        (c) => c.kind === 'policyCashValue' && clauseOf(notes, c.start) === clause,
      );
      const kind: 'term' | 'permanent' | undefined =
        TERM.test(clause) && !PERMANENT.test(clause)
          ? 'term'
          : PERMANENT.test(clause)
            ? 'permanent'
            : undefined;
      const owner = OWNED_BY_TRUST.test(clause)
        ? ('trust' as const)
        : OWNED_BY_BUSINESS.test(clause)
          ? ('business' as const)
          : undefined;
      return {
        value: {
          label: clause.trim(),
          deathBenefit: a.value,
          ...(cash ? { cashValue: cash.value } : {}),
          ...(kind ? { kind } : {}),
          ...(owner ? { owner } : {}),
          ...(SURVIVORSHIP.test(clause) ? { survivorship: true as const } : {}),
        },
        source: clause.trim(),
      };
    });
  return { ...(policies.length > 0 ? { lifePolicies: policies } : {}), ...proposed };
}

/**
 * The cover in force: the policies the notes value, less the one they are only looking at
 * (none left where that was all of it).
 */
export function coverInForce(
  coverage: ClientFacts['lifeInsuranceCoverage'],
  proposed: ClientFacts['proposedPolicy'],
): ClientFacts['lifeInsuranceCoverage'] {
  // 'No life insurance' stays none: the policy looked at is not in force either.
  if (!coverage || !proposed || coverage.value === 0) return coverage;
  const rest = coverage.value - proposed.value.deathBenefit;
  return rest > 0 ? { ...coverage, value: rest } : undefined;
}
