import { describe, expect, it } from 'vitest';
import { mergeCorrections, parseCorrection, rerunAnalysisBodySchema } from './analysis-versions';

describe('parseCorrection', () => {
  it('accepts a value of the fact’s own type and normalises it', () => {
    expect(parseCorrection({ field: 'annualIncome', value: 480_000 })).toEqual({
      ok: true,
      correction: { field: 'annualIncome', value: 480_000 },
    });
    expect(parseCorrection({ field: 'state', value: ' ny ' })).toEqual({
      ok: true,
      correction: { field: 'state', value: 'NY' },
    });
    expect(parseCorrection({ field: 'maritalStatus', value: 'widowed' }).ok).toBe(true);
    expect(parseCorrection({ field: 'ages', value: [67, 64] }).ok).toBe(true);
    expect(parseCorrection({ field: 'businessOwner', value: false }).ok).toBe(true);
  });

  it('refuses a value of another type or out of bounds, naming the field', () => {
    const refused = [
      { field: 'annualIncome', value: '480k' },
      { field: 'totalAssets', value: -1 },
      { field: 'maritalStatus', value: 'engaged' },
      { field: 'ages', value: [67, 64, 12] },
      { field: 'ages', value: [150] },
      { field: 'state', value: 'New York' },
      { field: 'children', value: 1.5 },
      { field: 'riskTolerance', value: 'aggressive' },
      { field: 'businessOwner', value: 'yes' },
      { field: 'somethingElse', value: { nested: true } },
    ];
    for (const correction of refused) {
      const parsed = parseCorrection(correction);
      expect(parsed.ok, correction.field).toBe(false);
      if (!parsed.ok) expect(parsed.message.startsWith(`${correction.field}:`)).toBe(true);
    }
  });

  it('takes a plain value for a fact the analysis lists beyond the core ones', () => {
    expect(parseCorrection({ field: 'annualSpending', value: 250_000 }).ok).toBe(true);
  });
});

describe('parseCorrection of an assumption', () => {
  it('takes a number within the bounds of the assumption’s unit', () => {
    expect(parseCorrection({ field: 'assumptions.growthInvestments', value: 4.5 })).toEqual({
      ok: true,
      correction: { field: 'assumptions.growthInvestments', value: 4.5 },
    });
    expect(parseCorrection({ field: 'assumptions.spending', value: 300_000 }).ok).toBe(true);
    expect(parseCorrection({ field: 'assumptions.deathAgeClient', value: 95 }).ok).toBe(true);
  });

  it('refuses an unknown assumption, a value out of bounds or of another type', () => {
    const refused = [
      { field: 'assumptions.luck', value: 5 },
      { field: 'assumptions.constructor', value: 5 },
      { field: 'assumptions.growthInvestments', value: 400 },
      { field: 'assumptions.growthInvestments', value: '6%' },
      { field: 'assumptions.spending', value: -1 },
      { field: 'assumptions.deathAgeSpouse', value: 90.5 },
    ];
    for (const correction of refused) {
      const parsed = parseCorrection(correction);
      expect(parsed.ok, `${correction.field} ${String(correction.value)}`).toBe(false);
      if (!parsed.ok) expect(parsed.message.startsWith(`${correction.field}:`)).toBe(true);
    }
  });
});

describe('mergeCorrections', () => {
  it('keeps the latest value per field, the others as they were', () => {
    expect(
      mergeCorrections(
        [
          { field: 'annualIncome', value: 1 },
          { field: 'state', value: 'NY' },
        ],
        [{ field: 'annualIncome', value: 2 }],
      ),
    ).toEqual([
      { field: 'annualIncome', value: 2 },
      { field: 'state', value: 'NY' },
    ]);
  });
});

describe('rerunAnalysisBodySchema', () => {
  it('needs at least one correction and no other keys', () => {
    expect(rerunAnalysisBodySchema.safeParse({ corrections: [] }).success).toBe(false);
    expect(
      rerunAnalysisBodySchema.safeParse({ corrections: [{ field: 'x', value: 1 }], notes: 'y' })
        .success,
    ).toBe(false);
  });
});
