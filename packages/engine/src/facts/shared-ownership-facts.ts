import type { ClientFacts } from '../types';
import { parseCount } from './number-words';

/**
 * A family's wealth held by several owners in equal shares ('passed it outright to his 3 kids
 * (G2) in equal shares', 'owned equally by the three siblings'), where the notes give the
 * family's total ('Total family wealth ~$300M'): each owner's estate is taxed on its own share
 * with its own exemption, never the whole as one estate.
 */
const HOLDERS = String.raw`(?:kids|children|sons|daughters|siblings|brothers|sisters|heirs|G2|G3)`;
const EQUAL_SHARES = [
  new RegExp(
    String.raw`\b(?:to|by|among|between)\s+(?:his|her|their|the)?\s*(two|three|four|five|six|[2-6])\s+${HOLDERS}\b[^.;\n]{0,20}?\b(?:in\s+)?equal(?:ly|\s+(?:shares|thirds|parts))\b`,
    'i',
  ),
  new RegExp(
    String.raw`\bequal(?:ly)?\s+(?:shares\s+)?(?:by|among|between)\s+(?:the\s+)?(two|three|four|five|six|[2-6])\s+${HOLDERS}\b`,
    'i',
  ),
];
const FAMILY_TOTAL =
  /\b(?:total\s+)?family(?:'s)?\s+(?:wealth|net\s+worth|assets)\b|\bcombined\s+family\b/i;

export function extractSharedOwnership(text: string): Pick<ClientFacts, 'sharedOwnership'> {
  if (!FAMILY_TOTAL.test(text)) return {};
  for (const re of EQUAL_SHARES) {
    const m = re.exec(text);
    const owners = m ? parseCount(m[1]!) : undefined;
    if (m && owners && owners > 1)
      return { sharedOwnership: { value: { owners }, source: m[0].trim() } };
  }
  return {};
}
