import { incomeOf, noted } from './readings';
import { kindReader } from './reader';

/**
 * Form W-2: box 1 is the wages. Boxes 3 and 5 (Social Security and Medicare wages) restate the
 * same pay under other limits and are never more income; withholding is tax, not income.
 */
export const w2Reader = kindReader({
  kind: 'w-2',
  title: /\bform\s+w-?2\b(?!\s*,?\s*box)|wage\s+and\s+tax\s+statement/i,
  signature: /wages,?\s+tips,?\s+(?:and\s+)?other\s+comp/i,
  name: /(?:^|[^a-z0-9])w-?2(?:[^0-9]|$)/i,
  rows: [
    {
      label: /wages,?\s+tips,?\s+(?:and\s+)?other\s+comp(?:ensation)?/gi,
      key: 'wages',
      read: incomeOf('wages'),
    },
    { label: /federal\s+income\s+tax\s+withheld/gi, read: noted('Federal income tax withheld') },
    {
      label: /social\s+security\s+wages/gi,
      read: noted('Social Security wages (box 3, the same pay)'),
    },
    { label: /social\s+security\s+tax\s+withheld/gi, read: noted('Social Security tax withheld') },
    {
      label: /medicare\s+wages\s+and\s+tips/gi,
      read: noted('Medicare wages (box 5, the same pay)'),
    },
    { label: /medicare\s+tax\s+withheld/gi, read: noted('Medicare tax withheld') },
    { label: /state\s+wages,?\s+tips,?\s+etc\.?/gi, read: noted('State wages (the same pay)') },
    { label: /state\s+income\s+tax/gi, read: noted('State income tax withheld') },
  ],
});
