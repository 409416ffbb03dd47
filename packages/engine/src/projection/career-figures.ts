import type { KeyFigure } from '@strata/contracts';
import type { ClientFacts } from '../types';
import { usd } from './figure-words';

/**
 * For a short earning career: the capital its years of saving put aside (before any growth),
 * and the lifestyle it must then carry (the stated living costs for the years after it, in
 * today's dollars). Set side by side, they show whether the plan works only if every year of
 * the career is saved as stated.
 */
export function careerFigures(facts: ClientFacts): KeyFigure[] {
  const career = facts.career?.value;
  if (!career) return [];
  const figures: KeyFigure[] = [];
  if (career.investedPerYear !== undefined)
    figures.push({
      key: 'career-capital',
      label: 'Capital invested over the projected career (before growth)',
      value: career.years * career.investedPerYear,
      unit: 'usd',
      appliesWhen:
        'If the stated amount is invested in every year of the projected career; growth, inflation and the tax on returns are left out.',
      facts: [{ label: 'Invested each year', value: career.investedPerYear, unit: 'usd' }],
      parameters: [],
      arithmetic: `${career.years} years x ${usd(career.investedPerYear)} = ${usd(career.years * career.investedPerYear)}`,
    });
  const spending = facts.annualExpenses?.value;
  if (career.yearsAfter !== undefined && spending !== undefined)
    figures.push({
      key: 'after-career-living-costs',
      label: `Living costs for the ${career.yearsAfter} years after the career (today’s dollars)`,
      value: career.yearsAfter * spending,
      unit: 'usd',
      appliesWhen:
        'At today’s stated living costs, without inflation or the growth of the savings meanwhile: the lifestyle the career’s savings are meant to carry.',
      facts: [{ label: 'Living costs a year', value: spending, unit: 'usd' }],
      parameters: [],
      arithmetic: `${career.yearsAfter} years x ${usd(spending)} = ${usd(career.yearsAfter * spending)}`,
    });
  return figures;
}
