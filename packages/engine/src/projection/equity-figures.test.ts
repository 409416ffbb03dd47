import { describe, expect, it } from 'vitest';
import { analyzeClient } from '../analyze';
import { EQUITY_STATEMENT } from '../testing/equity-statement.fixture';
import type { ClientFacts } from '../types';
import { isoFigures } from './equity-figures';

const fact = <T>(value: T) => ({ value, source: 'test' });
const client = (over: Partial<ClientFacts>): ClientFacts => ({
  netWorthDerived: false,
  ages: [fact(38)],
  goals: [],
  maritalStatus: fact('single'),
  annualIncome: fact(225_000),
  stockOptions: [
    fact({ type: 'ISO' as const, exercisable: 9_000, unvested: 0, strike: 5, price: 105 }),
  ],
  plannedOptionExercise: fact({ shares: 1_000, type: 'ISO' as const }),
  ...over,
});
const byKey = (figures: ReturnType<typeof isoFigures>) =>
  Object.fromEntries(figures.map((f) => [f.key, f.value]));

describe('AMT on an ISO exercise (Form 6251)', () => {
  it('an itemizer adds back the SALT deducted: 1,000 ISOs with a $100 spread, single, 2026', () => {
    // Regular: 225,000 - 20,000 SALT = 205,000; 41,024 + 32% x (205,000 - 201,775) = 42,056.
    // AMTI 205,000 + 20,000 + 100,000 = 325,000 (under the $500,000 phase-out): exemption
    // 90,100, base 234,900 (under the 28% breakpoint); 26% x 234,900 = 61,074; AMT 19,018.
    // Crossover: 0.26 x (AMTI - 90,100) = 42,056 at AMTI 251,853.85, so 26,853.85 of spread.
    const figures = isoFigures(
      client({ itemizedDeductions: fact({ amount: 20_000, salt: 20_000 }) }),
      2026,
    );
    expect(byKey(figures)).toEqual({
      'iso-amt-planned': 19_018,
      'iso-amt-free-spread': 26_853.85,
    });
    expect(figures[1]?.label).toContain('about 268 shares');
  });

  it('a non-itemizer adds back the standard deduction', () => {
    // Regular: 225,000 - 16,100 = 208,900; 41,024 + 32% x 7,125 = 43,304. AMTI is the same
    // 325,000 (208,900 + 16,100 + 100,000), so AMT = 61,074 - 43,304 = 17,770.
    expect(byKey(isoFigures(client({}), 2026))['iso-amt-planned']).toBe(17_770);
  });

  it('needs the grant’s price, the income and the filing status; a planned NSO exercise has no AMT figure', () => {
    expect(isoFigures(client({ annualIncome: undefined }), 2026)).toEqual([]);
    expect(isoFigures(client({ maritalStatus: undefined }), 2026)).toEqual([]);
    expect(
      isoFigures(
        client({
          stockOptions: [
            fact({ type: 'ISO' as const, exercisable: 9_000, unvested: 0, strike: 5 }),
          ],
        }),
        2026,
      ),
    ).toEqual([]);
    expect(
      Object.keys(
        byKey(
          isoFigures(
            client({ plannedOptionExercise: fact({ shares: 500, type: 'NSO' as const }) }),
            2026,
          ),
        ),
      ),
    ).toEqual(['iso-amt-free-spread']);
  });

  it('from the notes and an attached plan statement, through the analysis', () => {
    const documentsText = `--- Start of document: equity-plan-summary.txt ---\n${EQUITY_STATEMENT}\n--- End of document: equity-plan-summary.txt ---`;
    const { analysis } = analyzeClient({
      notes:
        'Client 38, single, CA. Sr eng at public tech co. W-2 ~225K/yr. Co stock held ~2.31M (RSUs, see equity stmt). Wants to exercise 1,000 ISOs this yr. Itemized last yr - only SALT, ~20K.',
      documentsText,
    });
    const figures = analysis.baseline?.keyFigures ?? [];
    expect(figures.find((f) => f.key === 'iso-amt-planned')?.value).toBe(19_018);
    // The statement's cost basis ($40 x 22,000) replaces an assumed one.
    expect(JSON.stringify(analysis)).not.toMatch(/basis not stated/);
    expect(JSON.stringify(analysis)).toMatch(/\$880,000 basis/);
    expect(analysis.facts?.plannedOptionExercise).toMatchObject({
      value: 1_000,
      source: { kind: 'notes', quote: 'exercise 1,000 ISOs' },
    });
    expect(analysis.facts?.itemizedDeductions?.value).toBe(20_000);

    // The advisor corrects the exercise to 268 options: no AMT at all (under the crossover).
    const corrected = analyzeClient({
      notes:
        'Client 38, single, CA. Sr eng at public tech co. W-2 ~225K/yr. Co stock held ~2.31M (RSUs, see equity stmt). Wants to exercise 1,000 ISOs this yr. Itemized last yr - only SALT, ~20K.',
      documentsText,
      corrections: [{ field: 'plannedOptionExercise', value: 268 }],
    }).analysis;
    const amt = corrected.baseline?.keyFigures?.find((f) => f.key === 'iso-amt-planned');
    expect(amt?.label).toContain('268 ISOs');
    expect(amt?.value).toBe(0);
    expect(corrected.facts?.plannedOptionExercise?.source.kind).toBe('advisor');
  });
});
