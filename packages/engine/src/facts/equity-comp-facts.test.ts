import { describe, expect, it } from 'vitest';
import { extractItemizedDeductions, extractOptionExercise } from './equity-comp-facts';

describe('option exercises and itemized deductions in the notes', () => {
  it('reads a planned exercise with its count and kind', () => {
    expect(
      extractOptionExercise('Wants to exercise 1,000 ISOs this yr and hold 1 yr for LTCG.')
        .plannedOptionExercise,
    ).toEqual({ value: { shares: 1_000, type: 'ISO' }, source: 'exercise 1,000 ISOs' });
    expect(extractOptionExercise('Has 9,000 ISOs vested.').plannedOptionExercise).toBeUndefined();
  });

  it('reads itemized deductions, with the SALT in them only when nothing else is named', () => {
    expect(
      extractItemizedDeductions('Itemized last yr - only SALT, ~20K. No will.').itemizedDeductions,
    ).toEqual({
      value: { amount: 20_000, salt: 20_000 },
      source: 'Itemized last yr - only SALT, ~20K',
    });
    expect(
      extractItemizedDeductions('Itemizes ~$45K: SALT and mortgage interest.').itemizedDeductions
        ?.value,
    ).toEqual({ amount: 45_000 });
    expect(
      extractItemizedDeductions("Doesn't itemize ($30K gifts).").itemizedDeductions,
    ).toBeUndefined();
  });
});
