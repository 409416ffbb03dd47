import { describe, expect, it } from 'vitest';
import { clientsOwnWords, isClientLetter } from './client-letters';
import { readClient } from './read-client';

const EMAIL = `From: Rebecca Stone <rstone@example.com>
Sent: Monday, March 9, 2026 10:42 PM
To: Alan Brightman <alan@example.com>
Subject: Re: Intro - getting organized

Hi Alan,

Thanks for taking the time. I'm 54, and I get $15,000/month
alimony under our 2017 decree (it runs until 2031 or until I remarry). My ex also pays
$4,000/month child support for our son Jake (16) until he finishes high school.

In the settlement I got the house (worth maybe $2.3M now, mortgage paid off) and half of his
Morgan Stanley account - mine is now about $3.1M. I also got $1.2M of his 401(k) through a QDRO
which went into an IRA rollover at Fidelity.

My ex's new wife keeps telling people I'm "set for life" - he makes well over $2M a year.

I do have a $400k HELOC I drew on last year to redo the kitchen - I forgot to mention.

Best,
Rebecca`;

describe("a client's letter the advisor forwards", () => {
  it('is told from a document about the client by its headers and its first person', () => {
    expect(isClientLetter({ name: 'client-email.txt', text: EMAIL })).toBe(true);
    expect(
      isClientLetter({
        name: 'attorney-letter.txt',
        text: 'Dear Mr. Hale,\nThe estate of John Lindqvist closed on May 2, 2025. Form 706 was filed.',
      }),
    ).toBe(false);
    // The client's own letter may name her CPA.
    expect(
      isClientLetter({
        name: 'email.txt',
        text: `Hi Alan,\nMy CPA says I should ask you. I'm 60 and I have an IRA. I think my pension starts soon. I will bring my statements.\nBest,\nRuth`,
      }),
    ).toBe(true);
    // A professional's letter in the first person is not the client's.
    expect(
      isClientLetter({
        name: 'cpa-letter.txt',
        text: `Dear Margaret,\nI have reviewed the return. I think my estimate of your income is fair, and I will call you. I am 61 and I have seen this before. My office will file.\nSincerely,\nJohn Hale, CPA\nHale & Partners LLP`,
      }),
    ).toBe(false);
  });

  it("keeps the writer's own sentences, word for word, and blanks what others do", () => {
    const own = clientsOwnWords(EMAIL);
    expect(own).toHaveLength(EMAIL.length);
    expect(own).toContain("I'm 54, and I get $15,000/month alimony under our 2017 decree");
    expect(own).toContain('I do have a $400k HELOC');
    expect(own).not.toContain('he makes well over $2M');
    expect(own).not.toContain('$4,000/month child support');
  });

  it("is read as the client's words: age, taxable alimony, holdings and the loan", () => {
    const { facts, analysisFacts } = readClient(
      {
        notes: 'New prospect. Fwd her email below. Divorced, lives in Greenwich CT. 2 kids.',
        documents: [{ name: 'client-email.txt', text: EMAIL }],
      },
      { referenceYear: 2026 },
    );
    expect(facts.ages.map((a) => a.value)).toEqual([54]);
    // $15,000 x 12 under a 2017 decree: taxable to her (IRC 71 before 2019); child support is not.
    expect(facts.annualIncome?.value).toBe(180_000);
    // $2.3M + $3.1M + $1.2M, less the $400,000 line of credit; not the ex's $2M of pay.
    expect(facts.netWorth?.value).toBe(6_200_000);
    expect(analysisFacts.annualIncome?.source).toMatchObject({
      kind: 'document',
      document: 'client-email.txt',
    });
  });

  it('counts no alimony as income under a decree after 2018, nor alimony the client pays', () => {
    const income = (notes: string) =>
      readClient({ notes, documents: [] }, { referenceYear: 2026 }).facts.annualIncome;
    expect(income('Divorced, 50, NJ. Alimony $8,000/mo per 2021 divorce decree.')).toBeUndefined();
    expect(income('Divorce planning, H 52, GA. H pays alimony ~12K/mo x 7 yrs.')).toBeUndefined();
    expect(income('Divorced 2015, 60, NY. Receives alimony of $5,000/month.')?.value).toBe(60_000);
  });
});
