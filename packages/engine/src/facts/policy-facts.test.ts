import { describe, expect, it } from 'vitest';
import { extractFacts } from './extract-facts';

const policies = (notes: string) => extractFacts(notes).lifePolicies?.map((p) => p.value);

describe('life policies the notes describe', () => {
  it('reads each with its kind, cash value and owner', () => {
    expect(
      policies(
        'Married couple 70/68, New Jersey. NW ~$32M: brokerage $18M, cash $1M, whole life policy on husband death benefit $6M (cash value $1.2M) owned by husband, wife beneficiary. Also $4M guaranteed UL on husband owned by husband, kids beneficiaries.',
      ),
    ).toEqual([
      expect.objectContaining({ deathBenefit: 6_000_000, cashValue: 1_200_000, kind: 'permanent' }),
      expect.objectContaining({ deathBenefit: 4_000_000, kind: 'permanent' }),
    ]);
  });

  it('reads a trust as the owner where the notes say so, and a term policy as term', () => {
    expect(
      policies(
        'Couple 60/58, TX. NW $20M. $10M second-to-die policy owned by ILIT. $2M term life policy on H.',
      ),
    ).toEqual([
      expect.objectContaining({ deathBenefit: 10_000_000, owner: 'trust', survivorship: true }),
      expect.objectContaining({ deathBenefit: 2_000_000, kind: 'term' }),
    ]);
  });

  it('reads a policy only looked at as none in force, and its quote as the new one to size', () => {
    const facts = extractFacts(
      'Couple 72/70, Florida. NW ~$45M. Looking at $15M survivorship (2nd-to-die) policy, quoted premium ~$180k/yr for life.',
    );
    expect(facts.lifePolicies).toBeUndefined();
    expect(facts.lifeInsuranceCoverage).toBeUndefined();
    expect(facts.proposedPolicy?.value).toEqual({
      deathBenefit: 15_000_000,
      premium: 180_000,
      survivorship: true,
    });
  });
});
