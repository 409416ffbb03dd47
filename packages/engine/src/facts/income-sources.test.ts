import { describe, expect, it } from 'vitest';
import { extractFacts } from './extract-facts';

const sources = (notes: string) =>
  extractFacts(notes, { referenceYear: 2026 }).incomeSources?.map((s) => s.value);

describe('income by source from the notes', () => {
  it("reads a retired couple's Social Security, pension and portfolio income by kind", () => {
    expect(
      sources(
        'H 74, W 72, retired. Income: SS ~80K combined, W teacher pension 30K, taxable acct throws off ~45K div/int.',
      ),
    ).toEqual([
      { source: 'social-security', amount: 80_000, recurring: true, person: 'client' },
      { source: 'pension', amount: 30_000, recurring: true, person: 'spouse' },
      { source: 'ordinary-dividends', amount: 45_000, recurring: true, person: 'client' },
    ]);
  });

  it("reads pay and a spouse's consulting as pay and self-employment", () => {
    expect(
      sources('Household income $1.2M (his salary $900K, her consulting $300K).')?.map((s) => [
        s.source,
        s.amount,
        s.person,
      ]),
    ).toEqual([
      ['wages', 900_000, 'client'],
      ['self-employment', 300_000, 'spouse'],
    ]);
  });

  it("reads this year's RMD as income and the spouse's Social Security named by 'she gets'", () => {
    const notes =
      'Retired couple, 70 and 68, Arizona. He claimed SS at 67 ($42k/yr), she gets $22k. Pension $60k. IRA $2.2M, taking RMDs ($88k this year).';
    expect(sources(notes)?.map((s) => [s.source, s.amount, s.person])).toEqual([
      ['social-security', 42_000, 'client'],
      ['social-security', 22_000, 'spouse'],
      ['pension', 60_000, 'client'],
      ['retirement-distributions', 88_000, 'client'],
    ]);
    // 42,000 + 22,000 + 60,000 + 88,000: the household's income this year.
    expect(extractFacts(notes, { referenceYear: 2026 }).annualIncome?.value).toBe(212_000);
  });

  it("reads the second spouse's Social Security by name and an annuity's yearly payment as a pension", () => {
    expect(
      sources(
        'Both on SS - Tom $4,200/mo, Linda $3,600/mo. Tom gets a partner retirement annuity $95k/yr.',
      )?.map((s) => [s.source, s.amount]),
    ).toEqual([
      ['social-security', 50_400],
      ['social-security', 43_200],
      ['pension', 95_000],
    ]);
  });

  it.each([
    'IRA $2.2M; RMDs start at 75 (~$90k).',
    'IRA $2.2M, future RMDs ~$120k.',
    'IRA $2.2M. RMDs will be about $95k in 2029.',
  ])('takes RMDs still to come as no income now: %j', (notes) => {
    expect(sources(notes)).toBeUndefined();
    expect(extractFacts(notes, { referenceYear: 2026 }).annualIncome).toBeUndefined();
  });

  it('reads a trust of which the client is the income beneficiary as no income of its size', () => {
    const facts = extractFacts(
      "Widow, 85. Also the Marital Trust (QTIP) ~$14M - she's income beneficiary, remainder to 4 kids. SS $46k.",
      { referenceYear: 2026 },
    );
    expect(facts.annualIncome?.value).toBe(46_000);
  });

  it("takes a divorced client's 'she' as the client, and consulting as self-employment", () => {
    expect(
      sources(
        'Dr. Karen Liu, 52, divorced. She takes W-2 $350k + distributions ~$600k; consults ~$40k/yr.',
      )?.map((s) => [s.source, s.amount, s.person]),
    ).toEqual([
      ['wages', 350_000, 'client'],
      ['business', 600_000, 'client'],
      ['self-employment', 40_000, 'client'],
    ]);
  });

  it("counts an S corporation's distributions once beside the K-1 income they pay out", () => {
    // $2.1M of K-1 income + $400k of pay; the $1.2M distributed is part of the K-1 income.
    expect(
      extractFacts(
        'S-corp owner, 58, IL. K-1 pass-through ~$2.1M, distributions ~$1.2M. W-2 $400k.',
        {
          referenceYear: 2026,
        },
      ).annualIncome?.value,
    ).toBe(2_500_000);
  });

  it('gives no mix where the parts do not account for the stated total', () => {
    // $150K of named parts in a $520K household income: the rest of the mix is unknown.
    expect(sources('Income ~$520K; SS 40K, pension 110K.')).toBeUndefined();
  });

  it("keeps each spouse's pay after their profession", () => {
    expect(
      sources('H 44 anesthesiologist (hospital W-2 ~$480K), W 42 pediatrician ($260K), Denver CO.'),
    ).toEqual([
      { source: 'wages', amount: 480_000, recurring: true, person: 'client' },
      { source: 'wages', amount: 260_000, recurring: true, person: 'spouse' },
    ]);
  });

  it("splits an S corporation's profit before the owner's pay into her wages and the business's income", () => {
    // Payroll tax falls on the $180K of pay only; the other $470K passes through the return.
    expect(
      sources(
        'Orthodontist, 52, sole owner of an S-corp. Clinic profit ~$650K before her salary; salary ~$180K.',
      ),
    ).toEqual([
      { source: 'business', amount: 470_000, recurring: true, person: 'client' },
      { source: 'wages', amount: 180_000, recurring: true, person: 'client' },
    ]);
    expect(
      extractFacts('Dentist, 48, NJ. Net ~$900K before his own W-2. W-2 was set at $120K.', {
        referenceYear: 2026,
      }).annualIncome?.value,
    ).toBe(900_000);
  });
});
