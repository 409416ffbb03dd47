import type { AccountKind, Observation } from '../observation';
import { readAccountStatement } from './account-statement';
import type { DocumentLine } from './line-text';
import { kindReader } from './reader';

/**
 * A retirement account statement (IRA, 401(k), 403(b), Roth, inherited IRA; HSA, 529 and
 * annuity statements read alike): one account of its tax kind.
 */
function kindOf(head: string): AccountKind {
  if (
    /\b(?:inherited|beneficiary|decedent|bene)\s+(?:ira|roth|account)|\bbda\b|\bdeceased\b/i.test(
      head,
    )
  )
    return 'inherited-ira';
  if (/\broth\b/i.test(head)) return 'roth';
  if (/\b(?:hsa|health\s+savings)\b/i.test(head)) return 'hsa';
  if (/\b(?:529|college\s+savings)\b/i.test(head)) return '529';
  if (/\bannuit(?:y|ies)\b/i.test(head)) return 'annuity';
  return 'traditional-retirement';
}

/**
 * An employer's nonqualified deferred compensation plan ('Executive Deferred Compensation Plan',
 * 'NQDC', '409A'): pre-tax money owed by the employer, taxed as pay when it is paid out. The
 * statement's first line is the employer's name; the account is named as the plan, so it is
 * not taken for the 401(k) or IRA the notes value.
 */
const DEFERRED_COMP =
  /\bdeferred\s+comp(?:ensation)?\b|\bnqdc\b|\bnon-?qualified\b[^\n]{0,40}\bplan\b|\b409A\b/i;

function asDeferredCompensation(o: Observation): Observation {
  if (o.field !== 'account' || o.value.kind !== 'traditional-retirement') return o;
  return {
    ...o,
    value: { ...o.value, label: `Deferred compensation (${o.value.label.trim()})`.slice(0, 100) },
  };
}

// 'SEP' alone is also September ('Statement period Sep 1-30'): a SEP is named as an IRA or plan.
/**
 * The statement's heading: its lines before the first figure. A plan's balances by source
 * ('Pre-tax $1,612,300  Roth $173,719') come after it and do not make the account a Roth.
 */
function heading(lines: readonly DocumentLine[]): string {
  const first = lines.findIndex((l) => /\$\s?\d|\d,\d{3}/.test(l.clean));
  return lines
    .slice(0, first < 0 ? 6 : Math.max(1, first))
    .map((l) => l.clean)
    .join('\n');
}

const ACCOUNT_TYPES = String.raw`(?:non-?qualified\s+)?deferred\s+comp(?:ensation)?|nqdc|ira|roth|401\s?\(?k\)?|403\s?\(?b\)?|457\s?\(?b\)?|sep[-\s](?:ira|plan)|simple\s+ira|retirement|rollover|profit[-\s]sharing|hsa|health\s+savings|529|annuity`;

export const retirementStatementReader = kindReader({
  kind: 'retirement-statement',
  // The account's type beside a statement's words ('Roth IRA Quarterly Statement'): an 'IRA
  // $500,000' line in someone's notes is not a statement.
  title: new RegExp(
    String.raw`\b(?:${ACCOUNT_TYPES})\b[^\n]{0,60}\b(?:statement|summary|account|plan|report)\b|\b(?:statement|summary)\b[^\n]{0,60}\b(?:${ACCOUNT_TYPES})\b`,
    'i',
  ),
  signature:
    /\b(?:vested\s+balance|required\s+minimum\s+distribution|employee\s+deferrals?|employer\s+match)\b/i,
  name: /\bira\b|401k|401\(k\)|403b|roth|retirement|(?:^|[^a-z])hsa|529|annuity/i,
  rows: [],
  readMore: (document, lines) => {
    const head = heading(lines);
    const found = readAccountStatement(document, lines, kindOf(head));
    return DEFERRED_COMP.test(head) ? found.map(asDeferredCompensation) : found;
  },
});
