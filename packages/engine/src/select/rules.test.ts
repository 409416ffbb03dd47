import { describe, expect, it } from 'vitest';
import { buildFacts, fact } from '../testing/facts.fixture';
import type { ClientFacts } from '../types';
import { extractFacts } from '../facts/extract-facts';
import { planSelection } from './select-strategies';

/** Recommended ids, and the reason each considered strategy was set aside. */
function select(facts: ClientFacts, text?: string) {
  const s = planSelection(facts, text === undefined ? {} : { text });
  return {
    ids: s.recommended.map((r) => r.strategy.id),
    why: (id: string) => s.considered.find((c) => c.strategyId === id)?.reason ?? '',
    selection: s,
  };
}

const couple = (over: Partial<ClientFacts> = {}) =>
  buildFacts({
    maritalStatus: fact('married' as const),
    ages: [fact(55), fact(53)],
    children: fact(2),
    ...over,
  });

describe('contraindications from the issue, each on constructed facts', () => {
  it('no buy-sell agreement for a 100% owner selling the business', () => {
    const facts = couple({
      netWorth: fact(20_000_000),
      annualIncome: fact(1_000_000),
      state: fact('OH'),
      business: fact({
        entityType: 'S corporation' as const,
        value: 15_000_000,
        ownershipPercent: 100,
        description: 'company',
      }),
      businessSale: fact({ status: 'planned' as const, year: 2027 }),
      liabilityExposure: fact('Business owner with employees'),
    });
    const s = select(facts, 'Wants a buy-sell agreement?');
    expect(s.ids).not.toContain('BUY_SELL');
    expect(s.why('BUY_SELL')).toMatch(/sole owner selling/);
  });

  it('a credit shelter trust in the wills of a young couple above a state exemption without portability', () => {
    // Minnesota's $3M exemption is not portable: an outright will wastes the first spouse's.
    const facts = couple({
      ages: [fact(45), fact(43)],
      netWorth: fact(5_000_000),
      annualIncome: fact(900_000),
      state: fact('MN'),
    });
    expect(select(facts).ids).toContain('CREDIT_SHELTER_TRUST');
  });

  it('a buy-sell agreement for a 60% owner whose co-owner may buy him out', () => {
    const facts = couple({
      netWorth: fact(22_000_000),
      annualIncome: fact(1_800_000),
      state: fact('NJ'),
      business: fact({
        entityType: 'S corporation' as const,
        value: 14_400_000,
        ownershipPercent: 60,
        description: 'HVAC distribution',
      }),
      businessSale: fact({ status: 'planned' as const, year: 2030 }),
    });
    const s = select(facts, 'Brother owns the other 40%. Wants out in 3-5 yrs, maybe sell to him.');
    const fit = s.selection.recommended.some((r) => r.strategy.id === 'BUY_SELL');
    expect(fit || s.why('BUY_SELL') !== '').toBe(true);
    expect(s.why('BUY_SELL')).not.toMatch(/nothing in the facts given calls for it/);
  });

  it('no 199A or captive for a business sold this year', () => {
    const facts = couple({
      netWorth: fact(30_000_000),
      annualIncome: fact(2_000_000),
      state: fact('TX'),
      business: fact({
        entityType: 'S corporation' as const,
        value: 20_000_000,
        description: 'company',
      }),
      businessSale: fact({ status: 'sold' as const, year: 2026 }),
    });
    const s = select(facts, 'Asked about 199A and a captive.');
    expect(s.ids).not.toContain('SECTION_199A');
    expect(s.ids).not.toContain('CAPTIVE_INSURANCE');
    expect(s.why('SECTION_199A')).toMatch(/automatically/);
    expect(s.why('CAPTIVE_INSURANCE')).toMatch(/No operating business|being sold/);
  });

  it('no asset protection trust for a New York resident; one in Nevada', () => {
    const base = {
      netWorth: fact(8_000_000),
      annualIncome: fact(900_000),
      goals: [fact('Protect assets from creditors')],
      liabilityExposure: fact('Physician (malpractice exposure)'),
    };
    const ny = select(couple({ ...base, state: fact('NY') }), 'Asset protection trust?');
    expect(ny.ids).not.toContain('DAPT');
    expect(ny.why('DAPT')).toMatch(/NY has no domestic asset protection trust statute/);
    expect(select(couple({ ...base, state: fact('NV') })).ids).toContain('DAPT');
  });

  it('no Section 179 for a holder of listed stock', () => {
    const facts = couple({
      netWorth: fact(10_000_000),
      annualIncome: fact(500_000),
      state: fact('CA'),
      concentratedPosition: fact({
        value: 6_000_000,
        basis: 400_000,
        description: 'listed tech stock',
      }),
    });
    const s = select(facts, 'Friend mentioned Section 179.');
    expect(s.ids).not.toContain('SECTION_179');
    expect(s.why('SECTION_179')).toMatch(/business/);
  });

  it('no 10-year QPRT at 82', () => {
    const facts = buildFacts({
      netWorth: fact(40_000_000),
      ages: [fact(82)],
      maritalStatus: fact('widowed' as const),
      children: fact(3),
      state: fact('FL'),
      primaryResidenceValue: fact(6_000_000),
    });
    const s = select(facts, 'Attorney suggested a QPRT.');
    expect(s.ids).not.toContain('QPRT');
    expect(s.why('QPRT')).toMatch(/at 82 a 10-year term/);
  });

  it('no lifetime gifting to cut estate tax for a single 35-year-old with no heirs', () => {
    const facts = buildFacts({
      netWorth: fact(3_000_000),
      annualIncome: fact(400_000),
      ages: [fact(35)],
      maritalStatus: fact('single' as const),
      children: fact(0),
      state: fact('TX'),
    });
    const s = select(facts, 'Should she start lifetime gifts?');
    expect(s.ids).not.toContain('LIFETIME_GIFTS');
    expect(s.ids).not.toContain('ANNUAL_EXCLUSION_GIFTING');
    expect(s.why('LIFETIME_GIFTS')).toMatch(/Out of scale/);
  });

  it('no move out of New York for a banker whose New York wages stay taxed there', () => {
    const facts = couple({
      netWorth: fact(12_000_000),
      annualIncome: fact(2_500_000),
      state: fact('NY'),
      employerPlan: fact(true),
    });
    const s = select(facts, 'Thinking about a change of domicile to Florida.');
    expect(s.ids).not.toContain('RESIDENCY_CHANGE');
    expect(s.why('RESIDENCY_CHANGE')).toMatch(/keeps taxing wages/);
  });

  it('no ING trust for California or New York residents', () => {
    for (const state of ['CA', 'NY']) {
      const s = select(
        couple({ netWorth: fact(20_000_000), state: fact(state), annualIncome: fact(900_000) }),
        'A Nevada ING trust?',
      );
      expect(s.ids).not.toContain('ING_TRUST');
      expect(s.why('ING_TRUST')).toMatch(/Legally ineffective/);
    }
  });

  it('no 1031 exchange for stock, crypto or a personal-use home', () => {
    const facts = couple({
      netWorth: fact(9_000_000),
      annualIncome: fact(400_000),
      state: fact('NY'),
      concentratedPosition: fact({ value: 8_000_000, basis: 240_000, description: 'BTC' }),
      primaryResidenceValue: fact(1_100_000),
    });
    const s = select(facts, 'Brother-in-law says 1031 the BTC into rentals.');
    expect(s.ids).not.toContain('1031_EXCHANGE');
    expect(s.why('1031_EXCHANGE')).toMatch(/only real property/);
  });

  it('no 1031 exchange for rental buildings the client keeps: no sale, nothing to defer', () => {
    const owner = couple({
      netWorth: fact(12_000_000),
      annualIncome: fact(700_000),
      state: fact('NY'),
      investmentRealEstateValue: fact(8_000_000),
    });
    expect(select(owner).ids).not.toContain('1031_EXCHANGE');
    const seller = couple({
      ...owner,
      goals: [fact('Manage capital gains taxes')],
    });
    expect(select(seller, 'Plans to sell the apartments next year.').ids).toContain(
      '1031_EXCHANGE',
    );
  });

  it('no QSBS for a medical practice or any specified service business', () => {
    const facts = couple({
      netWorth: fact(6_000_000),
      annualIncome: fact(900_000),
      state: fact('TX'),
      business: fact({
        entityType: 'C corporation' as const,
        value: 3_000_000,
        isServiceBusiness: true,
        description: 'medical practice',
      }),
    });
    const s = select(facts, 'Is QSBS available on the practice?');
    expect(s.ids).not.toContain('QSBS_EXCLUSION');
    expect(s.why('QSBS_EXCLUSION')).toMatch(/specified service/);
  });

  it('no QSBS for a founder whose C corporation shares were issued before August 10, 1993', () => {
    const founder = (foundedYear: number) =>
      couple({
        netWorth: fact(30_000_000),
        annualIncome: fact(700_000),
        state: fact('PA'),
        business: fact({
          entityType: 'C corporation' as const,
          value: 25_000_000,
          ownershipPercent: 100,
          description: 'tool and die company',
          foundedYear,
        }),
        businessSale: fact({ status: 'planned' as const, year: 2028 }),
      });
    const early = select(founder(1988), 'Does QSBS apply to the sale?');
    expect(early.ids).not.toContain('QSBS_EXCLUSION');
    expect(early.ids).not.toContain('QSBS_STACKING');
    expect(early.why('QSBS_EXCLUSION')).toMatch(/issued at the founding in 1988.*August 10, 1993/);
    const later = select(founder(2012), 'Does QSBS apply to the sale?');
    expect(later.why('QSBS_EXCLUSION')).not.toMatch(/August 10, 1993/);
  });

  it('names QSBS for a C corporation founder whose shares the notes expect to go public', () => {
    const founder = () =>
      couple({
        netWorth: fact(60_000_000),
        annualIncome: fact(500_000),
        state: fact('WA'),
        business: fact({
          entityType: 'C corporation' as const,
          description: 'tech company',
          foundedYear: 2015,
        }),
        concentratedPosition: fact({ description: 'founder stock', value: 40_000_000, basis: 0 }),
      });
    const fits = (text: string) => {
      const s = select(founder(), text).selection;
      return [...s.recommended, ...s.reserve].map((r) => r.strategy.id);
    };
    expect(fits('Want to minimize capital gains taxes before an eventual IPO.')).toContain(
      'QSBS_EXCLUSION',
    );
    expect(fits('Want to minimize estate taxes for the children.')).not.toContain('QSBS_EXCLUSION');
  });

  it('no exchange-credit planning where the savings outside plans alone pay too much income (IRC 36B)', () => {
    // Retiring at 60 in two years. 400% of the 2025 poverty line for two: 4 x (15,650 + 5,500)
    // = 84,600. $25M outside plans yields about $500,000 a year at 2%; $2M yields $40,000.
    const early = (outside: number) =>
      couple({
        ages: [fact(58), fact(56)],
        netWorth: fact(outside + 3_000_000),
        accounts: [fact({ kind: 'taxable' as const, label: 'brokerage', amount: outside })],
        retirementAccounts: fact(3_000_000),
        plannedRetirementAge: fact(60),
        state: fact('CA'),
      });
    const fits = (outside: number) => {
      const s = select(early(outside), 'Can we keep ACA premium credits before Medicare?');
      return { ids: [...s.ids, ...s.selection.reserve.map((r) => r.strategy.id)], why: s.why };
    };
    const rich = fits(25_000_000);
    expect(rich.ids).not.toContain('ACA_MAGI_MANAGEMENT');
    expect(rich.why('ACA_MAGI_MANAGEMENT')).toMatch(
      /about \$500,000 a year at 2%\) are above 400% of the poverty line \(\$84,600 for two\)/,
    );
    expect(fits(2_000_000).ids).toContain('ACA_MAGI_MANAGEMENT');
  });

  it("no collar or exchange fund on a founder's private shares; on a listed stock, yes", () => {
    const holder = (description: string) =>
      couple({
        netWorth: fact(60_000_000),
        annualIncome: fact(500_000),
        state: fact('TX'),
        concentratedPosition: fact({ description, value: 40_000_000, basis: 0 }),
      });
    const fits = (description: string) => {
      const s = select(holder(description), 'Worried about concentration; want to diversify.');
      return [...s.ids, ...s.selection.reserve.map((r) => r.strategy.id)];
    };
    for (const id of ['HEDGE_COLLAR', 'EXCHANGE_FUND']) {
      expect(fits('founder stock')).not.toContain(id);
      expect(fits('single-stock position')).toContain(id);
    }
  });

  it('answers the wills and the ILIT an advisor raises when they do not fit, in the facts', () => {
    const facts = couple({
      ages: [fact(70), fact(68)],
      children: fact(2),
      netWorth: fact(40_000_000),
      annualIncome: fact(500_000),
      state: fact('TX'),
      planDocuments: [fact({ kind: 'will', year: 1999 })],
    });
    const s = select(
      facts,
      'Should they redo their wills? Would an ILIT help with the estate tax?',
    );
    expect(s.why('WILL_GUARDIANSHIP')).toMatch(/pour-over wills .* replace the documents of 1999/);
    expect(s.why('ILIT')).toMatch(/pay the estate tax, not reduce it/);
  });

  it('no ILIT for liquidity when the business that makes the estate illiquid is being sold', () => {
    const owner = (sale?: 'planned') =>
      couple({
        netWorth: fact(60_000_000),
        annualIncome: fact(900_000),
        state: fact('FL'),
        business: fact({
          entityType: 'S corporation' as const,
          value: 45_000_000,
          ownershipPercent: 100,
          description: 'distribution company',
        }),
        ...(sale ? { businessSale: fact({ status: sale, year: 2027 }) } : {}),
      });
    expect(select(owner(), 'Would an ILIT help?').ids).toContain('ILIT');
    expect(select(owner('planned'), 'Would an ILIT help?').ids).not.toContain('ILIT');
  });

  it('ranks the freeze before a planned sale above a partnership of the sale proceeds', () => {
    const founder = couple({
      ages: [fact(58), fact(56)],
      netWorth: fact(90_000_000),
      annualIncome: fact(1_500_000),
      state: fact('TX'),
      business: fact({
        entityType: 'C corporation' as const,
        value: 80_000_000,
        ownershipPercent: 100,
        description: 'software company',
      }),
      businessSale: fact({ status: 'planned' as const, year: 2027 }),
    });
    const ids = select(founder).ids;
    const rank = (id: string) => (ids.includes(id) ? ids.indexOf(id) : Infinity);
    expect(ids).toContain('GRAT');
    expect(rank('GRAT')).toBeLessThan(rank('FLP'));
    expect(rank('IDGT_SALE')).toBeLessThan(rank('FLP'));
  });

  it('tells an unmarried partner why a trust and not joint title: the gift of half the home', () => {
    const facts = buildFacts({
      maritalStatus: fact('single' as const),
      unmarriedPartner: fact(true),
      ages: [fact(64)],
      netWorth: fact(2_500_000),
      primaryResidenceValue: fact(900_000),
      state: fact('AZ'),
    });
    const s = select(facts);
    expect(s.ids).toContain('REVOCABLE_TRUST');
    const trust = s.selection.recommended.find((r) => r.strategy.id === 'REVOCABLE_TRUST')!;
    // Half of 900,000 less the 19,000 annual exclusion.
    expect(trust.reasons[0]!.text).toMatch(/taxable gift of \$431,000 now/);
  });

  it('no SLAT for a widow or for a spouse being divorced', () => {
    const widow = buildFacts({
      netWorth: fact(40_000_000),
      maritalStatus: fact('widowed' as const),
      ages: [fact(66)],
      children: fact(2),
      state: fact('AZ'),
    });
    const s = select(widow, 'Asked about a SLAT.');
    expect(s.ids).not.toContain('SLAT');
    expect(s.why('SLAT')).toMatch(/spouse/);
  });

  it('no estate freeze or insurance for an estate under the exemption', () => {
    const facts = buildFacts({
      netWorth: fact(14_200_000),
      maritalStatus: fact('single' as const),
      ages: [fact(70)],
      children: fact(2),
      grandchildren: fact(3),
      state: fact('FL'),
    });
    const s = select(facts, 'Attorney pitched GRAT + dynasty trust + IDGT sale + an ILIT.');
    for (const id of ['GRAT', 'DYNASTY_TRUST', 'IDGT_SALE', 'ILIT']) {
      expect(s.ids).not.toContain(id);
      expect(s.why(id)).toMatch(/Out of scale/);
    }
  });
});

describe('fits stated on the facts', () => {
  it("sees the estate tax of the state a property sits in, not only the domicile's", () => {
    // A Florida couple (no state estate tax) with a $3M Massachusetts cottage in a $22M estate:
    // Massachusetts taxes its 3/22 share, $393,709 if both died today (tax/state-death-tax).
    const facts = couple({
      netWorth: fact(22_000_000),
      totalAssets: fact(22_000_000),
      ages: [fact(71), fact(68)],
      state: fact('FL'),
      properties: [
        fact({
          use: 'second-home' as const,
          label: 'Cape cottage',
          amount: 3_000_000,
          state: 'MA',
        }),
      ],
    });
    const { selection } = select(facts);
    expect(
      [
        ...selection.recommended.flatMap((r) => r.reasons.map((x) => x.text)),
        ...selection.considered.map((c) => c.reason),
      ].join(' '),
    ).toMatch(
      /MA taxes the \$3,000,000 of real property there though the clients live in FL \(\$393,709/,
    );
    const shelter = selection.recommended.find((r) => r.strategy.id === 'CREDIT_SHELTER_TRUST');
    expect(shelter?.reasons.map((r) => r.text).join(' ')).toMatch(
      /MA has an estate tax without portability/,
    );
    const trust = selection.recommended.find((r) => r.strategy.id === 'REVOCABLE_TRUST');
    expect(trust?.reasons.map((r) => r.text).join(' ')).toMatch(
      /a second \(ancillary\) probate in MA for the real property there/,
    );
    // Without the cottage's state the household has no state estate tax to plan for.
    const unplaced = select(
      couple({
        ...facts,
        properties: [
          fact({ use: 'second-home' as const, label: 'Cape cottage', amount: 3_000_000 }),
        ],
      }),
    );
    expect(unplaced.ids).not.toContain('CREDIT_SHELTER_TRUST');
  });

  it('a dependant with special needs gets a special needs trust first', () => {
    const facts = couple({
      netWorth: fact(3_000_000),
      state: fact('VA'),
      specialNeedsDependent: fact(true),
      retirementAccounts: fact(1_600_000),
    });
    expect(select(facts).ids[0]).toBe('SPECIAL_NEEDS_TRUST');
    expect(select(facts).ids).toContain('ABLE_ACCOUNT');
  });

  it('a recent widow gets the portability election', () => {
    const facts = buildFacts({
      netWorth: fact(10_000_000),
      maritalStatus: fact('widowed' as const),
      spouseDeathYear: fact(2026),
      ages: [fact(66)],
      children: fact(2),
      state: fact('AZ'),
    });
    expect(select(facts).ids).toContain('PORTABILITY_ELECTION');
  });

  it('an IRA owner over 70 who gives gets QCDs', () => {
    const facts = couple({
      netWorth: fact(5_000_000),
      ages: [fact(74), fact(72)],
      state: fact('NC'),
      retirementAccounts: fact(3_500_000),
      annualCharitableGiving: fact(40_000),
      charitableIntent: fact(true),
      isRetired: fact(true),
      annualIncome: fact(150_000),
    });
    expect(select(facts).ids).toContain('QCD');
  });

  it('a conservative client gets a conservative allocation', () => {
    const facts = couple({
      netWorth: fact(4_000_000),
      riskTolerance: fact('conservative' as const),
      state: fact('OR'),
    });
    expect(select(facts).ids).toContain('CONSERVATIVE_ALLOCATION');
  });

  it('a married couple in a state estate tax without portability gets a bypass trust', () => {
    const facts = couple({
      netWorth: fact(4_500_000),
      ages: [fact(68), fact(66)],
      state: fact('OR'),
      isRetired: fact(true),
    });
    const { ids } = select(facts);
    expect(ids).toContain('CREDIT_SHELTER_TRUST');
    expect(ids).toContain('LIFETIME_GIFTS');
  });

  it('an inherited IRA gets a distribution plan, and no conversion', () => {
    const facts = buildFacts({
      netWorth: fact(10_000_000),
      ages: [fact(29)],
      maritalStatus: fact('single' as const),
      state: fact('TN'),
      annualIncome: fact(78_000),
      accounts: [
        fact({ kind: 'inherited-ira' as const, label: 'inherited IRA', amount: 2_000_000 }),
      ],
    });
    const s = select(facts, 'Asked if she can convert the inherited IRA to a Roth.');
    expect(s.ids).toContain('INHERITED_IRA_DISTRIBUTION_PLANNING');
    expect(s.ids).not.toContain('ROTH_CONVERSION');
    expect(s.why('ROTH_CONVERSION')).toMatch(/cannot convert an inherited IRA/);
  });
});

describe('gifts, wills and elections around a divorce or a death', () => {
  it('no gifts from marital assets while a divorce is pending', () => {
    const facts = couple({
      netWorth: fact(40_000_000),
      annualIncome: fact(650_000),
      state: fact('GA'),
      retirementAccounts: fact(2_000_000),
      primaryResidenceValue: fact(2_400_000),
    });
    const s = planSelection(facts, { text: 'Divorce planning: mediation underway.' });
    const ids = s.recommended.map((r) => r.strategy.id);
    expect(ids).not.toContain('LIFETIME_GIFTS');
    expect(ids).not.toContain('SLAT');
    expect(ids).toContain('QDRO_DIVISION');
  });

  it('a will for an unmarried client with no children, whose estate would go to relatives', () => {
    const facts = buildFacts({
      netWorth: fact(2_000_000),
      maritalStatus: fact('single' as const),
      children: fact(0),
      ages: [fact(60)],
      state: fact('TX'),
    });
    expect(select(facts).ids).toContain('WILL_GUARDIANSHIP');
  });
});

describe('a gift from a relative abroad (IRC 6039F)', () => {
  it('calls for Form 3520 and states the largest penalty in the gift’s currency', () => {
    // 25% x £150,000 = £37,500; £150,000 is over the $100,000 threshold (a pound is over $1).
    const { selection } = select(
      couple({
        netWorth: fact(3_000_000),
        state: fact('CA'),
        foreignGift: fact({ amount: 150_000, currency: 'GBP', from: 'grandmother' }),
      }),
    );
    const reporting = selection.recommended.find(
      (r) => r.strategy.id === 'FOREIGN_REPORTING_COMPLIANCE',
    );
    expect(reporting?.reasons[0]?.text).toContain('up to 25% (£37,500)');
  });
});

describe('a health savings account (IRC 223)', () => {
  const single = (age: number) =>
    buildFacts({
      maritalStatus: fact('single' as const),
      ages: [fact(age)],
      annualIncome: fact(420_000),
      netWorth: fact(1_800_000),
      state: fact('WA'),
    });

  it('fits coverage by a high-deductible plan, at the self-only limit for one person', () => {
    const s = select(single(34), 'On HDHP thru work but never opened the HSA.');
    expect(s.ids).toContain('HSA');
    const hsa = s.selection.recommended.find((r) => r.strategy.id === 'HSA');
    // $4,400 (2026 self-only) x 35% x 10 years.
    expect(hsa?.analysis.potentialSavings).toBe(15_400);
  });

  it('does not fit without that coverage, nor from 65 (Medicare)', () => {
    expect(select(single(34), 'PPO through work. Brokerage 1M.').ids).not.toContain('HSA');
    expect(select(single(34), 'Not on an HDHP.').ids).not.toContain('HSA');
    expect(select(single(66), 'On HDHP thru work.').ids).not.toContain('HSA');
  });
});

describe('a pass-through entity tax (PTET)', () => {
  const owner = (entityType: 'S corporation' | 'sole proprietorship') =>
    couple({
      netWorth: fact(9_000_000),
      annualIncome: fact(1_400_000),
      state: fact('IL'),
      business: fact({ entityType, value: 5_400_000, ownershipPercent: 60, description: 'HVAC' }),
    });

  it("is in place where a document says it was elected (a K-1's footnote)", () => {
    const s = planSelection(owner('S corporation'), {
      text: 'Tom owns 60% of an S corp. W-2 + K-1 attached.',
      documentsText:
        "Footnote: Illinois replacement tax / PTE tax elected under 35 ILCS 5/201(p): shareholder's share of PTE tax paid $56,770.",
    });
    expect(s.recommended.map((r) => r.strategy.id)).not.toContain('PTET');
    expect(s.considered.find((c) => c.strategyId === 'PTET')?.reason).toMatch(
      /^Already in place: a document says so \('Footnote: Illinois replacement tax \/ PTE tax elected/,
    );
  });

  it('is no election a sole proprietorship could make', () => {
    expect(select(owner('sole proprietorship')).ids).not.toContain('PTET');
    expect(select(owner('S corporation')).ids).toContain('PTET');
  });
});

describe('cost segregation', () => {
  const landlord = (sale: boolean) =>
    couple({
      netWorth: fact(6_000_000),
      annualIncome: fact(400_000),
      state: fact('CA'),
      investmentRealEstateValue: fact(2_400_000),
      properties: [
        fact({
          use: 'rental' as const,
          label: '4-plex in Oceanside',
          amount: 2_400_000,
          basis: 240_000,
          ...(sale ? { sale: { forANote: false } } : {}),
        }),
      ],
    });

  it('fits buildings kept, never one the notes plan to sell (its faster depreciation is recaptured)', () => {
    const keeping = select(landlord(false));
    expect([...keeping.ids, ...keeping.selection.considered.map((c) => c.strategyId)]).toContain(
      'COST_SEGREGATION',
    );
    const selling = select(landlord(true));
    expect(selling.ids).not.toContain('COST_SEGREGATION');
    expect(selling.why('COST_SEGREGATION')).toBe('');
  });
});

describe('a wish to give', () => {
  it("makes a giver of a retiree with IRAs: 'want to give more to church' calls for QCDs", () => {
    const facts = couple({
      ages: [fact(74), fact(71)],
      netWorth: fact(6_000_000),
      retirementAccounts: fact(2_900_000),
      state: fact('FL'),
      isRetired: fact(true),
      goals: [fact('Support charitable causes')],
    });
    expect(select(facts).ids).toContain('QCD');
    // Not where the notes say the client does not give.
    expect(select({ ...facts, charitableIntent: fact(false) }).ids).not.toContain('QCD');
  });
});

describe('a Solo 401(k) for an owner whose business already sponsors a plan', () => {
  const PARTNER =
    'MFJ 46/44, Minnesota. She is an anesthesiologist, 50% partner in a 2-owner practice LLC (partnership), K-1 ordinary income $720k, guaranteed payments none. He W-2 $95k teacher (403b + MN pension). Practice has a 401k profit-sharing plan, she gets $70k total. No cash balance plan. Kids 12, 9.';

  it('is not offered: the practice plan already uses her section 415(c) limit', () => {
    const s = select(extractFacts(PARTNER), PARTNER);
    expect(s.ids).not.toContain('SOLO_401K');
    expect(s.why('SOLO_401K')).toMatch(/^Already covered: the business sponsors its own plan/);
  });
});

describe('equity grants the notes give', () => {
  it('plans the exercise of ISOs the notes give by count, strike and 409A (no position of shares)', () => {
    const facts = extractFacts(
      'Couple 41/39, TX, married. He is early employee at SaaS startup: ISOs 20,000 vested @ $3 strike, 30,000 unvested; current 409A $15. Joint brokerage $800K, 401ks ~$500K combined. Home $900K, mtg $400K.',
    );
    expect(facts.concentratedPosition).toBeUndefined();
    expect(select(facts).ids).toContain('ISO_AMT_EXERCISE_PLANNING');
  });
});
