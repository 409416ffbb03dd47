import { describe, expect, it } from 'vitest';
import { goalRecall, scoreField } from './score-facts';

describe('scoreField', () => {
  it('takes money within 5%, or inside the accepted range', () => {
    expect(scoreField('netWorth', { netWorth: 1_000_000 }, 1_049_000).correct).toBe(true);
    expect(scoreField('netWorth', { netWorth: 1_000_000 }, 1_060_000).correct).toBe(false);
    const ranged = {
      netWorth: 2_000_000,
      netWorthRange: [2_000_000, 8_000_000] as [number, number],
    };
    expect(scoreField('netWorth', ranged, 6_000_000).correct).toBe(true);
  });

  it('counts a value against an unstated fact as a hallucination, but false for a boolean as right', () => {
    const invented = scoreField('annualIncome', { annualIncome: null }, 250_000);
    expect(invented).toMatchObject({ correct: false, nullExpected: true, hallucinated: true });
    expect(scoreField('businessOwner', { businessOwner: null }, false)).toMatchObject({
      correct: true,
      hallucinated: false,
    });
    expect(scoreField('businessOwner', { businessOwner: null }, true).hallucinated).toBe(true);
  });

  it('compares ages one by one within the tolerance, and accepts listed alternatives', () => {
    expect(scoreField('ages', { ages: [58, 56] }, [59, 56]).correct).toBe(true);
    expect(scoreField('ages', { ages: [58, 56] }, [58]).correct).toBe(false);
    expect(scoreField('ages', { ages: [] }, [40]).hallucinated).toBe(true);
    const divorcing = { maritalStatus: 'married', acceptable: { maritalStatus: ['divorced'] } };
    expect(scoreField('maritalStatus', divorcing, 'divorced').correct).toBe(true);
    expect(
      scoreField('children', { children: null, acceptable: { children: 'any>0' } }, 3).correct,
    ).toBe(true);
  });
});

describe('goalRecall', () => {
  it('credits a goal stated in other words sharing half its content words', () => {
    expect(
      goalRecall(['retire around 62-63', 'keep giving to church'], ['Retire at 62', 'Travel']),
    ).toBe(0.5);
    expect(goalRecall([], ['anything'])).toBeUndefined();
  });
});
