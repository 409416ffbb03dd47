import type { LiabilityKind } from '../observation';
import type { LabelRow } from './labelled-lines';
import { noted } from './readings';
import { kindReader } from './reader';

/**
 * A mortgage or loan statement: the principal balance is the liability. The home it is secured
 * by, the payment, escrow and the original amount are not debts the household owes now.
 */
function kindOf(head: string): LiabilityKind {
  if (/\bheloc\b|\bhome\s+equity\b/i.test(head)) return 'home-equity';
  if (/\bmortgage\b|\bhome\s+(?:lending|loan)\b/i.test(head)) return 'mortgage';
  if (/\bmargin\b/i.test(head)) return 'margin';
  if (/\bline\s+of\s+credit\b|\bpledged\s+asset\b|\bsecurities[-\s]based\b/i.test(head))
    return 'credit-line';
  return 'loan';
}

function rowsFor(head: string, heading: string): LabelRow[] {
  const debt = (amount: number) => ({
    field: 'liability' as const,
    value: { kind: kindOf(head), label: heading, amount: Math.abs(amount) },
  });
  return [
    {
      label:
        /(?:outstanding|unpaid|current|remaining)?\s*principal\s+(?:balance|outstanding)|(?:outstanding|unpaid|remaining)\s+principal|(?:outstanding|current|loan|unpaid)\s+(?:loan\s+)?balance|balance\s+outstanding|amount\s+outstanding/gi,
      key: 'principal',
      read: debt,
    },
    { label: /payoff\s+amount|total\s+payoff/gi, key: 'principal', read: debt },
    {
      label: /original\s+(?:loan\s+amount|principal(?:\s+amount)?|balance)/gi,
      read: noted('Original loan amount'),
    },
    {
      label: /(?:regular\s+)?(?:monthly\s+)?payment(?:\s+amount|\s+due)?|amount\s+due/gi,
      read: noted('Payment'),
    },
    { label: /escrow\s+(?:account\s+)?balance/gi, read: noted('Escrow balance') },
    { label: /interest\s+paid(?:\s+year[-\s]to[-\s]date|\s+ytd)?/gi, read: noted('Interest paid') },
    {
      label: /credit\s+limit|line\s+amount|available\s+credit/gi,
      read: noted('Credit limit (not a debt)'),
    },
    {
      label: /(?:property|appraised|home)\s+value/gi,
      read: noted('Property value (not the debt)'),
    },
  ];
}

export const loanStatementReader = kindReader({
  kind: 'loan-statement',
  title:
    /\bmortgage\s+(?:loan\s+)?(?:statement|account)|\bhome\s+(?:lending|loan)|\bloan\s+(?:statement|account\s+statement|servicing)|\bheloc\b|\bhome\s+equity\s+line|\bline\s+of\s+credit\s+statement|\b(?:auto|student|personal|business)\s+loan/i,
  signature: /\b(?:principal\s+balance|payoff\s+amount|escrow\s+balance)\b/i,
  name: /mortgage|loan|heloc|lending/i,
  rows: (document) => {
    const heading =
      document.text
        .split('\n')
        .find((l) => /[A-Za-z]{3}/.test(l))
        ?.trim() ?? 'Loan';
    return rowsFor(document.text.slice(0, 600), heading.slice(0, 80));
  },
});
