import { assumed, sourced } from './sourced';
import type { TaxYearParameters } from './types';

// Where each figure was seen (shared/reference/tax-2026.md); primary documents to confirm
// against: Rev. Proc. 2025-32, Notice 2025-67, Rev. Proc. 2025-19, P.L. 119-21 (OBBBA).
const MORGAN_LEWIS =
  'https://www.morganlewis.com/pubs/2025/10/irs-announces-increased-gift-and-estate-tax-exemption-amounts-for-2026';
const ELDERLAW =
  'https://www.elderlawanswers.com/annual-gift-tax-and-estate-tax-exemptions-for-2026-21282';
const MORGANDISALVO =
  'https://morgandisalvo.com/2026-tax-year-estate-planning-related-tax-exemption-figures-as-adjusted-for-the-2025-bbb-tax-act-and-inflation/';
const OURTAXPARTNER =
  'https://www.ourtaxpartner.com/post/estate-gift-gst-permanent-higher-exemption-beginning-2026-timelines-portability';
const CGTEAM =
  'https://www.cgteam.com/maximize-year-end-tax-savings-with-the-2025-2026-gift-tax-exclusion/';
const USC_2001 =
  'http://uscode.elaws.us/law/26usc2001 ; http://laws9.com/uscode/html/uscode26/usc_sec_26_00002001----000-.html';
/** IRC 63(f) additional standard deduction for 2026 (one secondary source: V-1). */
const AGED_2026 = 'https://themoneyoverview.com/?p=14926';
const STEVENJ = 'https://www.stevenjcpa.com/insights/irs-2026-inflation-adjustments-obbba';
const WASATCH = 'https://wasatchtax.com/tax-rates';
const EBS = 'https://ebs-cpa.com/annual-inflation-adjustments-announced-for-tax-year-2026/';
const ROOSTER = 'https://roosterjournal.com/irs-reveals-2026-tax-hike-bigger-deductions-ahead';
const MARCA =
  'https://amp.marca.com/en/lifestyle/us-news/personal-finance/2025/10/14/68ee28d822601de41f8b456c.html';
const NIIT_SRC =
  'https://www.ptindirectory.com/tax-answers/medicare-tax-additional/3040/what-individuals-are-subject-to-the-net-investment-income-tax ; https://www.etax.com/resources/videos/net-investment-income-tax-of-38-/';
const MEDICARE_SRC =
  'https://www.taxlawmd.com/2017/03/ ; http://asktaxguru.com/11291-when-does-additional-medicare-tax-apply-high.html';
const WICPA =
  'https://www.wicpa.org/news/articles/2845:social-security-wage-base-cola-announced-for-2026';
const SALT_SRC =
  'https://www.lbbiowa.com/obbb/salt-limits/ ; https://www.2cherrytax.com/post/new-salt-deduction-limits-obbba ; https://www.jbacpas.com/tax-law-updates/itemized-deduction';
const QBI_SRC =
  'https://www.stevenjcpa.com/insights/section-199a-obbba-qualified-business-income ; https://www.tx.cpa/news-publications/news-announcements/article/2025/07/14/key-updates-to-the-section-199a-qualified-business-income-qbi-deduction-under-the-obbba';
const GROOM =
  'https://www.groom.com/resources/2026-retirement-plan-limits-announced ; https://tnacpas.com/?p=3085';
const ASC = 'https://asc-net.com/?p=11444';
const ROTH_SRC =
  'https://help.superiorira.com/info/magi-phase-out-ranges-for-roth-ira-contributions ; https://cashwinner.info/irs-announces-roth-ira-income-limits-for-2026';
const KPMG_HSA =
  'https://kpmg.com/us/en/taxnewsflash/news/2025/05/tnf-rev-proc-2025-19-hsa-inflation-adjusted-amounts-for-2026.html';
const PLANOMY =
  'https://raw.githubusercontent.com/api-evangelist/planomy-tax-data/refs/heads/main/examples/planomy-tax-data-2026.json';
const GREENLEAF =
  'https://greenleaftrust.com/missives/obbba-and-charitable-giving-plunging-into-the-weeds';
const TAXSLAYER =
  'https://support.taxslayerpro.com/hc/en-us/articles/7142238332442-Contribution-Limits-60-50-30-and-20';
const NPTRUST = 'https://www.nptrust.org/donor-advised-funds/daf-vs-foundation';
const NORTHERN =
  'https://www.northerntrust.com/united-states/institute/articles/qualified-charitable-distributions';
const PNC_QCD =
  'https://www.pnc.com/insights/corporate-institutional/manage-assets/planned-giving-flash-update.html?lnksrc=insights-mostrecent';
const ALTAR =
  'https://altarrockwealth.co/perspectives/section-7520-rate-april-2026-grat-crt-window';
const CAPTIVES =
  'https://captives.insure/insights/irs-increases-831b-premium-limit-for-2026-to-2.9m';
const S179 =
  'http://section179.org/section_179_deduction ; https://thegig.news/glossary/section-179/';
const MWE =
  'https://www.mwe.com/insights/one-big-beautiful-bill-act-brings-major-changes-to-section-1202-capital-gains-exclusion';

/** IRC 2001(c) schedule (not indexed; the same in every year). */
export const ESTATE_RATE_SCHEDULE: TaxYearParameters['estate']['rateSchedule'] = [
  sourced({ over: 0, baseTax: 0, rate: 0.18 }, 'V-P', USC_2001),
  sourced({ over: 10_000, baseTax: 1_800, rate: 0.2 }, 'V-P', USC_2001),
  sourced({ over: 20_000, baseTax: 3_800, rate: 0.22 }, 'V-P', USC_2001),
  sourced({ over: 40_000, baseTax: 8_200, rate: 0.24 }, 'V-P', USC_2001),
  sourced({ over: 60_000, baseTax: 13_000, rate: 0.26 }, 'V-P', USC_2001),
  sourced({ over: 80_000, baseTax: 18_200, rate: 0.28 }, 'V-P', USC_2001),
  sourced({ over: 100_000, baseTax: 23_800, rate: 0.3 }, 'V-P', USC_2001),
  sourced({ over: 150_000, baseTax: 38_800, rate: 0.32 }, 'V-P', USC_2001),
  sourced({ over: 250_000, baseTax: 70_800, rate: 0.34 }, 'V-P', USC_2001),
  assumed(
    { over: 500_000, baseTax: 155_800, rate: 0.37 },
    'NOT VERIFIED',
    USC_2001,
    'Base $155,800 seen (V-P); the 37% rate was not seen in a current source and is derived so the $500k-$1M brackets reach the verified $345,800.',
  ),
  assumed(
    { over: 750_000, baseTax: 248_300, rate: 0.39 },
    'NOT VERIFIED',
    USC_2001,
    'Derived: 155,800 + 0.37 x 250,000 = 248,300; 248,300 + 0.39 x 250,000 = 345,800.',
  ),
  sourced(
    { over: 1_000_000, baseTax: 345_800, rate: 0.4 },
    'V-P',
    USC_2001,
    'Statute text quoted in two public repository files.',
  ),
];

export const FEDERAL_2026: TaxYearParameters = {
  year: 2026,
  estate: {
    basicExclusion: sourced(
      15_000_000,
      'V-2',
      `${MORGAN_LEWIS} ; ${ELDERLAW}`,
      'OBBBA: permanent, indexed from 2027.',
    ),
    gstExemption: sourced(15_000_000, 'V-2', `${MORGANDISALVO} ; ${OURTAXPARTNER}`),
    topRate: sourced(0.4, 'V-2', `${OURTAXPARTNER} ; ${USC_2001}`),
    annualExclusion: sourced(19_000, 'V-2', `${MORGAN_LEWIS} ; ${ELDERLAW} ; ${CGTEAM}`),
    nonCitizenSpouseAnnualExclusion: sourced(194_000, 'V-2', `${MORGAN_LEWIS} ; ${CGTEAM}`),
    rateSchedule: ESTATE_RATE_SCHEDULE,
  },
  income: {
    brackets: {
      single: sourced(
        [
          { over: 0, rate: 0.1 },
          { over: 12_400, rate: 0.12 },
          { over: 50_400, rate: 0.22 },
          { over: 105_700, rate: 0.24 },
          { over: 201_775, rate: 0.32 },
          { over: 256_225, rate: 0.35 },
          { over: 640_600, rate: 0.37 },
        ],
        'V-2',
        `${STEVENJ} ; ${WASATCH} ; ${EBS} ; ${ROOSTER}`,
      ),
      mfj: sourced(
        [
          { over: 0, rate: 0.1 },
          { over: 24_800, rate: 0.12 },
          { over: 100_800, rate: 0.22 },
          { over: 211_400, rate: 0.24 },
          { over: 403_550, rate: 0.32 },
          { over: 512_450, rate: 0.35 },
          { over: 768_700, rate: 0.37 },
        ],
        'V-2',
        `${STEVENJ} ; ${WASATCH} ; ${EBS} ; ${ROOSTER}`,
        'One source prints the 37% MFJ threshold as $768,000 (a typo); every other source says $768,700.',
      ),
    },
    standardDeduction: {
      single: sourced(16_100, 'V-2', `${STEVENJ} ; ${ROOSTER}`),
      mfj: sourced(32_200, 'V-2', `${STEVENJ} ; ${ROOSTER}`),
    },
    agedStandardDeduction: {
      single: sourced(2_050, 'V-1', AGED_2026, 'Confirm against Rev. Proc. 2025-32.'),
      mfj: sourced(
        1_650,
        'V-1',
        AGED_2026,
        'Per spouse 65 or older. Confirm against Rev. Proc. 2025-32.',
      ),
    },
    ltcgZeroMax: {
      single: sourced(49_450, 'V-1', MARCA, 'Confirm against Rev. Proc. 2025-32.'),
      mfj: sourced(98_900, 'V-1', MARCA, 'Confirm against Rev. Proc. 2025-32.'),
    },
    ltcgFifteenMax: {
      single: sourced(545_500, 'V-1', MARCA, 'Confirm against Rev. Proc. 2025-32.'),
      mfj: sourced(613_700, 'V-1', MARCA, 'Confirm against Rev. Proc. 2025-32.'),
    },
    niitRate: sourced(0.038, 'V-2', NIIT_SRC),
    capitalLossOrdinaryLimit: sourced(
      3_000,
      'V-P',
      'https://www.law.cornell.edu/uscode/text/26/1211',
      'Not indexed ($1,500 married filing separately).',
    ),
    niitThreshold: {
      single: sourced(200_000, 'V-2', NIIT_SRC, 'Not indexed.'),
      mfj: sourced(250_000, 'V-2', NIIT_SRC, 'Not indexed.'),
    },
    additionalMedicareRate: sourced(0.009, 'V-2', MEDICARE_SRC),
    additionalMedicareThreshold: {
      single: sourced(200_000, 'V-2', MEDICARE_SRC, 'Not indexed.'),
      mfj: sourced(250_000, 'V-2', MEDICARE_SRC, 'Not indexed.'),
    },
    socialSecurityWageBase: sourced(
      184_500,
      'V-2',
      `${WICPA} ; http://www.boomer-news.com/insurance/cost-of-living-adjustment-increases-2-8-in-2026-contribution-base-increased-to-184-500`,
    ),
    saltCap: sourced(40_400, 'V-2', SALT_SRC, '+1% a year through 2029; $10,000 from 2030.'),
    saltPhaseDownThreshold: sourced(505_000, 'V-2', SALT_SRC, 'MAGI; MFS half.'),
    saltPhaseDownRate: sourced(0.3, 'V-2', SALT_SRC),
    saltFloor: sourced(10_000, 'V-2', SALT_SRC),
    qbiRate: sourced(0.2, 'V-2', QBI_SRC, 'Permanent under OBBBA; the House 23% was not enacted.'),
    qbiPhaseInRange: {
      single: sourced(75_000, 'V-2', QBI_SRC),
      mfj: sourced(150_000, 'V-2', QBI_SRC),
    },
    qbiThreshold: {
      single: sourced(
        201_750,
        'V-2',
        'https://taxcalchub.com/methodology/income-tax/qbi-deduction-2026 ; shared/reference/tax-2026.md section 13 (Spidell quoting Rev. Proc. 2025-32)',
        'The $201,775 seen elsewhere is the married-filing-separately figure.',
      ),
      mfj: sourced(
        403_500,
        'V-2',
        'https://taxcalchub.com/methodology/income-tax/qbi-deduction-2026 ; shared/reference/tax-2026.md section 13 (Spidell quoting Rev. Proc. 2025-32)',
      ),
    },
  },
  retirement: {
    electiveDeferral: sourced(24_500, 'V-2', GROOM),
    catchUp: sourced(8_000, 'V-2', GROOM),
    superCatchUp: sourced(11_250, 'V-2', GROOM, 'Ages 60-63 (SECURE 2.0).'),
    annualAdditions415c: sourced(72_000, 'V-2', `${GROOM} ; ${ASC}`),
    definedBenefit415b: sourced(290_000, 'V-2', `${GROOM} ; ${ASC}`),
    compensationLimit: sourced(360_000, 'V-2', `${GROOM} ; ${ASC}`),
    iraLimit: sourced(7_500, 'V-2', GROOM),
    iraCatchUp: sourced(1_100, 'V-2', GROOM),
    rothPhaseOutEnd: {
      single: sourced(168_000, 'V-2', ROTH_SRC),
      mfj: sourced(252_000, 'V-2', ROTH_SRC),
    },
    hsaSelf: sourced(4_400, 'V-2', `${KPMG_HSA} ; ${PLANOMY}`),
    hsaFamily: sourced(8_750, 'V-2', `${KPMG_HSA} ; ${PLANOMY}`),
    hsaCatchUp: sourced(1_000, 'V-1', PLANOMY, 'Statutory, not indexed.'),
    qlacLimit: sourced(210_000, 'V-1', ASC),
  },
  charitable: {
    cashPublicAgiLimit: sourced(0.6, 'V-2', GREENLEAF, 'Made permanent by OBBBA.'),
    appreciatedPublicAgiLimit: sourced(0.3, 'V-2', TAXSLAYER),
    cashPrivateAgiLimit: sourced(0.3, 'V-2', NPTRUST),
    appreciatedPrivateAgiLimit: sourced(0.2, 'V-2', NPTRUST),
    itemizerFloorOfAgi: sourced(
      0.005,
      'V-2',
      `${GREENLEAF} ; https://dwdcpa.com/new-deduction-for-non-itemizers`,
    ),
    qcdLimit: assumed(
      111_000,
      'CONFLICT',
      `${NORTHERN} ; https://www.cmcroanoke.org/qualified-charitable-deduction`,
      'Three sources say $111,000; one stale page says $108,000. $111,000 is used.',
    ),
    splitInterestQcdLimit: assumed(
      55_000,
      'CONFLICT',
      PNC_QCD,
      'One source says $54,000 for 2026. $55,000 is used and, conservatively, counted against the annual QCD limit.',
    ),
  },
  section7520: assumed(
    { month: '2026-04', rate: 0.046 },
    'V-1',
    ALTAR,
    "Monthly rate; April 2026 (Rev. Rul. 2026-7) is the only 2026 month in the reference. Other months NOT VERIFIED: enter the valuation month's rate when known.",
  ),
  business: {
    captive831bPremiumLimit: sourced(
      2_900_000,
      'V-2',
      `${CAPTIVES} ; https://www.3fcaptiveservices.com/articles/831-b-captives-in-2026-more-flexibility-more-responsibility`,
    ),
    section179Limit: sourced(2_560_000, 'V-2', S179),
    qsbsExclusionCap: sourced(
      15_000_000,
      'V-2',
      `${MWE} ; https://production.jdsupra.com/legalnews/significant-changes-by-the-one-big-2249287`,
      'Stock issued after July 4, 2025; greater of $15M or 10x basis.',
    ),
  },
};
