import type { ClientFacts, Fact } from '../types';
import { findAmounts } from './amounts';
import { householdPeople, personNamedIn } from './household-people';
import { statedUnitGift } from './unit-gift-facts';

/**
 * The lifetime exemption the client and spouse have already used by taxable gifts: 'Used ~$3M of
 * lifetime exemption each', 'he has used $5M of his exemption', 'prior taxable gifts of $2M
 * (709s filed)', 'gave $5M to kids trust in 2019 (gift tax return filed)': a gift reported on a
 * gift tax return is a taxable gift, beyond the annual exclusions. Those gifts are added back at each death (IRC 2001(b)), so the exemption left
 * for the estate and for new gifts is smaller by them.
 */

/** A clause that says exemption was used, or taxable gifts were made, with its amount. */
export const EXEMPTION_USED =
  /\b(?:used|applied|burned|consumed)\b(?:[^.;\n]|\.(?=\d)){0,40}?\b(?:exemptions?|exclusions?|unified credit)\b|\b(?:exemptions?|exclusions?)\s+(?:already\s+)?used\b|\b(?:prior|past|lifetime|previous)\s+taxable\s+gifts?\b|\btaxable\s+gifts?\b(?:[^.;\n]|\.(?=\d)){0,30}?\b(?:made|filed|reported|to date)\b|\b(?:gave|gifted|gifts?|transferred|funded)\b(?:[^.;\n]|\.(?=\d)){0,60}?\b(?:709s?|gift tax returns?)\b[^.;\n]{0,15}?\bfiled\b/i;
/** Words that make the use a plan, a question or a remainder, not a use made. */
export const NOT_MADE =
  /\b(?:could|should|would|can|may|might|plan(?:s|ning)?|consider(?:ing)?|whether|if|unused|remaining|left|available|not|never|no|before)\b/i;
/** Said of both spouses alike. */
const EACH = /\b(?:each|apiece|both)\b/i;
const THEIRS = /\b(?:their|they)\b/i;
const HIS = /\b(?:his|he)\b/i;
const HERS = /\b(?:her|she)\b/i;

export function extractExemptionUsed(
  text: string,
  ages: Fact<number>[],
  married: boolean,
): Pick<ClientFacts, 'exemptionUsed'> {
  const people = householdPeople(ages);
  // Sentences end at a full stop that is not a decimal point ('$6.2M').
  for (const clause of text.split(/(?<!\d)\.(?!\d)|\.(?=\s)|[;\n]/)) {
    const said = EXEMPTION_USED.exec(clause);
    if (!said || NOT_MADE.test(clause)) continue;
    const [amount] = findAmounts(clause).filter((a) => a.value >= 10_000 && !a.period);
    if (!amount) continue;
    const value = amount.value;
    // Whose exemption: both (each, or theirs shared alike), one named, else the client's.
    const roles = people.roles;
    const named =
      personNamedIn(clause, people) ??
      (HIS.test(clause) ? roles.husband : HERS.test(clause) ? roles.wife : undefined);
    const used =
      married && EACH.test(clause)
        ? { client: value, spouse: value }
        : married && THEIRS.test(clause) && !named
          ? { client: value / 2, spouse: value / 2 }
          : named === 'spouse' && married
            ? { client: 0, spouse: value }
            : { client: value, spouse: 0 };
    return { exemptionUsed: { value: used, source: clause.trim() } };
  }
  // A gift of partnership units at a stated discount used exemption at the discounted value; a
  // couple's gift is split between them (IRC 2513), one person's is the client's.
  const units = statedUnitGift(text);
  if (!units) return {};
  const used = married
    ? { client: units.exemptionUsed / 2, spouse: units.exemptionUsed / 2 }
    : { client: units.exemptionUsed, spouse: 0 };
  return {
    exemptionUsed: { value: used, source: units.source, derivation: units.derivation },
  };
}
