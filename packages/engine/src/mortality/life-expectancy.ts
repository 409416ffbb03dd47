import { SSA_PERIOD_LIFE_TABLE } from './ssa-period-life-table';

/** 'unknown' blends the male and female death rates equally (the notes rarely state sex). */
export type Sex = 'male' | 'female' | 'unknown';

const LAST_AGE = SSA_PERIOD_LIFE_TABLE.male.q.length - 1;

/** Probability of dying within the year at an exact age. */
export function deathProbability(sex: Sex, age: number): number {
  const a = Math.max(0, Math.min(LAST_AGE, Math.floor(age)));
  const t = SSA_PERIOD_LIFE_TABLE;
  if (sex === 'unknown') return (t.male.q[a]! + t.female.q[a]!) / 2;
  return t[sex].q[a]!;
}

/** Probability that a person now `age` is alive `years` whole years from now. */
export function survival(sex: Sex, age: number, years: number): number {
  let p = 1;
  for (let k = 0; k < years; k++) p *= 1 - deathProbability(sex, age + k);
  return p;
}

/** Survival curve from now: element t is the probability of being alive t years on. */
export function survivalCurve(sex: Sex, age: number): number[] {
  const curve = [1];
  for (let t = 0; age + t <= LAST_AGE + 1; t++)
    curve.push(curve[t]! * (1 - deathProbability(sex, age + t)));
  return curve;
}

/** Expected remaining years from a survival curve (deaths taken mid-year, as the SSA table does). */
function expectedYears(curve: readonly number[]): number {
  let sum = 0;
  for (let t = 1; t < curve.length; t++) sum += (curve[t - 1]! + curve[t]!) / 2;
  return sum;
}

/** Whole years until the chance of still being alive falls to `p` or below. */
function yearsUntilSurvivalAtMost(curve: readonly number[], p: number): number {
  const t = curve.findIndex((s) => s <= p);
  return t === -1 ? curve.length - 1 : t;
}

export function lifeExpectancy(sex: Sex, age: number): number {
  return expectedYears(survivalCurve(sex, age));
}

export interface Person {
  sex: Sex;
  age: number;
}

/** Survival of the last of two independent lives: 1 - (1 - p1)(1 - p2). */
export function secondToDieCurve(a: Person, b: Person): number[] {
  const ca = survivalCurve(a.sex, a.age);
  const cb = survivalCurve(b.sex, b.age);
  const n = Math.max(ca.length, cb.length);
  return Array.from({ length: n }, (_, t) => 1 - (1 - (ca[t] ?? 0)) * (1 - (cb[t] ?? 0)));
}

/** Survival of both lives (the first death ends it). */
export function firstToDieCurve(a: Person, b: Person): number[] {
  const ca = survivalCurve(a.sex, a.age);
  const cb = survivalCurve(b.sex, b.age);
  return Array.from({ length: Math.min(ca.length, cb.length) }, (_, t) => ca[t]! * cb[t]!);
}

export interface Horizon {
  /** Expected remaining years. */
  expected: number;
  /** Years until there is a 75% chance the death has happened (25% still alive): a long life. */
  late: number;
  /** Years until there is a 25% chance the death has happened: an early death. */
  early: number;
}

function horizon(curve: readonly number[]): Horizon {
  return {
    expected: expectedYears(curve),
    early: yearsUntilSurvivalAtMost(curve, 0.75),
    late: yearsUntilSurvivalAtMost(curve, 0.25),
  };
}

/** One life: expected remaining years and the 25th / 75th percentiles of the year of death. */
export function singleLifeHorizon(p: Person): Horizon {
  return horizon(survivalCurve(p.sex, p.age));
}

/** A couple: the first and the second death, each with its percentiles. */
export function jointHorizon(a: Person, b: Person): { firstDeath: Horizon; secondDeath: Horizon } {
  return {
    firstDeath: horizon(firstToDieCurve(a, b)),
    secondDeath: horizon(secondToDieCurve(a, b)),
  };
}
