/** Advisor notes of very different clients, with what an experienced advisor expects. */
export interface ProfileCase {
  name: string;
  notes: string;
  facts: { state?: string; netWorth?: number };
  /** Strategies an advisor would expect among the recommendations. */
  expected: string[];
  /** Strategies that would be wrong for this client. */
  absent: string[];
  /** Fewest recommendations acceptable (at most 8 always). */
  minRecommendations: number;
}

export const PROFILE_CASES: ProfileCase[] = [
  {
    name: 'young',
    notes:
      'Single software engineer, age 29, in Austin, Texas. Net worth around $600k: $250k in her 401(k), $200k brokerage, $150k cash. Salary $210k, works at a large tech company and maxes her 401(k). No kids. Aggressive investor.',
    facts: { state: 'TX', netWorth: 600_000 },
    expected: ['BACKDOOR_ROTH'],
    absent: ['GRAT', 'SLAT', 'ILIT', 'RESIDENCY_CHANGE', 'PTET', 'QSBS_EXCLUSION'],
    // A young single saver with no dependants needs little: no filler to reach three.
    minRecommendations: 1,
  },
  {
    name: 'dentist',
    notes:
      'Dr. Patel, 48, married, two kids, lives in Houston, Texas. Owns his dental practice, an S corp worth about $1.2M. Net worth $2M. Income $450k. Wants to reduce taxes and save for college.',
    facts: { state: 'TX', netWorth: 2_000_000 },
    expected: ['REASONABLE_COMP_REVIEW', 'PLAN_529'],
    absent: ['PTET', 'QSBS_EXCLUSION', 'ESOP', 'RESIDENCY_CHANGE', 'SLAT', 'SECTION_199A'],
    minRecommendations: 4,
  },
  {
    name: 'retirees',
    notes:
      'Retired couple in Naples, Florida, ages 71 and 69. Net worth $4M, of which $2.5M is in IRAs and $1M in a taxable brokerage account; home worth $800k paid off. Pension and Social Security income about $120k. Two children, five grandchildren. Conservative. Give $15k a year to their church.',
    facts: { state: 'FL', netWorth: 4_000_000 },
    expected: ['QCD'],
    absent: ['BACKDOOR_ROTH', 'MEGA_BACKDOOR_ROTH', 'RESIDENCY_CHANGE', 'SECTION_199A'],
    // QCDs, conversions and a living trust: nothing else is worth listing for them.
    minRecommendations: 3,
  },
  {
    name: 'techexec',
    notes:
      'Tech executive in Seattle, Washington, age 44, married, two kids. Net worth $12M including $5M of MSFT stock from RSUs with a low basis and ISOs. Salary plus bonus $900k; contributes to the 401(k). Worried about concentration, moderately aggressive.',
    facts: { state: 'WA', netWorth: 12_000_000 },
    expected: ['EXCHANGE_FUND'],
    absent: ['RESIDENCY_CHANGE', 'PTET', 'SECTION_199A', 'QSBS_EXCLUSION'],
    minRecommendations: 4,
  },
  {
    name: 'familyoffice',
    notes:
      'Family office client in New York City. Net worth $45M. Married; wife is a non-citizen spouse (French citizen). Ages 58 and 55, three children. Income $3M. Concerned about estate tax. Owns a Paris apartment.',
    facts: { state: 'NY', netWorth: 45_000_000 },
    expected: ['QDOT'],
    absent: ['RESIDENCY_CHANGE', 'ING_TRUST', 'PRE_IMMIGRATION_PLANNING', 'EXPATRIATION_PLANNING'],
    minRecommendations: 4,
  },
  {
    name: 'founder',
    notes:
      'Founder, age 52, married, two children, California. Net worth $150M, mostly his C corp stock (software company, founded 2018, held 7 years) worth $130M with nominal basis. Income $800k. Planning a sale of the company next year.',
    facts: { state: 'CA', netWorth: 150_000_000 },
    expected: ['QSBS_EXCLUSION'],
    absent: ['SECTION_199A', 'PTET', 'ING_TRUST'],
    minRecommendations: 4,
  },
  {
    name: 'farmer',
    notes:
      'Farmer in Iowa, age 66, married, three children and six grandchildren. Net worth $10M including $8M of farmland and a $600k home. Income $250k. Wants to pass the farm to the kids and minimize estate tax.',
    facts: { state: 'IA', netWorth: 10_000_000 },
    // No sale is planned (the farm passes to the children): hold for the step-up, no exchange.
    expected: ['HOLD_FOR_STEP_UP'],
    absent: ['COST_SEGREGATION', 'RESIDENCY_CHANGE', 'QSBS_EXCLUSION', '1031_EXCHANGE'],
    minRecommendations: 3,
  },
  {
    name: 'widow',
    notes:
      'Widow, age 78, in Boston, Massachusetts. Net worth $20M including $3M IRA, a $2.5M home, and $6M of low-basis stock. Two children, four grandchildren. Very charitable: gives $200k a year to her alma mater and the museum. Income $400k.',
    facts: { state: 'MA', netWorth: 20_000_000 },
    expected: ['CRT'],
    absent: ['BACKDOOR_ROTH', 'MEGA_BACKDOOR_ROTH', 'SLAT', 'QDOT'],
    minRecommendations: 4,
  },
  {
    name: 'physicians',
    notes:
      'Physician couple in Princeton, New Jersey, ages 45 and 43, both employed by a hospital with 403(b) plans. Net worth $3M. Household income $900k. Two young kids. Want to save for college and reduce taxes.',
    facts: { state: 'NJ', netWorth: 3_000_000 },
    expected: ['BACKDOOR_ROTH', 'PLAN_529'],
    absent: ['RESIDENCY_CHANGE', 'SECTION_199A', 'QSBS_EXCLUSION', 'PTET', 'SLAT'],
    minRecommendations: 4,
  },
  {
    name: 'realestate',
    notes:
      'Real estate investor in Chicago, Illinois, age 60, married, two children. $30M of rental properties with $8M of mortgages, large depreciation already taken; net worth $25M. Income $1.2M. Wants to defer gains and plan the estate.',
    facts: { state: 'IL', netWorth: 25_000_000 },
    expected: ['1031_EXCHANGE', 'COST_SEGREGATION'],
    absent: ['QSBS_EXCLUSION', 'ING_TRUST'],
    minRecommendations: 4,
  },
  {
    name: 'crm',
    notes:
      'NW ~$12MM, HHI 850k, MFJ, 2 kids, TX. Age 50/48. Owns LLC (HVAC contractor) ~$4MM. Goals: retire 60, min taxes.',
    facts: { state: 'TX', netWorth: 12_000_000 },
    expected: ['S_CORP_ELECTION'],
    absent: ['PTET', 'RESIDENCY_CHANGE', 'QSBS_EXCLUSION', 'SECTION_199A'],
    minRecommendations: 4,
  },
  {
    name: 'minnesota',
    notes:
      'Married couple in Minneapolis, Minnesota, ages 55 and 54, two kids. Net worth $15M including $7M of Target stock with a $1M basis. Income $700k. Interested in reducing state income tax and diversifying.',
    facts: { state: 'MN', netWorth: 15_000_000 },
    expected: ['EXCHANGE_FUND'],
    absent: ['QSBS_EXCLUSION', 'PTET'],
    minRecommendations: 4,
  },
  {
    name: 'nyexec',
    notes:
      'Single, 40, lives in Manhattan, New York. Net worth $5M. Income $1.5M as a hedge fund partner. No children. Charitable, gives $50k a year.',
    facts: { state: 'NY', netWorth: 5_000_000 },
    expected: ['DAF'],
    absent: ['RESIDENCY_CHANGE', 'ING_TRUST', 'SLAT', 'QDOT', 'PLAN_529'],
    minRecommendations: 4,
  },
  {
    name: 'oregon',
    notes:
      'Widower, 72, Portland, Oregon. Net worth $6M, including $2M IRA and a $1.5M home. Three children. Income $150k. Worried about the Oregon estate tax.',
    facts: { state: 'OR', netWorth: 6_000_000 },
    // Lifetime gifts are weighed and set aside (issue 13): below the federal exemption, the
    // Oregon tax they save is less than the gains tax on the step-up they lose if heirs sell.
    expected: ['ANNUAL_EXCLUSION_GIFTING'],
    absent: ['BACKDOOR_ROTH', 'SLAT', 'QSBS_EXCLUSION'],
    minRecommendations: 3,
  },
  {
    name: 'immigrant',
    notes:
      'Couple moving to the US from Germany next year, ages 50 and 48, relocating to Texas. Net worth $20M mostly foreign investments and a German property. Income $1M. Two kids.',
    facts: { netWorth: 20_000_000 },
    expected: ['PRE_IMMIGRATION_PLANNING'],
    absent: ['EXPATRIATION_PLANNING', 'QDOT', 'RESIDENCY_CHANGE'],
    minRecommendations: 4,
  },
];
