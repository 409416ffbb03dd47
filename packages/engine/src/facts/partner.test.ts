import { describe, expect, it } from 'vitest';
import { extractFacts } from './extract-facts';
import { partnerSpans } from './partner';

const spoken = (text: string) => partnerSpans(text).map(([from, to]) => text.slice(from, to));

const LETTERED =
  "Unmarried couple, together 12 yrs, not planning to marry. Partner A (client) Dana Reyes, 52, nurse, income $70k. Partner B Chris Holt, 55, surgeon, income $450k. Live in Illinois, house titled in Chris's name only ($1.1M). Dana has 403(b) $180k; Chris has 401k $2.2M and a brokerage of $1.5M. No kids together; Chris has a daughter (24) from prior marriage, pays no alimony.";

describe("an unmarried client's partner", () => {
  it("reads the lettered partner's pay, accounts, house and child as the partner's", () => {
    expect(spoken(LETTERED)).toEqual([
      'Partner B Chris Holt, 55, surgeon, income $450k',
      "Chris's name only ($1.1M)",
      'Chris has 401k $2.2M and a brokerage of $1.5M',
      'Chris has a daughter (24) from prior marriage, pays no alimony',
    ]);
    const facts = extractFacts(LETTERED);
    expect(facts.annualIncome?.value).toBe(70000);
    // Dana's own: the 403(b) $180k, not Chris's $1.1M house + $2.2M 401k + $1.5M brokerage.
    expect(facts.netWorth?.value).toBe(180000);
    expect(facts.childrenAges).toBeUndefined();
    expect(facts.unmarriedPartner?.value).toBe(true);
  });

  it('takes the partner the notes mark (client) as the client, whatever the letter', () => {
    const facts = extractFacts(
      'Unmarried couple. Partner A, 55, surgeon, income $450k. Partner B (client), 52, nurse, income $70k. Ohio.',
    );
    expect(facts.annualIncome?.value).toBe(70000);
    expect(facts.ages.map((a) => a.value)).toEqual([52]);
    expect(facts.occupations?.value).toEqual([{ person: 'client', occupation: 'nurse' }]);
  });

  it('reads a bare letter, a possessive or a named partner as the partner', () => {
    // Each figure is the other partner's; the client's own is $70k.
    for (const notes of [
      'Unmarried partners, IL. Partner A, 52, nurse, income $70k. B, 55, surgeon, income $450k.',
      'Partner A 62, teacher, $70k. Partner B 58, physician, $450k. Not married. Ohio.',
      "Jamie, 45, single (long-term partner, not married). Partner's income $450k; Jamie's income $70k. Texas.",
      'Client Sam (48) lives with partner Alex (50), not married. Alex earns $450k as a partner at a law firm. Sam income $70k.',
      'Kim Park. Age 60. Status: unmarried, lives with partner Lee (62). Income: Kim $70k; Lee $450k. NJ.',
    ])
      expect(extractFacts(notes).annualIncome?.value, notes).toBe(70000);
  });

  it("keeps a married couple's figures, and a business partner's role, the household's", () => {
    expect(
      extractFacts("Married, 50 and 48, Ohio. Salary $200k; partner's salary $150k.").annualIncome
        ?.value,
    ).toBe(350000);
    expect(spoken('Single, 50. Partner at a law firm, income $900k.')).toEqual([]);
  });
});
