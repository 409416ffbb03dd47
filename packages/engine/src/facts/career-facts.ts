import type { ClientFacts } from '../types';
import { findAmounts } from './amounts';

/**
 * A short earning career (an athlete's, a performer's): how many years it is projected to last,
 * what the client sets aside to invest each year of it, and how many years the savings must
 * then carry the lifestyle ('Projected career ~7 yrs', '~$1.4M/yr to invest', 'keep this
 * lifestyle ~30 yrs after he stops playing').
 */
const CAREER_YEARS =
  /\b(?:projected|expected|remaining)?\s*(?:playing\s+|earning\s+|pro\s+)?career\s+(?:of\s+|is\s+|left\s+)?(?:~|about\s+|around\s+)?(\d{1,2})\s*(?:yrs?|years)\b/i;
const YEARS_AFTER =
  /(?:~|about\s+)?(\d{1,2})\s*(?:yrs?|years)\s+after\s+(?:he|she|they|the client)\s+(?:stops?|retires?|quits?|leaves?)\b/i;
const TO_INVEST = /^\s*(?:\/\s*(?:yr|year)|a year|per year|annually)?\s+to\s+(?:invest|save)\b/i;

export function extractCareer(notes: string): Pick<ClientFacts, 'career'> {
  const career = CAREER_YEARS.exec(notes);
  if (!career) return {};
  const after = YEARS_AFTER.exec(notes);
  const invested = findAmounts(notes).find((a) => TO_INVEST.test(notes.slice(a.end, a.end + 30)));
  const investedQuote = invested
    ? notes.slice(
        invested.start,
        invested.end + TO_INVEST.exec(notes.slice(invested.end))![0].length,
      )
    : undefined;
  return {
    career: {
      value: {
        years: Number(career[1]),
        ...(after ? { yearsAfter: Number(after[1]) } : {}),
        ...(invested ? { investedPerYear: invested.value } : {}),
      },
      source: [career[0].trim(), investedQuote, after?.[0].trim()].filter(Boolean).join('; '),
    },
  };
}
