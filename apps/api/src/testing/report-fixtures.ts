import type { Analysis, Baseline } from '@strata/contracts';
import { analyzeClient } from '@strata/engine';

export const REPORT_NOTES =
  'John (62) and Mary (59), married, live in Boston, MA. Net worth $14M including a $3M home. Income $700k. Three children, five grandchildren. Want to reduce estate taxes and keep the lake house in the family.';

/** A baseline shaped as the projection reports it: two people to the second death in 2055. */
export function baselineFixture(): Baseline {
  const years = Array.from({ length: 30 }, (_, i) => {
    const year = 2026 + i;
    const isLastDeath = year === 2055;
    return {
      year,
      ages: i < 22 ? [62 + i, 59 + i] : [59 + i],
      netWorth: Math.round(14_000_000 * 1.04 ** i),
      income: 700_000,
      spending: 300_000,
      incomeTax: { federal: 190_000 + i * 1_000, state: 35_000 },
      deathTax: isLastDeath ? { federal: 3_100_000, state: 1_200_000 } : { federal: 0, state: 0 },
    };
  });
  return {
    taxYear: 2026,
    assumptions: [
      {
        key: 'growthRate',
        label: 'Growth of investments',
        value: 0.05,
        unit: 'percent',
        origin: 'default',
        why: 'A balanced portfolio over the long run.',
      },
      {
        key: 'inflation',
        label: 'Inflation',
        value: 0.025,
        unit: 'percent',
        origin: 'default',
        why: 'The long-run expectation.',
      },
    ],
    estateTaxToday: { federal: 0, state: 1_070_000 },
    atLastDeath: {
      year: 2055,
      federal: 3_100_000,
      state: 1_200_000,
      toHeirs: 38_000_000,
      toCharity: 0,
    },
    years,
  };
}

/** The builtin engine's analysis of REPORT_NOTES, with a baseline and what was set aside. */
export function reportAnalysisFixture(): Analysis {
  const { analysis } = analyzeClient({ notes: REPORT_NOTES });
  return {
    ...analysis,
    baseline: analysis.baseline ?? baselineFixture(),
    considered: analysis.considered ?? [
      {
        strategyId: 'residency-change',
        strategy: 'Change of Domicile',
        reason: 'The clients want to stay in Massachusetts near their family.',
      },
    ],
    missingFacts: analysis.missingFacts ?? [
      {
        fact: 'Cost basis of the lake house',
        why: 'A low basis would favour keeping it until death for the step-up.',
      },
    ],
  };
}
