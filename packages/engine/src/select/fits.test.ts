import { describe, expect, it } from 'vitest';
import { extractPlannedRetirement } from '../facts/retirement-facts';
import { buildContext } from '../calc';
import { buildFacts, fact } from '../testing/facts.fixture';
import type { ClientFacts } from '../types';
import { extractFacts } from '../facts/extract-facts';
import { checkCondition } from './conditions';
import { householdOf } from './household';
import { mentionedStrategyIds, strategiesInPlace } from './mentions';
import { RULES } from './rules';
import { planSelection } from './select-strategies';

/** The household select/ sees for these facts and notes. */
function household(facts: ClientFacts, text = '') {
  const { ctx } = buildContext(facts);
  return householdOf(facts, ctx, mentionedStrategyIds(facts, text), text);
}
const fits = (id: string, facts: ClientFacts, text = '') => RULES[id]!.fit(household(facts, text));
const against = (id: string, facts: ClientFacts, text = '') =>
  RULES[id]!.against?.(household(facts, text));

const couple = (ages: [number, number], over: Partial<ClientFacts> = {}) =>
  buildFacts({
    maritalStatus: fact('married' as const),
    ages: [fact(ages[0]), fact(ages[1])],
    children: fact(2),
    ...over,
  });

describe('hold for the step-up', () => {
  const lowBasis = (ages: [number, number]) =>
    couple(ages, {
      netWorth: fact(6_000_000),
      state: fact('FL'),
      concentratedPosition: fact({ value: 2_000_000, basis: 200_000, description: 'old stock' }),
    });

  it('fits an older holder of low-basis assets below the exemption, not a younger one', () => {
    expect(fits('HOLD_FOR_STEP_UP', lowBasis([72, 70]))).toMatch(/step-up/);
    expect(fits('HOLD_FOR_STEP_UP', lowBasis([45, 44]))).toBeUndefined();
  });

  it('fits the seller of C corporation stock to an ESOP under section 1042, estate tax or not', () => {
    const seller = couple([61, 59], {
      netWorth: fact(40_000_000),
      state: fact('OH'),
      business: fact({
        entityType: 'C corporation' as const,
        value: 30_000_000,
        description: 'co',
      }),
      liabilityExposure: fact('Business owner with employees'),
      goals: [fact('Exit over 3-5 yrs')],
    });
    expect(fits('HOLD_FOR_STEP_UP', seller)).toMatch(/section 1042/);
    const sCorp = {
      ...seller,
      business: fact({
        entityType: 'S corporation' as const,
        value: 30_000_000,
        description: 'co',
      }),
    };
    expect(fits('HOLD_FOR_STEP_UP', sCorp)).toBeUndefined();
  });
});

describe('employer stock inside a retirement plan', () => {
  it('fits NUA, and no sale, swap or collar of the shares the plan holds', () => {
    const exec = couple([60, 60], {
      netWorth: fact(3_000_000),
      state: fact('TX'),
      retirementAccounts: fact(2_000_000),
      concentratedPosition: fact({
        description: 'company stock',
        value: 2_000_000,
        basis: 100_000,
      }),
    });
    expect(fits('NUA', exec)).toBeDefined();
    for (const id of ['INSTALLMENT_SALE', 'EXCHANGE_FUND', 'HEDGE_COLLAR'])
      expect(fits(id, exec)).toBeUndefined();
  });

  it("does not fit NUA to a founder's own company stock held outside the plan", () => {
    // IRC 402(e)(4) needs employer securities distributed from a qualified plan: a founder's
    // $40M of shares held directly has no NUA, whatever the 401(k) beside it holds.
    const notes =
      'Couple 55/53, Texas. NW ~$60M. Husband founder, company stock valued $40M (basis ~0). Brokerage $12M, home $4M, 401k $4M.';
    const facts = extractFacts(notes);
    expect(facts.concentratedPosition?.value.inRetirementPlan).toBe(false);
    expect(fits('NUA', facts, notes)).toBeUndefined();
    const { ctx } = buildContext(facts);
    expect(checkCondition('employerStockInPlan', ctx)).toBeUndefined();
    // Company stock the notes place in the 401(k) still fits.
    const inPlan = 'Exec, 60, TX. NW $3M. 401k $2M, of which $1.5M is company stock, basis $100k.';
    expect(extractFacts(inPlan).concentratedPosition?.value.inRetirementPlan).toBe(true);
    expect(fits('NUA', extractFacts(inPlan), inPlan)).toBeDefined();
  });

  it('does not fit NUA to vested shares listed beside a 401(k) that is a holding of its own', () => {
    // The sentence lists the shares and the plan as separate items of a balance sheet.
    const notes =
      'Sam (45) and Priya (43) Kim, Seattle WA. Sam VP Eng at Microsoft, base 350k. MSFT shares held ~$5M (basis ~$1.5M), 401k $900k, cash $400k, home $2.5M w/ $800k mortgage.';
    const facts = extractFacts(notes);
    expect(facts.concentratedPosition?.value.inRetirementPlan).not.toBe(true);
    expect(fits('NUA', facts, notes)).toBeUndefined();
  });
});

describe('ESOP', () => {
  it('states the 30% an ESOP must own after the sale for a section 1042 rollover', () => {
    // 1042(b)(2): 30% x $20,000,000 = $6,000,000 in the first stage.
    const owner = couple([61, 59], {
      netWorth: fact(25_000_000),
      state: fact('OH'),
      business: fact({
        entityType: 'C corporation' as const,
        value: 20_000_000,
        description: 'co',
      }),
      employees: fact(140),
      goals: [fact('Sell the business')],
    });
    expect(fits('ESOP', owner)).toContain('at least $6,000,000 of the $20,000,000 company');
  });
});

describe('installment sale', () => {
  it('fits a sale of investment property the client means to make', () => {
    const seller = couple([50, 48], {
      netWorth: fact(10_000_000),
      investmentRealEstateValue: fact(5_000_000, 'apartment building ~5M'),
    });
    expect(fits('INSTALLMENT_SALE', seller, '1031 the apartments?')).toMatch(/section 453/);
    expect(fits('INSTALLMENT_SALE', seller)).toBeUndefined();
  });

  it('reads a business exit over years from the goals as a planned sale', () => {
    const owner = couple([60, 58], {
      netWorth: fact(10_000_000),
      business: fact({ entityType: 'S corporation' as const, value: 8_000_000, description: 'co' }),
    });
    expect(fits('INSTALLMENT_SALE', owner, 'Wants to exit over 3-5 yrs.')).toMatch(/planned sale/);
    expect(fits('INSTALLMENT_SALE', owner, 'Wants to stay CEO.')).toBeUndefined();
  });
});

describe('asset location', () => {
  it('fits savings outside the plans beside tax-deferred balances, an inherited IRA included', () => {
    const both = couple([58, 56], {
      netWorth: fact(3_000_000),
      retirementAccounts: fact(1_000_000),
      primaryResidenceValue: fact(1_000_000),
    });
    expect(household(both).outsidePlans).toBe(1_000_000);
    expect(fits('ASSET_LOCATION', both)).toMatch(/outside retirement plans/);
    const heir = buildFacts({
      netWorth: fact(3_000_000),
      accounts: [
        fact({ kind: 'taxable' as const, label: 'brokerage', amount: 2_000_000 }),
        fact({ kind: 'inherited-ira' as const, label: 'inherited IRA', amount: 1_000_000 }),
      ],
    });
    expect(fits('ASSET_LOCATION', heir)).toMatch(/\$1,000,000 tax-deferred/);
  });

  it('does not fit when everything is in the plans and the home', () => {
    const allInPlans = couple([58, 56], {
      netWorth: fact(2_000_000),
      retirementAccounts: fact(1_500_000),
      primaryResidenceValue: fact(500_000),
    });
    expect(fits('ASSET_LOCATION', allInPlans)).toBeUndefined();
  });
});

describe('cost segregation', () => {
  it('fits the replacement buildings of a sale when the advisor asks about it', () => {
    const land = couple([50, 48], {
      netWorth: fact(10_000_000),
      investmentRealEstateValue: fact(4_000_000, 'raw land held since 2014'),
    });
    expect(fits('COST_SEGREGATION', land, '1031 into next project? Cost seg?')).toMatch(
      /replacement buildings/,
    );
    expect(fits('COST_SEGREGATION', land, 'Cost seg?')).toBeUndefined();
  });
});

describe('dynasty trust for an inheritance from non-US relatives', () => {
  it('fits without children of the heir and without a known net worth', () => {
    const heir = buildFacts({
      maritalStatus: fact('married' as const),
      crossBorder: fact('non-US citizenship; foreign assets'),
    });
    expect(fits('DYNASTY_TRUST', heir)).toMatch(/non-US relatives/);
    expect(against('DYNASTY_TRUST', heir)).toBeUndefined();
  });
});

describe('life insurance trust funding a special needs trust', () => {
  it('is recommended below the estate-tax scale', () => {
    const parents = couple([58, 56], {
      netWorth: fact(3_000_000),
      specialNeedsDependent: fact(true),
      retirementAccounts: fact(1_600_000),
    });
    expect(planSelection(parents).recommended.map((r) => r.strategy.id)).toContain('ILIT');
  });
});

describe('retirement plans for a stated aim to save more', () => {
  const owner = (text: string) =>
    planSelection(
      couple([48, 46], {
        netWorth: fact(3_000_000),
        annualIncome: fact(900_000),
        state: fact('NJ'),
        business: fact({
          entityType: 'S corporation' as const,
          ownershipPercent: 100,
          description: 'practice',
        }),
        employerPlan: fact(true),
      }),
      { text },
    );

  it('keeps the cash balance plan whatever its rate arbitrage when the client wants to catch up', () => {
    const ids = (s: ReturnType<typeof owner>) => s.recommended.map((r) => r.strategy.id);
    expect(ids(owner('Wants to catch up on retirement savings.'))).toContain('CASH_BALANCE_PLAN');
  });

  it('keeps a cross-tested profit sharing plan for staff as a fit for the same aim', () => {
    const withStaff = (text: string) =>
      planSelection(
        couple([48, 46], {
          netWorth: fact(3_000_000),
          annualIncome: fact(900_000),
          state: fact('TX'),
          business: fact({ entityType: 'S corporation' as const, description: 'practice' }),
          employees: fact(9),
        }),
        { text, maxResults: 30 },
      ).recommended.map((r) => r.strategy.id);
    expect(withStaff('Wants to catch up on retirement savings.')).toContain('PROFIT_SHARING_PLAN');
  });

  it('sets the mega backdoor Roth aside in the plan of a wholly owned business with staff', () => {
    const facts = couple([48, 46], {
      annualIncome: fact(900_000),
      business: fact({
        entityType: 'S corporation' as const,
        ownershipPercent: 100,
        description: 'practice',
      }),
      liabilityExposure: fact('Business owner with employees'),
      employerPlan: fact(true),
    });
    expect(against('MEGA_BACKDOOR_ROTH', facts)).toMatch(/ACP/);
    const solo = {
      ...facts,
      business: fact({ entityType: 'LLC' as const, ownershipPercent: 100, description: 'firm' }),
      liabilityExposure: undefined,
    };
    expect(against('MEGA_BACKDOOR_ROTH', solo)).toBeUndefined();
  });
});

describe('reserve', () => {
  it('lists the fits ranked below the list, best first, also answered in considered', () => {
    const facts = couple([40, 38], {
      netWorth: fact(2_000_000),
      annualIncome: fact(400_000),
      state: fact('CO'),
    });
    const full = planSelection(facts);
    const short = planSelection(facts, { maxResults: 1 });
    expect(short.recommended.map((r) => r.strategy.id)).toEqual([full.recommended[0]!.strategy.id]);
    expect(short.reserve.map((r) => r.strategy.id)).toEqual(
      full.recommended.slice(1).map((r) => r.strategy.id),
    );
    for (const r of short.reserve)
      expect(short.considered.map((c) => c.strategyId)).toContain(r.strategy.id);
  });
});

describe('goals the notes’ own clauses imply', () => {
  const goalsOf = (text: string, over: Partial<ClientFacts> = {}) => [
    ...household(couple([59, 57], over), text).goals,
  ];

  it('reads college, retiring before 65, saving more and one big position as goals', () => {
    expect(goalsOf('Goals: private college for both kids.')).toContain("Fund children's education");
    expect(goalsOf('Want: retire ~62.')).toContain('Retire early');
    expect(goalsOf('Want: retire at 67.')).not.toContain('Retire early');
    expect(goalsOf('Wants to catch up on retirement savings.')).toContain(
      'Save more for retirement',
    );
    expect(goalsOf('They want to know what to do about the one big position.')).toContain(
      'Diversify the portfolio',
    );
    expect(goalsOf('Big gains coming: wants to sell the apartments in 2027.')).toContain(
      'Manage capital gains taxes',
    );
    expect(goalsOf('Wants to sell the house someday.')).not.toContain('Manage capital gains taxes');
  });

  it('reads a retirement year with the client’s age as a retirement age', () => {
    // The couple is 59 and 57 in 2026: the planned retirement as the client's age.
    const planned = (text: string) =>
      goalsOf(text, extractPlannedRetirement(text, [fact(59), fact(57)], 2026));
    expect(planned('Plan: both retire ~Dec 2029.')).toContain('Retire early');
    expect(planned('Plan: both retire in 2034.')).not.toContain('Retire early');
    expect(planned('Want: retiring 12/2026.')).toContain('Retire early');
    expect(planned('Wants to retire in 10 yrs.')).not.toContain('Retire early');
  });
});

describe('a concentrated listed position', () => {
  const holder = (value: number) =>
    couple([53, 51], {
      netWorth: fact(3_250_000),
      state: fact('CA'),
      concentratedPosition: fact({ value, basis: value / 6, description: 'ACME common' }),
    });

  it('can go to an exchange fund or a collar from a seven-figure position', () => {
    expect(fits('EXCHANGE_FUND', holder(1_800_000))).toMatch(/swapped/);
    expect(fits('HEDGE_COLLAR', holder(1_800_000))).toMatch(/collar/);
    expect(fits('EXCHANGE_FUND', holder(600_000))).toBeUndefined();
  });

  it('weighs an exchange fund by what its seven-year deferral is worth today, not the tax', () => {
    // $1.8M with a $300,000 basis: $1,500,000 of gain. Without a goal to diversify, the tax put
    // off (x (1 - 1/1.04^7) = 24.0%) is worth less than the fund's fees: answered, not listed.
    const s = planSelection(holder(1_800_000));
    const why = s.considered.find((c) => c.strategyId === 'EXCHANGE_FUND')?.reason;
    expect(why).toMatch(
      /No net value at these figures: \$[\d,]+ of tax put off is worth \$[\d,]+ today, against/,
    );
    // Asked what to do about the one big position, diversifying is the point: it is listed.
    const asked = planSelection(holder(1_800_000), {
      text: 'They want to know what to do about the one big position.',
    });
    expect(asked.recommended.map((r) => r.strategy.id)).toContain('EXCHANGE_FUND');
  });

  it('never offers an installment sale of listed stock (section 453(k)(2))', () => {
    expect(fits('INSTALLMENT_SALE', holder(1_800_000))).toBeUndefined();
  });
});

describe('a question about gifts to the children', () => {
  it('asks about annual-exclusion gifts as well as lifetime gifts', () => {
    const asked = mentionedStrategyIds(buildFacts(), 'Would gifting to kids now help?');
    expect([...asked]).toEqual(
      expect.arrayContaining(['LIFETIME_GIFTS', 'ANNUAL_EXCLUSION_GIFTING']),
    );
  });
});

describe('a cash and bond bucket near retirement', () => {
  const preRetirees = (over: Partial<ClientFacts> = {}) =>
    couple([59, 59], {
      netWorth: fact(1_700_000),
      retirementAccounts: fact(1_700_000),
      annualExpenses: fact(150_000),
      goals: [fact('Retire at 63')],
      ...over,
    });

  it('fits a stated spending level drawn from the portfolio within a few years of retiring', () => {
    expect(fits('CONSERVATIVE_ALLOCATION', preRetirees())).toMatch(/bucket/);
  });

  it('does not fit a growth investor, nor without a stated spending level', () => {
    expect(
      fits(
        'CONSERVATIVE_ALLOCATION',
        preRetirees({ riskTolerance: fact('moderately aggressive' as const) }),
      ),
    ).toBeUndefined();
    expect(
      fits('CONSERVATIVE_ALLOCATION', preRetirees({ annualExpenses: undefined })),
    ).toBeUndefined();
  });
});

describe('revocable trust as a first fix', () => {
  const weight = (over: Partial<ClientFacts>) =>
    RULES.REVOCABLE_TRUST!.weight(
      household(couple([60, 58], { netWorth: fact(3_000_000), ...over })),
    );

  it('is first only for documents known to be old or a partner the law does not protect', () => {
    expect(weight({})).toBe(2);
    expect(weight({ planDocuments: [fact({ kind: 'will', year: 2005 })] })).toBe(3);
    expect(weight({ maritalStatus: fact('partnered' as const) })).toBe(3);
  });
});

describe('a question about converting an inherited IRA', () => {
  const heir = (age: number, over: Partial<ClientFacts> = {}) =>
    buildFacts({
      netWorth: fact(3_000_000),
      ages: [fact(age)],
      maritalStatus: fact('single' as const),
      retirementAccounts: fact(2_000_000),
      ...over,
    });
  const question = 'Asked if she can just convert the inherited IRA to a Roth.';

  it('is answered as not permitted when only the question calls for conversions', () => {
    expect(fits('ROTH_CONVERSION', heir(29), question)).toBeUndefined();
    expect(against('ROTH_CONVERSION', heir(29), question)).toMatch(/cannot convert an inherited/);
    expect(fits('ROTH_CONVERSION', heir(29), 'Roth conversions?')).toMatch(/asked/);
  });

  it('leaves conversions of the client’s own balances in a retirement window', () => {
    const retiree = heir(66, { isRetired: fact(true) });
    expect(against('ROTH_CONVERSION', retiree, question)).toBeUndefined();
    expect(fits('ROTH_CONVERSION', retiree, question)).toMatch(/required distributions/);
  });
});

describe('an owner with staff who means to save more', () => {
  const practice = couple([48, 46], {
    annualIncome: fact(900_000),
    employees: fact(10),
    business: fact({ description: 'dental practice', entityType: 'S corporation' }),
  });
  const weight = (text: string) => RULES.PROFIT_SHARING_PLAN!.weight(household(practice, text));

  it('weighs the cross-tested profit-sharing plan as a first lever, not a marginal one', () => {
    expect(fits('PROFIT_SHARING_PLAN', practice)).toMatch(/cross-testing/);
    expect(weight('Wants lower tax + to catch up on retirement savings.')).toBe(2);
    expect(weight('Wants lower tax.')).toBe(1);
  });
});

describe('a private foundation', () => {
  const giving = (annual?: number) =>
    couple([62, 60], {
      netWorth: fact(40_000_000),
      charitableIntent: fact(true),
      ...(annual !== undefined ? { annualCharitableGiving: fact(annual) } : {}),
    });

  it('is out of scale where the notes give yearly giving below $100,000', () => {
    expect(fits('PRIVATE_FOUNDATION', giving(15_000))).toBeDefined();
    expect(against('PRIVATE_FOUNDATION', giving(15_000))).toMatch(
      /^Out of scale: \$15,000 a year of giving is below the \$100,000/,
    );
  });

  it('is not set aside where the giving is at scale or not stated', () => {
    expect(against('PRIVATE_FOUNDATION', giving(250_000))).toBeUndefined();
    expect(against('PRIVATE_FOUNDATION', giving())).toBeUndefined();
  });
});

describe('strategies the notes say are in place', () => {
  it.each([
    ['PTET', 'Also IL PTE tax elected (SALT workaround) - yes since 2022.'],
    [
      'BACKDOOR_ROTH',
      'Backdoor Roth each yr both - yes, Priya has old rollover IRA?? need to check.',
    ],
    ['CASH_BALANCE_PLAN', 'Arjun 401k $890k, cash balance plan $310k (he contributes max).'],
    [
      'PRIVATE_FOUNDATION',
      'Catherine runs family fdn (private foundation ~$3M, not counted in NW).',
    ],
    ['ILIT', 'An ILIT from 2015 already owns the survivorship policy.'],
    [
      'DYNASTY_TRUST',
      '5. In 2019 you each made gifts to the Pierce Family Dynasty Trust (Delaware) of $4,000,000,',
    ],
    [
      'QCD',
      'Note: Line 4a includes $40,000 qualified charitable distributions (QCD) - see statement.',
    ],
    ['QCD', 'Made QCDs of $20k from her IRA last year.'],
    // A wish about something else does not undo what the sentence says is held.
    ['DAF', 'Wants to retire at 60, already has a DAF with $400k.'],
    // A lawyer's summary of the plan: an abbreviation's point ends no sentence.
    [
      'PRIVATE_FOUNDATION',
      '5. Charitable. The Beaumont Family Foundation (private foundation, est. 2005) holds approximately\n   $9.5 million; you also maintain a donor-advised fund at Fidelity Charitable (~$1.2 million).',
    ],
    [
      'SLAT',
      '2. Spousal Lifetime Access Trusts. In December 2020, Charles created the "Anne Beaumont SLAT" and\n   funded it with Class B non-voting units of Beaumont Properties LLC valued at $11,200,000.',
    ],
    [
      'GRAT',
      '3. Grantor Retained Annuity Trusts. A series of two-year rolling GRATs funded with the concentrated\n   position in Microsoft stock has been in place since 2021.',
    ],
    // An entity the notes list among the holdings, with its value.
    ['FLP', 'Mostly mkt securities $38M, family LLC (commercial RE) $15M, homes $7M.'],
    // The plan's deferral at the limit, however the plan and 'maxed' are written: recommending
    // it again counted $24,500 x (35% - 24%) x 10 = $26,950 she already saves.
    [
      'MAX_PRETAX_401K',
      "Senior engineer at Amazon, base $210k. 401k max'd pretax, plan allows after-tax contributions.",
    ],
    ['MAX_PRETAX_401K', 'Both max out their 401(k)s.'],
    ['MAX_PRETAX_401K', 'Her 403(b) is maxed.'],
  ])('sets %s aside as already in place: %j', (id, notes) => {
    expect(strategiesInPlace(notes).get(id)).toBeDefined();
  });

  it.each([
    'Interested in a backdoor Roth.',
    'No ILIT yet; has a $5M term policy.',
    'Haven’t used a DAF.',
    'Does a backdoor Roth make sense?',
    'Have a second-to-die policy, $10M, owned jointly.',
    'Gives $20k to the Gates Foundation every year.',
    'Considering SLAT for W, plus dynasty trust for kids and grandkids.',
    'Mgmt committee debating (a) adding a cash balance plan, (b) NY PTET election - firm has NOT elected yet.',
    // A wish governs every strategy it lists, however far ('funded' sizes the proposal).
    'Want to use exemptions now before growth: considering SLAT for wife funded $15M, plus dynasty trust for kids/grandkids funded $15M, plus annual gifts.',
    'Thinking about a donor-advised fund, maybe funded with $500k of stock.',
    'Asked about an ILIT for the new $10M policy.',
    'Could she make QCDs from the IRA?',
    'Not maxing the 401(k) yet.',
    'Plan includes a possible ILIT.',
    'The draft plan includes a DAF for later.',
    'Would like to have a family limited partnership for the ranch.',
    'Set up a family LLC $15M for the buildings.',
    'Consider a GRAT funded with $4M of the stock.',
    // 529s funded are still added to (front-loaded again, a new child's).
    '6. Education. 529 plans have been funded for all 8 grandchildren (superfunded in 2019).',
    // A relative's own trust is not the client's.
    "Wife's father (81) has an estate of ~$40M; her brother already set up a GRAT.",
  ])('finds none in place in %j', (notes) => {
    expect([...strategiesInPlace(notes).keys()]).toEqual([]);
  });
});

describe('a phrase inside a longer one naming another strategy', () => {
  it("reads 'life insurance in a trust' as an ILIT asked about, not term cover", () => {
    const asked = mentionedStrategyIds(buildFacts(), 'Interested in life insurance in a trust.');
    expect(asked.has('ILIT')).toBe(true);
    expect(asked.has('TERM_LIFE_INSURANCE')).toBe(false);
    // Named on its own elsewhere, term cover is asked about too.
    const both = mentionedStrategyIds(
      buildFacts(),
      'Interested in life insurance in a trust. Also asks about term life for the 20 years the mortgage runs.',
    );
    expect([...both]).toEqual(expect.arrayContaining(['ILIT', 'TERM_LIFE_INSURANCE']));
  });
});
