import { readAccountStatement } from './account-statement';
import { kindReader } from './reader';

/** A brokerage (taxable investment) account statement: one taxable account and its positions. */
export const brokerageStatementReader = kindReader({
  kind: 'brokerage-statement',
  title:
    /\bbrokerage\s+(?:account|statement|summary|report)|\bconsolidated\s+(?:account\s+)?(?:summary|statement)|\binvestment\s+(?:account|statement|report)|\bportfolio\s+(?:statement|summary|report)|\bsecurities\s+account|\bmanaged\s+account/i,
  signature:
    /\b(?:statement\s+period|account\s+statement)\b[\s\S]{0,2000}?\b(?:market\s+value|holdings|positions)\b/i,
  name: /brokerage|schwab|fidelity|vanguard|merrill|morgan[-_\s]?stanley|portfolio|investment/i,
  rows: [],
  readMore: (document, lines) => readAccountStatement(document, lines, 'taxable'),
});
