import { describe, expect, it } from 'vitest';
import { extractDealValues } from './deal-facts';
import { ownershipOf } from './ownership';

describe('an appraisal and an offer for the whole company', () => {
  it('reads both, each as written', () => {
    expect(
      extractDealValues(
        'Recent appraisal ~$80M for the whole co. Buyer floated an offer of $120M for all the stock.',
      ).dealValues,
    ).toEqual({
      value: { appraisal: 80_000_000, offer: 120_000_000 },
      source:
        'Recent appraisal ~$80M for the whole co; Buyer floated an offer of $120M for all the stock',
    });
  });

  it('needs both to be for the whole company', () => {
    expect(extractDealValues('Appraisal ~$80M. Offer $50M for 40% of the company.')).toEqual({});
  });

  it('reads a share of the company from counts of shares', () => {
    expect(ownershipOf('He owns 1,000 of 1,500 shares and controls the sale.')).toEqual({
      percent: 66.6667,
      source: 'owns 1,000 of 1,500 shares',
    });
  });
});
