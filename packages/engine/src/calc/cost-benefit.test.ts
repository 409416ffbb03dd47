import { costBenefitAnalysisSchema } from '@strata/contracts';
import { describe, expect, it } from 'vitest';
import { CATALOGUE, charitableDeduction } from '../catalogue';
import { computeCostBenefit } from './cost-benefit';
import { extractFacts } from '../facts/extract-facts';
import { buildFacts, fact, richFacts } from '../testing/facts.fixture';

describe('computeCostBenefit', () => {
  it('saves PPLI only the tax on the yearly taxed income of its funds, not on all growth', () => {
    const facts = buildFacts({
      netWorth: fact(80_000_000),
      ages: [fact(60)],
      annualIncome: fact(2_000_000),
      state: fact('TX'),
    });
    const a = computeCostBenefit('PPLI', facts);
    // Premium 10% of $80M = $8,000,000; 4% income a year taxed at 37%, ten years:
    // 8,000,000 x 0.04 x 0.37 x 10 = 1,184,000 (the old formula took all 6% growth: 1,776,000).
    expect(a.potentialSavings).toBe(1_184_000);
    // Policy charges 1% a year: 25,000 + 80,000 x 10.
    expect(a.estimatedCost).toBe(825_000);
  });

  it('sizes NUA on the stated stock and plan basis, both rates at one income, no NIIT', () => {
    const owner = (position: { value?: number; basis?: number }, income?: number) =>
      buildFacts({
        netWorth: fact(2_000_000),
        ages: [fact(60), fact(60)],
        maritalStatus: fact('married' as const),
        state: fact('TX'),
        retirementAccounts: fact(2_000_000),
        concentratedPosition: fact({ description: 'company stock', ...position }),
        ...(income ? { annualIncome: fact(income) } : {}),
      });
    // No income stated: the brackets are unknown, so the top federal rates bound the saving:
    // NUA 2,000,000 - 100,000 = 1,900,000 x (37% - 20%) = 323,000 (NUA is not NII).
    expect(
      computeCostBenefit('NUA', owner({ value: 2_000_000, basis: 100_000 })).potentialSavings,
    ).toBe(323_000);
    // $200,000 stated: retirement income max((200,000 - 32,200) / 2, 4% x 2,000,000) = 83,900,
    // in the 12% bracket and under the 0% gains breakpoint (joint): 1,900,000 x 12%.
    expect(
      computeCostBenefit('NUA', owner({ value: 2_000_000, basis: 100_000 }, 200_000))
        .potentialSavings,
    ).toBe(228_000);
    expect(computeCostBenefit('NUA', owner({ basis: 100_000 })).potentialSavings).toBe(0);
  });

  it("sizes the ILIT on the estate tax projected to age 90, in today's dollars ($25M single, 55)", () => {
    const facts = buildFacts({
      netWorth: fact(25_000_000),
      ages: [fact(55)],
      annualIncome: fact(500_000),
    });
    const a = computeCostBenefit('ILIT', facts);
    // 35 years to age 90: estate 25M x 1.06^35 = 192,152,170; exemption 15M x 1.025^35 = 35,598,078;
    // excess 156,554,092 x 40% = 62.6M of tax, / 1.05^35 = 11.35M today -> death benefit 11,400,000.
    expect(a.calculations.formula).toContain('$11,400,000');
    expect(a.calculations.formula).toContain('$156,554,092');
    expect(a.potentialSavings).toBe(4_560_000);
    expect(a.savingsBreakdown.estateTaxSavings).toBe(4_560_000);
    // Premium 2% at age 55: 228,000 a year; 10,000 + (1,500 + 228,000) x 10.
    expect(a.costBreakdown.lifeInsurancePremiums).toBe(228_000);
    expect(a.estimatedCost).toBe(2_305_000);
    expect(a.calculations.assumptions.join(' ')).toMatch(/Estate projected 35 years/);
    expect(a.tenYear?.at(-1)).toEqual({
      year: 10,
      cumulativeCost: 2_305_000,
      cumulativeBenefit: 4_560_000,
    });
  });

  it('gives a $3M client no federal estate savings, but state savings in Massachusetts', () => {
    const florida = buildFacts({ netWorth: fact(3_000_000), state: fact('FL') });
    expect(computeCostBenefit('GRAT', florida).potentialSavings).toBe(0);
    const mass = computeCostBenefit(
      'GRAT',
      buildFacts({ netWorth: fact(3_000_000), state: fact('MA') }),
    );
    const transferred = 750_000 * (1.06 ** 10 - 1.046 ** 10);
    expect(mass.potentialSavings).toBe(Math.round(Math.min(transferred, 1_000_000) * 0.16));
  });

  it("computes a Roth conversion's tax from the 2026 brackets", () => {
    const facts = buildFacts({
      annualIncome: fact(200_000),
      maritalStatus: fact('married' as const),
      retirementAccounts: fact(500_000),
      netWorth: fact(1_500_000),
      state: fact('TX'),
    });
    const a = computeCostBenefit('ROTH_CONVERSION', facts);
    // Taxable 167,800 -> 267,800: 43,600 x 22% + 56,400 x 24% = 9,592 + 13,536 = 23,128 of tax,
    // paid from savings that would have grown in a taxable account (gains at 15%). Retired,
    // they draw the larger of half today's taxable income (83,900) and 4% of the $1M investable:
    // 12%. Converting at 23% to save 12% loses, in the same dollars ten years on.
    expect(a.math!.potentialSavings!.inputs['Conversion Tax Rate']).toBe(0.23128);
    expect(a.math!.potentialSavings!.inputs['Projected Retirement Tax Rate']).toBe(0.12);
    const g = 1.06 ** 10;
    expect(a.potentialSavings).toBe(
      Math.round(100_000 * (g * 0.12 - 0.23128 * (g - (g - 1) * 0.15))),
    );
    expect(a.potentialSavings).toBeLessThan(0);
    expect(a.estimatedCost).toBe(500);
  });

  it('adds the Medicare surcharge (IRMAA) a conversion triggers for each spouse on Medicare', () => {
    const couple = (ages: number[]) =>
      buildFacts({
        annualIncome: fact(150_000),
        maritalStatus: fact('married' as const),
        ages: ages.map((a) => fact(a)),
        retirementAccounts: fact(500_000),
        netWorth: fact(1_500_000),
        state: fact('TX'),
      });
    const rate = (ages: number[]) =>
      computeCostBenefit('ROTH_CONVERSION', couple(ages)).math!.potentialSavings!.inputs[
        'Conversion Tax Rate'
      ]!;
    // $150,000 + the $100,000 converted is $250,000 of MAGI, over the first joint tier
    // (218,000): 12 x (284.10 - 202.90 + 14.50) = 1,148.40 a year for each spouse on Medicare
    // two years on. Both (66 and 64): 2,296.80 on 100,000, 2.2968% more than at 50 and 48.
    expect(rate([66, 64]) - rate([50, 48])).toBeCloseTo(0.022968, 6);
    // Only the 66-year-old is on Medicare two years on (the spouse is 58): one surcharge.
    expect(rate([66, 58]) - rate([50, 48])).toBeCloseTo(0.011484, 6);
  });

  it('limits a charitable deduction to 60% of AGI for cash and 30% for appreciated stock', () => {
    const base = { agi: 1_000_000, year: 2026 };
    expect(charitableDeduction({ ...base, cash: 700_000, appreciated: 0, charity: 'public' })).toBe(
      595_000,
    );
    expect(charitableDeduction({ ...base, cash: 0, appreciated: 500_000, charity: 'public' })).toBe(
      295_000,
    );
    expect(
      charitableDeduction({ ...base, cash: 400_000, appreciated: 400_000, charity: 'public' }),
    ).toBe(595_000);
    expect(
      charitableDeduction({ ...base, cash: 700_000, appreciated: 0, charity: 'private' }),
    ).toBe(295_000);

    const facts = buildFacts({
      netWorth: fact(10_000_000),
      annualIncome: fact(1_000_000),
      charitableIntent: fact(true),
      annualCharitableGiving: fact(200_000),
    });
    const daf = computeCostBenefit('DAF', facts);
    // Three years of the $200,000 they give anyway, 600,000 of stock at 50% basis: the deduction
    // is theirs either way; bunching saves two years' 0.5%-of-AGI floors (2 x 5,000 at 37% less
    // IRC 68's 2/37: 35%) and the gains tax on 300,000 at 20% + 3.8%.
    expect(daf.potentialSavings).toBe(10_000 * 0.35 + 300_000 * 0.238);
    expect(daf.math!.potentialSavings!.inputs['Year-1 Deduction Ceiling']).toBe(300_000);
    expect(daf.estimatedCost).toBe(36_000);
    expect(daf.paybackPeriod).toBe(0);
  });

  /** A single 75-year-old at $200,000 of income with a $2M IRA, giving `giving` a year. */
  const qcdInputs = (giving: number, state?: string) =>
    computeCostBenefit(
      'QCD',
      buildFacts({
        netWorth: fact(5_000_000),
        annualIncome: fact(200_000),
        ages: [fact(75)],
        maritalStatus: fact('single' as const),
        ...(state ? { state: fact(state) } : {}),
        retirementAccounts: fact(2_000_000),
        charitableIntent: fact(true),
        annualCharitableGiving: fact(giving),
      }),
    ).math!.potentialSavings!.inputs;

  it('values a QCD of giving already made against the deduction the cash gift had', () => {
    const qcd = (giving: number) => qcdInputs(giving);
    // $10,000 of giving under the $16,100 standard deduction: no deduction is given up, the whole
    // QCD is income not taxed.
    expect(qcd(10_000)['Charitable Deduction Given Up']).toBe(0);
    // $100,000 given by an itemizer: 100,000 - 0.5% x 200,000 = 99,000 deducted by check; the
    // $100,000 QCD leaves the standard deduction of 16,100: 99,000 - 16,100 = 82,900 given up,
    // so the QCD saves tax on 100,000 - 82,900 = 17,100 a year, not on 100,000.
    expect(qcd(100_000)['QCD Amount']).toBe(100_000);
    expect(qcd(100_000)['Charitable Deduction Given Up']).toBe(82_900);
  });

  it('defers pay to a retirement rate without the state tax a state does not charge on withdrawals', () => {
    const rates = (state: string) =>
      computeCostBenefit(
        'MAX_PRETAX_401K',
        buildFacts({
          netWorth: fact(2_000_000),
          annualIncome: fact(400_000),
          ages: [fact(45)],
          maritalStatus: fact('single' as const),
          state: fact(state),
          retirementAccounts: fact(300_000),
        }),
      ).math!.potentialSavings!.inputs['Retirement Tax Rate'];
    // Half of a single filer's $383,900 taxable income, $191,950: 24% federal. Ohio taxes the
    // withdrawals at 2.75%; Illinois (35 ILCS 5/203(a)(2)(F)) does not.
    expect(rates('OH')).toBeCloseTo(0.24 + 0.0275, 6);
    expect(rates('IL')).toBeCloseTo(0.24, 6);
  });

  it('defers the larger catch-up at 60-63 (IRC 414(v)(2)(E)): $24,500 + $11,250 at 60', () => {
    const deferral = (age: number) =>
      computeCostBenefit(
        'MAX_PRETAX_401K',
        extractFacts(
          `Engineer ${age}, retiring this year, Ohio, married (spouse 59 not working). 401k $1.6M of which $700k is employer stock (company stock cost basis $120k). Salary $190k this year through June.`,
        ),
      ).math!.potentialSavings!.inputs['Annual Deferral'];
    expect(deferral(60)).toBe(35_750);
    expect(deferral(57)).toBe(32_500);
  });

  it('values a QCD at the federal rate alone where the state does not tax IRA distributions', () => {
    const rates = (state: string) => qcdInputs(10_000, state)['Marginal Tax Rate'];
    // A single filer at $200,000 ($183,900 taxable): 24% federal. Ohio taxes the distribution
    // the QCD keeps out of income, at 2.75%; Illinois and Pennsylvania (at 75, past 59½) do not.
    expect(rates('OH')).toBeCloseTo(0.24 + 0.0275, 6);
    expect(rates('IL')).toBeCloseTo(0.24, 6);
    expect(rates('PA')).toBeCloseTo(0.24, 6);
  });

  it('counts harvested losses only where they are used: the position’s gain, then $3,000 a year', () => {
    const tlh = (position?: { value: number; basis: number }) =>
      computeCostBenefit(
        'DIRECT_INDEXING_TLH',
        buildFacts({
          netWorth: fact(10_000_000),
          annualIncome: fact(500_000),
          state: fact('TX'),
          maritalStatus: fact('single' as const),
          ...(position
            ? {
                concentratedPosition: fact({ description: 'one stock', ...position }),
              }
            : {}),
        }),
      ).math!.potentialSavings!;
    // The portfolio is 40% of the $10M net worth: $4,000,000 x 3% x 10 = $1,200,000 harvested. With no gain to offset, only $3,000 of
    // ordinary income a year: $30,000 at 35%, not $1,200,000 at 23.8%.
    const none = tlh();
    expect(none.inputs['Gain the Losses Can Offset']).toBe(0);
    expect(none.value).toBeCloseTo(30_000 * 0.35, 0);
    // A $3M position on a $1M basis: $2,000,000 of gain takes all $1,200,000.
    const held = tlh({ value: 3_000_000, basis: 1_000_000 });
    expect(held.inputs['Gain the Losses Can Offset']).toBe(2_000_000);
    // At 18.8% (15% and the 3.8% NIIT on a $500,000 single income).
    expect(held.value).toBeCloseTo(1_200_000 * 0.188, 0);
    // The position is sold into the portfolio, not indexed itself: an $8M position leaves
    // $2,000,000 to index, $600,000 harvested over ten years.
    const large = tlh({ value: 8_000_000, basis: 1_000_000 });
    expect(large.inputs['Portfolio Value']).toBe(2_000_000);
    expect(large.value).toBeCloseTo(600_000 * 0.188, 0);
  });

  it('defers the gain on a 1031 exchange at federal, NIIT and state rates', () => {
    const facts = buildFacts({
      netWorth: fact(6_000_000),
      annualIncome: fact(500_000),
      maritalStatus: fact('married' as const),
      state: fact('CA'),
      investmentRealEstateValue: fact(2_000_000),
    });
    expect(computeCostBenefit('1031_EXCHANGE', facts).potentialSavings).toBe(0);
    const a = computeCostBenefit('1031_EXCHANGE', {
      ...facts,
      goals: [fact('sell the rental next year')],
    });
    // Gain 1,000,000 over a 1,000,000 basis. Depreciation claimed: cost C = basis + D and
    // D = 80% x C x 10 / 27.5, so D = 1,000,000 x 0.290909 / 0.709091 = 410,000 (rounded), 5 points
    // over 20%; 23.8% federal on the gain; California's marginal at 1,467,800 of taxable income,
    // 11.3% + the 1% surtax over $1M.
    expect(a.potentialSavings).toBe(238_000 + 20_500 + 123_000);
    expect(a.estimatedCost).toBe(1_500);
    // A basis the notes state for the property is used instead of the 50% assumption.
    const stated = computeCostBenefit('1031_EXCHANGE', {
      ...facts,
      goals: [fact('sell the rental next year')],
      properties: [
        fact({ use: 'rental' as const, label: 'duplex', amount: 2_000_000, basis: 1_400_000 }),
      ],
    });
    expect(stated.math!.potentialSavings!.inputs['Realized Gain']).toBe(600_000);
    // The tax put off does not grow with the investments: said once, not repeated as a figure.
    expect(a.calculations.sensitivityAnalysis).toMatch(/Unchanged with Growth 4%; Growth 8%\./);
    expect(a.calculations.sensitivityAnalysis).toMatch(/Tax rates 5 points lower: savings \$/);
  });

  it("sizes the QSBS exclusion on a founder's shares the notes value as a position, at their stated basis", () => {
    const founder = buildFacts({
      netWorth: fact(60_000_000),
      ages: [fact(45), fact(43)],
      maritalStatus: fact('married' as const),
      state: fact('WA'),
      business: fact({ entityType: 'C corporation' as const, description: 'tech company' }),
      concentratedPosition: fact({ description: 'founder stock', value: 40_000_000, basis: 0 }),
    });
    const q = computeCostBenefit('QSBS_EXCLUSION', founder);
    // Gain 40,000,000 - 0, capped at $10,000,000 for shares issued before July 5, 2025:
    // 10,000,000 x 23.8% = 2,380,000.
    expect(q.math!.potentialSavings!.inputs['QSBS Gain']).toBe(40_000_000);
    expect(q.potentialSavings).toBe(2_380_000);
  });

  it('excludes the QSBS share for the date the shares were issued, the rest taxed at 28% plus NIIT', () => {
    const owner = (foundedYear?: number) =>
      buildFacts({
        netWorth: fact(14_000_000),
        ages: [fact(66)],
        state: fact('TX'),
        annualIncome: fact(350_000),
        business: fact({
          entityType: 'C corporation' as const,
          value: 12_000_000,
          description: 'distribution company',
          ...(foundedYear !== undefined ? { foundedYear } : {}),
        }),
        businessBasis: fact(500_000),
      });
    const q = (foundedYear?: number) => computeCostBenefit('QSBS_EXCLUSION', owner(foundedYear));
    // 1995 stock: 50% excluded (IRC 1202(a)(1)). Eligible gain min(11,500,000, 10,000,000):
    // 10,000,000 x 23.8% - 5,000,000 x (28% + 3.8%) = 2,380,000 - 1,590,000 = 790,000.
    expect(q(1995).potentialSavings).toBe(790_000);
    expect(q(1995).calculations.assumptions.join(' ')).toMatch(/AMT preference/);
    // 2009, month unstated: 50% before February 18, 75% after; the lower share is counted
    // (75% would be 2,380,000 - 2,500,000 x 31.8% = 1,585,000).
    expect(q(2009).potentialSavings).toBe(790_000);
    expect(q(2009).calculations.assumptions.join(' ')).toMatch(/February 18, 2009 exclude 75%/);
    // After September 27, 2010: 100%, 10,000,000 x 23.8% = 2,380,000.
    expect(q(2012).potentialSavings).toBe(2_380_000);
    // Issued 2023, sold 2026: not yet 5 years, nothing excluded.
    expect(q(2023).potentialSavings).toBe(0);
    // No date: 100% is taken, and said to be an assumption.
    expect(q().potentialSavings).toBe(2_380_000);
    expect(q().calculations.assumptions.join(' ')).toMatch(
      /When the shares were issued is not stated/,
    );
  });

  it("puts off the tax on the business's gain over its stated basis, and Washington's 7% on gains", () => {
    const owner = (state: string, basis?: number) =>
      buildFacts({
        netWorth: fact(25_000_000),
        ages: [fact(55)],
        state: fact(state),
        business: fact({
          entityType: 'C corporation' as const,
          value: 20_000_000,
          description: 'company',
        }),
        ...(basis !== undefined ? { businessBasis: fact(basis) } : {}),
      });
    const inputs = (f: ReturnType<typeof owner>) =>
      computeCostBenefit('INSTALLMENT_SALE', f).math!.potentialSavings!.inputs;
    // Stated: 20,000,000 - 1,500,000 = 18,500,000; unstated: 80% of value, 16,000,000 (named).
    expect(inputs(owner('TX', 1_500_000))['Sale Gain']).toBe(18_500_000);
    expect(inputs(owner('TX'))['Sale Gain']).toBe(16_000_000);
    expect(computeCostBenefit('INSTALLMENT_SALE', owner('TX')).calculations.assumptions).toContain(
      'Business basis not stated: assumed 20% of value.',
    );
    // Washington has no income tax, but taxes long-term gains at 7% (RCW 82.87).
    expect(inputs(owner('WA', 0))['State Capital Gains Tax Rate']).toBeCloseTo(0.07, 6);
    expect(inputs(owner('TX', 0))['State Capital Gains Tax Rate']).toBe(0);
  });

  it("counts a business's own yearly benefit only until the planned sale of the business", () => {
    const owner = (sale?: { year: number }) =>
      buildFacts({
        netWorth: fact(25_000_000),
        ages: [fact(55)],
        annualIncome: fact(800_000),
        state: fact('TX'),
        business: fact({
          entityType: 'C corporation' as const,
          value: 20_000_000,
          description: 'company',
        }),
        ...(sale ? { businessSale: fact({ status: 'planned' as const, ...sale }) } : {}),
      });
    const kept = computeCostBenefit('CASH_BALANCE_PLAN', owner());
    const sold = computeCostBenefit('CASH_BALANCE_PLAN', owner({ year: 2028 }));
    // Sold in 2028: the plan runs 2026 and 2027, two of the ten years. The same yearly saving,
    // the setup once and two years of fees: 3,000 + 2 x (5,000 + 10,000) = 33,000.
    expect(sold.potentialSavings).toBe((kept.potentialSavings * 2) / 10);
    expect(sold.estimatedCost).toBe(3_000 + 2 * 15_000);
    expect(sold.savingsBreakdown.taxSavings).toBe(kept.savingsBreakdown.taxSavings);
    // Nothing more after the sale: year ten's totals are year two's.
    const [, second] = sold.tenYear!;
    expect(sold.tenYear![9]).toMatchObject({
      cumulativeBenefit: second!.cumulativeBenefit,
      cumulativeCost: second!.cumulativeCost,
    });
    expect(sold.calculations.assumptions.join(' ')).toContain(
      'counted for the 2 years before the sale',
    );
    // A strategy the business does not provide keeps its ten years.
    expect(computeCostBenefit('BACKDOOR_ROTH', owner({ year: 2028 })).estimatedCost).toBe(
      computeCostBenefit('BACKDOOR_ROTH', owner()).estimatedCost,
    );
  });

  it("counts a move's saving on a business sale only for C corporation stock", () => {
    const seller = (entityType: 'C corporation' | 'S corporation') =>
      buildFacts({
        netWorth: fact(25_000_000),
        ages: [fact(55)],
        annualIncome: fact(600_000),
        state: fact('CA'),
        plannedState: fact('TX'),
        goals: [fact('Sell the business')],
        business: fact({ entityType, value: 20_000_000, description: 'company' }),
        businessBasis: fact(0),
      });
    const onGain = (f: ReturnType<typeof seller>) =>
      computeCostBenefit('RESIDENCY_CHANGE', f).math!.potentialSavings!.inputs[
        'State Tax on the Gain'
      ];
    // Stock's gain follows the seller home; an S corporation's is taxed where it operates. The
    // $20M gain on top of $600,000 of income is in California's top bracket, 12.3%, and its 1%
    // surtax: 20,000,000 x 13.3% = 2,660,000.
    expect(onGain(seller('C corporation'))).toBe(2_660_000);
    expect(onGain(seller('S corporation'))).toBe(0);
  });

  it('fills every field for every strategy, deterministically, valid against the contract', () => {
    const facts = richFacts();
    for (const entry of CATALOGUE) {
      const a = computeCostBenefit(entry.strategy.id, facts);
      expect(costBenefitAnalysisSchema.parse(a)).toEqual(a);
      expect(computeCostBenefit(entry.strategy.id, facts)).toEqual(a);
      expect(a.estimatedCost).toBeGreaterThanOrEqual(0);
      expect(Number.isInteger(a.potentialSavings) && Number.isInteger(a.estimatedCost)).toBe(true);
      expect(a.tenYear).toHaveLength(10);
      expect(a.calculations.assumptions.join(' ')).toContain('Tax year 2026');
      expect(a.calculations.sensitivityAnalysis).toMatch(
        /Growth 4%: savings -?\$[\d,]+|Unchanged with Growth 4%/,
      );
      expect(a.costBreakdown.totalTenYear).toBe(a.estimatedCost);
      expect(a.tenYear?.at(-1)?.cumulativeCost).toBe(a.estimatedCost);
      expect('lifeInsurancePremiums' in a.costBreakdown).toBe(entry.cost.premium !== undefined);
    }
  });

  it('rejects an unknown strategy and an unsupported tax year', () => {
    expect(() => computeCostBenefit('nope', richFacts())).toThrow(/Unknown strategy 'nope'/);
    expect(() => computeCostBenefit('GRAT', richFacts(), { taxYear: 2030 })).toThrow(
      /No tax parameters for 2030/,
    );
    expect(
      computeCostBenefit('GRAT', richFacts(), { taxYear: 2025 }).math?.potentialSavings?.taxYear,
    ).toBe(2025);
  });
});

describe('the state rate strategies use', () => {
  const couple = (annualIncome?: number) =>
    buildFacts({
      netWorth: fact(12_000_000),
      ...(annualIncome === undefined ? {} : { annualIncome: fact(annualIncome) }),
      ages: [fact(55), fact(53)],
      state: fact('CA'),
      maritalStatus: fact('married' as const),
      charitableIntent: fact(true),
      concentratedPosition: fact({ value: 2_000_000, basis: 400_000, description: 'stock' }),
    });

  it("is the state's rate at the client's income, the one the tax situation quotes, and says so", () => {
    // $600,000 joint, less the 32,200 standard deduction: 567,800, in California's 9.3% bracket.
    const a = computeCostBenefit('CRT', couple(600_000));
    // A gift to charity is deducted at that rate too: 35% is below the top bracket (no IRC 68 cut).
    expect(a.math!.potentialSavings!.inputs['Charitable Deduction Rate']).toBeCloseTo(
      0.35 + 0.093,
      6,
    );
    expect(a.calculations.assumptions.join(' ')).toContain(
      'State CA: income tax rate 9.3% on the last dollar of taxable income $567,800',
    );
  });

  it("taxes a strategy's own gain on top of the income: a $1.6M gain reaches the top brackets", () => {
    // 567,800 + 1,600,000 is over California's 12.3% bracket (1,485,906) and its 1% surtax,
    // and federally in the 20% bracket with the 3.8% NIIT: 37.1%.
    const a = computeCostBenefit('CRT', couple(600_000));
    expect(a.math!.potentialSavings!.inputs['Capital Gains Tax Rate']).toBeCloseTo(0.371, 6);
  });

  it('leaves a CRT unsized where the notes give no income, which limits its deduction', () => {
    const a = computeCostBenefit('CRT', couple());
    expect(a.potentialSavings).toBe(0);
    expect(a.calculations.assumptions.join(' ')).toContain(
      'State CA: top income tax rate 13.3% (2026',
    );
  });
});

describe('a retired couple', () => {
  it("takes today's income as the retirement income, not half of it", () => {
    const couple = (retired: boolean) =>
      buildFacts({
        annualIncome: fact(180_000),
        maritalStatus: fact('married' as const),
        ages: [fact(68), fact(66)],
        retirementAccounts: fact(1_200_000),
        netWorth: fact(2_000_000),
        state: fact('TX'),
        ...(retired ? { isRetired: fact(true) } : {}),
      });
    const rate = (retired: boolean) =>
      computeCostBenefit('ROTH_CONVERSION', couple(retired)).math!.potentialSavings!.inputs[
        'Projected Retirement Tax Rate'
      ];
    // $180,000 less the 32,200 standard deduction: 147,800, in the 22% joint bracket; half of
    // it, 73,900, is in the 12%.
    expect(rate(true)).toBeCloseTo(0.22, 6);
    expect(rate(false)).toBeCloseTo(0.12, 6);
  });
});

describe("a buy-sell agreement's price", () => {
  const price = (notes: string) =>
    computeCostBenefit('BUY_SELL', buildFacts(extractFacts(notes))).math!.estimatedCost!.inputs[
      'Owner Interest Value'
    ];

  it("is the owner's share of the company's value, or the value the notes give as the owner's", () => {
    // The company at $4.2M, 60% owned: 2,520,000. 'His share $4.2M' is already the 60%.
    expect(price('Owner 61 of an HVAC co. Company worth $4.2M; owns 60%. NW $8M.')).toBe(2_520_000);
    expect(price('Owner 61 of an HVAC co., owns 60%; his share $4.2M. NW $8M.')).toBe(4_200_000);
  });
});

describe('the rate a gift to charity is deducted at', () => {
  const givers = (state: string) =>
    buildFacts({
      netWorth: fact(25_000_000),
      annualIncome: fact(900_000),
      maritalStatus: fact('married' as const),
      state: fact(state),
      charitableIntent: fact(true),
    });

  it('is 35% federal in the top bracket (IRC 68), with no tax of a state that allows no deduction', () => {
    // Connecticut gives no charitable deduction: 37% x (1 - 2/37) = 35%, no state part.
    const ct = computeCostBenefit('PRIVATE_FOUNDATION', givers('CT'));
    expect(ct.math!.potentialSavings!.inputs['Charitable Deduction Rate']).toBeCloseTo(0.35, 6);
    expect(ct.calculations.assumptions.join(' ')).toContain(
      'no CT tax (CT gives no charitable deduction)',
    );
    // New York allows one: its rate is added.
    const ny = computeCostBenefit('PRIVATE_FOUNDATION', givers('NY'));
    expect(ny.math!.potentialSavings!.inputs['Charitable Deduction Rate']).toBeGreaterThan(0.4);
  });
});
