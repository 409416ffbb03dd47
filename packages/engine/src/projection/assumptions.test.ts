import { describe, expect, it } from 'vitest';
import { assumptionOverrides, toAssumption } from './assumptions';

describe('assumptionOverrides', () => {
  it('takes the assumptions among the corrections and leaves the facts', () => {
    expect(
      assumptionOverrides([
        { field: 'annualIncome', value: 500_000 },
        { field: 'assumptions.inflation', value: 3 },
        { field: 'assumptions.spending', value: 250_000 },
      ]),
    ).toEqual({ inflation: 3, spending: 250_000 });
  });

  it('skips an unknown assumption and a value that is not a number', () => {
    expect(
      assumptionOverrides([
        { field: 'assumptions.luck', value: 5 },
        { field: 'assumptions.toString', value: 5 },
        { field: 'assumptions.inflation', value: '3' },
        { field: 'assumptions.discountRate', value: Number.NaN },
      ]),
    ).toEqual({});
  });
});

describe('toAssumption', () => {
  it('names the assumption from the contracts and marks the advisor’s value', () => {
    const d = { value: 2.5, why: 'Long-run planning figure.' };
    expect(toAssumption('inflation', d, {})).toEqual({
      key: 'inflation',
      label: 'Inflation',
      unit: 'percent',
      value: 2.5,
      origin: 'default',
      why: 'Long-run planning figure.',
    });
    expect(toAssumption('inflation', d, { inflation: 3.5 })).toMatchObject({
      value: 3.5,
      origin: 'advisor',
    });
  });
});
