import { FEDERAL_2026 } from './federal-2026';
import { assumed, sourced } from './sourced';
import type { TaxYearParameters } from './types';

// 2025 figures from shared/reference/tax-2026.md; rates and limits that did not change
// (40% top rate, NIIT, charitable AGI limits, 20% QBI, 2001(c) schedule) are shared with 2026.
const EY =
  'https://taxnews.ey.com/news/2024-1952-irs-releases-standard-deductions-and-exclusions-for-2025-including-estate-and-gift-tax';
const LINDABURY = 'https://lindabury.com/firm/insights+wills-trusts-estates-insights+robbins';
const BRACKETS_2025 =
  'https://irahelp.com/printable/federal-tax-brackets-0 ; https://wasatchtax.com/tax-rates ; https://capitalgroup.com/retirement/participant/tools/calculators/roth-401k-definitions.htm?table=TaxBracket';
/** IRC 63(f) additional standard deduction for 2025 (secondary sources only: V-1). */
const AGED_2025 =
  'https://thedahjkmarabel.pages.dev/ohraeqw-irs-standard-deduction-2025-married-over-65-mtdiasd ; https://brendaasecoretta.pages.dev/zknurmi-2025-standard-deduction-married-joint-over-65-photos-hyushli';
const STD_2025 =
  'https://www.stevenjcpa.com/insights/irs-2026-inflation-adjustments-obbba ; https://roosterjournal.com/irs-reveals-2026-tax-hike-bigger-deductions-ahead';
const GROOM =
  'https://www.groom.com/resources/2026-retirement-plan-limits-announced ; https://tnacpas.com/?p=3085';
const SALT =
  'https://www.lbbiowa.com/obbb/salt-limits/ ; https://www.2cherrytax.com/post/new-salt-deduction-limits-obbba';
const TIGER = 'https://tigertables.com/7520.htm';

const f = FEDERAL_2026;

export const FEDERAL_2025: TaxYearParameters = {
  year: 2025,
  estate: {
    ...f.estate,
    basicExclusion: sourced(13_990_000, 'V-2', EY),
    gstExemption: sourced(13_990_000, 'V-2', LINDABURY),
    annualExclusion: sourced(19_000, 'V-2', EY),
    nonCitizenSpouseAnnualExclusion: sourced(190_000, 'V-2', EY),
  },
  income: {
    ...f.income,
    brackets: {
      single: sourced(
        [
          { over: 0, rate: 0.1 },
          { over: 11_925, rate: 0.12 },
          { over: 48_475, rate: 0.22 },
          { over: 103_350, rate: 0.24 },
          { over: 197_300, rate: 0.32 },
          { over: 250_525, rate: 0.35 },
          { over: 626_350, rate: 0.37 },
        ],
        'V-2',
        BRACKETS_2025,
      ),
      mfj: sourced(
        [
          { over: 0, rate: 0.1 },
          { over: 23_850, rate: 0.12 },
          { over: 96_950, rate: 0.22 },
          { over: 206_700, rate: 0.24 },
          { over: 394_600, rate: 0.32 },
          { over: 501_050, rate: 0.35 },
          { over: 751_600, rate: 0.37 },
        ],
        'V-2',
        BRACKETS_2025,
      ),
    },
    standardDeduction: {
      single: sourced(15_750, 'V-2', STD_2025, 'OBBBA raised it from $15,000.'),
      mfj: sourced(31_500, 'V-2', STD_2025),
    },
    agedStandardDeduction: {
      single: sourced(2_000, 'V-1', AGED_2025),
      mfj: sourced(1_600, 'V-1', AGED_2025, 'Per spouse 65 or older.'),
    },
    ltcgZeroMax: {
      single: sourced(
        48_350,
        'V-1',
        'https://darylysarita.pages.dev/tcuyjuo-2024-long-term-capital-gains-tax-brackets-married-jointly-images-kcxprqn',
      ),
      mfj: sourced(
        96_700,
        'V-1',
        'https://darylysarita.pages.dev/tcuyjuo-2024-long-term-capital-gains-tax-brackets-married-jointly-images-kcxprqn',
      ),
    },
    ltcgFifteenMax: {
      single: assumed(
        533_400,
        'NOT VERIFIED',
        'none (general knowledge of Rev. Proc. 2024-40)',
        'Not in the reference; confirm against Rev. Proc. 2024-40.',
      ),
      mfj: assumed(
        600_050,
        'NOT VERIFIED',
        'none (general knowledge of Rev. Proc. 2024-40)',
        'Not in the reference; confirm against Rev. Proc. 2024-40.',
      ),
    },
    socialSecurityWageBase: sourced(
      176_100,
      'V-2',
      'https://www.wicpa.org/news/articles/2845:social-security-wage-base-cola-announced-for-2026',
    ),
    saltCap: sourced(40_000, 'V-2', SALT),
    saltPhaseDownThreshold: sourced(500_000, 'V-2', SALT),
    qbiPhaseInRange: {
      single: sourced(
        50_000,
        'V-2',
        'https://www.danacole.com/news/timely-opportunities/qbi-deduction-how-obbba-improves-rules',
      ),
      mfj: sourced(
        100_000,
        'V-2',
        'https://www.danacole.com/news/timely-opportunities/qbi-deduction-how-obbba-improves-rules',
      ),
    },
    qbiThreshold: {
      single: sourced(197_300, 'V-2', 'https://www.agcpaservices.com/tax-tip-267'),
      mfj: sourced(394_600, 'V-2', 'https://www.agcpaservices.com/tax-tip-267'),
    },
  },
  retirement: {
    ...f.retirement,
    electiveDeferral: sourced(23_500, 'V-2', GROOM),
    catchUp: sourced(7_500, 'V-2', GROOM),
    annualAdditions415c: sourced(70_000, 'V-2', GROOM),
    definedBenefit415b: sourced(280_000, 'V-2', GROOM),
    compensationLimit: sourced(350_000, 'V-2', GROOM),
    iraLimit: sourced(7_000, 'V-2', GROOM),
    iraCatchUp: sourced(1_000, 'V-2', GROOM),
    rothPhaseOutEnd: {
      single: sourced(
        165_000,
        'V-2',
        'https://help.superiorira.com/info/magi-phase-out-ranges-for-roth-ira-contributions',
      ),
      mfj: sourced(
        246_000,
        'V-2',
        'https://help.superiorira.com/info/magi-phase-out-ranges-for-roth-ira-contributions',
      ),
    },
    hsaSelf: sourced(
      4_300,
      'V-2',
      'https://kpmg.com/us/en/taxnewsflash/news/2025/05/tnf-rev-proc-2025-19-hsa-inflation-adjusted-amounts-for-2026.html',
    ),
    hsaFamily: sourced(
      8_550,
      'V-2',
      'https://kpmg.com/us/en/taxnewsflash/news/2025/05/tnf-rev-proc-2025-19-hsa-inflation-adjusted-amounts-for-2026.html',
    ),
  },
  charitable: {
    ...f.charitable,
    qcdLimit: sourced(
      108_000,
      'V-2',
      'https://tra401k.com/news/case-of-the-week-qualified-charitable-distributions-qcds',
    ),
    splitInterestQcdLimit: sourced(
      54_000,
      'V-2',
      'https://www.pnc.com/insights/corporate-institutional/manage-assets/planned-giving-flash-update.html?lnksrc=insights-mostrecent',
    ),
  },
  section7520: sourced(
    { month: '2025-10', rate: 0.046 },
    'V-1',
    TIGER,
    'October 2025, the latest 2025 month in the reference (Nov-Dec NOT VERIFIED).',
  ),
  business: {
    ...f.business,
    captive831bPremiumLimit: sourced(
      2_850_000,
      'V-2',
      'https://captives.insure/insights/irs-increases-831b-premium-limit-for-2026-to-2.9m',
    ),
    section179Limit: sourced(
      2_500_000,
      'V-2',
      'https://frblaw.com/obbba-series-depreciation-and-expensing',
    ),
  },
};
