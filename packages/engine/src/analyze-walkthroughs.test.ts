import { analysisSchema } from '@strata/contracts';
import { describe, expect, it } from 'vitest';
import { analyzeClient } from './analyze';
import { readClient } from './facts';
import { usd } from './narrative/wording';
import { buildFacts, fact } from './testing/facts.fixture';
import { buildContext, computeCostBenefit } from './calc';
import { CATALOGUE } from './catalogue';
import { eligibility, selectStrategies } from './select';
import { PATEL_NOTES } from './testing/extract-facts.cases';

const CALIFORNIA_COUPLE =
  'Married couple in California, ages 62 and 60, three children and four grandchildren. Net worth about $28M including a $9M S corporation (manufacturing) and $6M of Apple stock with a $400k basis. Income $1.4M. Want to reduce estate tax and give to charity, moderate risk.';

const ESTATE_STRATEGIES = [
  'GRAT',
  'SLAT',
  'ILIT',
  'DYNASTY_TRUST',
  'ANNUAL_EXCLUSION_GIFTING',
  'IDGT_SALE',
  'SPLIT_DOLLAR',
  'PREMIUM_FINANCING',
  'FLP',
  'CLAT',
];

describe('first real run: $28M California couple', () => {
  const { analysis } = analyzeClient({ notes: CALIFORNIA_COUPLE });
  const ids = analysis.recommendations.map((r) => r.strategyId);

  it('reports total assets of at least the stated net worth', () => {
    expect(analysis.financialSummary.totalAssets).toBe(28_000_000);
    expect(analysis.clientProfile.currentNetWorth).toBe(28_000_000);
  });

  it('recommends no QSBS, ESOP 1042 or other C-corporation strategy for an S corporation', () => {
    expect(ids).not.toContain('QSBS_EXCLUSION');
    expect(ids).not.toContain('QSBS_STACKING');
    expect(ids).not.toContain('ESOP');
  });

  it('recommends estate strategies for a stated estate-tax goal and a projected taxable estate', () => {
    const estate = ids.filter((id) => ESTATE_STRATEGIES.includes(id ?? ''));
    expect(estate.length).toBeGreaterThanOrEqual(1);
    // Every estate strategy fitting the goal is weighed: those not recommended are answered in
    // 'considered' with the figures (in California the 37.1% gains tax on a lost step-up, if
    // heirs sell, nearly offsets the 40% estate tax a gift's growth escapes).
    const answered = (analysis.considered ?? []).map((c) => c.strategyId);
    expect([...estate, ...answered]).toEqual(expect.arrayContaining(['LIFETIME_GIFTS', 'SLAT']));
    // Both sides of the weighing are shown: the gains tax on the lost step-up and the net loss.
    expect(analysis.considered?.find((c) => c.strategyId === 'SLAT')?.reason).toMatch(
      /if the heirs keep what they receive, but if they sell, the gains tax on the lost step-up \(\$[\d,]+\) outweighs the estate tax it saves: \$[\d,]+ lost in all\.$/,
    );
    // Under today's exemption, but not at the second death of the household projection.
    const last = analysis.baseline!.atLastDeath!;
    expect(last.federal).toBeGreaterThan(0);
    expect(analysis.taxPlanning.currentTaxSituation).toContain(
      `reaches the second death in ${last.year} with about ${usd(last.federal)} of federal`,
    );
    expect(analysis.taxPlanning.currentTaxSituation).toMatch(
      /California taxes the last dollar of that income at 12\.3%/,
    );
  });

  it('figures the residency change on the income a move takes out of the state, less the SALT-capped federal deduction of a return that itemizes', () => {
    const facts = analyzeClient({ notes: CALIFORNIA_COUPLE }).facts;
    // Not recommended: the couple works in California, which keeps taxing that pay, and the
    // notes plan no retirement: the move frees none of their income.
    expect(ids).not.toContain('RESIDENCY_CHANGE');
    expect(computeCostBenefit('RESIDENCY_CHANGE', facts).potentialSavings).toBe(0);
    // Retiring at 66 (the client is 62): for the six years after it, half of today's income,
    // 700,000. Averaged over ten years, 6 x 700,000 / 10 = 420,000 a year the move frees, less
    // the 32,200 standard deduction: 387,800. California's tax on today's whole taxable income,
    // 1,367,800, by its joint brackets: 221.58 + 607.40 + 1,215.04 + 1,930.80 + 2,429.12 +
    // 55,568.43 (9.3%) + 15,304.15 (10.3%) + 53,817.15 (11.3% over 891,542) + 3,678 (the 1%
    // surtax over $1M) = 134,771.67, 9.8532% of it. 387,800 x 9.8532% = 38,211 a year. The
    // return does not itemize (the capped $10,000 of state tax and no stated giving are under
    // the $32,200 standard deduction), so the move gives up no federal deduction: 382,110.
    const retiring = {
      ...facts,
      plannedRetirementAge: { value: 66, source: 'retire at 66' },
    };
    const averageRate = 134_771.67 / 1_367_800;
    expect(computeCostBenefit('RESIDENCY_CHANGE', retiring).potentialSavings).toBe(
      Math.round(387_800 * averageRate) * 10,
    );
    // Itemizing ($40,000 of stated giving), it gives up the $10,000 SALT floor x 37% a year.
    const giving = { ...retiring, annualCharitableGiving: { value: 40_000, source: 'gives $40k' } };
    expect(computeCostBenefit('RESIDENCY_CHANGE', giving).potentialSavings).toBe(
      (Math.round(387_800 * averageRate) - 3_700) * 10,
    );
  });

  it('caps the CRT deduction at 30% of AGI over six years and counts only the deferral of the gain', () => {
    const facts = analyzeClient({ notes: CALIFORNIA_COUPLE }).facts;
    const crt = computeCostBenefit('CRT', facts);
    // Funding $6M (the Apple stock, under 25% of net worth); remainder 6M x 0.95^10 = 3.59M is
    // above the limit 0.3 x 1.4M x 6 = 2.52M, deducted at the couple's 37% less IRC 68's 2/37
    // (35%) and California's 12.3% (11.3% + the 1% surtax at 1,367,800 of taxable income); gain
    // 5.6M x 37.1% x (1 - 1.05^-10): sold, it would be taxed on top of the income, in
    // California's top bracket.
    const deduction = 0.3 * 1_400_000 * 6 * (0.37 * (1 - 2 / 37) + 0.123);
    const deferral = 5_600_000 * (0.238 + 0.133) * (1 - 1 / 1.05 ** 10);
    expect(crt.potentialSavings).toBe(Math.round(deduction + deferral));
    expect(crt.potentialSavings).toBeLessThan(5_600_000 * (0.238 + 0.133) + 6_000_000 * 0.503);
  });
});

describe('strategy preconditions', () => {
  const base = {
    netWorth: fact(30_000_000),
    annualIncome: fact(2_000_000),
    maritalStatus: fact('married' as const),
    ages: [fact(55), fact(53)],
    children: fact(2),
  };
  /** Every catalogue strategy the client is eligible for, before ranking. */
  const idsFor = (over: Parameters<typeof buildFacts>[0]) => {
    const { ctx } = buildContext(buildFacts({ ...base, ...over }));
    return CATALOGUE.filter((e) => eligibility(e, ctx)).map((e) => e.strategy.id);
  };

  it('gives QSBS and the ESOP 1042 rollover only to C corporations, 199A and PTET only to pass-throughs', () => {
    const business = (entityType: 'S corporation' | 'C corporation') =>
      fact({ entityType, value: 10_000_000, description: 'software company' });
    const sCorp = idsFor({ business: business('S corporation'), state: fact('IL') });
    const cCorp = idsFor({
      business: business('C corporation'),
      state: fact('IL'),
      goals: [fact('Sell the business')],
    });
    expect(sCorp).not.toContain('QSBS_EXCLUSION');
    expect(sCorp).not.toContain('ESOP');
    expect(sCorp).toContain('PTET');
    expect(cCorp).toContain('QSBS_EXCLUSION');
    expect(cCorp).not.toContain('SECTION_199A');
    expect(cCorp).not.toContain('PTET');
  });

  it('offers PTET only in states that have one, and 199A never (it applies by itself)', () => {
    const practice = fact({
      entityType: 'S corporation' as const,
      value: 2_000_000,
      description: 'dental practice',
      isServiceBusiness: true,
    });
    expect(idsFor({ business: practice, state: fact('TX') })).not.toContain('PTET');
    expect(idsFor({ business: practice, state: fact('NJ') })).toContain('PTET');
    // The deduction is automatic: nothing to implement, so never a recommendation.
    const modest = selectStrategies(
      buildFacts({ ...base, annualIncome: fact(300_000), business: practice }),
      { maxResults: 60 },
    );
    expect(modest.map((r) => r.strategy.id)).not.toContain('SECTION_199A');
  });

  it("sizes PTET on the owner's stated business income at the state's entity-level rates", () => {
    const { analysis } = analyzeClient({
      notes:
        'Dentist, 48, NJ, married. 100% owner of S-corp practice. Net ~$900K before his own W-2. W-2 was set at $120K.',
    });
    const ptet = analysis.recommendations.find((r) => r.strategyId === 'PTET');
    // BAIT on $780K (N.J.S. 54A:12-3) = 48,743.50, deducted at 37%: 18,035.10 a year.
    expect(ptet?.costBenefitAnalysis?.math?.potentialSavings?.inputs['PTET Paid']).toBe(48_743.5);
    expect(ptet?.costBenefitAnalysis?.calculations.assumptions).toContain(
      "Business income $780,000 to the owner (stated: $900K before his own W-2; W-2 was set at $120K [business income less the owner's pay]).",
    );
  });

  it('names a position without a ticker once ("the single-stock position", never "position position")', () => {
    const { analysis } = analyzeClient({
      notes:
        'Couple both 45, Brooklyn NY. AGI ~460K. ~80 BTC now ~8.0M, total cost basis ~240K. 80%+ of NW in BTC. Brokerage ~250K.',
    });
    expect(JSON.stringify(analysis)).not.toMatch(/position position/);
  });

  it('says a gift that loses money is a cost, and that a state estate tax loses the whole gift', () => {
    const { analysis } = analyzeClient({
      notes:
        'Couple H 70 / W 67, Portland OR, retired. ~4.2M: home 1.0M, H IRA 1.2M, W IRA 0.4M, joint brokerage 1.4M, cash 0.2M. 2 kids, 3 grandkids. Would gifting to the kids now help? Any OR gift tax?',
    });
    const text = JSON.stringify(analysis);
    expect(text).not.toMatch(/savings of -\$/);
    const gifts = analysis.recommendations.find((r) => r.strategyId === 'LIFETIME_GIFTS');
    expect(gifts?.costBenefitAnalysis?.calculations.formula).toMatch(
      /OR's estate tax falls on the estate at death alone, so the whole gift and its growth leave it/,
    );
  });

  it('sizes the exchange, the note and the opportunity fund on the properties the notes plan to sell', () => {
    const { analysis } = analyzeClient({
      notes:
        'Developer, 52, married, TX. NW ~30M: dev co ~8M; 120-unit apt complex bought 2016 for 14M, ~4M depreciation taken, worth ~21M, debt ~9M; raw land held since 2012 (paid 0.8M) - buyer offering ~5M, half down, rest note over 5 yrs; home ~2M. Wants to sell the apts next year; asks about a 1031 and an opportunity zone fund.',
    });
    const formula = (id: string) =>
      analysis.recommendations.find((r) => r.strategyId === id)?.costBenefitAnalysis?.calculations
        .formula ?? '';
    // Apartments: gain 21M - (14M - 4M) = 11M; 4M x 25% + 7M x 20% + 11M x 3.8% = 2,818,000.
    expect(formula('1031_EXCHANGE')).toMatch(/^\$2,818,000 of tax put off/);
    // Land for a five-year note: gain 4.2M at 23.8% = 999,600, paid as the principal arrives.
    expect(formula('INSTALLMENT_SALE')).toMatch(
      /^\$999,600 of tax put off, paid back evenly over 5 years/,
    );
    // The land's gain reinvested, at 23.8% with the gain on top of no other income: its 10%
    // step-up saves 4,200,000 x 10% x 23.8% = 99,960 for good.
    expect(formula('OPPORTUNITY_ZONE')).toMatch(
      /^Capital Gains Tax Savings = \$99,960 \+ \$4,200,000 × /,
    );
  });

  it('assumes a retired couple saves none of their income, a working one 20%, each named', () => {
    const retired = analyzeClient({
      notes: 'Couple 72/70, retired, FL. Income $180K (SS and pension). IRAs $2M, brokerage $1M.',
    }).analysis;
    expect(retired.financialSummary.savingsRate).toBe(0);
    expect(retired.facts?.savingsRate?.source).toMatchObject({
      kind: 'assumed',
      note: expect.stringMatching(/retired: the plan assumes they spend their income after tax/),
    });
    expect(retired.baseline?.assumptions.find((a) => a.key === 'spending')?.why).toMatch(
      /retired: their income after this year’s taxes and giving, none of it saved/,
    );
    const working = analyzeClient({
      notes: 'Couple 52/50, FL. Income $400K. 401(k)s $1M, brokerage $1M.',
    }).analysis;
    expect(working.financialSummary.savingsRate).toBe(20);
  });

  it('keeps ING trusts out of California and New York', () => {
    const position = fact({ value: 8_000_000, basis: 500_000, description: 'NVDA' });
    expect(idsFor({ state: fact('CA'), concentratedPosition: position })).not.toContain(
      'ING_TRUST',
    );
    expect(idsFor({ state: fact('NY'), concentratedPosition: position })).not.toContain(
      'ING_TRUST',
    );
    expect(idsFor({ state: fact('MN'), concentratedPosition: position })).toContain('ING_TRUST');
  });

  it('needs a non-citizen spouse for a QDOT and a working 401(k) for the mega backdoor Roth', () => {
    expect(idsFor({ crossBorder: fact('foreign assets') })).not.toContain('QDOT');
    expect(idsFor({ crossBorder: fact('non-citizen spouse') })).toContain('QDOT');
    expect(idsFor({ retirementAccounts: fact(2_000_000) })).not.toContain('MEGA_BACKDOOR_ROTH');
    expect(idsFor({ employerPlan: fact(true) })).toContain('MEGA_BACKDOOR_ROTH');
  });

  it('needs investment real estate for 1031, DST and cost segregation, and no residency move from a no-tax state', () => {
    const home = idsFor({ primaryResidenceValue: fact(3_000_000), state: fact('FL') });
    for (const id of ['1031_EXCHANGE', 'DST', 'COST_SEGREGATION', 'RESIDENCY_CHANGE'])
      expect(home).not.toContain(id);
    expect(idsFor({ investmentRealEstateValue: fact(5_000_000) })).toContain('COST_SEGREGATION');
  });

  it('gives the backdoor Roth only above the Roth limit and not to a retiree', () => {
    expect(idsFor({ annualIncome: fact(150_000) })).not.toContain('BACKDOOR_ROTH');
    expect(idsFor({})).toContain('BACKDOOR_ROTH');
    expect(idsFor({ isRetired: fact(true) })).not.toContain('BACKDOOR_ROTH');
  });

  it('never recommends below a strategy minimum net worth', () => {
    for (const nw of [400_000, 3_000_000, 12_000_000]) {
      for (const r of selectStrategies(buildFacts({ ...base, netWorth: fact(nw) }), {
        maxResults: 60,
      }))
        expect(nw).toBeGreaterThanOrEqual(r.strategy.applicableNetWorth);
    }
  });
});

describe('facts behind the preconditions', () => {
  const read = (notes: string) => analyzeClient({ notes }).facts;

  it('reads employment with a 401(k), retirement, service businesses and citizenship plans', () => {
    expect(read('Engineer at Google, maxes his 401(k). NW $2M.').employerPlan?.value).toBe(true);
    expect(
      read('ICU nurse, 29, wants to keep working; her own 403b ~50K.').employerPlan?.value,
    ).toBe(true);
    expect(read('Retired teacher with a 401(k) rollover. NW $2M.').employerPlan).toBeUndefined();
    expect(read('Retired teacher with a 401(k) rollover. NW $2M.').isRetired?.value).toBe(true);
    expect(
      read('Owns a dental practice (S corp) worth $2M.').business?.value.isServiceBusiness,
    ).toBe(true);
    expect(
      read('Owns an HVAC company, an LLC, worth $4M.').business?.value.isServiceBusiness,
    ).toBeUndefined();
    expect(read('Considering renouncing his US citizenship. NW $8M.').crossBorder?.value).toMatch(
      /renouncing/,
    );
    expect(read('NW ~$12MM, HHI 850k, MFJ, 2 kids, TX.').state?.value).toBe('TX');
  });

  it('reads total assets as net worth plus stated liabilities', () => {
    const facts = read('Net worth $10M. Mortgage of $2M on the home.');
    expect(facts.totalAssets?.value).toBe(12_000_000);
  });
});

describe('walkthrough: Dr. and Mrs. Patel, physician couple who want malpractice protection', () => {
  const { analysis, facts } = analyzeClient({ notes: PATEL_NOTES });
  const dapt = analysis.recommendations.find((r) => r.strategyId === 'DAPT');

  it('taxes the couple as married filing jointly with two exemptions', () => {
    expect(facts.maritalStatus?.value).toBe('married');
    expect(analysis.taxPlanning.currentTaxSituation).toMatch(/married filing jointly/);
    expect(analysis.taxPlanning.currentTaxSituation).not.toMatch(/\bsingle\b/);
    expect(analysis.taxPlanning.currentTaxSituation).toMatch(/\$30,000,000 for a married couple/);
  });

  it('projects the estate to the second death by the life table, not to a fixed age', () => {
    expect(facts.ages.map((a) => a.value)).toEqual([58, 56]);
    const deaths = analysis.baseline!.deaths!.map((d) => d.year);
    // Expected ages at death from the SSA table: later than 2026 and not 'age 90' (2060).
    expect(Math.max(...deaths)).toBe(analysis.baseline!.atLastDeath!.year);
    expect(analysis.baseline!.atLastDeath!.year).not.toBe(2060);
    expect(analysis.taxPlanning.currentTaxSituation).toContain(
      `the second death in ${analysis.baseline!.atLastDeath!.year}`,
    );
  });

  it('answers the protection goal without a trust New Jersey has no statute for', () => {
    expect(facts.liabilityExposure?.value).toBe('Physician (malpractice exposure)');
    expect(dapt).toBeUndefined();
    const ids = analysis.recommendations.map((r) => r.strategyId ?? '');
    expect(
      ids.some((id) => ['UMBRELLA_LIABILITY', 'LLC_ASSET_PROTECTION', 'FLP'].includes(id)),
    ).toBe(true);
    expect(
      analysis.considered?.find((c) => c.strategyId === 'DAPT')?.reason ?? 'not raised',
    ).not.toMatch(/^Fits/);
    expect(analysis.recommendations.length).toBeLessThanOrEqual(8);
  });

  it('stays schema-valid and deterministic', () => {
    expect(analysisSchema.safeParse(analysis).success).toBe(true);
    expect(analyzeClient({ notes: PATEL_NOTES }).analysis).toEqual(analysis);
  });
});

describe('walkthrough: a family cabin to keep, no figures yet', () => {
  const notes =
    'Couple, 64 and 62, Colorado. They own a lake cabin in Wisconsin the family has used for decades; want to keep the cabin in the family for the grandkids without it splitting the kids. Two kids, four grandkids.';
  const { analysis } = analyzeClient({ notes });
  const byId = (id: string) => analysis.recommendations.find((r) => r.strategyId === id);

  it('answers the goal with the structures that keep a home in a family, before any figure', () => {
    for (const id of ['FLP', 'DYNASTY_TRUST', 'QPRT']) expect(byId(id)).toBeDefined();
    expect(byId('QPRT')!.description).toMatch(/while the parents keep using it for a term/);
  });

  it('says a strategy is not sized yet, never that it saves $0 at a loss of its costs', () => {
    const qprt = byId('QPRT')!;
    expect(qprt.benefits[0]).toBe(
      "Value not sized yet: it waits on the estate's size (the net worth).",
    );
    expect(qprt.description).not.toMatch(/savings of \$0|ROI -100%/);
    expect(analysis.missingFacts?.map((m) => m.fact).join(' ')).toMatch(/Net worth/);
  });
});

describe('walkthrough: a ranch to pass on where no estate tax falls due', () => {
  const notes =
    'Ranch family in Montana, both 64. Net worth $12M, mostly the ranch land. Three kids; one works the ranch. Want to keep the ranch in the family and pass control smoothly.';
  const { analysis } = analyzeClient({ notes });

  it('lists the family partnership for the succession and says it saves no tax, never $0 at a loss', () => {
    const flp = analysis.recommendations.find((r) => r.strategyId === 'FLP')!;
    // $12M is under the couple's two exclusions and Montana has no estate tax.
    expect(analysis.baseline?.atLastDeath?.federal).toBe(0);
    expect(flp.description).toMatch(/it saves no tax against the household's projection/);
    expect(flp.description).not.toMatch(/savings of \$0|ROI -100%/);
    expect(flp.benefits[0]).toMatch(/^No tax saving against the household's projection/);
    expect(analysis.taxPlanning.opportunities.join(' ')).toMatch(
      /Family Limited Partnership \/ Family LLC: no tax saving against the household's projection, listed for what it does/,
    );
  });
});

describe('walkthrough: a business sale with no value for the business', () => {
  const notes =
    'Owns a family HVAC company (S corp), 58, married, Ohio. NW about $12M. Wants to sell to employees in 5 years.';
  const { analysis } = analyzeClient({ notes });

  it('sizes nothing on an invented share of net worth: the sale waits on the business value', () => {
    const sale = analysis.recommendations.find((r) => r.strategyId === 'INSTALLMENT_SALE')!;
    expect(sale.costBenefitAnalysis?.potentialSavings).toBe(0);
    expect(sale.benefits[0]).toBe(
      'Value not sized yet: it waits on a figure listed in the facts needed.',
    );
    expect(JSON.stringify(analysis)).not.toMatch(/assumed 20% of net worth/);
    expect(analysis.missingFacts?.map((m) => m.fact).join(' ')).toMatch(
      /Value and entity of the business/,
    );
  });
});

describe('walkthrough: a widower whose late wife’s executor already elected portability', () => {
  const WIDOWER =
    'Widower, 79, Naples FL. Wife died 2023; 706 filed, DSUE $12.9M. Brokerage $9M, IRA $3M, home $4M. 3 kids.';
  const elected = analyzeClient({ notes: WIDOWER }).analysis;
  const unknown = analyzeClient({
    notes: WIDOWER.replace('706 filed, DSUE $12.9M. ', ''),
  }).analysis;

  it('counts the DSUE in the exclusion at his death: no estate tax where his own exclusion alone leaves some', () => {
    // $16M today; his own exclusion ($15M, indexed) alone leaves a taxable estate at his death,
    // his own plus the $12.9M DSUE (not indexed) shelters all of it.
    expect(unknown.baseline?.atLastDeath?.federal).toBeGreaterThan(0);
    expect(elected.baseline?.atLastDeath?.federal).toBe(0);
  });

  it('shows the DSUE as a fact with its words, which the advisor can correct', () => {
    expect(elected.facts?.lateSpouseExclusion).toMatchObject({
      value: 12_900_000,
      source: { quote: expect.stringContaining('DSUE $12.9M') },
    });
    const corrected = analyzeClient({
      notes: WIDOWER,
      corrections: [{ field: 'lateSpouseExclusion', value: 0 }],
    }).analysis;
    expect(corrected.baseline?.atLastDeath?.federal).toBe(unknown.baseline?.atLastDeath?.federal);
  });

  it('states the exemption as his own and the DSUE, in the tax situation and the key figure', () => {
    expect(elected.taxPlanning.currentTaxSituation).toContain(
      "below the 2026 federal exemption of $27,900,000 (the client's own and the $12,900,000 the late spouse's estate left unused, carried over by portability)",
    );
    const cushion = elected.baseline?.keyFigures?.find((k) => k.key === 'exemption-cushion');
    expect(cushion?.arithmetic).toBe('$15,000,000 + $12,900,000 - $16,000,000 = $11,900,000');
  });

  it('answers the portability election as made, and offers no gifts against an estate tax that is not owed', () => {
    expect(elected.considered?.find((c) => c.strategyId === 'PORTABILITY_ELECTION')?.reason).toBe(
      'Already made: the late spouse’s estate tax return elected portability',
    );
    const ids = elected.recommendations.map((r) => r.strategyId);
    expect(ids).not.toContain('PORTABILITY_ELECTION');
    expect(ids).not.toContain('ANNUAL_EXCLUSION_GIFTING');
    expect(elected.missingFacts?.map((m) => m.fact)).not.toContain('Date of the spouse’s death');
  });
});

describe('walkthrough: a startup founder with a secondary sale offered', () => {
  const FOUNDER =
    'Kevin Nguyen, 34, single, Austin TX. Startup founder (C corp, Delaware), owns 35%, founded 2021, QSBS eligible likely (orig issuance, <$50M assets at issuance). Last round post-money $120M -> his stake ~$42M on paper. Secondary offered at $28M for a portion - not accepted yet. Salary $180k. Cash ~$300k. 401k $60k. Mom in VN, sends her $2k/mo.';
  const { analysis } = analyzeClient({ notes: FOUNDER });

  it('reads his stake, not the company’s valuation or its assets at issuance, and no income from money he sends', () => {
    // $42M + $300K + $60K
    expect(analysis.facts?.netWorth?.value).toBe(42_360_000);
    expect(analysis.facts?.annualIncome?.value).toBe(180_000);
  });

  it('names QSBS where someone offers to buy the founder’s shares', () => {
    expect(analysis.recommendations.map((r) => r.strategyId)).toContain('QSBS_EXCLUSION');
  });
});

describe('walkthrough: an LLC taxed as an S corporation', () => {
  it('reads the election, and recommends no S corporation election it already has', () => {
    const { analysis } = analyzeClient({
      notes:
        'Tom Reyes, 44, Seattle WA. Owns 100% of Reyes Mechanical LLC (taxed as S corp), business valued ~$7.5M. Income ~$1.1M. Taxable ~$900k.',
    });
    expect(analysis.recommendations.map((r) => r.strategyId)).not.toContain('S_CORP_ELECTION');
  });
});

describe('walkthrough: a single earner above the Roth limit with a pre-tax IRA', () => {
  it('sets the backdoor Roth aside under the pro-rata rule, with the IRA’s balance', () => {
    const { analysis } = analyzeClient({
      notes:
        'Single, 52, Chicago IL. Attorney, W-2 $420k. IRA $290k (old rollover), brokerage $180k, 401k at the firm $600k.',
    });
    expect(analysis.recommendations.map((r) => r.strategyId)).not.toContain('BACKDOOR_ROTH');
    expect(analysis.considered?.find((c) => c.strategyId === 'BACKDOOR_ROTH')?.reason).toContain(
      'with $290,000 in pre-tax IRAs, most of each conversion is taxable',
    );
  });
});

describe('walkthrough: 529 gifts for teenagers', () => {
  it('counts the growth until college, not over ten years', () => {
    const { analysis } = analyzeClient({
      notes:
        'MFJ, CA. Dave 52, Priya 49. 2 kids (14, 17). Income $600k. NW ~$9M. Wants to save for college.',
    });
    const plan529 = analysis.recommendations.find((r) => r.strategyId === 'PLAN_529');
    // $380,000 (2 donors x 2 children x 5 x $19,000) x (1.06 ^ ((4 + 1) / 2) - 1) x 28.1%: the
    // gains tax a taxable account would pay, 15% + the 3.8% NIIT at 567,800 of taxable income,
    // plus California's 9.3% at that income.
    const expected = 380_000 * (1.06 ** 2.5 - 1) * 0.281;
    expect(plan529?.costBenefitAnalysis?.potentialSavings).toBeCloseTo(expected, -1);
    expect(plan529?.costBenefitAnalysis?.calculations.formula).toContain('^ 2.50');
  });
});

describe('an executive with deferred compensation', () => {
  it('counts only IRA and plan money as convertible, not the NQDC', () => {
    const facts = readClient(
      {
        notes:
          'Richard, 61, TX, married, spouse 59. Exec, salary $550k. NQDC balance $1.8M, elects 5-yr install post sep. 401k $1.4M. Brokerage $2.6M.',
        documents: [],
      },
      { referenceYear: 2026 },
    ).facts;
    expect(facts.retirementAccounts?.value).toBe(3_200_000);
    expect(buildContext(facts).ctx.retirementBalance).toBe(1_400_000);
  });
});

describe('walkthrough: an S corporation owner with a letter of intent and a K-1', () => {
  const notes =
    'Greg Taubman 58, wife Ellen 56. Princeton NJ. MFJ. Owns 100% of Taubman Precision Mfg (S corp since 2004). PE firm sent LOI 10/2025: $24M EV, mostly cash, 20% rollover equity, close targeted Q2 2026. Stock basis ~$2.1M (see K-1). Greg draws $350k W-2 + distributions. 401k $1.1M. House $2.2M.';
  const k1 = `Schedule K-1 (Form 1120-S)  2024
Part III  Shareholder's Share of Current Year Income
1    Ordinary business income (loss)                        $2,846,300
16   Items affecting shareholder basis
     D  Distributions                                        $1,900,000`;
  const { analysis, facts } = analyzeClient({
    notes,
    documents: [{ name: 'K-1_2024.txt', text: k1 }],
  });

  it('reads the deal: the company at its enterprise value, the sale dated by its closing', () => {
    expect(facts.business?.value).toMatchObject({ entityType: 'S corporation', value: 24_000_000 });
    expect(facts.concentratedPosition).toBeUndefined();
    expect(facts.businessBasis?.value).toBe(2_100_000);
    expect(facts.businessSale?.value).toEqual({ status: 'planned', year: 2026 });
  });

  it("adds the K-1's business income to the pay the notes state: $350,000 + $2,846,300", () => {
    expect(facts.incomeSources?.map((s) => [s.value.source, s.value.amount])).toEqual([
      ['wages', 350_000],
      ['business', 2_846_300],
    ]);
    expect(facts.annualIncome?.value).toBe(3_196_300);
  });

  it('offers no section 1042 ESOP for S corporation shares', () => {
    expect(analysis.recommendations.map((r) => r.strategyId)).not.toContain('ESOP');
  });
});

describe('walkthrough: a founder with an acquirer at the table', () => {
  const notes =
    'Jenna Park 41, single, Portland OR. Founder/CEO of SaaS co (Delaware C corp, formed 3/2017, orig raised <$10M, she owns 28%). Founder shares basis ~$0 (83b filed). Acquirer LOI at $300M equity value -> her stake ~$84M pre-tax. Expected close early 2026. Salary $275k. ISOs? none, all common. 401k $220k. Condo $1.1M.';
  const { analysis, facts } = analyzeClient({ notes });

  it('takes the capital the company raised for no holding, and her stake and its nil basis', () => {
    expect(facts.business?.value.value).toBe(84_000_000);
    expect(facts.businessBasis?.value).toBe(0);
    // The stake, the 401(k) and the condo: no $10M of capital raised.
    expect(facts.netWorth?.value).toBe(84_000_000 + 220_000 + 1_100_000);
  });

  it('excludes the $10M QSBS cap at 23.8% on the nil basis, and offers no ISO planning for "ISOs? none"', () => {
    const qsbs = analysis.recommendations.find((r) => r.strategyId === 'QSBS_EXCLUSION');
    expect(qsbs?.costBenefitAnalysis?.potentialSavings).toBe(2_380_000);
    const named = [
      ...analysis.recommendations.map((r) => r.strategyId),
      ...(analysis.considered ?? []).map((c) => c.strategyId),
    ];
    expect(named).not.toContain('ISO_AMT_EXERCISE_PLANNING');
  });
});

describe('walkthrough: a retiree who gives from her IRA', () => {
  it('gives the yearly giving once: as QCDs, with a fund bunching the same giving answered as doing the same job', () => {
    const { analysis } = analyzeClient({
      notes:
        'Dorothy, 74, single (never married), Edina MN. Trad IRA $1.4M, RMD this yr ~$55k. SS $41k. Small pension $18k. Taxable acct $350k, house paid off ~$700k. Gives ~$12k/yr to church + MN Public Radio, does not itemize.',
    });
    const inPlan = (id: string) => analysis.plan!.strategies.find((s) => s.strategyId === id);
    expect(inPlan('QCD')!.inPlan).toBeCloseTo(inPlan('QCD')!.alone, 0);
    // A QCD cannot fund a donor-advised fund (IRC 408(d)(8)(B)), and no appreciated shares are
    // stated that a fund would take instead.
    expect(analysis.recommendations.map((r) => r.strategyId)).not.toContain('DAF');
    expect(analysis.considered?.find((c) => c.strategyId === 'DAF')?.reason).toMatch(
      /^Does the same job as Qualified Charitable Distributions/,
    );
  });
});

describe('walkthrough: a founder moving to Washington before the sale', () => {
  it("counts what Washington's capital gains tax takes of the gain a move takes out of Oregon", () => {
    const { analysis, facts } = analyzeClient({
      notes:
        'Jenna Park 41, single, Portland OR. Founder/CEO of SaaS co (Delaware C corp, formed 3/2017, she owns 28%). Founder shares basis ~$0. Acquirer LOI at $300M equity value -> her stake ~$84M pre-tax. Salary $275k. Considering moving to WA before close.',
    });
    expect(facts.businessSale?.value.status).toBe('planned');
    const move = analysis.recommendations.find((r) => r.strategyId === 'RESIDENCY_CHANGE');
    // Oregon's 9.9% on the $84M gain against Washington's 7% over $270,000 and the further 2.9%
    // over $1M: about 8.32M - 8.27M, a small part of either.
    const saving = move?.costBenefitAnalysis?.potentialSavings ?? 0;
    expect(saving).toBeGreaterThan(0);
    expect(saving).toBeLessThan(0.01 * 84_000_000 * 0.099);
  });
});

describe('walkthrough: notes with no net worth', () => {
  it('say nothing of what the projection leaves heirs, which would start from nothing', () => {
    const { analysis } = analyzeClient({
      notes:
        'Jim & Sue Park, 45/44, Denver CO. MFJ. Jim founder/CEO of Brightline Robotics - firm revenue $20M, raised $15M Series B. Salary $250k.',
    });
    expect(analysis.taxPlanning.currentTaxSituation).not.toMatch(/to heirs/);
    expect(analysis.taxPlanning.currentTaxSituation).toMatch(
      /cannot be measured without a net worth/,
    );
    expect(analysis.taxPlanning.currentTaxSituation.endsWith(' ')).toBe(false);
  });
});

describe('an ILIT wanted so the heirs need not sell the business', () => {
  const { analysis, facts } = analyzeClient({
    notes:
      "Married couple, 62 and 60, Ohio. Own a manufacturing business worth $45M (S corp). Other assets $10M. Income $2.5M. Want an ILIT so the kids don't have to sell the business to pay estate tax.",
  });

  it('reads no sale of the business: the sale is the one the policy spares the heirs', () => {
    expect(facts.businessSale).toBeUndefined();
    expect(facts.goals.map((g) => g.value)).not.toContain('Sell the business');
  });

  it('recommends the ILIT for an illiquid estate, its premiums and their estate tax apart from the tax saved', () => {
    const ilit = analysis.recommendations.find((r) => r.strategyId === 'ILIT');
    expect(ilit).toBeDefined();
    const plan = analysis.plan!;
    expect(plan.liquidity).toBeGreaterThan(0);
    expect(plan.premiumsTaxSaved).toBeGreaterThan(0);
    // The plan's net is its tax saved less costs: the premiums' estate tax is in neither.
    expect(plan.net).toBe(
      plan.incomeTaxSaved + plan.transferTaxSaved + plan.taxDeferred - plan.lostStepUp - plan.costs,
    );
    expect(analysis.taxPlanning.projectedSavings).toContain(
      `the ${usd(plan.premiumsTaxSaved!)} of estate tax they would have paid there goes with them, not in the tax saved above`,
    );
  });
});

describe('life insurance in a trust asked about for the estate tax on real estate', () => {
  const { analysis } = analyzeClient({
    notes:
      "Married couple, 58 and 56, California. Net worth $40M. Income $1.2M. Worried about estate tax liquidity, heirs shouldn't have to sell the real estate. Interested in life insurance in a trust.",
  });

  it('recommends the ILIT as liquidity for a taxable estate, not term cover', () => {
    const ilit = analysis.recommendations.find((r) => r.strategyId === 'ILIT');
    expect(ilit?.costBenefitAnalysis?.calculations.formula).toContain(
      'pays the tax; it does not reduce it (liquidity, not a saving)',
    );
    expect(analysis.recommendations.map((r) => r.strategyId)).not.toContain('TERM_LIFE_INSURANCE');
  });
});

describe('a church legacy at the second death, paid from the IRAs', () => {
  const { analysis } = analyzeClient({
    notes:
      'H 74, W 72, retired, Raleigh NC. H trad IRA 2.3M, W trad IRA 1.2M, joint taxable ~1.1M, house ~400K. SS ~80K, pension 30K. They give ~40K/yr to church. 2 kids, both high earners (32%+). Wills: all to kids equally; want a legacy gift to church at 2nd death, maybe 10%.',
  });

  it("values the legacy from the IRAs at the heirs' income tax it spares, dated at the second death", () => {
    const last = analysis.baseline!.atLastDeath!;
    // The baseline leaves the stated 10% to charity, from $3.5M of IRAs at their projected value.
    expect(
      last.toCharity / (last.toCharity + last.toHeirs + last.federal + last.state),
    ).toBeCloseTo(0.1, 6);
    const legacy = analysis.recommendations.find(
      (r) => r.strategyId === 'CHARITABLE_IRA_BENEFICIARY',
    )!;
    const cba = legacy.costBenefitAnalysis!;
    const paid = Math.min(last.toCharity, last.pretax!);
    const n = last.year - 2026;
    expect(cba.potentialSavings).toBe(Math.round((paid * 0.32) / 1.04 ** n));
    expect(cba.calculations.formula).toContain('The estate tax is the same either way');
    expect(legacy.benefits).toContain(
      "Savings are taken at the heirs' 32% income tax rate (an assumption: their own bracket sets it).",
    );
  });
});
