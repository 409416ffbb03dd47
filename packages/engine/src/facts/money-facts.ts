import type { ClientFacts, Fact } from '../types';
import { HOLDING_KINDS, type AmountKind } from './amount-keywords';
import type { ClassifiedAmount } from './classify-amounts';
import {
  assetsMinusLiabilities,
  cents,
  monthlyTimes12,
  netWorthPlusLiabilities,
  partOf,
  rangeMidpoint,
  sumOfParts,
} from './derivations';
import { listedHoldings, type ListedHolding } from './holding-facts';
import { incomeSourcesFrom } from './income-sources';
import { ownershipOf } from './ownership';
import type { TextLayout } from './text-layout';

const ASSET_KINDS: AmountKind[] = [
  'investments',
  'retirement',
  'roth',
  'educationSavings',
  'residence',
  'investmentRealEstate',
  'secondHome',
  'otherRealEstate',
  'policyCashValue',
  'otherAsset',
  'business',
  'concentrated',
];

// Not 'No debt other than rental mtgs': that says the rentals carry debt.
const NO_DEBT =
  /\b(?:no (?:debts?|liabilities|mortgages?|mtgs?|loans)(?!\s+(?:other than|except|besides|beyond|but)\b)|debt[- ]free|mortgage[- ]free|(?:mortgage|house|home|debts?|loans?) (?:is |are |was |were )?(?:fully )?paid off|paid off|owns? (?:it|the house|the home|their home|everything) outright|zero debt)\b/i;

/** Holdings a list must name to be an itemized balance sheet, and how far it must exceed a total. */
const ITEMIZED = 4;
const CONTRADICTION = 0.2;

/** 'NW ~4.0M: stock 2.3M, ...': the figure heads the list after it, whatever the list adds up to. */
function introducesList(text: string, source: string): boolean {
  if (source.includes('[stated total of')) return true;
  const quote = source.replace(/\s*\[[^\]]*\]$/, '');
  const at = text.indexOf(quote);
  return (
    at >= 0 && /^\s*(?:[:(]|[-–—]\s)/.test(text.slice(at + quote.length, at + quote.length + 4))
  );
}

export type MoneyFacts = Pick<
  ClientFacts,
  | 'netWorth'
  | 'netWorthDerived'
  | 'netWorthContradicted'
  | 'totalAssets'
  | 'totalLiabilities'
  | 'holdingsList'
  | 'foreignHoldings'
  | 'annualIncome'
  | 'incomeSources'
  | 'annualExpenses'
  | 'realEstateValue'
  | 'investmentRealEstateValue'
  | 'secondHomeValue'
  | 'primaryResidenceValue'
  | 'retirementAccounts'
  | 'lifeInsuranceCoverage'
  | 'policyCashValue'
  | 'otherAssetsValue'
  | 'annualCharitableGiving'
> & {
  businessValue?: Fact<number>;
  concentratedValue?: Fact<number>;
  concentratedBasis?: Fact<number>;
  /** The holdings the notes list one by one, with the basis given for each (holding-facts.ts). */
  listedHoldings?: ListedHolding[];
};

/** The holding kind carrying the most money among `holdings` (investments when there are none). */
function mainHoldingKind(holdings: ClassifiedAmount[]): AmountKind {
  const byKind = new Map<AmountKind, number>();
  for (const h of holdings) if (h.kind) byKind.set(h.kind, (byKind.get(h.kind) ?? 0) + h.value);
  return [...byKind].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'investments';
}

/**
 * A statement's total ('Total account value: $4,250,000') and the holdings listed with it in
 * the same section (the notes, or one document): when they add up to no more than the total,
 * the total counts once, as the account its document names ('Rollover IRA statement') or else
 * the kind most of their money has, and names them in its source; otherwise they are other
 * holdings and the total is one more investment.
 */
function withStatementTotals(amounts: ClassifiedAmount[]): ClassifiedAmount[] {
  const parts = new Set<ClassifiedAmount>();
  const holdingsBySection = new Map<number, ClassifiedAmount[]>();
  for (const h of amounts) {
    if (h.period || !h.kind || !HOLDING_KINDS.includes(h.kind)) continue;
    const listed = holdingsBySection.get(h.section) ?? [];
    holdingsBySection.set(h.section, listed);
    listed.push(h);
  }
  const resolved = amounts.map((total): ClassifiedAmount => {
    if (total.kind !== 'accountTotal') return total;
    const holdings = holdingsBySection.get(total.section) ?? [];
    if (holdings.reduce((sum, h) => sum + h.value, 0) > total.value)
      return { ...total, kind: 'investments' };
    holdings.forEach((h) => parts.add(h));
    const listed = holdings.map((h) => h.source).join('; ');
    return {
      ...total,
      kind: total.accountKind ?? mainHoldingKind(holdings),
      source: listed
        ? `${total.source} [statement total; listed with it: ${listed}]`
        : total.source,
    };
  });
  return resolved.filter((a) => !parts.has(a));
}

const HOUSEHOLD_TOTAL =
  /\b(?:total|in all|all-in|altogether|combined|net worth|NW|estate|everything)\b[^.;\n:]{0,25}$/i;
const NET_WORTH_WORDS = /\b(?:net worth|NW)\b[^.;\n:]{0,25}$/i;

/**
 * A figure that introduces a list ('Total ~5.0M: IRA 2.3M, brokerage 1.1M ...', 'NW ~3.0M:
 * 401k ...', '~12M total: land ~10.5M ...', 'Saved ~1.8M: 401k ~1.13M ...') is the total of
 * the holdings listed after its colon in the same sentence, not one more holding, when they
 * add up to it (within 15%). Said to be the household's total (or net worth), it is that;
 * otherwise it stands for its parts as one holding of the kind most of their money has.
 */
function withListTotals(text: string, amounts: ClassifiedAmount[]): ClassifiedAmount[] {
  const parts = new Set<ClassifiedAmount>();
  const householdParts = new Set<ClassifiedAmount>();
  const resolved = amounts.map((total, index): ClassifiedAmount => {
    if (total.period || parts.has(total)) return total;
    const colon = /^\s*(?:\)\s*)?(?:total\s*)?:/i.exec(text.slice(total.end, total.end + 12));
    if (!colon) return total;
    const from = total.end + colon[0].length;
    const sentenceEnd = /\.(?=\s)|\n\s*\n|;/g;
    sentenceEnd.lastIndex = from;
    const to = sentenceEnd.exec(text)?.index ?? text.length;
    // The amounts are in the order of the text: the listed ones follow the total.
    const listed: ClassifiedAmount[] = [];
    for (let i = index + 1; i < amounts.length && amounts[i]!.start < to; i += 1) {
      const a = amounts[i]!;
      // A figure the classifier could not name is still one of the listed holdings.
      if (a.end <= to && !a.period && (a.kind === undefined || ASSET_KINDS.includes(a.kind)))
        listed.push(a);
    }
    const listedSum = listed.reduce((sum, a) => sum + a.value, 0);
    if (listed.length < 2 || Math.abs(listedSum - total.value) > total.value * 0.15) return total;
    listed.forEach((a) => parts.add(a));
    const before = text.slice(Math.max(0, total.start - 40), total.start);
    const kind: AmountKind =
      NET_WORTH_WORDS.test(before) || total.kind === 'netWorth'
        ? 'netWorth'
        : HOUSEHOLD_TOTAL.test(before) ||
            /total/i.test(colon[0]) ||
            total.kind === 'totalAssets' ||
            // A list that takes in the home is the household's balance sheet.
            /\b(?:home|house|residence)\b/i.test(text.slice(from, to))
          ? 'totalAssets'
          : mainHoldingKind(listed);
    const isHousehold = kind === 'netWorth' || kind === 'totalAssets';
    if (isHousehold) listed.forEach((a) => householdParts.add(a));
    const label = isHousehold ? 'stated total' : 'subtotal';
    return {
      ...total,
      kind,
      source: `${total.source} [${label} of: ${listed.map((a) => a.source).join('; ')}]`,
    };
  });
  // The household's own total keeps its parts as holdings; a subtotal stands for them.
  return resolved.filter((a) => !parts.has(a) || householdParts.has(a));
}

/** '$5M for 20% of the co.': a price for part of a company, which values the whole of it. */
const STAKE_PRICE =
  /^\s*for\s+(\d{1,2}(?:\.\d+)?)\s?%\s+of\s+(?:the|his|her|their)\s+(?:co\b\.?|company|business|firm|practice|stock|shares)/i;

/**
 * The client's part of a company the notes value only through a price offered for another
 * part of it: '$5M for 20% of the co.' values the company at $25M, so a client who owns 50%
 * holds $12.5M. Without the client's own share the price stays as it was read.
 */
function withOwnedStake(text: string, amounts: ClassifiedAmount[]): ClassifiedAmount[] {
  const priceFor = (a: ClassifiedAmount) =>
    a.period ? null : STAKE_PRICE.exec(text.slice(a.end, a.end + 60));
  const share = ownershipOf(text);
  if (!share || amounts.some((a) => a.kind === 'business' && !priceFor(a))) return amounts;
  return amounts.map((a) => {
    const price = priceFor(a);
    if (!price) return a;
    const company = a.value / (Number(price[1]) / 100);
    return {
      ...a,
      kind: 'business',
      value: cents((company * share.percent) / 100),
      source: `${text.slice(a.start, a.end + price[0].length)} [values the company at $${company.toLocaleString('en-US')}; ${share.source}]`,
      isSubset: false,
    };
  });
}

/** Words that price the whole company: a round, a valuation, a banker's or buyer's figure. */
const WHOLE_COMPANY =
  /\b(?:valu(?:ation|ed)|(?:sale|acquisition|buyout|exit)\b[^$.;\n]{0,40}\b(?:at|for)|post(?:-money)?|pre-money|enterprise value|T?EV|(?:company|business|firm|co\.?)\s+(?:is\s+)?worth|(?:banker|broker|appraiser|buyer)(?:'s)?(?: prelim(?:inary)?)? value)\b/i;
/** A buyer's price for the company: the planned sale's, today's value only where none other is given. */
const DEAL_PRICE =
  /\b(?:sale|acquisition|buyout|exit|offer|LOI|letter of intent)\b[^$.;\n]{0,40}\b(?:at|for)\b|\b(?:LOI|offer)\b/i;
/** A venture round's price, which says nothing of the client's part without the share. */
const ROUND_PRICE = /\b(?:post(?:-money)?|pre-money)\b/i;
/** Words that make a figure the owner's own part ('est value of his share', 'her stake ~$84M'). */
const OWNERS_PART =
  /\b(?:(?:his|her|their|the client'?s|client'?s|owner'?s)\s+(?:\d{1,3}\s?%\s+)?(?:share|stake|interest|part)|stake)\b/i;

/**
 * A value the notes give for the whole company ('owns 22% fully diluted; last round $90M post',
 * 'owns 60%, company valued at $10M'): the client holds their share of it. Beside a figure the
 * notes give as the owner's own ('post-money $120M -> his stake ~$42M'), the whole is not
 * counted; nor is a round's price where no share is stated.
 */
function withCompanyShare(text: string, amounts: ClassifiedAmount[]): ClassifiedAmount[] {
  // The words around a figure, within its clause and before the next figure.
  const phraseOf = (a: ClassifiedAmount) => {
    const lead =
      text
        .slice(Math.max(0, a.start - 30), a.start)
        .split(/[.;,\n]/)
        .at(-1) ?? '';
    const tail = text.slice(a.end, a.end + 20).split(/[.;,\n$]|->|→/)[0] ?? '';
    return `${lead}${text.slice(a.start, a.end)}${tail}`;
  };
  const isWhole = (a: ClassifiedAmount) =>
    a.kind === 'business' &&
    !a.period &&
    !STAKE_PRICE.test(text.slice(a.end, a.end + 60)) &&
    WHOLE_COMPANY.test(phraseOf(a)) &&
    !OWNERS_PART.test(phraseOf(a));
  const ownersOwn = amounts.some(
    (a) => a.kind === 'business' && !isWhole(a) && OWNERS_PART.test(phraseOf(a)),
  );
  const share = ownershipOf(text);
  // One value of the company counts: a valuation before a buyer's price for it.
  const wholes = amounts.filter(isWhole);
  const today = wholes.find((a) => !DEAL_PRICE.test(phraseOf(a))) ?? wholes[0];
  return amounts.map((a) => {
    if (!isWhole(a)) return a;
    if (a !== today || ownersOwn || (!share && ROUND_PRICE.test(phraseOf(a))))
      return { ...a, kind: 'ignore' };
    if (!share || share.percent >= 100) return a;
    return {
      ...a,
      value: cents((a.value * share.percent) / 100),
      source: `${a.source} [the whole company; the client's ${share.percent}%: ${share.source}]`,
    };
  });
}

/** 'his share before discounts $13.5M': the words that make a figure the client's part of a whole. */
const STATED_SHARE =
  /\b(?:his|her|their|the client'?s|client'?s|our)\s+(?:\d{1,3}\s?%\s+)?share\b[^$£€\d.;\n]{0,30}$/i;
/** What says a figure is the whole of what the client owns a part of ('$30M total', 'the whole co.'). */
const WHOLE_OF = /^\s*(?:total|in total|for (?:the )?(?:whole|entire|all)\b|\(?100\s?%)/i;

/**
 * A whole and the client's stated share of it in one sentence ('a family LP valued at $30M
 * total; his share before discounts $13.5M'): the share is what the client holds, of the kind
 * the whole was read as, and the whole is not counted.
 */
function withStatedShare(text: string, amounts: ClassifiedAmount[]): ClassifiedAmount[] {
  const out = [...amounts];
  out.forEach((share, i) => {
    const before = text.slice(Math.max(0, share.start - 60), share.start);
    const words = share.period ? null : STATED_SHARE.exec(before);
    if (!words) return;
    const wholeAt = i - 1;
    const whole = out[wholeAt];
    // Only a share the words give no kind of its own, of a whole held as an asset.
    if (share.kind || !whole?.kind || !ASSET_KINDS.includes(whole.kind) || whole.period) return;
    if (!WHOLE_OF.test(text.slice(whole.end, whole.end + 20))) return;
    // One sentence: a clause after a semicolon still speaks of the same whole.
    if (/\.(?=\s)|\n/.test(text.slice(whole.end, share.start))) return;
    const from = share.start - (before.length - words.index);
    out[i] = {
      ...share,
      kind: whole.kind,
      isSubset: false,
      source: `${text.slice(from, share.end)} [the client's share of ${whole.source}]`,
    };
    out[wholeAt] = { ...whole, kind: 'ignore' };
  });
  return out;
}

/** An amount as a fact: a monthly figure made annual, a range taken at its midpoint. */
function annualised(a: ClassifiedAmount): Fact<number> {
  if (a.period === 'month') return monthlyTimes12(a.value, a.source);
  const derivation =
    a.derivation ?? (a.range ? rangeMidpoint(a.range.low, a.range.high, a.source) : undefined);
  return { value: a.value, source: a.source, ...(derivation ? { derivation } : {}) };
}

/** Drops the repeat of a figure that a document states again (same kind, same value, other section). */
function withoutRepeats(amounts: ClassifiedAmount[]): ClassifiedAmount[] {
  const sectionsSeen = new Map<string, Set<number>>();
  return amounts.filter((a) => {
    const key = `${a.kind}|${a.value}`;
    const seen = sectionsSeen.get(key) ?? new Set<number>();
    sectionsSeen.set(key, seen.add(a.section));
    return seen.size === 1;
  });
}

function first(amounts: ClassifiedAmount[], kind: AmountKind): Fact<number> | undefined {
  const found = amounts.find((a) => a.kind === kind);
  return found ? annualised(found) : undefined;
}

/** The amounts' sum, each part labelled by the words that named it; `what` names the total. */
function sum(amounts: ClassifiedAmount[], what: string): Fact<number> | undefined {
  return sumOfParts(
    amounts.map((a) => ({ label: a.keyword ?? a.kind ?? 'amount', fact: annualised(a) })),
    what,
  );
}

function ofKinds(amounts: ClassifiedAmount[], kinds: AmountKind[]): ClassifiedAmount[] {
  return amounts.filter((a) => a.kind !== undefined && kinds.includes(a.kind));
}

/**
 * Income parts a section (the notes, or one form) also states inside a larger one: an S
 * corporation's distributions pay out the business income its K-1 reports, qualified
 * dividends are part of the ordinary dividends beside them (Form 1099-DIV, Form 1040), and a
 * Schedule E's rental properties (line 21) add up to its line 26.
 */
const COVERED_PARTS: [part: RegExp, coveredBy: RegExp][] = [
  [/^(?:draws?|distributions)$/i, /business income|profit|K-1/i],
  [/^qualified dividends$/i, /^ordinary dividends$/i],
  [/from rental real estate/i, /rental real estate and royalty income/i],
];

/** A salary or W-2 figure: the owner's pay. */
const SALARY =
  /^(?:W-?2(?: income| wages| comp)?|salar(?:y|ies)|wages|comp(?:ensation)?|base(?: pay| salary)?)$/i;
/** 'Net ~$900K before his own W-2': business income the owner's salary is still paid out of. */
const BEFORE_SALARY =
  /^\s*(?:\/\s*(?:yr|year)\s*)?before (?:(?:his|her|their|the owners?'s?) )?(?:own )?(?:W-?2|salar(?:y|ies)|wages|comp)/i;
/** The same said before the figure: '2025 profit before owner pay ~$600k; takes W-2 salary $90k'. */
const BEFORE_SALARY_FIRST =
  /\bbefore (?:(?:his|her|their|the)\s+)?(?:owners?['’]?s?\s+)?(?:own\s+)?(?:W-?2|salar(?:y|ies)|wages|comp\w*|pay)\s*(?:of\s+)?(?:about|approx\.?|~|≈|:)?\s*\$?$/i;

function incomeParts(text: string, amounts: ClassifiedAmount[]): ClassifiedAmount[] {
  const parts = ofKinds(amounts, ['incomePart']);
  const isCovered = (a: ClassifiedAmount) =>
    COVERED_PARTS.some(
      ([part, coveredBy]) =>
        part.test(a.keyword ?? '') &&
        parts.some((b) => b.section === a.section && coveredBy.test(b.keyword ?? '')),
    );
  // 'Comp ~$650k (W-2 $300k + distributions)': figures in brackets right after an income figure
  // are its parts, not more income.
  const inBreakdown = (a: ClassifiedAmount) =>
    parts.some(
      (b) => b !== a && b.end <= a.start && /^\s*\([^()\n.;]*$/.test(text.slice(b.end, a.start)),
    );
  const kept = parts.filter((a) => !isCovered(a) && !inBreakdown(a));
  // 'Net ~$900K before his own W-2 ... W-2 $120K': $120K is wages, the other $780K the business's.
  const grossOfSalary = kept.find(
    (b) =>
      BEFORE_SALARY.test(text.slice(b.end, b.end + 40)) ||
      BEFORE_SALARY_FIRST.test(text.slice(Math.max(0, b.start - 40), b.start)),
  );
  const salary =
    grossOfSalary &&
    kept.find(
      (a) =>
        a !== grossOfSalary &&
        a.section === grossOfSalary.section &&
        SALARY.test(a.keyword ?? '') &&
        a.value < grossOfSalary.value,
    );
  if (!grossOfSalary) return kept;
  const business: ClassifiedAmount = {
    ...grossOfSalary,
    keyword: 'business income',
    ...(salary
      ? {
          value: grossOfSalary.value - salary.value,
          source: `${grossOfSalary.source}; ${salary.source} [business income less the owner's pay]`,
        }
      : {}),
  };
  return kept.map((a) => (a === grossOfSalary ? business : a));
}

/** The household's income, stated or summed from its parts, and those parts by source. */
function incomeFrom(
  text: string,
  amounts: ClassifiedAmount[],
): Pick<MoneyFacts, 'annualIncome' | 'incomeSources'> {
  // An annual pension or annuity payment is income, not a balance; so is equity pay vesting
  // each year ('RSUs vest ~$450k/yr').
  const paidYearly = amounts.filter(
    (a) =>
      a.period &&
      (a.kind === 'retirement' || a.kind === 'investments' || a.kind === 'concentrated'),
  );
  const parts = incomeParts(text, amounts);
  const stated = first(amounts, 'incomeTotal') ?? first(amounts, 'agi');
  const annualIncome = stated ?? sum([...parts, ...paidYearly], 'income sources');
  const incomeSources = incomeSourcesFrom(text, parts, paidYearly, stated, annualised);
  return { annualIncome, ...(incomeSources ? { incomeSources } : {}) };
}

/**
 * Total assets when only net worth is stated: net worth plus known liabilities. With no
 * liabilities stated, the listed assets are part of the net worth, so the total is at least it.
 */
function assetsBehindNetWorth(netWorth: Fact<number>, facts: MoneyFacts): Fact<number> {
  const liabilities = facts.totalLiabilities;
  if (liabilities) return netWorthPlusLiabilities(netWorth, liabilities);
  const listed = facts.totalAssets;
  if (listed && listed.value > netWorth.value) return listed;
  return {
    value: netWorth.value,
    source: netWorth.source,
    derivation: {
      method: 'other',
      parts: [partOf('net worth', netWorth)],
      note: 'the net worth, no liabilities stated (the listed assets are part of it)',
    },
  };
}

/** Words that make a residence a second one: the season or the use it is kept for. */
/** Words placing a dwelling somewhere by name: 'in Boca', 'at Lake Tahoe', 'Sarasota FL'. */
const PLACED = /\b(?:in|at|on)\s+(?:the\s+)?[A-Z][a-z]+|\b[A-Z][a-z]+,?\s+[A-Z]{2}\b/;
const SEASONAL = /\b(?:winter|summer|vacation|holiday|weekend|seasonal|snowbird)\b/i;
/** A dwelling named without its use: a cottage, a flat, a villa. */
const DWELLING = /^(?:flat|apartment|townhouse|penthouse|villa|cottage|chalet)$/i;

/**
 * A dwelling listed beside the household's own home ('Home $2M, Cape cottage $3M') is a second
 * home; alone, it may be the home itself, and stays unplaced.
 */
function withSecondHomes(text: string, amounts: ClassifiedAmount[]): ClassifiedAmount[] {
  const home = amounts.find((a) => a.kind === 'residence');
  if (!home) return amounts;
  // The words of the phrase an amount was read from, with those just before it in its clause.
  const phrase = (a: ClassifiedAmount) => {
    const at = text.lastIndexOf(a.source, a.end);
    const lead =
      at > 0
        ? (text
            .slice(Math.max(0, at - 30), at)
            .split(/[,;.\n]/)
            .at(-1) ?? '')
        : '';
    return `${lead}${a.source}`;
  };
  return amounts.map((a) =>
    (a.kind === 'otherRealEstate' && DWELLING.test(a.keyword ?? '')) ||
    // A second residence the notes call a season's ('winter condo', 'summer place') or place
    // somewhere by name ('Condo in Boca ~$750k', 'Sarasota FL condo').
    (a !== home && a.kind === 'residence' && (SEASONAL.test(phrase(a)) || PLACED.test(phrase(a))))
      ? { ...a, kind: 'secondHome' }
      : a,
  );
}

/** The dollar facts: totals as stated, else derived from the parts, saying so in the source. */
export function moneyFacts(layout: TextLayout, classified: ClassifiedAmount[]): MoneyFacts {
  const amounts = withSecondHomes(
    layout.text,
    withStatedShare(
      layout.text,
      withCompanyShare(
        layout.text,
        withOwnedStake(
          layout.text,
          withListTotals(layout.text, withStatementTotals(withoutRepeats(classified))),
        ),
      ),
    ),
  );
  const balances = amounts.filter((a) => !a.period);
  const facts: MoneyFacts = { netWorthDerived: false };

  const parts = (kinds: AmountKind[]) => ofKinds(balances, kinds);
  facts.primaryResidenceValue = sum(parts(['residence']), 'residences');
  facts.investmentRealEstateValue = sum(parts(['investmentRealEstate']), 'investment properties');
  facts.secondHomeValue = sum(parts(['secondHome']), 'second homes');
  facts.realEstateValue = sum(
    parts(['residence', 'secondHome', 'investmentRealEstate', 'otherRealEstate']),
    'real estate',
  );
  facts.retirementAccounts = sum(parts(['retirement']), 'retirement accounts');
  facts.lifeInsuranceCoverage = sum(parts(['lifeInsurance']), 'policies');
  facts.policyCashValue = sum(parts(['policyCashValue']), 'policy cash values');
  facts.otherAssetsValue = sum(parts(['otherAsset']), 'other assets');
  facts.businessValue = first(balances, 'business');
  facts.concentratedValue = first(balances, 'concentrated');
  const listedWithBasis = listedHoldings(layout, amounts);
  facts.listedHoldings = listedWithBasis;
  // A basis the notes give for a listed account or property is not a single position's.
  const heldBases = new Set(listedWithBasis.map((l) => l.basis));
  facts.concentratedBasis = first(
    balances.filter((a) => !heldBases.has(a)),
    'basis',
  );
  Object.assign(facts, incomeFrom(layout.text, amounts));
  facts.annualExpenses = first(amounts, 'expenses');
  facts.annualCharitableGiving = first(amounts, 'charitableGiving');

  facts.totalLiabilities =
    first(balances, 'totalLiabilities') ?? sum(parts(['liability']), 'debts');
  const noDebt = NO_DEBT.exec(layout.text);
  if (!facts.totalLiabilities && noDebt) facts.totalLiabilities = { value: 0, source: noDebt[0] };

  const statedAssets = first(balances, 'totalAssets');
  const listed = ofKinds(balances, ASSET_KINDS).filter((a) => !a.isSubset);
  const listedSum = sum(listed, 'the listed assets');
  facts.totalAssets = statedAssets ?? listedSum;
  const foreign = ofKinds(balances, ASSET_KINDS).filter((a) => a.foreign);
  if (foreign.length > 0)
    facts.foreignHoldings = foreign.map((a) => ({
      value: { ...a.foreign!, dollars: a.value },
      source: a.source,
    }));

  let statedNetWorth = first(balances, 'netWorth');
  // An itemized list of holdings worth far more than a stated net worth proves that figure
  // incomplete or stale (a list can leave things out, not add what is not there): the list
  // wins and the stated figure is kept as a conflict for the advisor to reconcile.
  const listedNet = listedSum ? listedSum.value - (facts.totalLiabilities?.value ?? 0) : 0;
  if (
    statedNetWorth &&
    !statedAssets &&
    !introducesList(layout.text, statedNetWorth.source) &&
    listed.length >= ITEMIZED &&
    listedNet > statedNetWorth.value * (1 + CONTRADICTION)
  ) {
    facts.netWorthContradicted = statedNetWorth;
    statedNetWorth = undefined;
  }
  // 'NW ex-biz ~6M' beside 'his share ~28M': a net worth that leaves out the business the
  // notes value; the household's is the two together. So is the net worth the notes call the
  // 'other' beside the business ('business worth $24M ...; other NW $6M').
  const at = statedNetWorth ? layout.text.indexOf(statedNetWorth.source) : -1;
  const isTheRest = at > 0 && /\bother\s*$/i.test(layout.text.slice(Math.max(0, at - 10), at));
  if (
    statedNetWorth &&
    facts.businessValue &&
    (LEAVES_BUSINESS_OUT.test(statedNetWorth.source) || isTheRest)
  )
    statedNetWorth = sumOfParts(
      [
        { label: 'net worth without the business', fact: statedNetWorth },
        { label: 'the business', fact: facts.businessValue },
      ],
      'the net worth stated without the business and the business',
    );
  // 'Owns 8M shares of private startup ... ($16M) ... Other NW $3M': the shares and the rest.
  else if (statedNetWorth && facts.concentratedValue && isTheRest)
    statedNetWorth = sumOfParts(
      [
        { label: 'the rest of the net worth', fact: statedNetWorth },
        { label: 'the shares', fact: facts.concentratedValue },
      ],
      'the shares the notes value and the rest of the net worth',
    );
  facts.holdingsList = holdingsList(statedAssets ?? statedNetWorth, listed);
  if (statedNetWorth) {
    facts.netWorth = statedNetWorth;
    if (!statedAssets) facts.totalAssets = assetsBehindNetWorth(statedNetWorth, facts);
  } else if (facts.totalAssets) {
    facts.netWorthDerived = true;
    facts.netWorth = assetsMinusLiabilities(facts.totalAssets, facts.totalLiabilities);
  }
  return facts;
}

const LEAVES_BUSINESS_OUT =
  /\b(?:ex-?|excl\.?|excluding|w\/o|without|outside(?: of)?|not counting|apart from)\s*(?:the\s+|his\s+|her\s+|their\s+)?(?:biz|business|company|co\b|practice|firm)/i;

const STATED_TOTAL_OF = /\s*\[stated total of: (.*)\]$/s;

/**
 * Whether the notes itemize the household's holdings: a stated total followed by the holdings
 * that add up to it; else a list, of two holdings or more where nothing totals them, of an
 * itemized balance sheet's length beside a total they are not written as the parts of.
 */
function holdingsList(
  statedTotal: Fact<number> | undefined,
  listed: ClassifiedAmount[],
): MoneyFacts['holdingsList'] {
  const parts = statedTotal && STATED_TOTAL_OF.exec(statedTotal.source);
  if (parts) return { value: { accountsForTotal: true }, source: parts[1]! };
  if (listed.length < (statedTotal ? ITEMIZED : 2)) return undefined;
  return { value: { accountsForTotal: false }, source: listed.map((a) => a.source).join('; ') };
}
