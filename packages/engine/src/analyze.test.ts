import { analysisSchema } from '@strata/contracts';
import { describe, expect, it } from 'vitest';
import { analyzeClient } from './analyze';
import { STRATEGIES, getCatalogueEntry } from './catalogue';
import { usd } from './narrative/wording';

const RICH_NOTES = `John (62) and Mary (59), married, live in Austin, TX. NW ~$32MM. HHI $850k.
Owns an HVAC business (S corp), 100% owner, valued at $5M. Three kids, 5 grandkids.
Wants to retire at 65 and minimize estate taxes. Moderate risk tolerance.
$2M house with a $600k mortgage. $1.5M in 401(k). No life insurance. Gives $50k a year to their church.`;

const catalogueNames = new Set(STRATEGIES.map((s) => s.name));

describe('analyzeClient', () => {
  it('produces a schema-valid analysis built from the client facts', () => {
    const { analysis, facts, rawResponse } = analyzeClient({ notes: RICH_NOTES });
    expect(analysisSchema.safeParse(analysis).success).toBe(true);
    expect(analysis.clientProfile).toMatchObject({
      currentNetWorth: 32_000_000,
      riskTolerance: 'moderate',
      primaryGoals: ['Retire at 65', 'Minimize estate taxes', 'Support charitable causes'],
    });
    expect(analysis.financialSummary).toMatchObject({
      totalLiabilities: 600_000,
      annualIncome: 850_000,
    });
    expect(facts.state?.value).toBe('TX');
    expect(JSON.parse(rawResponse).analysis).toEqual(analysis);
    expect(analysis.meta).toMatchObject({ engine: 'builtin', taxYear: 2026 });
  });

  it('recommends catalogue strategies described with the client’s own figures', () => {
    const { analysis } = analyzeClient({ notes: RICH_NOTES });
    expect(analysis.recommendations.length).toBeGreaterThanOrEqual(3);
    for (const r of analysis.recommendations) {
      expect(catalogueNames.has(r.strategy)).toBe(true);
      // A protection strategy is not sized on the net worth, and its description says so.
      if (getCatalogueEntry(r.strategyId ?? '')?.benefitKind !== 'protection')
        expect(r.description).toContain('$32,000,000');
      expect(r.description).toContain('Texas');
      expect(r.implementation.steps.length).toBeGreaterThanOrEqual(4);
      expect(r.implementation.steps.length).toBeLessThanOrEqual(7);
      expect(r.implementation.steps.every((s) => /^[A-Z][\w() -]+: /.test(s))).toBe(true);
    }
  });

  it('adds a life insurance block only where the catalogue entry has one', () => {
    const { analysis } = analyzeClient({ notes: RICH_NOTES });
    for (const r of analysis.recommendations) {
      const strategy = STRATEGIES.find((s) => s.id === r.strategyId)!;
      const hasBlock = Boolean(r.lifeInsuranceBenefits ?? r.lifeInsuranceAnnuityBenefits);
      expect(hasBlock).toBe(
        strategy.lifeInsuranceComponent !== 'N/A' || strategy.annuityComponent !== 'N/A',
      );
      if (r.lifeInsuranceAnnuityBenefits)
        expect(r.lifeInsuranceAnnuityBenefits.annuityBenefits).toBeDefined();
    }
  });

  it('states the plan against the baseline, in today’s dollars, not a sum of the strategies', () => {
    const { analysis } = analyzeClient({ notes: RICH_NOTES });
    const plan = analysis.plan!;
    expect(analysis.taxPlanning.projectedSavings).toContain(usd(plan.net));
    expect(analysis.taxPlanning.projectedSavings).toMatch(/not summed/);
    // Never more estate tax saved than the baseline pays at the last death.
    const last = analysis.baseline!.atLastDeath!;
    expect(plan.transferTaxSavedAtDeath).toBeLessThanOrEqual(Math.round(last.federal + last.state));
    expect(plan.exemption.used).toBeLessThanOrEqual(plan.exemption.available);
    expect(plan.strategies.map((s) => s.strategyId)).toEqual(
      analysis.recommendations.map((r) => r.strategyId),
    );
    expect(analysis.taxPlanning.currentTaxSituation).toMatch(/37% federal bracket/);
    expect(analysis.taxPlanning.currentTaxSituation).toMatch(/\$30,000,000/);
  });

  it('dates an estate benefit at the last death: no payback within ten years, today’s dollars', () => {
    const { analysis } = analyzeClient({ notes: RICH_NOTES });
    const estate = analysis.recommendations.filter(
      (r) => r.costBenefitAnalysis?.benefitArrives?.kind === 'at-death',
    );
    expect(estate.length).toBeGreaterThan(0);
    for (const r of estate) {
      const cba = r.costBenefitAnalysis!;
      expect(cba.paybackPeriod).toBeNull();
      expect(cba.benefitArrives?.year).toBe(analysis.baseline!.atLastDeath!.year);
      expect(r.description).toMatch(
        /in today's dollars, arriving at the second death \(about \d{4}\)/,
      );
      // No second horizon beside the baseline's: the formula's ten years and age-90 estate go.
      expect(cba.calculations.assumptions.join(' ')).not.toMatch(/Estate projected|Horizon 10/);
    }
  });

  it('ends each plan of steps with a review that fits what the strategy claims, never a $0 check', () => {
    const notes = `Married couple, 68 and 66, Newton, Massachusetts. Home $1.4M, brokerage $2.1M,
IRAs $1.5M. Pension and Social Security $150,000 a year. Two adult children.`;
    const { analysis } = analyzeClient({ notes });
    const review = (r: (typeof analysis.recommendations)[number]) => r.implementation.steps.at(-1)!;
    const protection = analysis.recommendations.filter(
      (r) =>
        r.costBenefitAnalysis?.savingsBreakdown.taxSavings === 0 &&
        r.costBenefitAnalysis.savingsBreakdown.estateTaxSavings === 0,
    );
    expect(protection.length).toBeGreaterThan(0);
    for (const r of analysis.recommendations) expect(review(r)).not.toContain('$0 ');
    for (const r of protection) expect(review(r)).toMatch(/^Financial advisor: review it/);
    const estate = analysis.recommendations.find(
      (r) => r.costBenefitAnalysis?.benefitArrives?.kind === 'at-death',
    )!;
    expect(review(estate)).toMatch(/re-project the \$[\d,]+ of estate tax savings/);
  });

  it('keeps a family property with an LLC, a lasting trust and yearly gifts, unsized without a net worth', () => {
    const { analysis } = analyzeClient({
      notes:
        "Couple near LA. He's 60, runs a construction co. Desert retreat, 7 acres. 3 adult kids. Goal: keep the place in the family long after we're gone without splitting the kids.",
    });
    const ids = analysis.recommendations.map((r) => r.strategyId);
    expect(ids).toEqual(
      expect.arrayContaining(['FLP', 'DYNASTY_TRUST', 'ANNUAL_EXCLUSION_GIFTING']),
    );
    // No estate is known: no figure is shown as a saving or as a loss of the step-up.
    for (const r of analysis.recommendations)
      expect(r.costBenefitAnalysis?.potentialSavings).toBe(0);
    const gifts = analysis.recommendations.find((r) => r.strategyId === 'ANNUAL_EXCLUSION_GIFTING');
    // 2 donors x 3 children x $19,000 (2026 annual exclusion).
    expect(gifts?.description).toContain('$114,000 a year');
  });

  it('derives the savings rate from stated spending, and says when it is an estimate', () => {
    const stated = analyzeClient({ notes: 'NW $5M. Income $500,000. Spends $300k a year.' });
    expect(stated.analysis.financialSummary.savingsRate).toBe(40);
    expect(stated.analysis.facts?.savingsRate?.source.kind).toBe('derived');
    const estimated = analyzeClient({ notes: 'NW $5M. Income $500,000.' });
    expect(estimated.analysis.meta?.notes.join(' ')).toMatch(/estimate/);
    // Shown as an assumption, never as a fact; no income, no rate at all.
    expect(estimated.analysis.facts?.savingsRate).toMatchObject({
      value: 20,
      source: { kind: 'assumed', note: expect.stringMatching(/no spending/) },
    });
    expect(analyzeClient({ notes: 'NW $5M.' }).analysis.facts?.savingsRate).toBeUndefined();
    // The advisor's rate becomes the spending it implies, and theirs.
    const corrected = analyzeClient({
      notes: 'NW $5M. Income $500,000.',
      corrections: [{ field: 'savingsRate', value: 35 }],
    }).analysis;
    expect(corrected.financialSummary.savingsRate).toBe(35);
    expect(corrected.facts?.savingsRate?.source.kind).toBe('advisor');
  });

  it('reads the documents text as well as the notes', () => {
    const { facts } = analyzeClient({
      notes: 'Married couple in Ohio. NW $8M.',
      documentsText:
        '--- Start of document: 1040.pdf ---\nAdjusted gross income ..... 11 640,000\n--- End of document: 1040.pdf ---',
    });
    expect(facts.annualIncome?.value).toBe(640_000);
  });

  it('re-runs the baseline with an assumption the advisor changed, marked as theirs', () => {
    const before = analyzeClient({ notes: RICH_NOTES }).analysis.baseline!;
    const after = analyzeClient({
      notes: RICH_NOTES,
      corrections: [
        { field: 'assumptions.growthInvestments', value: 3 },
        { field: 'assumptions.deathAgeClient', value: 100 },
      ],
    }).analysis.baseline!;
    const growth = (b: typeof before) => b.assumptions.find((a) => a.key === 'growthInvestments');
    expect(growth(before)).toMatchObject({ value: 6, origin: 'default' });
    expect(growth(after)).toMatchObject({ value: 3, origin: 'advisor' });
    // John is 62 in 2026: dying at 100 puts his death in 2064, later than the table's age.
    expect(after.deaths?.find((d) => d.person === 'client')?.year).toBe(2064);
    expect(after.startNetWorth).toBe(before.startNetWorth);
  });

  it("shows the estate documents it read, and selects on the advisor's correction of them", () => {
    const notes = `Widow, 74, Columbus, Ohio. Brokerage $2.5M, house $600K. Two adult sons.
Wills from 1998.`;
    const read = analyzeClient({ notes }).analysis;
    expect(read.facts?.estateDocuments).toMatchObject({
      value: ['will (1998)'],
      source: { kind: 'notes', quote: 'Wills from 1998.' },
    });
    const ids = (a: typeof read) => a.recommendations.map((r) => r.strategyId);
    expect(ids(read)).toContain('REVOCABLE_TRUST');
    const corrected = analyzeClient({
      notes,
      corrections: [{ field: 'estateDocuments', value: ['revocable trust (2025)', 'will (2025)'] }],
    }).analysis;
    expect(corrected.facts?.estateDocuments).toMatchObject({
      value: ['revocable trust (2025)', 'will (2025)'],
      source: { kind: 'advisor' },
    });
    expect(ids(corrected)).not.toContain('REVOCABLE_TRUST');
  });

  it('states what part of the net worth is held in another currency, at the stated rate', () => {
    const notes = `Single, 52, Denver, Colorado. Brokerage $2M, 401(k) $800K.
Apartment in Paris worth about €500,000 (use 1.08 $/€). No debts. Income $300K.`;
    const { analysis } = analyzeClient({ notes });
    expect(analysis.clientProfile.currentNetWorth).toBe(3_340_000);
    expect(analysis.taxPlanning.currentTaxSituation).toContain(
      'Of the $3,340,000 net worth, $540,000 is held in euros (€500,000 at the stated $1.08 per €) and moves with the exchange rate; the other $2,800,000 is in US dollars.',
    );
  });

  it("shows a credit shelter trust at today's values beside its projected figure", () => {
    const notes = `Married couple, 70 and 68, Boston, Massachusetts. Net worth $5M: brokerage $3M,
home $1.2M, IRAs $800K. Income $140K. Two children.`;
    const cst = analyzeClient({ notes }).analysis.recommendations.find(
      (r) => r.strategyId === 'CREDIT_SHELTER_TRUST',
    )!;
    // Massachusetts' table on $5,000,000 less its $99,600 credit: 292,000; the survivor's
    // $3,000,000 once $2,000,000 sits in the trust: 82,400.
    expect(cst.costBenefitAnalysis?.calculations.formula).toContain(
      "At today's values (no growth), the survivor's estate tax falls from $292,000 to $82,400 with the trust: $209,600 less.",
    );
  });

  it("shelters the first spouse's exclusion once: what the trust uses is not ported", () => {
    const notes = `Existing client. H 79, W 77, Manhattan NY. NW ~40M: 18M marketable securities (basis ~6M), 8M NYC co-op, 4M FL house, 6M family LLC holding commercial RE, 4M IRAs. 3 kids.`;
    const cst = analyzeClient({ notes }).analysis.recommendations.find(
      (r) => r.strategyId === 'CREDIT_SHELTER_TRUST',
    )!;
    // Without the trust, the survivor's $40M: New York $1,082,800 + 16% x $29.9M = $5,866,800;
    // federal 40% x ($40M - $5,866,800 - $30M) = $1,653,280; $7,520,080 in all. With $7.35M in
    // the trust, the survivor's $32.65M: New York $4,690,800; the ported exclusion is
    // $15M - $7.35M = $7.65M, so federal 40% x ($32.65M - $4,690,800 - $15M - $7.65M) =
    // $2,123,680; $6,814,480 in all: $705,600 less.
    expect(cst.costBenefitAnalysis?.calculations.formula).toContain(
      "At today's values (no growth), the survivor's estate tax falls from $7,520,080 to $6,814,480 with the trust: $705,600 less.",
    );
  });

  it("figures every strategy at the baseline's rates, with no second estate horizon", () => {
    const { analysis } = analyzeClient({ notes: RICH_NOTES });
    for (const r of analysis.recommendations) {
      const assumptions = r.costBenefitAnalysis!.calculations.assumptions.join(' ');
      expect(assumptions).not.toMatch(/Estate projected|discount rate 5%/);
    }
    const changed = analyzeClient({
      notes: RICH_NOTES,
      corrections: [{ field: 'assumptions.discountRate', value: 3 }],
    }).analysis;
    const yearly = changed.recommendations.find((r) =>
      r.costBenefitAnalysis?.calculations.assumptions.some((a) => /^Horizon 10 years/.test(a)),
    );
    expect(yearly?.costBenefitAnalysis?.calculations.assumptions.join(' ')).toMatch(
      /discount rate 3% for net present value/,
    );
  });

  it('projects a planned sale of the business with its basis: taxed in its year, said in the tax situation, the year changeable', () => {
    const notes =
      'California, age 55, married, spouse 53. Owns 100% of a C corporation (software) founded in 2012, worth about $20M, basis near zero. Plans to sell the company next year. Other assets: $3M brokerage, $2M home. Income $600K. Two children.';
    const { analysis } = analyzeClient({ notes });
    const sale = analysis.baseline!.sales!.find((s) => s.what === 'business')!;
    // Sold at the start of 2027 after a year's 5% growth: $21,000,000, all of it gain.
    expect(sale).toMatchObject({ year: 2027, value: 21_000_000, gain: 21_000_000 });
    expect(analysis.taxPlanning.currentTaxSituation).toContain(
      `The planned sale of the business in 2027 realizes about $21,000,000 of gain and adds about ${usd(sale.tax)} to that year's income tax`,
    );
    expect(analysis.facts!.businessBasis).toMatchObject({ value: 0 });
    // The QSBS exclusion falls in 2027, within that year's tax: not left out as an unprojected sale.
    expect(analysis.plan!.overYears!.notes.join(' ')).not.toMatch(/does not project/);
    const later = analyzeClient({
      notes,
      corrections: [{ field: 'assumptions.businessSaleYear', value: 2030 }],
    }).analysis.baseline!;
    expect(later.sales![0]!.year).toBe(2030);
    expect(later.assumptions.find((a) => a.key === 'businessSaleYear')!.origin).toBe('advisor');
  });

  it("names Washington's capital gains tax beside its lack of an income tax", () => {
    const { analysis } = analyzeClient({
      notes: 'Seattle couple, 45 and 43. Net worth $12M, mostly brokerage. Income $500K.',
    });
    expect(analysis.taxPlanning.currentTaxSituation).toContain(
      'Washington levies no broad state income tax. It taxes long-term capital gains over $270,000 a year at 7%, and 9.9% on the part over $1,000,000.',
    );
  });

  it('is deterministic', () => {
    expect(analyzeClient({ notes: RICH_NOTES })).toEqual(analyzeClient({ notes: RICH_NOTES }));
  });

  it('stays honest on thin notes: no invented figures, next steps ask for the data', () => {
    const { analysis } = analyzeClient({ notes: 'Client wants to talk about retirement.' });
    expect(analysisSchema.safeParse(analysis).success).toBe(true);
    expect(analysis.clientProfile.currentNetWorth).toBe(0);
    expect(analysis.clientProfile.riskTolerance).toBeUndefined();
    expect(analysis.recommendations).toEqual([]);
    const actions = analysis.nextSteps.map((s) => s.action).join(' ');
    expect(actions).toMatch(/balance sheet/);
    expect(actions).toMatch(/tax returns/);
    expect(analysis.meta?.notes.join(' ')).toMatch(/No net worth/);
  });
});

describe('the income a retired household lives on, where the notes state none', () => {
  const RETIRED =
    'Jim 66 and Carol 64, Seattle WA. Jim retired engineer. MSFT shares worth $12M, basis about $150k. Other brokerage $2M, IRAs $1.8M, home $2.5M paid off. Give ~$100k/yr to charity.';
  const cba = (notes: string, id: string) =>
    analyzeClient({ notes }).analysis.recommendations.find((r) => r.strategyId === id)
      ?.costBenefitAnalysis;

  it("is this year's adjusted gross income as the baseline projects it, named as such", () => {
    const { analysis } = analyzeClient({ notes: RETIRED });
    const agi = analysis.baseline!.years[0]!.agi!;
    expect(agi).toBeGreaterThan(100_000);
    const assumptions = analysis.recommendations.flatMap(
      (r) => r.costBenefitAnalysis?.calculations.assumptions ?? [],
    );
    expect(assumptions.join(' ')).toContain(
      `Annual income not in the notes: ${usd(Math.round(agi))}, the household projection's adjusted gross income in 2026`,
    );
    // The facts stay as read: no income is reported as stated.
    expect(analysis.financialSummary.annualIncome).toBe(0);
    expect(analysis.facts?.annualIncome).toBeUndefined();
  });

  it('sizes a gift of the low-basis shares against that income instead of leaving it at nothing', () => {
    const crt = cba(RETIRED, 'CRT');
    expect(crt?.potentialSavings).toBeGreaterThan(0);
  });

  it('someone still working earns what the notes do not say: the income stays unknown', () => {
    const working = RETIRED.replace('Jim retired engineer.', 'Jim is an engineer at Boeing.');
    const assumptions = analyzeClient({ notes: working }).analysis.recommendations.flatMap(
      (r) => r.costBenefitAnalysis?.calculations.assumptions ?? [],
    );
    expect(assumptions.join(' ')).toContain('Annual income not in the facts: taken as $0.');
  });
});

describe('employer stock and the net unrealized appreciation (IRC 402(e)(4))', () => {
  const rec = (notes: string, id: string) =>
    analyzeClient({ notes }).analysis.recommendations.find((r) => r.strategyId === id);
  const IN_PLAN =
    'Tom Kowalski 62, VP operations at Valero (Houston TX), retiring June next year. Wife Linda 60, not working. Salary $310k + bonus $90k. 401k $1.9M, of which $700k is Valero stock (plan cost basis $95k). Brokerage $200k, home $500k paid off.';

  it('is the employer stock inside the plan, at the plan cost basis the notes give it', () => {
    const nua = rec(IN_PLAN, 'NUA')!.costBenefitAnalysis!.math!.potentialSavings!;
    // 700,000 - 95,000 = 605,000 of appreciation, taxed at 15% instead of 22% in retirement:
    // 605,000 x 7% = 42,350.
    expect(nua.inputs['Net Unrealized Appreciation']).toBe(605_000);
    expect(nua.value).toBeCloseTo(42_350, 0);
  });

  it('is no strategy for shares already held outside a plan (vested RSUs)', () => {
    const rsus =
      'Jessica Tran 32, staff engineer, Austin TX. Single. Salary $260k. Holds $2.6M of employer stock from vested RSUs (basis $1.1M). 401k $180k, cash $300k.';
    expect(rec(rsus, 'NUA')).toBeUndefined();
  });

  it('contributions from pay run to the planned retirement, not ten years', () => {
    const mega = rec(IN_PLAN, 'MEGA_BACKDOOR_ROTH');
    if (!mega) return;
    const m = mega.costBenefitAnalysis!.math!.potentialSavings!;
    // One year of after-tax room (72,000 - 24,500 - 5% of pay up to the $360,000 compensation
    // limit = 29,500), growing for the 9.5 years left of the horizon on average:
    // 29,500 x 1 x (1.06^9.5 - 1) x 18.8% = 4,101.
    expect(m.inputs['Years']).toBe(1);
    expect(m.value).toBeCloseTo(29_500 * (1.06 ** 9.5 - 1) * 0.188, 0);
  });
});

describe("each spouse's IRA", () => {
  it("pays its required distribution by its owner's age (Uniform Lifetime Table)", () => {
    const { analysis } = analyzeClient({
      notes:
        'Retired couple, H 73, W 69, IL. IRAs $4.2M (his $3.1M, hers $1.1M). Joint brokerage $1.5M.',
    });
    // Only the 73-year-old's IRA: 3,100,000 / 26.5 = 116,981 (hers starts at her 73).
    expect(analysis.baseline!.years[0]!.rmd).toBeCloseTo(3_100_000 / 26.5, 0);
  });
});

describe("a widow's IRA inherited from her husband", () => {
  it('is an eligible designated beneficiary’s: no ten-year rule', () => {
    const { analysis } = analyzeClient({
      notes:
        '- Margaret 71, widowed 2022 (husband Tom), Queens NY.\n- 403(b) $640K, inherited IRA from Tom $310K, taxable $250K.\n- Two adult kids.',
    });
    const text = JSON.stringify(
      analysis.recommendations.find((r) => r.strategyId === 'INHERITED_IRA_DISTRIBUTION_PLANNING'),
    );
    expect(text).toContain('no ten-year rule');
    expect(text).not.toContain('must be emptied within ten years');
  });
});

describe('a strategy whose saving does not pay for its costs', () => {
  // A retired Pennsylvania couple: $60k of giving a year, $0 income stated but RMDs projected.
  const RETIRED_PA = `Annual review. Couple, H 76 W 74, retired, Pittsburgh PA. H trad IRA 3.1M, W trad IRA 1.4M, joint brokerage 1.6M (basis ~700K), house 650K no mortgage. Total ~6.75M. SS 88K combined. Both taking RMDs. Give 60K/yr to alma mater + hospital, by check; want to keep going. Kids (3). Asked whether a DAF makes sense. Moderate risk.`;

  it('asked about, is answered Low, in its place, saying so, and never pays back', () => {
    const { analysis } = analyzeClient({ notes: RETIRED_PA });
    const daf = analysis.recommendations.find((r) => r.strategyId === 'DAF');
    expect(daf?.priority).toBe('Low');
    expect(daf?.description).toMatch(
      /asked about, though at these figures it does not pay for itself/,
    );
    // Its ten-year net is negative: no payback, though year one's deduction exceeds year one's fee.
    const cba = daf?.costBenefitAnalysis;
    expect(cba?.potentialSavings).toBeLessThan(cba?.estimatedCost ?? 0);
    expect(cba?.paybackPeriod).toBeNull();
  });

  it('not asked about, is answered in considered with both figures', () => {
    const { analysis } = analyzeClient({
      notes:
        'H 79, W 77, Manhattan NY. NW ~40M: 18M marketable securities (basis ~6M), 8M NYC co-op, 4M FL house, 6M family LLC holding commercial RE, 4M IRAs. 3 kids. No gifts made.',
    });
    const costly = (analysis.considered ?? []).filter((c) =>
      c.reason.startsWith('No net benefit:'),
    );
    expect(costly.length).toBeGreaterThan(0);
    for (const c of costly) {
      expect(analysis.recommendations.map((r) => r.strategyId)).not.toContain(c.strategyId);
      const [saved, costs] = [...c.reason.matchAll(/\$([\d,]+)/g)].map((m) =>
        Number(m[1]!.replace(/,/g, '')),
      );
      expect(saved).toBeLessThan(costs!);
    }
  });
});

describe('qualified small business stock stacking (IRC 1202(b)(1)(A), 1202(h))', () => {
  it("adds each trust's cap to the owner's, on the gain above it: not the exclusion's alternative", () => {
    const { analysis } = analyzeClient({
      notes:
        'Client 55, married, W 53. Live in Los Altos CA. H selling his software co (C-corp): LOI signed Feb 2026, close expected Q4 2026, his share ~28M, basis ~nil, founded 2012. W consultant ~150K. NW ex-biz ~6M: brokerage 3M, 401ks 1.5M. 2 kids 16, 19.',
    });
    const byId = new Map(analysis.recommendations.map((r) => [r.strategyId, r]));
    // The owner's $10M cap (shares issued before July 5, 2025) at 23.8%.
    expect(byId.get('QSBS_EXCLUSION')?.costBenefitAnalysis?.potentialSavings).toBe(2_380_000);
    // Two children's trusts, $10M each, on the $18M of gain above the owner's cap:
    // min(2 x $10M, $28M - $10M) x 23.8% = $4,284,000.
    expect(byId.get('QSBS_STACKING')?.costBenefitAnalysis?.potentialSavings).toBe(4_284_000);
  });
});

describe('giving vehicles asked about side by side', () => {
  // A $200,000 habit: a fund does the job for $36,000 over ten years, a foundation for $865,000.
  const notes =
    'Couple 64/63, Illinois. NW ~$28M. Brokerage $15M, IRAs $6M, home $3M, cash $4M. Charitably inclined, give ~$200k/yr to church and univ. Considering a DAF or a private foundation. Income $1M. 2 kids.';
  const { analysis } = analyzeClient({ notes });
  const rec = (id: string) => analysis.recommendations.find((r) => r.strategyId === id);

  it('answers both, the one ranked lower at Low, naming the other that does the same job', () => {
    expect(rec('DAF')?.priority).not.toBe('Low');
    expect(rec('PRIVATE_FOUNDATION')?.priority).toBe('Low');
    expect(rec('PRIVATE_FOUNDATION')?.description).toContain(
      'asked beside Donor-Advised Fund (DAF), which does the same job',
    );
  });

  it('states the deduction at 35% federal and no Illinois tax, not the 37% bracket plus 4.95%', () => {
    // 37% x (1 - 2/37) = 35% (IRC 68); Illinois gives no charitable deduction.
    const said = rec('DAF')?.benefits.join(' ');
    expect(said).toContain('Gifts are deducted at 35%');
    expect(said).toContain('no Illinois tax (Illinois gives no charitable deduction)');
    expect(said).not.toContain('4.95% Illinois');
  });
});

describe('a widow whose late husband’s exclusion is not yet ported', () => {
  it('values the late election at the estate tax the DSUE spares her estate, and asks for the bequests where unknown', () => {
    // 2024's exclusion, $13,610,000, all unused (everything to her): her $20M estate grows past
    // her own exclusion, and the DSUE shelters the rest.
    const valued = analyzeClient({
      notes: 'Widow 80, Ohio. Husband died 2024, his estate all to her. NW $20M. 2 sons.',
    }).analysis;
    const election = valued.recommendations.find((r) => r.strategyId === 'PORTABILITY_ELECTION');
    const figures = election?.costBenefitAnalysis;
    expect(figures?.savingsBreakdown.estateTaxSavings).toBeGreaterThan(1_000_000);
    expect(figures?.calculations.formula).toContain('$13,610,000');

    const unsized = analyzeClient({
      notes: 'Widow 80, Ohio. Husband died 2024. NW $20M. 2 sons.',
    }).analysis;
    expect(unsized.missingFacts?.map((m) => m.fact)).toContain(
      'What the late spouse’s estate left to others than the survivor',
    );
  });
});

describe('an owner selling his company, then moving', () => {
  const notes =
    'Owner 58, married, Illinois. Sells manufacturing company (C corp, founded 2009, original stock $100k basis) to PE buyer for $18M next spring, stock sale. Spouse 56. Other income: salary from company $400k. Plan to move to Florida after the sale closes.';
  const { analysis, facts } = analyzeClient({ notes });
  const rec = (id: string) => analysis.recommendations.find((r) => r.strategyId === id);

  it('reads the price as the business, sold next year, at the stated basis', () => {
    expect(facts.business?.value.value).toBe(18_000_000);
    expect(facts.businessBasis?.value).toBe(100_000);
    expect(facts.businessSale?.value).toEqual({ status: 'planned', year: 2027 });
  });

  it('says a move after the closing leaves the gain to Illinois: the value is in moving first', () => {
    expect(rec('RESIDENCY_CHANGE')?.description).toContain(
      'but after the sale closes, when its gain is still IL’s to tax',
    );
  });
});

describe('a plan that takes after-tax contributions (the mega backdoor Roth)', () => {
  it('is used where the notes say the plan allows it, on room the employer’s share leaves', () => {
    const { analysis } = analyzeClient({
      notes:
        'MFJ 42/41, Virginia (Arlington). He W-2 $210k (software, 401k allows after-tax contribs + in-plan Roth conversion), she W-2 $165k (hospital, 403b). Both deferring 10%. Kids 6 and 3. Brokerage $180k, cash $60k.',
    });
    expect(analysis.recommendations.map((r) => r.strategyId)).toContain('MEGA_BACKDOOR_ROTH');
  });

  it('counts the employer’s 5% on pay up to the compensation limit, not on all income', () => {
    // $72,000 (415(c)) - $24,500 deferral - 5% x $360,000 (401(a)(17)) = $29,500 of room, not $0.
    const { analysis } = analyzeClient({
      notes:
        'Hedge fund PM 50, married, California. W-2 $2.5M, K-1 $2.5M. 401k maxed; plan allows after-tax contributions. Brokerage $8M basis $2M.',
    });
    const mega = analysis.recommendations.find((r) => r.strategyId === 'MEGA_BACKDOOR_ROTH');
    expect(mega?.costBenefitAnalysis?.calculations.formula).toContain('$29,500');
  });
});

describe('a home another is to keep for life', () => {
  it('is no home for a QPRT, which passes it to the remainder beneficiaries at the term’s end', () => {
    const { analysis } = analyzeClient({
      notes:
        "Unmarried couple, together 20 years, Minnesota. Partner A 62 NW ~$11M (brokerage $7M basis $3M, home 100% in A's name $1.5M, 401k $2.5M). A income $450k. No will. A wants B to keep the house and have income for life; rest to A's niece.",
    });
    expect(analysis.recommendations.map((r) => r.strategyId)).not.toContain('QPRT');
    expect(analysis.considered?.find((c) => c.strategyId === 'QPRT')?.reason).toMatch(
      /^Against the wish the notes state/,
    );
  });
});
