import { describe, expect, it } from 'vitest';
import { extractFacts } from './extract-facts';
import { extractState } from './state-facts';
import { isAboutRelative } from './relatives';

const WIDOWER =
  'Widower 70, Florida. Traditional IRA $3.0M, Roth $0. Taxable brokerage $900k (basis $500k). SS at 70 now $52k/yr. Pension $40k. RMDs start at 73. Gives $40k/yr to church and alma mater (cash). Daughter (single, NJ, physician ~$500k) is sole heir. Paying IRMAA tier 1.';

describe('what the notes say of a relative is not the client', () => {
  it("does not read a daughter's state or pay as the widower's", () => {
    const facts = extractFacts(WIDOWER);
    expect(facts.state?.value).toBe('FL');
    expect(facts.annualIncome?.value).toBe(92000);
    expect(extractState(WIDOWER).state?.value).toBe('FL');
  });

  it('leaves out a relative who is the subject of the sentence', () => {
    expect(
      extractFacts('Couple 60/58, Ohio. W-2 $200k. Son is an engineer, makes $150k.').annualIncome
        ?.value,
    ).toBe(200000);
    expect(extractState('Couple 60/58. W-2 $200k. Son moved to Texas last year.').state).toBe(
      undefined,
    );
  });

  it("leaves out a parent's estate: what the wife may inherit is no net worth of the couple's", () => {
    const facts = extractFacts(
      "Client (M, 48) and wife (45), Minnesota, MFJ. He owns 100% of a software S-corp valued ~$22M. Income $1.8M. Net worth ex-business ~$5M. Wife's father (81) has an estate of ~$40M and may leave her a large inheritance.",
    );
    // $22M business + $5M beside it; the father's $40M is his.
    expect(facts.netWorth?.value).toBe(27_000_000);
  });

  it("leaves out what a relative has and what a former spouse earns: 'Daughter (30) has income $95k'", () => {
    const notes =
      'Linda, 62, divorced after 14-year marriage (ex-husband is 66, earns $250k, still working). She works part-time, $35k/yr. Texas. Daughter (30) has income $95k.';
    // Linda's own pay: $35k, neither the daughter's $95k nor the ex-husband's $250k.
    expect(extractFacts(notes).annualIncome?.value).toBe(35000);
    // What the ex-wife gets is paid out by the client, not his income.
    const payer = 'Divorced, 58, TX. Ex-wife gets $3k/mo alimony from him. W-2 $200k.';
    expect(extractFacts(payer).annualIncome?.value).toBe(200000);
  });

  it('still reads a parent who lives with the clients, and the clients beside their children', () => {
    expect(extractState('Couple 60/58, Ohio. Mom lives with them.').state?.value).toBe('OH');
    const text = 'MFJ, 2 kids, TX. W-2 $300k.';
    expect(isAboutRelative(text, text.indexOf('TX'))).toBe(false);
    expect(extractFacts(text).annualIncome?.value).toBe(300000);
  });
});
