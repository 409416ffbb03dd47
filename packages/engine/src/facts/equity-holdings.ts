import type { Derivation } from '@strata/contracts';
import type { ClientFacts } from '../types';
import type { ClassifiedAmount } from './classify-amounts';
import { cents } from './derivations';
import { clauseStart, sectionOf, type TextLayout } from './text-layout';

/**
 * Equity the notes give by counts and prices per share, valued as a personal financial statement
 * values it (AICPA PFS guide: assets at their estimated current value): vested options at their
 * intrinsic value, (price - strike) x vested options; unvested ones are not yet the client's and
 * are not counted. The figures the count and prices were misread as ('ISOs 20,000' is no
 * $20,000) are no holdings of their own.
 */

/** A share or option count: '20,000', '100k', '1.2M' (never a dollar figure). */
const COUNT = String.raw`(?<![$\d.,])(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(?:\s?([kK]|[mM]{1,2}|thousand|million)\b)?`;
const OPTION = String.raw`(?:ISOs?|NSOs?|NQSOs?|NQs|(?:stock\s+)?options)`;
/** A count of options: '40,000 vested NSOs', 'ISOs 20,000 vested', 'Vested options: 100k sh'. */
const OPTION_COUNT = new RegExp(
  String.raw`${COUNT}(?=\s*(?:sh(?:ares|s)?\s+)?(?:(?:of\s+)?(?:his|her|their)\s+)?(?:(?:vested|unvested|exercisable)\s+)?${OPTION}\b)|(?<=\b${OPTION}\s*:?\s*(?:(?:vested|unvested|exercisable)\s*:?\s*)?)${COUNT}`,
  'g',
);
/** A further count after a grant's: '30,000 unvested', 'another 10,000 vest next year'. */
const MORE_COUNT = new RegExp(
  String.raw`${COUNT}(?=\s*(?:sh(?:ares|s)?\s+)?(?:unvested|exercisable|vested|vest(?:s|ing)?\s+(?:next|over|in|through|monthly|quarterly|annually)))`,
  'g',
);
const UNVESTED_AFTER =
  /^\s*(?:sh(?:ares|s)?\s+)?(?:unvested|unexercisable|not\s+(?:yet\s+)?vested|vest(?:s|ing)?\s+(?:next|over|in|through|monthly|quarterly|annually)|to\s+vest)/i;
const VESTED_AFTER = new RegExp(
  String.raw`^\s*(?:sh(?:ares|s)?\s+)?(?:${OPTION}\s+)?(?:(?:fully\s+)?vested|exercisable)\b`,
  'i',
);
const UNVESTED_BEFORE = /\b(?:unvested|unexercisable)\s*(?:\w+\s*)?:?\s*$/i;
const VESTED_BEFORE = /(?<!un)\b(?:vested|exercisable)\s*(?:\w+\s*)?:?\s*$/i;
/** A per-share dollar figure, no scale after it ('$3', '$4.10'). */
const PER_SHARE_DOLLARS = String.raw`\$\s?(\d{1,3}(?:,\d{3})*(?:\.\d+)?|\d+(?:\.\d+)?)(?!\s?(?:[kKmMbB]{1,2}|thousand|million|billion)\b)(?![\d,.]*\d)`;
const STRIKE = new RegExp(
  String.raw`\b(?:strike(?:\s+price)?|exercise\s+price|grant\s+price)\s*(?:of|is|at|:|=|@|~|≈)?\s*${PER_SHARE_DOLLARS}|(?:@|\bat)\s*${PER_SHARE_DOLLARS}\s*(?:\/\s*sh(?:are)?\s+)?(?:strike|exercise)\b`,
  'gi',
);
/**
 * Today's price of the shares: a 409A or fair market value, a market or trading price, a last
 * round's price per share. A strike, an offer or an IPO price is none.
 */
const PRICE = new RegExp(
  String.raw`\b(?:409A(?:\s+(?:value|price|FMV))?|FMV|fair\s+market\s+value|(?:current|market|share|stock|closing|last)\s+price|(?:last|latest|recent)\s+(?:round|pref(?:erred)?)(?:\s+price)?|trad(?:es|ing)\s+(?:at|around|near|~)|stock\s+(?:is\s+)?(?:now\s+)?(?:at|~)|(?:now|currently)\s+(?:at|~))(?:[^$\d.;\n]{0,20}?)\s*(?:is|of|at|:|=|~|≈)?\s*${PER_SHARE_DOLLARS}`,
  'gi',
);

export interface PricedFigure {
  value: number;
  start: number;
  end: number;
  words: string;
}

/** A grant's counts (the ones vested, the ones not) and the prices per share its sentence gives. */
export interface OptionGrant {
  type?: 'ISO' | 'NSO';
  vested: PricedFigure[];
  unvested: PricedFigure[];
  /** Counts the notes give without saying whether they have vested. */
  unknown: PricedFigure[];
  strike?: PricedFigure;
  price?: PricedFigure;
  /** Where the grant's words begin and end in the text. */
  start: number;
  end: number;
  /** Where the grant's sentence ends: a value the notes give for it is written before. */
  sentenceEnd: number;
  section: number;
}

const SCALE: Record<string, number> = { k: 1e3, thousand: 1e3, m: 1e6, mm: 1e6, million: 1e6 };
const countOf = (digits: string, unit: string | undefined) =>
  Number(digits.replace(/,/g, '')) * (unit ? (SCALE[unit.toLowerCase()] ?? 1) : 1);

/** The counts `re` finds in a sentence that starts at `offset` in the text. */
function counts(re: RegExp, text: string, offset: number): PricedFigure[] {
  return [...text.matchAll(re)].map((m) => ({
    value: countOf((m[1] ?? m[3])!, m[2] ?? m[4]),
    start: offset + m.index,
    end: offset + m.index + m[0].length,
    words: m[0],
  }));
}

/** The prices per share `re` finds: each starts at its dollar sign, as the amount read there. */
function prices(re: RegExp, text: string, offset: number): PricedFigure[] {
  return [...text.matchAll(re)].map((m) => ({
    value: Number((m[1] ?? m[2])!.replace(/,/g, '')),
    start: offset + m.index + m[0].lastIndexOf('$'),
    end: offset + m.index + m[0].length,
    words: m[0].trim(),
  }));
}

interface Sentence {
  text: string;
  start: number;
}

/** The sentences of the notes and documents: clauses are joined across semicolons. */
function sentences(layout: TextLayout): Sentence[] {
  const ends = layout.boundaries.filter((b) => layout.text[b] !== ';');
  const out: Sentence[] = [];
  let start = 0;
  for (const end of [...ends, layout.text.length]) {
    out.push({ text: layout.text.slice(start, end), start });
    start = end + 1;
  }
  return out;
}

/** Whether a count is said to be vested, unvested or neither, by the words on either side of it. */
function vesting(sentence: string, count: PricedFigure, offset: number) {
  const after = sentence.slice(count.end - offset, count.end - offset + 40).split(/[,;]/)[0]!;
  const before = sentence.slice(Math.max(0, count.start - offset - 40), count.start - offset);
  const near = before.split(/[,;]/).at(-1)!;
  if (UNVESTED_AFTER.test(after) || /\banother\s*$/i.test(near) || UNVESTED_BEFORE.test(near))
    return 'unvested';
  if (VESTED_AFTER.test(after) || VESTED_BEFORE.test(near)) return 'vested';
  return 'unknown';
}

/** Where the words naming a count's options begin, when they come first ('Vested ISOs: 9,000'). */
const OPTION_LEAD = new RegExp(
  String.raw`\b(?:(?:vested|exercisable)\s+)?${OPTION}\s*:?\s*(?:(?:vested|unvested|exercisable)\s*:?\s*)?$`,
  'i',
);
function leadStart(sentence: string, at: number): number {
  const lead = OPTION_LEAD.exec(sentence.slice(0, at));
  return lead ? lead.index : at;
}

const OPTION_WORD = new RegExp(String.raw`\b${OPTION}\b`);

/** The price per share written right after a count ('@ $150'), before the next count; no strike. */
function ownPrice(
  s: Sentence,
  count: PricedFigure,
  strikes: PricedFigure[],
  nextCount = s.start + s.text.length,
): PricedFigure | undefined {
  const right = s.text.slice(count.end - s.start, nextCount - s.start);
  return prices(AT_PRICE, right, count.end).find((p) => !strikes.some((k) => k.start === p.start));
}

/** The option grants a sentence gives with a strike: its counts, strike and today's price. */
export function optionGrants(layout: TextLayout): OptionGrant[] {
  const grants: OptionGrant[] = [];
  for (const s of sentences(layout)) {
    const strikes = prices(STRIKE, s.text, s.start);
    const strike = strikes[0];
    if (!strike || !OPTION_WORD.test(s.text)) continue;
    const named = counts(OPTION_COUNT, s.text, s.start);
    // 'ISOs from prior startup (private C-corp): 40,000 shares, strike $1.50': shares counted
    // with no price of their own, beside the options and their strike, are the options'.
    const found = [
      ...named,
      ...counts(SHARE_COUNT, s.text, s.start).filter(
        (c) => !named.some((n) => n.start === c.start) && !ownPrice(s, c, strikes),
      ),
    ].sort((a, b) => a.start - b.start);
    if (found.length === 0) continue;
    const more = counts(MORE_COUNT, s.text, s.start).filter(
      (m) => m.start > found[0]!.start && !found.some((c) => c.start === m.start),
    );
    const price = prices(PRICE, s.text, s.start).find((p) => p.start !== strike.start);
    const all = [...found, ...more].sort((a, b) => a.start - b.start);
    const type = /\bISOs?\b/.test(s.text)
      ? 'ISO'
      : /\b(?:NSOs?|NQSOs?|NQs)\b/.test(s.text)
        ? 'NSO'
        : undefined;
    const grant: OptionGrant = {
      ...(type ? { type } : {}),
      vested: [],
      unvested: [],
      unknown: [],
      strike,
      ...(price ? { price } : {}),
      start: Math.min(leadStart(s.text, all[0]!.start - s.start) + s.start, strike.start),
      end: Math.max(all.at(-1)!.end, strike.end, price?.end ?? 0),
      sentenceEnd: s.start + s.text.length,
      section: sectionOf(layout, s.start),
    };
    for (const c of all) grant[vesting(s.text, c, s.start)].push(c);
    grants.push(grant);
  }
  return grants;
}

const usd = (n: number) =>
  `$${n.toLocaleString('en-US', { minimumFractionDigits: Number.isInteger(n) ? 0 : 2, maximumFractionDigits: 2 })}`;
const count = (n: number) => n.toLocaleString('en-US');

/** What a grant's vested options are worth today, with the working; none without a price. */
export function vestedSpread(
  grant: OptionGrant,
): { value: number; note: string; derivation: Derivation } | undefined {
  const { strike, price } = grant;
  if (!strike || !price || grant.vested.length === 0) return undefined;
  const vested = grant.vested.reduce((t, c) => t + c.value, 0);
  const unvested = grant.unvested.reduce((t, c) => t + c.value, 0);
  const perShare = Math.max(0, price.value - strike.value);
  const value = cents(vested * perShare);
  const kind = grant.type === 'ISO' ? 'ISO' : grant.type === 'NSO' ? 'NSO' : 'option';
  // The tax the exercise brings is stated, not netted: NSO spread is pay when exercised (IRC 83),
  // ISO spread an AMT adjustment (IRC 56(b)(3)) and a capital gain on a qualifying sale.
  const tax =
    kind === 'ISO'
      ? 'the AMT the exercise may bring, and the tax on the later sale, are not deducted'
      : kind === 'NSO'
        ? 'the income tax due on exercise (the spread is ordinary income) is not deducted'
        : 'the income tax the exercise brings is not deducted';
  const note = [
    `${count(vested)} vested ${kind}s x (${usd(price.value)} - ${usd(strike.value)} strike) = ${usd(value)}`,
    ...(unvested > 0 ? [`${count(unvested)} unvested not counted`] : []),
    tax,
  ].join('; ');
  return {
    value,
    note,
    derivation: {
      method: 'other',
      parts: [
        {
          label: `vested ${kind}s`,
          value: vested,
          quote: grant.vested.map((c) => c.words).join('; '),
        },
        { label: 'price per share', value: price.value, quote: price.words },
        { label: 'strike per share', value: strike.value, quote: strike.words },
        ...(unvested > 0
          ? [
              {
                label: 'unvested (not counted)',
                value: unvested,
                quote: grant.unvested.map((c) => c.words).join('; '),
              },
            ]
          : []),
      ],
      note,
    },
  };
}

/** A figure the notes give for the grant themselves ('-> ~$800K spread', '($16M)'). */
const isValuedAlready = (a: ClassifiedAmount) =>
  !a.period && (a.kind === undefined || a.kind === 'concentrated') && a.value >= 1_000;

/**
 * The amounts with each option grant valued at its vested spread (where the notes give no value
 * of their own in its words): the counts, strike and price the grant is read from are no
 * holdings, and the spread is an asset in their place. Options are no shares held: an ISO cannot
 * be transferred (IRC 422(b)(5)) nor an option given to a trust or charity as shares are, so the
 * spread is an other asset, not the concentrated position share strategies act on.
 */
export function withOptionSpreads(
  layout: TextLayout,
  amounts: ClassifiedAmount[],
): ClassifiedAmount[] {
  let out = amounts;
  for (const grant of optionGrants(layout)) {
    const parts = [...grant.vested, ...grant.unvested, ...grant.unknown, grant.strike, grant.price];
    const used = new Set(parts.flatMap((p) => (p ? [p.start] : [])));
    const isPart = (a: ClassifiedAmount) => used.has(a.start);
    const inGrant = (a: ClassifiedAmount) => a.start >= grant.start && a.end <= grant.sentenceEnd;
    if (out.some((a) => !isPart(a) && inGrant(a) && isValuedAlready(a))) continue;
    const spread = vestedSpread(grant);
    out = out.map((a) => (isPart(a) ? { ...a, kind: 'ignore' as const } : a));
    if (!spread) continue;
    const words = layout.text.slice(grant.start, grant.end).replace(/\s+/g, ' ').trim();
    const held: ClassifiedAmount = {
      value: spread.value,
      start: grant.vested[0]!.start,
      end: grant.vested[0]!.end,
      raw: grant.vested[0]!.words,
      kind: 'otherAsset',
      keyword: `vested ${grant.type ?? 'option'}s`,
      source: `${words} [${spread.note}]`,
      isSubset: false,
      section: grant.section,
      derivation: spread.derivation,
    };
    out = [...out.filter((a) => a.start !== held.start), held].sort((a, b) => a.start - b.start);
  }
  return out;
}

/**
 * The grants of ISOs or NSOs the notes give with their vested count, strike and price, as the
 * plan statement's grants are read (the ISO's AMT figures work from them). A document's own
 * grants, read by its reader, take their place.
 */
export function notedStockOptions(layout: TextLayout): Pick<ClientFacts, 'stockOptions'> {
  const stockOptions = optionGrants(layout).flatMap((g) => {
    if (g.section !== 0 || !g.type || !g.strike || !g.price || g.vested.length === 0) return [];
    const total = (c: PricedFigure[]) => c.reduce((t, f) => t + f.value, 0);
    return [
      {
        value: {
          type: g.type,
          exercisable: total(g.vested),
          unvested: total(g.unvested),
          strike: g.strike.value,
          price: g.price.value,
        },
        source: layout.text.slice(g.start, g.end).replace(/\s+/g, ' ').trim(),
      },
    ];
  });
  return stockOptions.length > 0 ? { stockOptions } : {};
}

/** A count of shares: '22,000 sh XOM', '1.2M shares of Series B co', '4,500,000 common shares'. */
const SHARE_COUNT = new RegExp(
  String.raw`${COUNT}(?=\s*(?:(?:common|founders?'?s?|vested)\s+)?(?:sh|shs|shares)\b)|(?<=\b(?:founders?'?s?\s+|common\s+)?(?:shares|stock)\s*:?\s*~?\s*)${COUNT}(?=\s*(?:@|at\b))`,
  'g',
);
/** A price per share right after the count: '@ $150', 'at $110/share', 'at 409A $2/share'. */
const AT_PRICE = new RegExp(
  String.raw`^[^$\d;\n]{0,40}?(?:@|\bat\b)\s*(?:(?:the\s+)?(?:409A|FMV|last\s+round|current(?:\s+price)?)\s*(?:of|value|price)?\s*)?~?\s*${PER_SHARE_DOLLARS}`,
  'gi',
);
/** The words naming the shares before their count ('Founder shares 8M'). */
const SHARES_LEAD = /\b(?:(?:founders?'?s?|common)\s+)?(?:shares|stock)\s*:?\s*~?\s*$/i;
/** Counts that are not the client's own holding: of a company's total, unvested units. */
const NOT_HELD_AFTER =
  /^\s*(?:sh(?:ares|s)?\s+)?(?:outstanding|authorized|unvested|in the pool)\b/i;
/** A price a stock's shares are said to be worth today, of the common before a round's preferred. */
const COMMON_PRICE = /\b(?:409A|FMV|fair\s+market\s+value)\b/i;
/** The basis per share beside the shares: 'basis ~$30/sh', 'basis ~$40' (no scale: per share). */
const BASIS_PER_SHARE = new RegExp(
  String.raw`\b(?:cost\s+)?basis\s*(?:of|is|:|=|~|≈|about)*\s*${PER_SHARE_DOLLARS}`,
  'gi',
);

/** A holding of shares the notes give by count and price, with the basis per share beside it. */
export interface PricedShares {
  shares: PricedFigure;
  price: PricedFigure;
  basis?: PricedFigure;
  sentenceEnd: number;
  section: number;
}

/** The holdings of shares the notes give by a count and a price per share. */
export function pricedShares(layout: TextLayout, grants: OptionGrant[]): PricedShares[] {
  const optionCounts = new Set(
    grants.flatMap((g) => [...g.vested, ...g.unvested, ...g.unknown].map((c) => c.start)),
  );
  const out: PricedShares[] = [];
  for (const s of sentences(layout)) {
    const found = counts(SHARE_COUNT, s.text, s.start).filter(
      (c) =>
        !optionCounts.has(c.start) &&
        !/\bof\s*$/i.test(s.text.slice(0, c.start - s.start)) &&
        !NOT_HELD_AFTER.test(s.text.slice(c.end - s.start)),
    );
    if (found.length === 0) continue;
    const sentencePrices = prices(PRICE, s.text, s.start);
    const common = sentencePrices.find((p) => COMMON_PRICE.test(p.words)) ?? sentencePrices[0];
    const strikes = prices(STRIKE, s.text, s.start);
    found.forEach((shares, i) => {
      const next = found[i + 1]?.start ?? s.start + s.text.length;
      const price = ownPrice(s, shares, strikes, next) ?? (found.length === 1 ? common : undefined);
      if (!price) return;
      const right = s.text.slice(shares.end - s.start, next - s.start);
      const basis = prices(BASIS_PER_SHARE, right, shares.end)[0];
      out.push({
        shares,
        price,
        ...(basis && basis.value <= price.value ? { basis } : {}),
        sentenceEnd: s.start + s.text.length,
        section: sectionOf(layout, s.start),
      });
    });
  }
  return out;
}

type Figure = { value: number; start: number; end: number; words: string };

/**
 * A count of shares times a per-share figure (a price, a basis), as an amount with its
 * arithmetic: '8,000,000 shares x $2.00 = $16,000,000'. It stands at the count's place unless
 * `at` puts it at the per-share figure's.
 */
function perShareAmount(
  shares: Figure,
  perShare: Figure,
  label: string,
  section: number,
  how: { kind: ClassifiedAmount['kind']; keyword: string; words: string; at?: Figure },
): ClassifiedAmount {
  const value = cents(shares.value * perShare.value);
  const note = `${count(shares.value)} shares x ${usd(perShare.value)} = ${usd(value)}`;
  const place = how.at ?? shares;
  return {
    value,
    start: place.start,
    end: place.end,
    raw: place.words,
    kind: how.kind,
    keyword: how.keyword,
    source: `${how.words.replace(/\s+/g, ' ').trim()} [${note}]`,
    isSubset: false,
    section,
    derivation: {
      method: 'other',
      parts: [
        { label: 'shares', value: shares.value, quote: shares.words },
        { label, value: perShare.value, quote: perShare.words },
      ],
      note,
    },
  };
}

/**
 * The amounts with each holding of shares given by count and price valued at count x price
 * (where the notes give it no value of their own in its sentence), its basis per share made the
 * holding's: 'Founder shares 8M at 409A $2/share' is $16M, not $8M.
 */
export function withPricedShares(
  layout: TextLayout,
  amounts: ClassifiedAmount[],
): ClassifiedAmount[] {
  let out = amounts;
  for (const h of pricedShares(layout, optionGrants(layout))) {
    const { shares, price, basis } = h;
    const isCount = (a: ClassifiedAmount) => a.start === shares.start;
    const valued = out.some(
      (a) =>
        !isCount(a) &&
        a.start > shares.start &&
        a.end <= h.sentenceEnd &&
        a.start !== price.start &&
        isValuedAlready(a),
    );
    out = out.map((a) => (isCount(a) ? { ...a, kind: 'ignore' as const } : a));
    if (valued) continue;
    // The words that name the shares before their count: 'Founder shares 8M at 409A $2/share'.
    const lead = SHARES_LEAD.exec(layout.text.slice(Math.max(0, shares.start - 30), shares.start));
    const held = perShareAmount(shares, price, 'price per share', h.section, {
      kind: 'concentrated',
      keyword: 'shares',
      words: layout.text.slice(shares.start - (lead?.[0].length ?? 0), price.end),
    });
    const added: ClassifiedAmount[] = [held];
    if (basis)
      added.push(
        perShareAmount(shares, basis, 'basis per share', h.section, {
          kind: 'basis',
          keyword: 'basis',
          words: basis.words,
          at: basis,
        }),
      );
    const replaced = new Set(added.map((a) => a.start));
    out = [...out.filter((a) => !replaced.has(a.start)), ...added].sort(
      (a, b) => a.start - b.start,
    );
  }
  return out;
}

/** Awards that are not yet the client's: 'Unvested refresh RSUs ~150K', 'unvested options ~$80K'. */
const UNVESTED_BEFORE_FIGURE = /\b(?:unvested|not\s+(?:yet\s+)?vested)\b[^.;\n$\d]{0,30}$/i;
const AWARD = /\b(?:RSUs?|PSUs?|ISOs?|NSOs?|NQSOs?|options|units|awards?|grants?)\b/i;

/**
 * The amounts without awards the notes call unvested: not yet earned nor held, they are no asset
 * of the household (a plan statement's unvested grants are read the same way).
 */
export function withoutUnvestedAwards(
  layout: TextLayout,
  amounts: ClassifiedAmount[],
): ClassifiedAmount[] {
  return amounts.map((a) => {
    if (a.period || a.kind !== 'concentrated') return a;
    const before = layout.text.slice(clauseStart(layout, a.start), a.start);
    return UNVESTED_BEFORE_FIGURE.test(before) && AWARD.test(before)
      ? { ...a, kind: 'ignore' as const }
      : a;
  });
}
