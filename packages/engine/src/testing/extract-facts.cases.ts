/** The walkthrough note: a physician couple who want to protect assets from malpractice claims. */
export const PATEL_NOTES = `Dr. and Mrs. Patel, 58 and 56, live in New Jersey. Three kids (two in college), one grandchild.
NW ~ $14.5MM. He owns 60% of a multi-specialty medical practice (S corp) worth about $6M; she left her job last year.
Joint 401(k)s $2.3M, brokerage $3.1M incl. $1.4M of JNJ with ~$150k basis. Home $2.2M w/ $600k mortgage; rental duplex in Hoboken $1.1M.
HHI ~$1.1M, spend ~$400k/yr. Give ~$25k/yr to temple + alma mater, would like to do more.
$3M term policy on him. Goals: retire by 65, cut taxes, protect assets from malpractice claims, pay for grandkids' college. Moderate risk.`;

/** Advisor notes in many styles with the facts a careful reader takes from them. */
export interface NoteCase {
  name: string;
  text: string;
  expected: {
    netWorth?: number;
    netWorthDerived?: boolean;
    totalAssets?: number;
    totalLiabilities?: number;
    annualIncome?: number;
    annualExpenses?: number;
    ages?: number[];
    state?: string;
    plannedState?: string;
    maritalStatus?: string;
    children?: number;
    grandchildren?: number;
    entityType?: string;
    businessValue?: number;
    ownershipPercent?: number;
    businessDescription?: string;
    primaryResidenceValue?: number;
    investmentRealEstateValue?: number;
    secondHomeValue?: number;
    realEstateValue?: number;
    concentratedValue?: number;
    concentratedBasis?: number;
    concentratedDescription?: string;
    retirementAccounts?: number;
    lifeInsuranceCoverage?: number;
    policyCashValue?: number;
    otherAssetsValue?: number;
    charitableIntent?: boolean;
    annualCharitableGiving?: number;
    goals?: string[];
    riskTolerance?: string;
    crossBorder?: string;
    isServiceBusiness?: boolean;
  };
  /** Facts that must not be found. */
  absent?: string[];
}

export const NOTE_CASES: NoteCase[] = [
  {
    name: 'a job the household pays for is not its pay',
    text: 'Pays the property manager $900/mo for the fourplex.',
    expected: {},
    absent: ['annualIncome'],
  },
  {
    name: "'her share' values her business only with a figure right after it",
    text: 'Her share of the estate of her father, ~$2M, is in probate.',
    expected: {},
    absent: ['businessValue'],
  },
  {
    name: "the client's part of a company valued by a price offered for another part",
    text: 'Co-owns 25% of a regional bakery chain. Investor offered $3M for 10% of the company.',
    expected: { ownershipPercent: 25, businessValue: 7_500_000, netWorth: 7_500_000 },
  },
  {
    name: 'the part an offer is for is not the part the client owns',
    text: 'Buyer offered $2M for 40% of the business. He owns 60% of it.',
    expected: { ownershipPercent: 60, businessValue: 3_000_000 },
  },
  {
    name: "a job with its pay right after it ('nurse ~78K')",
    text: 'Widower, 51, school librarian ~$61K, no debt. 403b ~240K.',
    expected: { annualIncome: 61_000 },
  },
  {
    name: "a job beside an age and a balance is not pay ('Engineer, 52, 2M IRA')",
    text: 'Retired teacher 500K IRA. Engineer, 52, 2M IRA, lives in Ohio.',
    expected: { retirementAccounts: 2_500_000 },
    absent: ['annualIncome'],
  },
  {
    name: "the household's wealth summed up in a word",
    text: 'Household wealth of about $45M across trusts and the operating company; ~$8M liquid.',
    expected: { netWorth: 45_000_000 },
  },
  {
    name: "a price for the whole company beside the owner's share of it",
    text: 'She holds 30% of the firm. Buyer offered $40M for the entire company; her share ~$12M.',
    expected: { businessValue: 12_000_000, netWorth: 12_000_000 },
  },
  {
    name: "a state named for a trust's or company's law is not where the client lives",
    text: 'Chicago suburbs. CPA pitched a South Dakota dynasty trust held by a Delaware LLC.',
    expected: { state: 'IL' },
  },
  {
    name: 'notes that place the client by a part of California',
    text: 'Retired teachers living outside L.A., 70 and 68, pensions only.',
    expected: { state: 'CA' },
  },
  {
    name: "a business's income before the owner's salary already pays that salary",
    text: 'Orthodontist, 52, sole owner. Clinic profit ~$650K before her salary; salary ~$180K.',
    expected: { annualIncome: 650_000 },
  },
  {
    name: 'the Social Security wage base is a limit, not pay',
    text: "Freelance designer, profit ~$400K/yr. CPA: 'past the wage base' ~$184K no more SS tax.",
    expected: { annualIncome: 400_000 },
  },
  {
    name: "a bare 'growth' as the value of a risk label",
    text: "Teachers, 38/36. Risk - 'growth, decades to go'. Roth IRAs ~90K.",
    expected: { riskTolerance: 'moderately aggressive' },
  },
  {
    name: 'a terse note headed by the tolerance',
    text: 'Retired pharmacist, 79. Conservative: wants the CDs to roll over. IRA ~600K.',
    expected: { riskTolerance: 'conservative' },
  },
  {
    name: 'growth and a conservative estimate are not tolerances',
    text: 'Portfolio growth was strong last yr. Conservative estimate of the lake lot: ~300K.',
    expected: {},
    absent: ['riskTolerance'],
  },
  {
    name: 'a brokerage account does not make a service business',
    text: 'Owns a bakery (S corp). Brokerage ~1.5M, IRA ~2M.',
    expected: { entityType: 'S corporation' },
    absent: ['isServiceBusiness'],
  },
  {
    name: "a company in shorthand: 'runs a ... co.'",
    text: 'Widowed, 63, runs an HVAC co. with 30 staff. Brokerage ~2M.',
    expected: { businessDescription: 'HVAC co.' },
  },
  {
    name: "an inherited share of a relative's company",
    text: "Couple 52/50. She inherited 40% of her father's co.; brother holds the rest.",
    expected: { ownershipPercent: 40, businessDescription: "father's co." },
  },
  {
    name: 'a ranch the household works is its business',
    text: 'Ranching family, 4th gen, WY. Ranch income ~180K/yr covers everything.',
    expected: { businessDescription: 'Ranch' },
  },
  {
    name: 'a practice the client is employed by is not a business',
    text: 'Radiologist, 47, hospital group practice W-2 ~540K. 401k ~900K.',
    expected: {},
    absent: ['businessDescription', 'entityType'],
  },
  {
    name: 'terse CRM shorthand',
    text: 'NW ~$12MM. HHI $850k. MFJ. 2 kids. TX. Risk: mod aggressive.',
    expected: {
      netWorth: 12_000_000,
      annualIncome: 850_000,
      maritalStatus: 'married',
      children: 2,
      riskTolerance: 'moderately aggressive',
    },
  },
  {
    name: 'long prose couple with business',
    text: 'John (62) and Mary (59) are married and live in Austin, TX. Their net worth is approximately $12 million. John owns an HVAC business, an S corp, and is the 100% owner; it is valued at $5M. They have three kids and 5 grandkids. They want to retire at 65 and minimize estate taxes. Moderate risk tolerance.',
    expected: {
      netWorth: 12_000_000,
      ages: [62, 59],
      state: 'TX',
      maritalStatus: 'married',
      children: 3,
      grandchildren: 5,
      entityType: 'S corporation',
      businessValue: 5_000_000,
      ownershipPercent: 100,
      businessDescription: 'HVAC business',
      goals: ['Retire at 65', 'Minimize estate taxes'],
      riskTolerance: 'moderate',
    },
  },
  {
    name: 'bullet list balance sheet without a stated net worth',
    text: `Assets:
- Brokerage: $3,000,000
- IRA: $1,200,000
- Primary residence: $2,000,000
Liabilities:
- Mortgage: $600,000
- HELOC: $150,000`,
    expected: {
      totalAssets: 6_200_000,
      totalLiabilities: 750_000,
      netWorth: 5_450_000,
      netWorthDerived: true,
      retirementAccounts: 1_200_000,
      primaryResidenceValue: 2_000_000,
    },
  },
  {
    name: 'tax-return excerpt in a document',
    text: `Client sent last year's return.
--- Start of document: 2025-1040.pdf ---
Filing status: Married filing jointly
1a Total amount from Form(s) W-2, box 1 ........ 1a 412,000
9 Total income ........ 9 1,301,250
11 Adjusted gross income ........ 11 1,234,567
15 Taxable income ........ 15 1,100,000
24 Total tax ........ 24 350,000
--- End of document: 2025-1040.pdf ---`,
    expected: { annualIncome: 1_301_250, maritalStatus: 'married' },
  },
  {
    // A company's revenue, an employer's match and an income limit are no holdings or income.
    name: "an employer's revenue, a 401(k) match and an AGI target",
    text: 'Raj Patel 50, single, Seattle WA. Company did $245B revenue. Employer 401k match 50% up to $23.5k. 401k bal $640k. Target: keep AGI under $250k.',
    // The 401(k) balance is the only holding: no $245B company, no $23.5k match.
    expected: { maritalStatus: 'single', netWorth: 640_000 },
    absent: ['annualIncome'],
  },
  {
    // The 'Total' after a share count is the position's; a fund inside the 401(k) is part of it.
    name: 'a share count, then its total, and a fund inside the 401(k)',
    text: 'Karen 63, single. ~48k sh DELL, mostly from ESPP. Total ~$5.6M, basis ~$700k. Other: 401k $1.1M (Dell stock fund $300k inside - NUA?), brokerage $650k, house $850k no mtg.',
    expected: { netWorth: 8_200_000, concentratedValue: 5_600_000, concentratedBasis: 700_000 },
  },
  {
    // A city apartment beside the home is a second home; 'marketable' names securities.
    name: 'a pied-a-terre and marketable securities',
    text: 'Robert & Ellen, 74/72, Palm Beach FL. MFJ. Remaining estate: marketable $28M @ JPM, FL home $9M, NYC pied-a-terre $4.5M (co-op, 5th Ave).',
    expected: { primaryResidenceValue: 9_000_000, secondHomeValue: 4_500_000 },
  },
  {
    // Giving said to be charitable, beside a charitable trust that is no giving.
    name: 'yearly giving written as charitable',
    text: 'Robert & Ellen, 74/72, Palm Beach FL. MFJ. NW ~$58M. Charitable remainder trust $2M funded 2019. Ellen charitably inclined - $250k/yr to Norton Museum.',
    expected: { annualCharitableGiving: 250_000 },
  },
  {
    // 'One daughter has ...' describes one of the two, not a third child.
    name: 'one of the children described after their count',
    text: 'Peggy, 79, widow. 2 daughters (52, 49), 5 grandkids. One daughter has special-needs son (12, on SSI).',
    expected: { children: 2, grandchildren: 5 },
  },
  {
    // A list by person: each person's figure of the kind named first.
    name: 'term life listed person by person',
    text: 'Dan & Mei 41/39, MFJ. Term life: Dan $3M, Mei $2M. Brokerage $1.2M.',
    expected: { lifeInsuranceCoverage: 5_000_000 },
  },
  {
    // An ex-spouse is a past marriage: the joint return and the marriage since are today's.
    name: 'a second marriage beside an ex-wife',
    text: 'Mark (61) & Joanne (54), married 2018, 2nd marriage for both; ex-wife gets nothing. MFJ.',
    expected: { maritalStatus: 'married' },
  },
  {
    // The notes' own 'taxable income' is the only income figure they give; a bracket target
    // written the same way is not.
    name: 'taxable income opening a sentence of the notes',
    text: 'Harold 78, June 76, MFJ. Taxable income ~$650k (RMDs, dividends, LP K-1s). Convert up to the top of the 24% bracket, taxable income $400k.',
    expected: { annualIncome: 650_000, maritalStatus: 'married' },
  },
  {
    name: 'AGI only, label and figure on separate lines',
    text: `--- Start of document: return.pdf ---
Adjusted gross income
987,654
Taxable income
900,000
--- End of document: return.pdf ---`,
    expected: { annualIncome: 987_654 },
  },
  {
    name: 'concentrated stock with basis',
    text: 'Holds $8M of NVDA with a basis of $400k. Net worth $14M. Lives in California.',
    expected: {
      concentratedValue: 8_000_000,
      concentratedBasis: 400_000,
      concentratedDescription: 'NVDA',
      netWorth: 14_000_000,
      state: 'CA',
    },
  },
  {
    name: 'low-basis employer stock without figures for basis',
    text: 'Tech exec, 45 yo, single, no kids. Seattle, WA. Concentrated in employer stock (~$6M, low basis). Brokerage $2M.',
    expected: {
      ages: [45],
      maritalStatus: 'single',
      children: 0,
      state: 'WA',
      concentratedValue: 6_000_000,
      totalAssets: 8_000_000,
    },
  },
  {
    name: 'moving between states',
    text: 'He is 70, she is 68. Moving from NY to Florida next spring. Net worth between 25 and 30 million.',
    expected: {
      ages: [70, 68],
      state: 'NY',
      plannedState: 'FL',
      netWorth: 27_500_000,
      goals: ['Relocate to Florida'],
    },
  },
  {
    name: 'completed move',
    text: 'They moved from New Jersey to Florida in 2024. Retired. NW $9M.',
    expected: { state: 'FL', netWorth: 9_000_000 },
    absent: ['plannedState'],
  },
  {
    name: 'dental practice owner',
    text: '58-year-old dentist; owns a dental practice worth about 3.2 million. Divorced, 2 children. California resident. Salary $450k, bonus 100k.',
    expected: {
      ages: [58],
      entityType: 'professional practice',
      businessValue: 3_200_000,
      businessDescription: 'dental practice',
      maritalStatus: 'divorced',
      children: 2,
      state: 'CA',
      annualIncome: 550_000,
    },
  },
  {
    name: 'negations',
    text: 'No debt. No kids. No life insurance. Net worth $4M.',
    expected: { totalLiabilities: 0, children: 0, lifeInsuranceCoverage: 0, netWorth: 4_000_000 },
  },
  {
    name: 'house paid off',
    text: 'Home worth $1.8M, paid off. Investments of $5M. Married, age 66.',
    expected: {
      totalLiabilities: 0,
      primaryResidenceValue: 1_800_000,
      totalAssets: 6_800_000,
      netWorth: 6_800_000,
      ages: [66],
    },
  },
  {
    name: 'house value is not net worth',
    text: 'Their $2M house with a $600k mortgage is the main asset besides $1M in savings.',
    expected: {
      primaryResidenceValue: 2_000_000,
      totalLiabilities: 600_000,
      netWorth: 2_400_000,
      netWorthDerived: true,
    },
  },
  {
    name: 'annual exclusion is not income',
    text: 'Uses the $19,000 annual exclusion for each grandchild. Income $400k. 4 grandchildren.',
    expected: { annualIncome: 400_000, grandchildren: 4 },
  },
  {
    name: "a founder's share of a round's post-money price is the stake",
    text: 'Priya 38, founder/CEO of a Series C startup (Delaware C corp, founded 2019). Owns 22% fully diluted; last round $90M post. Husband Raj 40, W-2 $300k. CA.',
    // 22% x $90M = $19.8M (the preferred stock's price: common shares may be worth less).
    expected: { ages: [38, 40], state: 'CA', ownershipPercent: 22, businessValue: 19_800_000 },
  },
  {
    name: 'a minor child named with an age is a child; an adult named for a role does not count them',
    text: 'Dan Whitaker 47 and his husband Marcus Bell 45, Brooklyn NY. Adopted daughter Ava, 6. Son Tom, 35, is trustee of nothing.',
    expected: { ages: [47, 45], children: 1 },
  },
  {
    name: "an employee's options are no business: a strike or 409A price is no holding, a staff engineer no staff",
    text: 'Jessica Tran 32, staff engineer at a public tech company, Austin TX. Salary $260k. Also ISOs from prior startup (private C-corp): 40,000 shares, strike $1.50, current 409A $28, IPO expected next year. 401k $180k, cash $300k.',
    expected: { ages: [32], netWorth: 480_000 },
    absent: ['entityType', 'businessValue'],
  },
  {
    name: "each spouse's Social Security, a remark in brackets between",
    text: 'Frank 70, Joan 68, MFJ, retired, PA.\nSS: Frank $46K/yr (claimed at 70), Joan $24K/yr\nNo pension.',
    expected: { annualIncome: 70_000 },
  },
  {
    name: "a Schedule C written 'Sched C' is income",
    text: 'Dan 47 and husband Marcus 45, NY. Dan W-2 $410k; Marcus ~$60k Sched C.',
    expected: { annualIncome: 470_000 },
  },
  {
    name: "a part to be sold: its debt is within the holding's stated mortgages",
    text: 'Carlos Mendez 58, Phoenix AZ. Owns 3 apartment buildings (42 units) via LLCs, total value $6.5M, adjusted basis $1.4M (purchased 1998-2008, about $1.6M depreciation taken), mortgages $1.8M. Plans to sell the largest building next year ($3.2M, adjusted basis $600k, $900k mortgage). IRAs $400k, cash $500k, home $900k ($200k mortgage).',
    // 6.5 + 0.4 + 0.5 + 0.9 = 8.3M of assets, less 1.8M + 0.2M of debt (the $900k is in the $1.8M).
    expected: { netWorth: 6_300_000, totalLiabilities: 2_000_000 },
  },
  {
    name: 'an account is what it is, wherever it is held; a brownstone is a home',
    text: 'Couple 60/58. IRA at Vanguard ~$3.1M. Roth IRA with Fidelity $200k. Brokerage at Schwab $2M. Park Slope brownstone ~$3.4M, $1.2M mtg.',
    expected: { retirementAccounts: 3_100_000, primaryResidenceValue: 3_400_000 },
  },
  {
    name: "a buyer's price for the company is the planned sale's, not a holding or cash",
    text: 'Priya Raman 39, co-founder of Lumora Inc (C-corp). Owns 22% after Series C at $450M post-money. Board is in talks with a strategic acquirer, likely all-cash sale in 12-18 months at ~$700M. 401k $250k, cash $600k, home $2.8M ($1.5M mortgage).',
    // 22% x $450M = $99M; + 0.25 + 0.6 + 2.8 - 1.5 = $101.15M (the $700M is not counted).
    expected: { businessValue: 99_000_000, netWorth: 101_150_000 },
  },
  {
    name: "a round's price alone, or beside the founder's stake, is not the client's holding",
    text: 'Founder of a startup (C corp). Last round $90M post. Cash $500k. Last round post-money $120M -> his stake ~$42M on paper.',
    expected: { businessValue: 42_000_000 },
  },
  {
    name: 'years and percentages are not amounts',
    text: 'In 2026 the client (born 1961) owns 40% of a manufacturing company worth $20M. Net worth $15M.',
    expected: {
      ages: [65],
      ownershipPercent: 40,
      // The company is worth $20M; the client's 40% of it, $8M.
      businessValue: 8_000_000,
      netWorth: 15_000_000,
      businessDescription: 'manufacturing company',
    },
  },
  {
    name: 'spelled-out amounts',
    text: 'Net worth is around twelve million. They spend two hundred thousand a year.',
    expected: { netWorth: 12_000_000, annualExpenses: 200_000 },
  },
  {
    name: 'two and a half million in prose',
    text: 'Widowed at 71, she has about two and a half million in her IRA and a net worth of roughly 6 million.',
    expected: { maritalStatus: 'widowed', retirementAccounts: 2_500_000, netWorth: 6_000_000 },
  },
  {
    name: 'billionaire shorthand',
    text: 'Founder, NW 1.2 bn, C corp, owns 30% stake. Lives in Palo Alto, CA.',
    expected: {
      netWorth: 1_200_000_000,
      entityType: 'C corporation',
      ownershipPercent: 30,
      state: 'CA',
    },
  },
  {
    name: 'monthly spending',
    text: 'Spends about $25k a month. Income $600,000.',
    expected: { annualExpenses: 300_000, annualIncome: 600_000 },
  },
  {
    name: 'rental properties and a commercial building',
    text: 'Primary home $1.5M. Three rental properties worth $2.4M total and a commercial building valued at $3M. Mortgages on rentals total $900k.',
    expected: {
      primaryResidenceValue: 1_500_000,
      investmentRealEstateValue: 5_400_000,
      realEstateValue: 6_900_000,
      totalLiabilities: 900_000,
    },
  },
  {
    name: 'retirement accounts summed',
    text: 'His 401(k) has $1.1M, her 403(b) $400k, plus a SEP IRA of $250k. Pension pays $60k/yr.',
    expected: { retirementAccounts: 1_750_000, annualIncome: 60_000 },
  },
  {
    name: 'life insurance policies',
    text: 'He has a $2M term policy and she has $1M of whole life. Umbrella $5M.',
    expected: { lifeInsuranceCoverage: 3_000_000 },
  },
  {
    name: 'charitable giving',
    text: 'Very philanthropic; gives $50k a year to their church and has a donor-advised fund.',
    expected: {
      charitableIntent: true,
      annualCharitableGiving: 50_000,
      goals: ['Support charitable causes'],
    },
  },
  {
    name: 'not charitable',
    text: 'Not charitably inclined. NW $3M.',
    expected: { charitableIntent: false, netWorth: 3_000_000 },
  },
  {
    name: 'cross-border family',
    text: 'Wife is a Canadian citizen; they own a home in Portugal and may retire abroad. NW $10M.',
    expected: {
      crossBorder: 'non-citizen spouse; foreign property; moving abroad',
      maritalStatus: 'married',
    },
  },
  {
    name: 'dual citizen',
    text: 'Client is a dual citizen (US/UK), single, age 50.',
    expected: { crossBorder: 'dual citizenship', maritalStatus: 'single', ages: [50] },
  },
  {
    name: 'risk synonyms: risk-averse',
    text: 'Risk-averse investor who wants capital preservation. $3M portfolio.',
    expected: { riskTolerance: 'conservative', totalAssets: 3_000_000 },
  },
  {
    name: 'risk synonyms: growth-oriented',
    text: 'Growth-oriented portfolio, comfortable with volatility.',
    expected: { riskTolerance: 'moderately aggressive' },
  },
  {
    name: 'risk: aggressive',
    text: 'Aggressive investor. Young founder, 38.',
    expected: { riskTolerance: 'aggressive' },
  },
  {
    name: 'conservative assumptions are not a risk tolerance',
    text: 'We used conservative assumptions for the projection.',
    expected: {},
    absent: ['riskTolerance'],
  },
  {
    name: 'children made of sons and daughters',
    text: 'They have two sons and a daughter, and 7 grandchildren.',
    expected: { children: 3, grandchildren: 7 },
  },
  {
    name: 'labelled family counts',
    text: 'Kids: 4\nGrandchildren: 5\nMarital: Married',
    expected: { children: 4, grandchildren: 5, maritalStatus: 'married' },
  },
  {
    name: 'no grandchildren yet',
    text: 'One child, no grandchildren yet.',
    expected: { children: 1, grandchildren: 0 },
  },
  {
    name: 'kids ages are not client ages',
    text: 'Client is 52; three kids ages 12, 15 and 19.',
    expected: { ages: [52], children: 3 },
  },
  {
    name: 'retirement target age is not an age',
    text: 'Age 55, wants to retire at 60.',
    expected: { ages: [55], goals: ['Retire at 60'] },
  },
  {
    name: 'born year',
    text: 'Client born 1965, spouse born in 1968.',
    expected: { ages: [61, 58] },
  },
  {
    name: 'mixed case run-on text with typos',
    text: 'client NET WORTH aprox $7.5m house 1.2M no mortgage wife 60 he 63 lives in ohio wants to reduce taxes and help w/ grandkids college',
    expected: {
      netWorth: 7_500_000,
      primaryResidenceValue: 1_200_000,
      totalLiabilities: 0,
      state: 'OH',
    },
  },
  {
    name: 'markdown table',
    text: `| Asset | Value |
|---|---|
| Brokerage | $4,000,000 |
| Roth IRA | $300,000 |
| Home | $1,500,000 |`,
    expected: { totalAssets: 5_800_000, primaryResidenceValue: 1_500_000 },
    absent: ['retirementAccounts'],
  },
  {
    name: 'partnership and LLC real estate',
    text: 'Co-owner of a law firm (partnership), 25% interest worth $4M. Rentals held in an LLC.',
    expected: { entityType: 'partnership', ownershipPercent: 25, businessValue: 4_000_000 },
  },
  {
    name: 'sell the business goal',
    text: 'Owns a software company worth $40M and wants to sell the business in 3 years. Concerned about capital gains.',
    expected: { businessValue: 40_000_000, goals: ['Sell the business'] },
  },
  {
    name: 'goals list',
    text: `Goals:
- fund grandchildren's education
- protect assets from lawsuits
- leave a legacy to charity
- transfer wealth to the kids`,
    expected: {
      goals: [
        "Fund grandchildren's education",
        'Protect assets from creditors',
        'Support charitable causes',
        'Transfer wealth to heirs',
      ],
    },
  },
  {
    name: 'total assets and liabilities stated',
    text: 'Total assets: $14M; total liabilities: $2M. Income ~$1.1M.',
    expected: {
      totalAssets: 14_000_000,
      totalLiabilities: 2_000_000,
      netWorth: 12_000_000,
      netWorthDerived: true,
      annualIncome: 1_100_000,
    },
  },
  {
    name: 'net worth stated as worth',
    text: "They're worth about $30M, mostly in real estate.",
    expected: { netWorth: 30_000_000 },
  },
  {
    name: 'estate tax exemption is not net worth',
    text: 'With the $15M estate tax exemption in 2026, their $22M estate is exposed.',
    expected: { netWorth: 22_000_000 },
  },
  {
    name: 'partnered',
    text: 'Lives with her long-time partner in Denver, Colorado. Portfolio $2.2M.',
    expected: { maritalStatus: 'partnered', state: 'CO' },
  },
  {
    name: 'thin notes',
    text: 'Client wants to talk about retirement.',
    expected: {},
    absent: ['netWorth', 'annualIncome', 'state', 'maritalStatus'],
  },
  {
    name: 'repeated figure across notes and document is counted once',
    text: `IRA $1M.
--- Start of document: statement.pdf ---
IRA balance: $1,000,000
--- End of document: statement.pdf ---`,
    expected: { retirementAccounts: 1_000_000 },
  },
  {
    name: 'a brokerage statement: its total stands for the holdings it lists',
    text: `Maria and James Chen, married. Household income $1.4 million.
--- Start of document: scanned-statement.pdf ---
[Page 1: scanned, read by text recognition]
Schwab brokerage statement, December 31, 2025
Total account value: $4,250,000
Unrealized gains: $1,100,000
Municipal bonds: $900,000
Money market: $150,000
--- End of document: scanned-statement.pdf ---`,
    expected: { totalAssets: 4_250_000, netWorth: 4_250_000, annualIncome: 1_400_000 },
  },
  {
    name: 'an IRA statement total counts as retirement, once, beside a home in the notes',
    text: `Home $900k, no mortgage.
--- Start of document: ira.pdf ---
Rollover IRA statement
Ending account value $1,200,000
IRA cash sweep $50,000
--- End of document: ira.pdf ---`,
    expected: { retirementAccounts: 1_200_000, totalAssets: 2_100_000 },
  },
  {
    name: 'holdings that add up to more than a stated portfolio value are not its parts',
    text: 'Portfolio value $500,000. Brokerage $3M and municipal bonds $1M held elsewhere.',
    expected: { totalAssets: 4_500_000 },
  },
  {
    name: 'a Form 1040 as its PDF text reads: line labels, dot leaders, total income',
    text: `Robert and Linda Alvarez, married filing jointly, Texas. Both 63. Want to retire next year.
--- Start of document: 2025_Form_1040.pdf ---
Form 1040 U.S. Individual Income Tax Return 2025
1a Total amount from Form(s) W-2, box 1 . . . . . . . . . . 1a 412,500
2a Tax-exempt interest . . . 2a 18,200 b Taxable interest . . . 2b 24,310
3a Qualified dividends . . . 3a 61,400 b Ordinary dividends . . . 3b 78,950
4a IRA distributions . . . 4a b Taxable amount . . . 4b
7 Capital gain or (loss). Attach Schedule D if required . . . 7 185,000
8 Additional income from Schedule 1, line 10 . . . 8 96,000
9 Add lines 1z, 2b, 3b, 4b, 5b, 6b, 7, and 8. This is your total income . . . 9 796,760
11 Subtract line 10 from line 9. This is your adjusted gross income . . . 11 790,260
15 Subtract line 14 from line 11. This is your taxable income . . . 15 725,960
--- End of document: 2025_Form_1040.pdf ---`,
    expected: { annualIncome: 796_760, maritalStatus: 'married', state: 'TX', ages: [63, 63] },
  },
  {
    name: 'the children are both 24, not the couple',
    text: 'Married couple, two adult children, both 24. Net worth $3M.',
    expected: { children: 2, netWorth: 3_000_000, ages: [] },
  },
  {
    name: 'a W-2, a mortgage statement and a brokerage summary',
    text: `Dr. Sarah Kim, 47, single, Illinois. Orthopedic surgeon.
--- Start of document: W-2_2025.pdf ---
Form W-2 Wage and Tax Statement 2025
1 Wages, tips, other compensation 845,000.00
2 Federal income tax withheld 241,300.00
3 Social security wages 176,100.00
4 Social security tax withheld 10,918.20
5 Medicare wages and tips 868,500.00
--- End of document: W-2_2025.pdf ---
--- Start of document: mortgage_statement.pdf ---
Chase Home Lending Mortgage Statement
Outstanding principal balance $1,240,000.00
Interest rate 6.125%
Monthly payment $8,912.44
Escrow balance $6,210.00
--- End of document: mortgage_statement.pdf ---
--- Start of document: vanguard.pdf ---
Vanguard Brokerage Account Summary as of 09/30/2026
Total account value $2,315,440.18
Vanguard Total Stock Market ETF (VTI) $1,512,000.00
Vanguard Tax-Exempt Bond ETF (VTEB) $603,440.18
--- End of document: vanguard.pdf ---`,
    expected: {
      annualIncome: 845_000,
      totalLiabilities: 1_240_000,
      totalAssets: 2_315_440.18,
      netWorth: 1_075_440.18,
    },
  },
  {
    name: 'notes in Florida beside a K-1, a lake-house appraisal in New York and a policy statement',
    text: `The Hendersons (Tom 71, Carol 68), Florida. Retired. 3 children, 7 grandchildren.
--- Start of document: Schedule_K-1_2025.pdf ---
Schedule K-1 (Form 1120-S) 2025
Part III Shareholder's Share of Current Year Income
1 Ordinary business income (loss) 1,120,400
4 Interest income 3,210
5a Ordinary dividends 12,500
16D Distributions 650,000
--- End of document: Schedule_K-1_2025.pdf ---
--- Start of document: appraisal.pdf ---
Subject property: 44 Shoreline Rd, Lake Placid, NY (second home)
Opinion of market value as of 06/15/2026: $2,850,000
--- End of document: appraisal.pdf ---
--- Start of document: policy.pdf ---
Whole Life Policy Annual Statement. Insured: Thomas Henderson, age 71
Death benefit $3,000,000
Cash surrender value $842,115
Annual premium $61,000
--- End of document: policy.pdf ---`,
    expected: {
      ages: [71, 68],
      maritalStatus: 'married',
      state: 'FL',
      annualIncome: 1_136_110,
      lifeInsuranceCoverage: 3_000_000,
      policyCashValue: 842_115,
      realEstateValue: 2_850_000,
      secondHomeValue: 2_850_000,
      totalAssets: 3_692_115,
      children: 3,
      grandchildren: 7,
    },
  },
  {
    name: 'a personal financial statement: mortgages named by property, a dental group PC',
    text: `Prospect: Gupta family. See attached balance sheet.
--- Start of document: personal_financial_statement.pdf ---
PERSONAL FINANCIAL STATEMENT as of December 31, 2025
Name: Anil Gupta and Meera Gupta   Age: 55 / 52
Address: 18 Orchard Lane, Princeton, NJ 08540
ASSETS
Brokerage (Morgan Stanley)  $3,850,000
401(k) - Anil  $1,640,000
Residence (est.)  $2,400,000
Rental property - Jersey City  $1,150,000
Gupta Dental Group PC (60%)  $4,000,000
Total Assets  $13,040,000
LIABILITIES
Mortgage - residence  $620,000
Mortgage - rental  $480,000
Total Liabilities  $1,100,000
NET WORTH  $11,940,000
--- End of document: personal_financial_statement.pdf ---`,
    expected: {
      ages: [55, 52],
      state: 'NJ',
      primaryResidenceValue: 2_400_000,
      investmentRealEstateValue: 1_150_000,
      businessValue: 4_000_000,
      totalLiabilities: 1_100_000,
      netWorth: 11_940_000,
    },
  },
  {
    name: 'a 1099 composite, a Social Security statement and a trust schedule of assets',
    text: `Widow, 79, lives in Scottsdale, Arizona. Wants to leave to 2 daughters and charity.
--- Start of document: 1099_composite_2025.pdf ---
1099-DIV
1a Total ordinary dividends 84,211.07
1b Qualified dividends 71,302.55
1099-INT
1 Interest income 9,822.16
8 Tax-exempt interest 31,544.00
1099-B Summary
Total proceeds 1,284,330.12
Realized gain/loss 382,215.35
--- End of document: 1099_composite_2025.pdf ---
--- Start of document: ssa_statement.pdf ---
Survivor benefits: your monthly benefit $3,980
--- End of document: ssa_statement.pdf ---
--- Start of document: trust_schedule_A.pdf ---
SCHEDULE A - Trust Property
1. Residence at 9020 E Desert Cove, Scottsdale AZ, valued at approximately $1,800,000
2. Charles Schwab account ending 4471, approximately $6,200,000
3. IRA (beneficiary designation to trust): $1,150,000
--- End of document: trust_schedule_A.pdf ---`,
    expected: {
      ages: [79],
      maritalStatus: 'widowed',
      annualIncome: 173_337.23,
      primaryResidenceValue: 1_800_000,
      retirementAccounts: 1_150_000,
      totalAssets: 9_150_000,
    },
  },
  {
    name: 'a lake house is a second home, not investment real estate',
    text: 'Home $1.5M, lake house $900k, rental condo $600k. Brokerage $2M.',
    expected: {
      primaryResidenceValue: 1_500_000,
      secondHomeValue: 900_000,
      investmentRealEstateValue: 600_000,
      realEstateValue: 3_000_000,
      totalAssets: 5_000_000,
    },
  },
  {
    name: 'an intake in bullets: age first, base plus bonus plus RSUs vesting, a city without its state',
    text: `New client intake - Jennifer Walsh
- 44, divorced (2023), 1 son (14)
- Sr. Director at a public tech co in Seattle; base $310k + bonus ~$120k; RSUs vest ~$450k/yr
- Company stock held: ~$2.1M (basis maybe $300k)
- 401k $640k, Roth IRA $85k
- Condo in Bellevue worth $1.3M, owes $520k
- Cash ~$150k`,
    expected: {
      ages: [44],
      maritalStatus: 'divorced',
      state: 'WA',
      children: 1,
      annualIncome: 880_000,
      concentratedValue: 2_100_000,
      concentratedBasis: 300_000,
      totalLiabilities: 520_000,
      totalAssets: 4_275_000,
    },
  },
  {
    name: 'after the sale of a company, with rentals on a Schedule E: no business, proceeds as assets',
    text: `Mark & Dana Reyes, 49/47, Austin. Mark sold his SaaS company last month: $18M cash at close + $4M earnout over 2 yrs. Dana is a teacher ($72k). Two kids 12 and 15.
They hold 2 rental houses in Austin (~$850k total, mortgages ~$400k). Primary home $1.6M, no mortgage.
Worried about taxes on the sale.
--- Start of document: Schedule_E_2025.pdf ---
Part I Income or Loss From Rental Real Estate
3 Rents received . . . 3 38,400
21 Income or (loss) from rental real estate . . . 21 11,240
26 Total rental real estate and royalty income or (loss) . . . 26 19,870
--- End of document: Schedule_E_2025.pdf ---`,
    expected: {
      ages: [49, 47],
      state: 'TX',
      annualIncome: 91_870,
      investmentRealEstateValue: 850_000,
      totalLiabilities: 400_000,
      totalAssets: 24_450_000,
      goals: ['Manage capital gains taxes'],
    },
    absent: ['businessDescription'],
  },
  {
    name: 'a CRM export: assets under management and held-away assets are both investments',
    text: `Household: Okafor. Primary: Chidi Okafor (DOB 1968). Spouse: Ada Okafor (DOB 1971). MFJ. Residence: Houston, TX.
AUM with us: $4.2M. Held-away assets: $1.1M (Fidelity 401k). Home $1.3M.`,
    expected: { ages: [58, 55], state: 'TX', totalAssets: 6_600_000 },
  },
  {
    name: 'a balance sheet with other assets, personal property, art and a boat',
    text: 'Balance sheet: Brokerage $2M; Other assets $200k; Personal property (art, jewelry) $150k; Home $1M; Art collection $400k; Boat $90k.',
    expected: { totalAssets: 3_840_000, realEstateValue: 1_000_000, otherAssetsValue: 840_000 },
  },
  {
    name: 'qualified assets are holdings, not the total',
    text: 'Trust assets $5M, non-retirement assets $1.2M, IRA $800k, home $1.5M.',
    expected: { totalAssets: 8_500_000, retirementAccounts: 800_000 },
  },
  {
    name: 'grandfather of',
    text: 'Grandfather of 6, father of three. Based in Nashville, Tennessee.',
    expected: { grandchildren: 6, children: 3, state: 'TN' },
  },
  {
    name: 'walkthrough: Dr. and Mrs. Patel, physician couple in New Jersey',
    text: PATEL_NOTES,
    expected: {
      netWorth: 14_500_000,
      annualIncome: 1_100_000,
      annualExpenses: 400_000,
      ages: [58, 56],
      state: 'NJ',
      maritalStatus: 'married',
      children: 3,
      grandchildren: 1,
      entityType: 'S corporation',
      businessValue: 6_000_000,
      ownershipPercent: 60,
      retirementAccounts: 2_300_000,
      lifeInsuranceCoverage: 3_000_000,
      annualCharitableGiving: 25_000,
      goals: [
        'Support charitable causes',
        'Retire at 65',
        'Reduce income taxes',
        'Protect assets from creditors',
        "Fund grandchildren's education",
      ],
      riskTolerance: 'moderate',
    },
  },
  {
    name: 'Mr. & Mrs. with ages in parentheses',
    text: 'Mr. & Mrs. Chen (61, 57) live in Ohio. NW $9M, 3 kids.',
    expected: { maritalStatus: 'married', ages: [61, 57], children: 3, netWorth: 9_000_000 },
  },
  {
    name: 'ages as 58/56 after a surname',
    text: 'Gomez 58/56, NW ~ $6MM, 60/40 portfolio, HHI ~$700k.',
    expected: { ages: [58, 56], netWorth: 6_000_000, annualIncome: 700_000 },
  },
  {
    name: 'ages 58 & 56 with a husband and wife',
    text: 'Husband is a surgeon; wife retired. Ages 58 & 56. NW $12M.',
    expected: { maritalStatus: 'married', ages: [58, 56] },
  },
  {
    name: 'H and W shorthand ages',
    text: 'H 58, W 56. H/W own a dental practice. NW $8M.',
    expected: { maritalStatus: 'married', ages: [58, 56] },
  },
  {
    name: "he's 58, she's 56 on a joint return",
    text: "He's 58, she's 56; they file a joint return. Income $900k.",
    expected: { maritalStatus: 'married', ages: [58, 56], annualIncome: 900_000 },
  },
  {
    name: 'name and his wife, each with an age',
    text: 'Raj and his wife Priya. Raj, 63, and Priya, 60. NW $20M.',
    expected: { maritalStatus: 'married', ages: [63, 60] },
  },
  {
    name: 'her husband',
    text: 'Client is an attorney; her husband is a contractor. NW $4M.',
    expected: { maritalStatus: 'married' },
  },
  {
    name: 'age estimated from mid-50s',
    text: 'Client mid-50s, single, NW $3M.',
    expected: { ages: [55], maritalStatus: 'single' },
  },
  {
    name: 'no ages from amounts, percents, years, counts, allocations or 401(k)',
    text: 'Widow. Two kids, 19 and 21. Portfolio 60/40, 401(k) $800k, bought in 2019 and 2020, Acme 25 and 30% owned, retire in mid-60s. NW $3.5M.',
    expected: { maritalStatus: 'widowed', children: 2, netWorth: 3_500_000, ages: [] },
  },
  {
    name: 'no ages from dates, no spouse from "a couple of"',
    text: 'Meetings Sept 20 and 21. Owns a couple of rentals worth $2M. NW $4M.',
    expected: { ages: [], netWorth: 4_000_000 },
    absent: ['maritalStatus'],
  },
  {
    name: 'no age from a tenure after Client',
    text: 'Client 20 years at IBM, retired. NW $3M.',
    expected: { ages: [] },
  },
  {
    name: 'divorced physician',
    text: 'Divorced physician, 52. NW $5M.',
    expected: { maritalStatus: 'divorced', ages: [52] },
  },
  {
    name: "a list whose figures come before their labels ('Other assets: $3M brokerage, $2M home')",
    text: 'Client is a 55-year-old single founder in California. Other assets: $3M brokerage, $2M home. Income $600K.',
    expected: { totalAssets: 5_000_000, primaryResidenceValue: 2_000_000 },
  },
  {
    name: "a company's value followed by its basis ('worth about $20M, basis near zero')",
    text: 'Client, 55, single, California. Owns 100% of a C corporation (software) founded in 2012, worth about $20M, basis near zero. Selling it next year.',
    expected: { businessValue: 20_000_000, netWorth: 20_000_000 },
  },
  {
    name: "a list item named by the bare word retirement ('$3M retirement, $5M home')",
    text: 'Couple 45/43, Seattle. Net worth $60M: $40M founder stock, $12M brokerage, $3M retirement, $5M home.',
    expected: { retirementAccounts: 3_000_000, primaryResidenceValue: 5_000_000 },
  },
  {
    name: "a sum needed by retirement is a target, not spending ('needs $2M by retirement')",
    text: 'Single, 40. Needs $2M by retirement; has $500K retirement and $1M brokerage.',
    expected: { retirementAccounts: 500_000 },
    absent: ['annualExpenses'],
  },
  {
    name: "shorthand couples' ages and a taxable account named by the word alone ('H/W 70/68', 'taxable 3.4mm')",
    text: 'H/W 70/68, FL. Assets: IRA 2.1mm, taxable 3.4mm (VTI/BND), home 900k paid off. SS ~$72k/yr combined. Spend ~$150k.',
    expected: { ages: [70, 68], totalAssets: 6_400_000, netWorth: 6_400_000, state: 'FL' },
  },
  {
    name: "a second marriage's ages by whose they are ('his 68, her 59')",
    text: 'Estate of ~$45mm; 2nd marriage (his 68, her 59), kids from prior marriage. NY resident.',
    expected: { ages: [68, 59], netWorth: 45_000_000 },
  },
  {
    name: "a ticker right after its figure, with its basis in brackets ('holds $6M GOOG (basis ~$1M)')",
    text: 'Tech exec, 44, CA, single. Holds $6M GOOG (basis ~$1M). 401k $600k. Condo SF $1.8M ($900k mortgage). Salary $450k.',
    expected: {
      concentratedValue: 6_000_000,
      concentratedBasis: 1_000_000,
      totalAssets: 8_400_000,
      netWorth: 7_500_000,
    },
  },
  {
    name: "a farm's acres and equipment ('1,200 acres worth ~$14M', 'Equipment $2M')",
    text: 'Farmer couple in Iowa, both 64. 1,200 acres worth ~$14M (inherited 1998, basis low). Equipment $2M. Farm income ~$400k. 4 kids.',
    expected: {
      investmentRealEstateValue: 14_000_000,
      netWorth: 16_000_000,
      annualIncome: 400_000,
    },
  },
  {
    name: "pay taken home, and a retirement balance under the bare word ('takes home ~$700k', 'Retirement $1.6M')",
    text: 'Dentist owns practice (PC) worth ~$2.5M, age 56, married (wife 55), NJ. Takes home ~$700k. Retirement $1.6M.',
    expected: { annualIncome: 700_000, retirementAccounts: 1_600_000 },
    absent: ['primaryResidenceValue'],
  },
  {
    name: "a yearly sum wanted in retirement is not a balance or income ('retirement ~$150k/yr')",
    text: 'Single, 50. Wants retirement ~$150k/yr. Brokerage $2M.',
    expected: { netWorth: 2_000_000 },
    absent: ['retirementAccounts', 'annualIncome'],
  },
  {
    name: "a retired couple's ages after what they did ('Retired teachers, 67 & 66')",
    text: 'Retired teachers, 67 & 66, Ohio. Pensions $110k combined, SS $45k. 403(b)s $900k. House $450k paid.',
    expected: { ages: [67, 66], retirementAccounts: 900_000, annualIncome: 155_000 },
  },
  {
    name: "the client's stated share of a whole, not the whole ('valued at $30M total; his share $13.5M')",
    text: 'Client owns 45% of a family LP (real estate) valued at $30M total; his share before discounts $13.5M. Age 74, widower, CT. Other: $3M brokerage.',
    expected: { totalAssets: 16_500_000, netWorth: 16_500_000, ages: [74] },
  },
  {
    name: "income listed person by person after its heading ('Income: his $600K salary, her $150K consulting')",
    text: 'Couple 55/53, MA. Income: his $600K salary, her $150K consulting. Investments: $2.5M brokerage, $1.2M 401(k)s.',
    expected: { annualIncome: 750_000, totalAssets: 3_700_000, ages: [55, 53] },
  },
  {
    name: "a spouse's job is not the trade of the client's company ('software co (C-corp)', 'W consultant ~150K')",
    text: 'Client 55, married, W 53, CA. H selling his software co (C-corp), his share ~28M, founded 2012. W consultant ~150K. NW ex-biz ~6M: brokerage 3M, 401ks 1.5M, home 4.5M (mtg 3M).',
    // The net worth stated without the business, and the business: $6M + $28M.
    expected: { entityType: 'C corporation', netWorth: 34_000_000 },
    absent: ['isServiceBusiness'],
  },
  {
    name: "a consulting firm the client owns is a service business ('owns a consulting firm')",
    text: 'Client 50, married, IL. Owns 100% of a consulting firm (S corp) worth ~$6M. Wife is an engineer.',
    expected: { isServiceBusiness: true, businessValue: 6_000_000 },
  },
  {
    name: "a legal test's threshold is no balance; a planned sale's price is the company's ('gross assets never over 20M', 'Expect sale in ~2 yrs for ~40M; basis ~100K')",
    text: 'Owner 52, married (spouse 50), San Diego CA. C-corp SaaS co, founded 2018, he bought original-issue stock at founding, gross assets never over 20M. Expect sale in ~2 yrs for ~40M; basis ~100K. Salary 400K. Other: 3M brokerage, 1.5M 401k, house 3M.',
    // $40M + $3M + $1.5M + $3M.
    expected: { businessValue: 40_000_000, netWorth: 47_500_000, totalAssets: 47_500_000 },
  },
  {
    name: "section 1202's $50M test in brackets is no holding ('(orig issue, <50M assets)')",
    text: 'Client 55, married, W 53, CA. H owns a software co (C-corp), his share ~28M, QSBS eligible per counsel (orig issue, <50M assets). Brokerage 3M.',
    expected: { totalAssets: 31_000_000 },
  },
  {
    name: "words in brackets between a holding and its figure qualify it ('IRA (inherited from John, spousal rollover) ~1.6M')",
    text: 'Margaret (Peg) Lindqvist, 77, widowed Sept 2024, Edina MN. Other: house ~1.4M no mtg, Wells brokerage ~3.8M, IRA (inherited from John, spousal rollover) ~1.6M. SS 48k/yr.',
    // $1.4M + $3.8M + $1.6M: the rolled-over IRA is hers.
    expected: { totalAssets: 6_800_000, retirementAccounts: 1_600_000 },
  },
  {
    name: "'No debt other than rental mtgs' says the rentals carry debt: no zero",
    text: 'Couple 60/58, TX. No debt other than rental mtgs (see Sch E). Brokerage 2M.',
    expected: { totalAssets: 2_000_000 },
    absent: ['totalLiabilities'],
  },
];
