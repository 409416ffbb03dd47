import { describe, expect, it } from 'vitest';
import type { ClientFacts } from '../types';
import { dealFigures } from './deal-figures';

const fact = <T>(value: T) => ({ value, source: 'test' });
const founder = (ownershipPercent: number): ClientFacts => ({
  netWorthDerived: false,
  ages: [],
  goals: [],
  business: fact({
    description: 'company',
    entityType: 'C corporation' as const,
    ownershipPercent,
  }),
  dealValues: fact({ appraisal: 100_000_000, offer: 150_000_000 }),
});

describe('the growth a pre-deal transfer would carry out of the estate', () => {
  it('is the client’s share of the offer less the appraisal, and 40% of it in estate tax', () => {
    // 1,000 of 1,500 shares: 2/3 x ($150M - $100M) = $33,333,333; 40% = $13,333,333.
    const figures = dealFigures(founder((1_000 / 1_500) * 100), 2026);
    expect(figures.map((f) => [f.key, Math.round(f.value)])).toEqual([
      ['deal-uplift', 33_333_333],
      ['deal-uplift-estate-tax', 13_333_333],
    ]);
  });

  it('needs the client’s share, and an offer above the appraisal', () => {
    const noShare = founder(50);
    delete noShare.business!.value.ownershipPercent;
    expect(dealFigures(noShare, 2026)).toEqual([]);
    expect(
      dealFigures(
        { ...founder(50), dealValues: fact({ appraisal: 150_000_000, offer: 100_000_000 }) },
        2026,
      ),
    ).toEqual([]);
  });
});
