import type { IncomeSource, Person } from '../observation';
import type { Reading } from './labelled-lines';

/** The year ages are counted in when a document gives a year of birth (the engine's plan year). */
export const REFERENCE_YEAR = 2026;

/** A line's amount as income of one source; recurring unless it is a one-time gain. */
export function incomeOf(source: IncomeSource, recurring = true) {
  // A zero line ('Guaranteed payments ... 0') says there is none, not an income of nothing.
  return (amount: number): Reading | undefined =>
    amount === 0 ? undefined : { field: 'income', value: { source, amount, recurring } };
}

/** A line's amount kept for the advisor's view only: not income, not a holding. */
export function noted(label: string) {
  return (amount: number): Reading => ({ field: 'other', value: { label, amount } });
}

/** An age worked out from a year of birth, with the working as data. */
export function ageFromBirthYear(person: Person, year: number): Reading | undefined {
  const age = REFERENCE_YEAR - year;
  if (age < 0 || age > 120) return undefined;
  return {
    field: 'age',
    value: { person, age },
    derivation: {
      method: 'other',
      parts: [{ label: 'year of birth', value: year }],
      note: `age in ${REFERENCE_YEAR} from the year of birth`,
    },
  };
}

const COUNT_WORDS: Record<string, number> = {
  none: 0,
  zero: 0,
  no: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
};

/** A small count written as digits or a word ('2', 'two', 'none'). */
export function countOf(text: string): number | undefined {
  const word = text.toLowerCase();
  if (word in COUNT_WORDS) return COUNT_WORDS[word];
  const n = Number(text);
  return Number.isInteger(n) && n >= 0 && n < 30 ? n : undefined;
}
