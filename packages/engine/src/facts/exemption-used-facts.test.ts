import { describe, expect, it } from 'vitest';
import { analyzeClient } from '../analyze';
import { extractFacts } from './extract-facts';

const used = (notes: string) => extractFacts(notes).exemptionUsed;

describe('lifetime exemption already used', () => {
  it('reads the exemption each spouse used, and whose it was', () => {
    const couple = 'Tom 70 and Mary 68, married, Florida. Net worth $40M. ';
    expect(used(`${couple}Used ~$3M of lifetime exemption each.`)?.value).toEqual({
      client: 3_000_000,
      spouse: 3_000_000,
    });
    // A decimal point is no sentence end.
    expect(
      used(`${couple}Tom used $6.2M of his lifetime exemption in 2020 - see 709.`)?.value,
    ).toEqual({
      client: 6_200_000,
      spouse: 0,
    });
    expect(used(`${couple}Mary used $4M of her lifetime exemption in 2020.`)?.value).toEqual({
      client: 0,
      spouse: 4_000_000,
    });
    expect(used(`${couple}They used $5M of their exemptions on the 2012 gifts.`)?.value).toEqual({
      client: 2_500_000,
      spouse: 2_500_000,
    });
  });

  it('reads prior taxable gifts as exemption used, with the sentence that says so', () => {
    const found = used('Widow 80, FL, NW $20M. Prior taxable gifts of $2M, 709s filed.');
    expect(found?.value).toEqual({ client: 2_000_000, spouse: 0 });
    expect(found?.source).toBe('Prior taxable gifts of $2M, 709s filed');
  });

  it('reads a gift reported on a gift tax return as exemption used', () => {
    const found = used(
      'Couple 60/58, Connecticut. NW ~$50M. Previously gave $5M to kids trust in 2019 (gift tax return filed). 3 kids.',
    );
    expect(found?.value).toEqual({ client: 5_000_000, spouse: 0 });
    expect(found?.source).toBe('Previously gave $5M to kids trust in 2019 (gift tax return filed)');
    // A return still to file is not a gift reported.
    expect(used('Widow 80, FL. Gave $3M to a trust; gift tax return not yet filed?')).toBe(
      undefined,
    );
  });

  it('takes a plan, a question or an exemption left for no use made', () => {
    const couple = 'Couple 60/58, married, NY, NW $30M. ';
    expect(used(`${couple}Should we use $10M of exemption before the law changes?`)).toBe(
      undefined,
    );
    expect(used(`${couple}Remaining exemption $24M, none used.`)).toBe(undefined);
    expect(used(`${couple}No prior taxable gifts; $2M in munis.`)).toBe(undefined);
    expect(used(`${couple}Considering gifts that would use $5M of exemption.`)).toBe(undefined);
  });
});

describe('the exemption used, in the figures', () => {
  const notes = (extra: string) =>
    `Tom 70 and Mary 68, married, Florida. Net worth $40M. Two kids.${extra}`;

  it('is added back at the deaths: 40% of the $6M used, and $6M less exemption for the plan', () => {
    const before = analyzeClient({ notes: notes('') }).analysis;
    const after = analyzeClient({
      notes: notes(' Used ~$3M of lifetime exemption each.'),
    }).analysis;
    // Both estates are taxed at 40% at the margin: 6,000,000 x 40% = 2,400,000 more at the
    // second death, and the plan's exemption budget is 2 x 15,000,000 - 6,000,000.
    expect(
      after.baseline!.atLastDeath!.federal - before.baseline!.atLastDeath!.federal,
    ).toBeCloseTo(2_400_000, 0);
    expect(after.plan!.exemption.available).toBe(24_000_000);
    expect(after.taxPlanning.currentTaxSituation).toContain(
      'the $24,000,000 of 2026 federal exemption left to a married couple (two exclusions, portability assumed, less $6,000,000 already used by lifetime taxable gifts)',
    );
    expect(after.facts?.exemptionUsed?.value).toBe(6_000_000);
  });

  it("takes the advisor's total, shared as the notes shared it", () => {
    const { facts } = analyzeClient({
      notes: notes(' Mary used $4M of her lifetime exemption.'),
      corrections: [{ field: 'exemptionUsed', value: 8_000_000 }],
    });
    expect(facts.exemptionUsed?.value).toEqual({ client: 0, spouse: 8_000_000 });
  });
});
