import { readAccountStatement } from './account-statement';
import { kindReader } from './reader';

/** A bank statement (checking, savings, money market, CDs): one cash account and its balance. */
export const bankStatementReader = kindReader({
  kind: 'bank-statement',
  title:
    /\b(?:checking|savings|money\s+market|deposit)\s+(?:account|statement)|\bbank\s+statement|\bcertificate\s+of\s+deposit/i,
  signature:
    /\b(?:deposits\s+and\s+(?:other\s+)?(?:additions|credits)|withdrawals\s+and\s+(?:other\s+)?(?:subtractions|debits)|available\s+balance|ending\s+balance)\b/i,
  name: /bank|checking|savings|(?:^|[^a-z])cd(?:[^a-z]|$)/i,
  rows: [],
  readMore: (document, lines) => readAccountStatement(document, lines, 'cash'),
});
