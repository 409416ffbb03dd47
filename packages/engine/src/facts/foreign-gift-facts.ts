import type { ClientFacts } from '../types';
import { foreignAmounts } from './amounts';

/** Words that say the money was given or left to the client: 'got', 'received', 'inherited'. */
const GIVEN_BEFORE =
  /\b(?:got|gets|received|receives|was given|gifted|gift of|inherited|inherits|wired)\b[^.;\n]{0,30}$/i;
/** From whom: a relative ('from his grandmother', 'from her parents'). */
const FROM_RELATIVE =
  /^[^.;\n]{0,12}?\bfrom\s+(?:(?:his|her|their|the client'?s)\s+)?((?:grand)?(?:mother|father|parents?|mom|dad)|aunt|uncle|relatives?|family|in-laws)\b/i;

/**
 * A gift or bequest the client received in a foreign currency from a relative ('H got £150k
 * from his grandmother'): a gift from a foreign person, which a US person reports on Form
 * 3520 above $100,000 a year (IRC 6039F). Read only in pounds or euros, each worth more than a
 * dollar, so the amount as written is never overstated against the dollar threshold.
 */
export function extractForeignGift(text: string): Pick<ClientFacts, 'foreignGift'> {
  for (const m of foreignAmounts(text)) {
    const before = text.slice(Math.max(0, m.start - 40), m.start);
    const after = FROM_RELATIVE.exec(text.slice(m.end, m.end + 60));
    if (!after || !GIVEN_BEFORE.test(before)) continue;
    const quote = `${/\S+(?:\s+\S+){0,3}$/.exec(before)?.[0] ?? ''}${text.slice(m.start, m.end)}${after[0]}`;
    return {
      foreignGift: {
        value: { amount: m.value, currency: m.currency, from: after[1]!.toLowerCase() },
        source: quote.replace(/\s+/g, ' ').trim(),
      },
    };
  }
  return {};
}
