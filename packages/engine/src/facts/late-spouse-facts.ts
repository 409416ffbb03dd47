import type { ClientFacts } from '../types';
import { findAmounts } from './amounts';
import { parseCount } from './number-words';

/**
 * The estate of a widow's or widower's late spouse, as notes describe it: its size ('H's estate
 * ~9.0M'), and what it left to people other than the survivor ('250K to each of 2 sons, rest
 * outright to W'), which is what used the late spouse's exclusion (the rest passes free of tax
 * to the spouse). The unused part can be carried to the survivor by a portability election.
 */
const ESTATE =
  /\b(?:(?:H|W|husband|wife|spouse)['’]s|his|her|(?:the )?late (?:husband|wife|spouse)['’]s) (?:gross )?estate\b/i;
/** 'rest to W', 'everything else outright to his wife', 'all to her': the remainder to the survivor. */
const REST_TO_SURVIVOR =
  /\b(?:rest|remainder|residue|balance|everything(?: else)?|all(?: else)?)\b[^.;\n]{0,25}?\bto (?:W|H|wife|husband|her|him|spouse|the (?:surviving )?spouse|his wife|her husband)\b/i;
/** '250K to each of 2 sons', '$100K each to three grandkids', '$500K to his daughter'. */
const TO_OTHERS =
  /^\s*(?:each\s+)?to\s+(?:(?:each|both|all)\s+(?:of\s+)?)?(?:(?:the|his|her|their)\s+)?(\d+|two|three|four|five|six|seven|eight|nine|ten)?\s*(?:sons?|daughters?|kids?|children|child|grandkids?|grandchildren|grandchild|siblings?|brothers?|sisters?|nephews?|nieces?|friends?|heirs?)\b/i;
const EACH = /^\s*(?:each\b|to each\b)/i;
/** How far the bequests are read after the estate's size (characters): its description. */
const REACH = 400;

/** The end of a sentence or clause: a stop or semicolon before a space, or a line's end. */
const CLAUSE_END = /[.;](?=\s|$)|\n/;

/**
 * The estate's size: the first figure after 'his estate' in its own sentence ('his estate all
 * to her. NW $20M' gives the estate no size; the $20M is the client's).
 */
function estateSize(text: string, estate: RegExpExecArray) {
  const near = text.slice(estate.index, estate.index + estate[0].length + 40);
  const end = CLAUSE_END.exec(near.slice(estate[0].length));
  const [size] = findAmounts(end ? near.slice(0, estate[0].length + end.index) : near);
  return size;
}

/** Where the late spouse's estate's size is written (its first figure after 'his estate'). */
export function lateSpouseEstateAmount(
  text: string,
  isWidowed: boolean,
): { start: number; value: number } | undefined {
  if (!isWidowed) return undefined;
  const estate = ESTATE.exec(text);
  if (!estate) return undefined;
  const size = estateSize(text, estate);
  return size ? { start: estate.index + size.start, value: size.value } : undefined;
}

/** The late spouse's estate and what it left to others, for a widow or widower only. */
export function extractLateSpouseEstate(
  text: string,
  isWidowed: boolean,
): Pick<ClientFacts, 'lateSpouseEstate'> {
  if (!isWidowed) return {};
  const estate = ESTATE.exec(text);
  if (!estate) return {};
  const from = estate.index;
  const window = text.slice(from, from + REACH);
  const size = estateSize(text, estate);
  const rest = REST_TO_SURVIVOR.exec(window);
  let toOthers = 0;
  const quotes: string[] = [];
  for (const a of findAmounts(window)) {
    const after = window.slice(a.end, a.end + 60);
    const m = TO_OTHERS.exec(after);
    if (!m) continue;
    const word = m[1]?.toLowerCase();
    const count = word ? (parseCount(word) ?? Number(word)) : 1;
    const each = EACH.test(after) || /\b(?:each|both|all)\b/i.test(m[0]);
    toOthers += each ? a.value * count : a.value;
    quotes.push(`${window.slice(a.start, a.end)}${m[0]}`.replace(/\s+/g, ' ').trim());
  }
  // Without the remainder's destination, what the bequests named leave unused is not known.
  if (!rest && quotes.length === 0) {
    return size
      ? {
          lateSpouseEstate: {
            value: { amount: size.value },
            source: window.slice(0, size.end).replace(/\s+/g, ' ').trim(),
          },
        }
      : {};
  }
  const parts = [
    size ? window.slice(0, size.end) : estate[0],
    ...quotes,
    ...(rest ? [rest[0]] : []),
  ];
  return {
    lateSpouseEstate: {
      value: {
        ...(size ? { amount: size.value } : {}),
        ...(rest ? { toOthers } : {}),
      },
      source: parts.map((p) => p.replace(/\s+/g, ' ').trim()).join('; '),
    },
  };
}

/**
 * 'No 706 filed', 'portability not elected', 'never filed the estate tax return', 'DSUE: Not
 * elected', 'no DSUE'.
 */
const NOT_ELECTED =
  /\b(?:no|not|never|hasn['’]?t|has not|wasn['’]?t|was not|didn['’]?t|did not)\b[^.;\n]{0,15}?\b(?:706|estate tax return|portability|DSUE)\b|\b(?:706|portability|estate tax return|DSUE)\b[^.;\n]{0,12}?\b(?:not|never)\s+(?:filed|elected|made)\b/i;
/** '706 filed electing portability', 'portability elected', 'elected portability'. */
const ELECTED =
  /\b(?:706|estate tax return)\b[^.;\n]{0,30}?\b(?:filed|elect(?:ed|ing))\b|\b(?:filed|elected)\b[^.;\n]{0,30}?\b(?:706|portability)\b|\bportability\s+(?:was\s+|has been\s+)?elected\b/i;
/** A QTIP (marital deduction) election on the return, not the portability election. */
const QTIP_ELECTION = /\b(?:reverse\s+)?QTIP\s+election\b|\bmarital\s+deduction\s+election\b/i;
/** Words before a return that make it a plan or a question, not a filing. */
const PLANNED =
  /\b(?:should|must|needs? to|need|to-?do|consider(?:ing)?|whether|if|deadline|plan(?:s|ning)? to|asked|recommend(?:ed)?)\b[^.;\n]*$/i;
/** The DSUE named next to its amount: 'DSUE $12.9M', 'DSUE amount: $13,610,000', '$7M of DSUE'. */
const DSUE_WORDS = /\b(?:DSUE|deceased spousal unused exclusion|ported exclusion)\b/gi;

/**
 * What the text says of the late spouse's estate tax return: elected (filed, or a DSUE amount
 * stated, which only an election creates) or not, and the DSUE amount when written beside its
 * name. Where the same text says both, 'not filed' wins: a DSUE then is only a figure in waiting.
 */
export function portabilityIn(
  text: string,
): { elected: boolean; dsue?: number; quote: string } | undefined {
  const not = NOT_ELECTED.exec(text);
  // The first mention of the DSUE that gives its amount ('DSUE elected ..., approx $11.7M DSUE').
  const mentions = [...text.matchAll(DSUE_WORDS)].map((named) => {
    const near = text.slice(Math.max(0, named.index - 14), named.index + named[0].length + 30);
    const [amount] = findAmounts(near).filter((a) => a.value >= 100_000 && !a.period);
    return { near, amount };
  });
  const { near = '', amount = undefined } = mentions.find((m) => m.amount) ?? mentions[0] ?? {};
  const elected = not ? undefined : ELECTED.exec(text);
  // 'QTIP election made on Form 706 (filed 2020)': the return elects the marital deduction for a
  // trust; it says nothing of portability.
  const otherElection =
    elected &&
    QTIP_ELECTION.test(text.slice(Math.max(0, elected.index - 40), elected.index + 40)) &&
    !/\b(?:portability|DSUE)\b/i.test(text);
  if (otherElection && !amount) return undefined;
  // 'should file a 706 electing portability' is advice, not a return on file.
  if (
    elected &&
    !amount &&
    PLANNED.test(text.slice(Math.max(0, elected.index - 30), elected.index))
  )
    return undefined;
  if (!not && !elected && !amount) return undefined;
  const quote = (not ?? elected)?.[0] ?? near;
  return {
    elected: !not,
    ...(amount ? { dsue: amount.value } : {}),
    quote: amount && !quote.includes(amount.raw) ? `${quote.trim()}; ${near.trim()}` : quote.trim(),
  };
}

/** The portability election a widow's or widower's notes describe, and its DSUE. */
export function extractPortability(
  text: string,
  isWidowed: boolean,
): Pick<ClientFacts, 'portability'> {
  if (!isWidowed) return {};
  const found = portabilityIn(text);
  return found
    ? {
        portability: {
          value: {
            elected: found.elected,
            ...(found.dsue !== undefined ? { dsue: found.dsue } : {}),
          },
          source: found.quote,
        },
      }
    : {};
}
