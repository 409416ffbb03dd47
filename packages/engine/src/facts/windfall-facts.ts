import type { ClientFacts } from '../types';
import { findAmounts, type AmountMention } from './amounts';

/**
 * A prize the client won (a lottery, a jackpot, a sweepstakes): one-time income, taxed as
 * ordinary income and withheld on at a flat rate, so the tax due at filing differs from what
 * was withheld. Read only where the notes name the prize; an inheritance or a sale is not one.
 */
const PRIZE =
  /\b(?:lottery|lotto|powerball|mega ?millions|jackpot|sweepstakes|scratch[- ]off|(?:gambling|casino|poker) (?:win(?:ning)?s?|prize)|prize money|game show)\b/i;
/** The winner's own part of a shared prize: 'his half ~$8.35M', 'her share $2M'. */
const OWN_SHARE =
  /\b(?:(?:his|her|their|the client'?s|client'?s|our) (?:half|share|cut|portion)|half|share)\b[^.;\d$]{0,12}$/i;
/** The prize before tax: 'the lump sum', 'pre-tax', 'gross'. */
const GROSS = /\b(?:lump[- ]sum|pre-?tax|gross|before (?:tax|withholding))\b/i;
/** What reached the client after withholding: 'landed', 'net', 'after tax', 'take-home'. */
const NET =
  /\b(?:landed|net\b|after (?:fed|federal|tax|taxes|withholding)|take[- ]home|deposited)/i;
/** How far the words around a figure are read (characters): its own phrase. */
const NEAR = 40;
/** The prize is described in its sentence and the next one ('Took the lump sum (~$16.7M)'). */
const SENTENCES_READ = 2;

function sentenceSpans(text: string, from: number): { start: number; end: number } {
  const start = Math.max(text.lastIndexOf('. ', from), text.lastIndexOf('\n', from)) + 1;
  let end = from;
  for (let i = 0; i < SENTENCES_READ; i += 1) {
    const next = /\.(?=\s)|\n/.exec(text.slice(end + 1, end + 1 + 400));
    if (!next) return { start, end: Math.min(text.length, end + 400) };
    end = end + 1 + next.index + 1;
  }
  return { start, end };
}

/**
 * The prize's gross amount to the client, and what reached them after withholding where the
 * notes say: the client's own share of a shared prize first, else the lump sum or pre-tax
 * figure, else the first figure with the prize; a figure said to have landed after tax is the
 * net, never the gross.
 */
export function extractWindfall(text: string): Pick<ClientFacts, 'windfall' | 'incomeSources'> {
  const prize = PRIZE.exec(text);
  if (!prize) return {};
  const span = sentenceSpans(text, prize.index);
  const amounts = findAmounts(text.slice(span.start, span.end)).filter((a) => !a.period);
  const before = (a: AmountMention) =>
    text.slice(span.start + Math.max(0, a.start - NEAR), span.start + a.start);
  const after = (a: AmountMention) =>
    text.slice(span.start + a.end, span.start + a.end + NEAR).split(/[,;.]/)[0] ?? '';
  const isNet = (a: AmountMention) => NET.test(after(a)) || /\bnet\s*$/i.test(before(a));
  const gross = amounts.filter((a) => !isNet(a));
  const chosen =
    gross.find((a) => OWN_SHARE.test(before(a))) ??
    gross.find((a) => GROSS.test(`${before(a).split(/[,;]/).pop() ?? ''} ${after(a)}`)) ??
    gross[0];
  if (!chosen || chosen.value < 1_000) return {};
  const net = amounts.find((a) => isNet(a) && a.value < chosen.value);
  // A figure's own phrase: back to the list separator before it, on to the one after a net.
  const quote = (a: AmountMention) => {
    const lead = before(a).split(/[,;(]/).pop() ?? '';
    const rest = isNet(a)
      ? (/^[^,;.\n]*/.exec(text.slice(span.start + a.end, span.start + a.end + 80))?.[0] ?? '')
      : '';
    return `${lead}${text.slice(span.start + a.start, span.start + a.end)}${rest}`
      .replace(/\s+/g, ' ')
      .trim();
  };
  const source = `${prize[0]}: ${quote(chosen)}${net ? `; ${quote(net)}` : ''}`;
  return {
    windfall: {
      value: {
        kind: 'prize',
        gross: chosen.value,
        ...(net ? { afterWithholding: net.value } : {}),
      },
      source,
    },
    incomeSources: [
      {
        value: { source: 'other', amount: chosen.value, recurring: false, person: 'client' },
        source,
      },
    ],
  };
}
