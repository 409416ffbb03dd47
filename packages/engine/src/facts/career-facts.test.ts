import { describe, expect, it } from 'vitest';
import { analyzeClient } from '../analyze';
import { extractCareer } from './career-facts';

describe('a short earning career', () => {
  it('reads its years, what is invested each year and the years after it', () => {
    expect(
      extractCareer(
        'NBA player, 24. Expected career of about 6 years; ~$2M a year to invest. Wants the same life 35 years after he retires.',
      ).career?.value,
    ).toEqual({ years: 6, investedPerYear: 2_000_000, yearsAfter: 35 });
    expect(extractCareer('Surgeon, 50, long career ahead.')).toEqual({});
  });

  it('sets the career’s savings beside the lifestyle they must carry', () => {
    const { analysis } = analyzeClient({
      notes:
        'Pro athlete, early 20s. Projected career ~7 yrs. After taxes and living costs (~$300K/yr) there is ~$1.4M/yr to invest. Goal: keep this lifestyle ~30 yrs after he stops playing.',
    });
    const figures = Object.fromEntries(
      (analysis.baseline?.keyFigures ?? []).map((f) => [f.key, f.value]),
    );
    // 7 x 1,400,000 and 30 x 300,000.
    expect(figures['career-capital']).toBe(9_800_000);
    expect(figures['after-career-living-costs']).toBe(9_000_000);
  });
});
