import type { Fact } from '../types';
import { isTurnedDown, US_STATES } from './state-facts';

interface GoalRule {
  regex: RegExp;
  label: (m: RegExpExecArray) => string;
}

const NEAR = '[^.;\\n]{0,40}?';
const rule = (source: string, label: string | ((m: RegExpExecArray) => string)): GoalRule => ({
  regex: new RegExp(source, 'i'),
  label: typeof label === 'string' ? () => label : label,
});
const stateName = (token: string) =>
  US_STATES[token.toUpperCase()] ?? token.replace(/\b\w/g, (c) => c.toUpperCase());

const GOAL_RULES: GoalRule[] = [
  rule(
    `\\bretir(?:e|ing|ement)${NEAR}\\b(?:at|by|around)\\s+(?:age\\s+)?(\\d{2})\\b|\\bretire\\s+(\\d{2})\\b`,
    (m) => `Retire at ${m[1] ?? m[2]}`,
  ),
  rule(`\\bretire\\s+in\\s+(\\d{1,2}|\\w+)\\s+years?\\b`, (m) => `Retire in ${m[1]} years`),
  rule('\\b(?:retire (?:early|soon|next year)|early retirement)\\b', 'Retire early'),
  rule(
    `\\b(?:minimi[sz]e|reduce|lower|avoid|cut|limit|mitigate|manage|plan for|address)${NEAR}estate tax|\\bestate tax (?:exposure|planning|reduction|concerns?)|(?:concerned|worried)(?: about)?${NEAR}estate tax`,
    'Minimize estate taxes',
  ),
  rule(
    `\\b(?:minimi[sz]e|min\\.?|reduce|lower|cut|save on|manage)${NEAR}(?:income tax|tax bill|tax burden|tax liability|(?<!estate |gift )taxes)\\b|\\btax[- ]efficien\\w+|paying too much (?:in )?tax`,
    'Reduce income taxes',
  ),
  rule(
    `\\b(?:minimi[sz]e|reduce|defer|avoid|manage)${NEAR}(?:capital gains|gains?\\b)|\\btax(?:es)? on the (?:sale|gain|exit)\\b`,
    'Manage capital gains taxes',
  ),
  rule(
    `\\b(?:fund|pay for|save for|cover|help with|saving for)${NEAR}grand(?:children|kids)${NEAR}(?:college|education|tuition|school)|grand(?:children|kids)'?s? (?:college|education)`,
    "Fund grandchildren's education",
  ),
  rule(
    `\\b(?:fund|pay for|save for|cover|help with|saving for)${NEAR}(?:college|education|tuition|school)|\\b529\\b`,
    "Fund children's education",
  ),
  rule(
    `\\b(?:sell|sale of|exit|exiting|cash out of)${NEAR}(?:business|company|practice|firm|stake)\\b|\\bliquidity event\\b`,
    'Sell the business',
  ),
  rule(
    `(?<!\\b(?:no plans? to|not|never|won't|doesn't want to|don't want to)\\s+)\\b(?:sell|selling|sale of)${NEAR}\\b(?:apts?|apartments?|rentals?|buildings?|complex|duplex|land|lots|acreage|farm|ranch|(?:investment |rental |commercial )propert(?:y|ies))\\b|\\b(?:land|property|building) (?:sale )?(?:closing|closes)\\b`,
    'Sell investment real estate',
  ),
  rule(
    `\\b(?:keep|preserve|hold on to|pass down|hand down)\\s+(?:the |our |their |his |her |this |that )?(?:family )?(?:place|house|home|cabin|cottage|ranch|farm|retreat|property|land|lake house|beach house|vacation home|second home|compound)${NEAR}(?:in the family|for (?:the )?(?:kids|children|grandchildren|family|generations)|for future generations|long after)`,
    'Keep a family property for generations',
  ),
  // 'keep the co. private + family-owned for generations': the business kept in the family.
  rule(
    `\\b(?:family[- ]owned|in the family)\\s+for (?:future |the next )?(?:generations|several generations)\\b`,
    'Keep a family property for generations',
  ),
  // 'rentals - wants the kids to get the income but not be able to sell': kept in the family.
  rule(
    `\\b(?:rentals?|propert(?:y|ies)|buildings?|land|farm|ranch)\\b[^.;\\n]{0,60}\\b(?:kids|children|heirs|grandchildren)\\b[^.;\\n]{0,30}\\bincome\\b[^.;\\n]{0,30}\\b(?:not|never|without)\\b[^.;\\n]{0,25}\\bsell`,
    'Keep a family property for generations',
  ),
  rule(
    `\\b(?:pass|transfer|hand (?:over|down)|transition|leave)${NEAR}(?:business|company|practice|firm)${NEAR}to (?:the |his |her |their )?(?:kids|children|sons?|daughters?|family|next generation)|\\bsuccession plan\\w*`,
    'Plan business succession',
  ),
  // To a person the notes name ('transition company to Kyle over 5-10 yrs'), or a child who
  // will take over: not to a buyer.
  rule(
    `\\b(?:pass|transfer|hand (?:over|down)|transition)\\s+(?:the\\s+|his\\s+|her\\s+)?(?:business|company|practice|firm|co\\.?)\\s+to\\s+(?!(?:a|an|the|new|outside|third|private|PE|buyers?|investors?|management|employees|ESOP|competitors?|strategic)\\b)[a-z]+\\b|\\b(?:son|daughter|child|kid)\\b[^.;\\n]{0,60}\\b(?:will|to|would|expected to|plans to)\\s+take\\s+over\\b`,
    'Plan business succession',
  ),
  rule(
    `\\b(?:leave|pass|transfer)${NEAR}to (?:the |his |her |their )?(?:kids|children|heirs|grandchildren|family|next generation)|\\bwealth transfer\\b|\\bgenerational wealth\\b|\\blegacy for (?:the |his |her |their )?(?:kids|children|family)`,
    'Transfer wealth to heirs',
  ),
  rule(
    `\\b(?:leave|legacy|bequest|give|giving|support)${NEAR}(?:charit\\w*|church|foundation|university|alma mater|causes)|\\bphilanthrop\\w*|\\bcharitabl\\w+`,
    'Support charitable causes',
  ),
  rule(
    `\\b(?:protect|shield)${NEAR}(?:assets|wealth|creditors|lawsuits|liability)|\\basset protection\\b`,
    'Protect assets from creditors',
  ),
  rule('\\bdiversif(?:y|ication|ying)\\b', 'Diversify the portfolio'),
  rule(
    `\\b(?:generate|secure|reliable|steady|guaranteed)${NEAR}(?:retirement )?income\\b|\\bincome in retirement\\b|\\bretirement income\\b`,
    'Secure retirement income',
  ),
  rule(
    '\\b(?:preserve|preservation of|protect) (?:the |their |his |her )?(?:wealth|capital|principal)\\b',
    'Preserve wealth',
  ),
  rule(
    `\\b(?:provide for|take care of|protect)${NEAR}(?:wife|husband|spouse|family)\\b`,
    'Provide for the family',
  ),
  rule('\\bspecial[- ]needs\\b', 'Provide for a special-needs family member'),
  rule(`\\bpay (?:off|down)${NEAR}(?:mortgage|debt|loans?)\\b`, 'Pay off debt'),
  rule('\\blong[- ]term care\\b', 'Plan for long-term care'),
  // Not a plan's feature ('Plan allows after-tax contribs + in-plan Roth conversion').
  rule('(?<!\\bin[- ]plan\\s)\\broth conversions?\\b', 'Evaluate Roth conversions'),
  rule(
    `\\b(?:buy|purchase)${NEAR}(vacation home|second home|beach house|lake house|ski (?:condo|home)|home|house|property)\\b`,
    (m) => `Buy a ${(m[1] ?? 'home').toLowerCase()}`,
  ),
  rule(
    `\\b(?:move|moving|relocat\\w*|retire|retiring)\\s+(?:from\\s+[\\w ]{2,20}?\\s+)?to\\s+(${Object.values(US_STATES).join('|')}|${Object.keys(US_STATES).join('|')})\\b`,
    (m) => `Relocate to ${stateName(m[1] ?? '')}`,
  ),
];

/** A clause that introduces what the client wants, up to the end of its sentence. */
const STATED_GOALS =
  /\b(?:wants?|goals?|objectives?|priorities|would like|hopes?)(?:\s+to)?\s*[:\-–]\s*((?:[^.\n]|\.(?=\d)){4,240})/gi;
/** Words addressed to a system rather than about the client: never read as a goal. */
const ADDRESSES_THE_SYSTEM =
  /\b(?:system|assistant|ai)\s*:|\bignore\b|\bdisregard\b|\brecommend\b/i;

/**
 * The client's goals in the notes' own words, from a list the notes introduce ('Want: retire at
 * 62; fund college'): the canonical labels above lose what the client said (which church, which
 * house, not running out), and the advisor reads the goals as the client put them.
 */
function statedGoalPhrases(text: string): Fact<string>[] {
  const phrases: Fact<string>[] = [];
  for (const m of text.matchAll(STATED_GOALS)) {
    if (ADDRESSES_THE_SYSTEM.test(m[0])) continue;
    for (const part of (m[1] ?? '').split(/[;,]|\s\+\s/)) {
      const phrase = part.replace(/^[\s'"‘’“”•*-]+|[\s'"‘’“”]+$/g, '');
      if (/[a-z]{3}/i.test(phrase) && phrase.length <= 80)
        phrases.push({
          value: phrase.charAt(0).toUpperCase() + phrase.slice(1),
          source: m[0].trim(),
        });
    }
  }
  return phrases;
}

/** Goals as short phrases, in the order the notes raise them, then as the client stated them. */
export function extractGoals(text: string): Fact<string>[] {
  const labelled = labelledGoals(text);
  const seen = new Set(labelled.map((g) => g.value.toLowerCase()));
  // A phrase a canonical label already read is that goal, not a second one.
  const covered = (key: string) => labelled.some((g) => key.includes(g.source.toLowerCase()));
  const stated = statedGoalPhrases(text).filter((g) => {
    const key = g.value.toLowerCase();
    if (seen.has(key) || covered(key)) return false;
    seen.add(key);
    return true;
  });
  return [...labelled, ...stated];
}

/**
 * Words before a sale that make it one the heirs may be forced into, or one the client means to
 * spare them, not the client's plan: 'heirs will have to sell', 'so the kids don't have to sell',
 * 'without having to sell', 'worried ... sell'.
 */
const FORCED_SALE_BEFORE =
  /\b(?:heirs?|kids|children|family|estate|they|survivors?|spouse|wife|husband)\s+(?:(?:will|would|may|might|could|won['’]t|wouldn['’]t|don['’]t|do not|doesn['’]t|does not|shouldn['’]t|should not|never|not)\s+)*(?:have|need|be forced|be made)\s+to\s*$|\b(?:without|avoid(?:s|ing)?|never)\s+(?:having|needing|being forced)\s+to\s*$|\b(?:forced|worried|afraid|fears?|concerned)\b[^.;\n]*$/i;

/** The words of a clause before 'sell' make the sale a forced or spared one, not a plan. */
export const saleForcedOnHeirs = (before: string): boolean => FORCED_SALE_BEFORE.test(before);

/** A denial just before a goal's words, in its clause. */
const DENIED_BEFORE =
  /\b(?:not|no|never|isn['’]t|is not|aren['’]t|are not|doesn['’]t|does not|don['’]t|do not|nor|without)\s+(?:(?:really|very|particularly|that|much|interested in|want(?:s|ing)?(?:\s+to)?)\s+)*$/i;

/** Goals under the canonical labels, in the order the notes raise them. */
function labelledGoals(text: string): Fact<string>[] {
  const found: { value: string; source: string; index: number; end: number }[] = [];
  for (const r of GOAL_RULES) {
    const m = r.regex.exec(text);
    if (!m) continue;
    const end = m.index + m[0].length;
    // One phrase states one goal: an earlier, more specific rule keeps it.
    if (found.some((g) => g.value === r.label(m) || (m.index < g.end && g.index < end))) continue;
    // A move the client turns down or someone else proposes is no goal ('thinks she should
    // move to FL - not planning to').
    if (r.label(m).startsWith('Relocate') && isTurnedDown(text, m.index, end)) continue;
    // Words that deny it: 'Not charitably inclined beyond church', 'never wanted to retire early'.
    const clause =
      text
        .slice(0, m.index)
        .split(/[.;\n]/)
        .at(-1) ?? '';
    if (DENIED_BEFORE.test(clause)) continue;
    // A sale feared or forced on the heirs ('worried heirs will have to sell land to pay estate
    // tax') is a liquidity need, not a sale the client plans.
    if (r.label(m).startsWith('Sell') && saleForcedOnHeirs(clause)) continue;
    found.push({ value: r.label(m), source: m[0].trim(), index: m.index, end });
  }
  return found.sort((a, b) => a.index - b.index).map(({ value, source }) => ({ value, source }));
}
