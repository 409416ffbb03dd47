import { incomeOf, noted } from './readings';
import { kindReader } from './reader';

/**
 * A 1099 composite (1099-DIV, -INT, -B, with -NEC and -R where a payer sends them). Qualified
 * dividends are a part of the ordinary dividends (box 1b within 1a), never added to them;
 * proceeds of sales are not income, only the realized gain is.
 */
export const form1099Reader = kindReader({
  kind: 'form-1099',
  title:
    /\b(?:form\s+)?1099-?(?:div|int|b|nec|misc|r|oid)\b|\bcomposite\s+(?:form\s+)?1099|\b1099\s+composite|\bconsolidated\s+1099|\bform\s+1099\b/i,
  signature: /total\s+ordinary\s+dividends|nonemployee\s+compensation|gross\s+distribution/i,
  name: /1099/i,
  rows: [
    {
      label: /total\s+ordinary\s+dividends|ordinary\s+dividends/gi,
      key: 'dividends',
      read: incomeOf('ordinary-dividends'),
    },
    { label: /qualified\s+dividends/gi, key: 'qualified', read: incomeOf('qualified-dividends') },
    {
      label: /(?:total\s+)?capital\s+gain\s+distr(?:ibutions|\.)?/gi,
      key: 'gain-distributions',
      read: incomeOf('capital-gains', false),
    },
    {
      label: /exempt-interest\s+dividends/gi,
      key: 'exempt-dividends',
      read: incomeOf('tax-exempt-interest'),
    },
    { label: /tax-exempt\s+interest/gi, key: 'tax-exempt', read: incomeOf('tax-exempt-interest') },
    {
      label: /interest\s+on\s+u\.?s\.?\s+savings\s+bonds\s+and\s+treas(?:ury)?\.?\s+obligations/gi,
      key: 'treasury-interest',
      read: incomeOf('interest'),
    },
    { label: /interest\s+income/gi, key: 'interest', read: incomeOf('interest') },
    { label: /(?:total\s+|gross\s+)?proceeds/gi, read: noted('Proceeds of sales (not income)') },
    { label: /(?:total\s+)?cost\s+(?:or\s+other\s+)?basis/gi, read: noted('Cost basis of sales') },
    {
      label:
        /(?:total\s+|net\s+)?realized\s+gain\s*(?:\/|or)?\s*\(?loss\)?|net\s+gain\s+or\s+\(?loss\)?/gi,
      key: 'realized-gain',
      read: incomeOf('capital-gains', false),
    },
    {
      label: /short-term\s+(?:realized\s+)?gain\s*(?:\/|or)?\s*\(?loss\)?/gi,
      read: noted('Short-term gain or loss'),
    },
    {
      label: /long-term\s+(?:realized\s+)?gain\s*(?:\/|or)?\s*\(?loss\)?/gi,
      read: noted('Long-term gain or loss'),
    },
    { label: /federal\s+income\s+tax\s+withheld/gi, read: noted('Federal income tax withheld') },
    { label: /foreign\s+tax\s+paid/gi, read: noted('Foreign tax paid') },
    { label: /section\s+199a\s+dividends/gi, read: noted('Section 199A dividends') },
    {
      label: /nonemployee\s+compensation/gi,
      key: 'nonemployee',
      read: incomeOf('self-employment'),
    },
    { label: /gross\s+distribution/gi, read: noted('Gross distribution') },
    {
      label: /taxable\s+amount/gi,
      key: 'distribution',
      read: incomeOf('retirement-distributions'),
    },
    // A composite's year-end value of the (taxable) account it reports on.
    {
      label:
        /total\s+account\s+value|account\s+value\s+(?:as\s+of|at|on)?\s*(?:\d{1,2}\/\d{1,2}\/\d{2,4})?\s*:?/gi,
      key: 'account',
      read: (amount) => ({
        field: 'account',
        value: { kind: 'taxable', label: 'Account reported on the Form 1099', amount },
      }),
    },
  ],
});
