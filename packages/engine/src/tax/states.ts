import { assumed, sourced } from './sourced';
import type { Sourced } from './sourced';
import type { StateCode, StateEstateTaxRule } from './types';

const NO_TAX_SRC =
  'https://salaryafter.com/guides/states-with-no-income-tax ; https://netsalary.co/blog/states-with-no-income-tax-2026';
const CUTS_SRC =
  'https://atr.org/income-tax-cuts-take-effect-in-nine-states-on-new-years-day ; https://www.richardcyoung.com/politics/taxes-politics/big-state-tax-changes-coming-in-2026';
const GENERAL = 'none: not in the reference (general knowledge of 2025 state law)';
const UNSOURCED_NOTE =
  'Top marginal rate not in the reference; confirm with the state revenue department before relying on it.';

const none = (note?: string): Sourced<number> => sourced(0, 'V-2', NO_TAX_SRC, note);
const cut = (rate: number, from: string): Sourced<number> =>
  sourced(rate, 'V-2', CUTS_SRC, `Cut on Jan 1, 2026 from ${from}.`);
const unsourced = (rate: number): Sourced<number> =>
  assumed(rate, 'NOT VERIFIED', GENERAL, UNSOURCED_NOTE);

/** Top marginal personal income tax rate by state, 2026 (state surtaxes included, local taxes not). */
export const STATE_INCOME_TOP_RATE_2026: Record<StateCode, Sourced<number>> = {
  AK: none(),
  FL: none(),
  NV: none(),
  NH: none('Interest-and-dividends tax fully phased out.'),
  SD: none(),
  TN: none(),
  TX: none(),
  WA: none(
    'No wage income tax; 7% long-term capital gains tax above $270,000 (https://dillelaw.com/?p=1219) is not modelled as an income rate.',
  ),
  WY: none(),
  CA: sourced(
    0.133,
    'V-2',
    'https://factually.co/fact-checks/finance/california-highest-income-tax-brackets-a2dcfc ; https://www.claritytaxgroup.com/resources/blog/highest-income-tax-rate-2025',
    '12.3% plus the 1% mental health services tax over $1M.',
  ),
  NY: sourced(
    0.109,
    'V-2',
    'https://poststar.com/tentative-state-budget-deals-call-for-tax-hike-on-millionaires-extra-1-4b-for-schools/article_2046e77a-8151-5503-a5bb-26606a9ebb98.html',
    'Over $25M; NYC adds up to 3.876% (not included).',
  ),
  NJ: sourced(
    0.1075,
    'V-2',
    'https://news.bloombergtax.com/payroll/new-jersey-extends-highest-tax-rate-to-millionaires',
  ),
  MA: assumed(
    0.09,
    'NOT VERIFIED',
    'https://www.mass.gov/info-details/4-surtax-on-taxable-income-over-1000000',
    '5% plus the 4% surtax (V-P); the 2026 surtax threshold is NOT VERIFIED.',
  ),
  GA: cut(0.0509, '5.19%'),
  IN: cut(0.0295, '3.0%'),
  KY: cut(0.035, '4.0%'),
  MS: cut(0.04, '4.4%'),
  MT: cut(0.0565, '5.9%'),
  NE: cut(0.0455, '5.2%'),
  NC: cut(0.0399, '4.25%'),
  OH: sourced(0.0275, 'V-2', CUTS_SRC, 'Flat 2.75% on income over $26,050 from Jan 1, 2026.'),
  OK: cut(0.045, '4.75%'),
  AL: unsourced(0.05),
  AZ: unsourced(0.025),
  AR: unsourced(0.039),
  CO: unsourced(0.044),
  CT: unsourced(0.0699),
  DE: unsourced(0.066),
  DC: unsourced(0.1075),
  HI: unsourced(0.11),
  ID: unsourced(0.053),
  IL: unsourced(0.0495),
  IA: unsourced(0.038),
  KS: unsourced(0.0558),
  LA: unsourced(0.03),
  ME: unsourced(0.0715),
  MD: unsourced(0.065),
  MI: unsourced(0.0425),
  MN: unsourced(0.0985),
  MO: unsourced(0.047),
  NM: unsourced(0.059),
  ND: unsourced(0.025),
  OR: unsourced(0.099),
  PA: unsourced(0.0307),
  RI: unsourced(0.0599),
  SC: unsourced(0.062),
  UT: unsourced(0.045),
  VT: unsourced(0.0875),
  VA: unsourced(0.0575),
  WV: unsourced(0.0482),
  WI: unsourced(0.0765),
};

const before = (rate: number): Sourced<number> =>
  sourced(rate, 'V-2', CUTS_SRC, 'Rate before the Jan 1, 2026 cut.');

/** 2025: the nine states that cut rates on Jan 1, 2026 had their earlier rates. */
export const STATE_INCOME_TOP_RATE_2025: Record<StateCode, Sourced<number>> = {
  ...STATE_INCOME_TOP_RATE_2026,
  GA: before(0.0519),
  IN: before(0.03),
  KY: before(0.04),
  MS: before(0.044),
  MT: before(0.059),
  NE: before(0.052),
  NC: before(0.0425),
  OH: assumed(
    0.035,
    'NOT VERIFIED',
    GENERAL,
    'The reference gives only the 2026 flat rate; 3.5% is the 2025 top bracket from general knowledge.',
  ),
  OK: before(0.0475),
  MA: sourced(
    0.09,
    'V-2',
    'https://www.mass.gov/info-details/4-surtax-on-taxable-income-over-1000000',
    '5% plus the 4% surtax over $1,083,150 (2025).',
  ),
};

const DATASET =
  'https://raw.githubusercontent.com/stepuplaw/state-estate-tax-dataset/main/data/jurisdictions.csv';
const JGL = 'https://jgllaw.com/2025-state-estate-tax-exemption-thresholds';

/** State estate taxes for 2026 deaths: exemption and top rate (shared/reference/tax-2026.md 11a). */
export const STATE_ESTATE_TAX_2026: Partial<Record<StateCode, Sourced<StateEstateTaxRule>>> = {
  CT: sourced(
    { exemption: 15_000_000, topRate: 0.12, maxTax: 15_000_000 },
    'V-1',
    `${DATASET} ; https://www.cga.ct.gov/current/pub/chap_217.htm`,
    'Flat 12%; tracks the federal exclusion; also a gift tax.',
  ),
  DC: sourced(
    { exemption: 4_988_400, topRate: 0.16 },
    'V-1',
    `${DATASET} ; https://otr.cfo.dc.gov/sites/default/files/dc/sites/otr/publication/attachments/2026_D-76_v1.0_final.pdf`,
  ),
  HI: sourced({ exemption: 5_490_000, topRate: 0.2 }, 'V-2', `${DATASET} ; ${JGL}`),
  IL: assumed(
    { exemption: 4_000_000, topRate: 0.16 },
    'V-2',
    `${DATASET} ; ${JGL}`,
    'Exemption V-2; Illinois uses an interrelated calculation (about 28% marginal near the threshold), approximated by a 16% top rate.',
  ),
  ME: sourced({ exemption: 7_160_000, topRate: 0.12 }, 'V-1', DATASET),
  MD: sourced(
    { exemption: 5_000_000, topRate: 0.16 },
    'V-2',
    `${DATASET} ; ${JGL}`,
    'Plus a 10% inheritance tax on non-close heirs (not modelled).',
  ),
  MA: sourced(
    { exemption: 2_000_000, topRate: 0.16 },
    'V-2',
    `${DATASET} ; ${JGL} ; https://www.mass.gov/info-details/massachusetts-estate-tax-guide`,
  ),
  MN: sourced({ exemption: 3_000_000, topRate: 0.16 }, 'V-2', `${DATASET} ; ${JGL}`),
  NY: sourced(
    { exemption: 7_350_000, topRate: 0.16, cliffMultiple: 1.05 },
    'V-1',
    `${DATASET} ; https://www.tax.ny.gov/pit/estate/etidx.htm`,
    'Cliff: above 105% of the exclusion the whole estate is taxed.',
  ),
  OR: sourced({ exemption: 1_000_000, topRate: 0.16 }, 'V-2', `${DATASET} ; ${JGL}`),
  RI: sourced({ exemption: 1_838_056, topRate: 0.16 }, 'V-1', DATASET),
  VT: sourced({ exemption: 5_000_000, topRate: 0.16 }, 'V-1', DATASET),
  WA: assumed(
    { exemption: 3_000_000, topRate: 0.2 },
    'V-1',
    `${DATASET} ; https://lawfilesext.leg.wa.gov/biennium/2025-26/Htm/Amendments/House/6347.E%20AMH%20STOK%20TAYT%20607.htm`,
    'Deaths on/after Jul 1, 2026 (rollback to 10%-20%, SB 6347; final session law not seen). Deaths Jan 1 - Jun 30, 2026: $3,076,000 exemption and up to 35%.',
  ),
};

export const STATE_ESTATE_TAX_2025: Partial<Record<StateCode, Sourced<StateEstateTaxRule>>> = {
  ...STATE_ESTATE_TAX_2026,
  CT: sourced({ exemption: 13_990_000, topRate: 0.12, maxTax: 15_000_000 }, 'V-1', JGL),
  DC: sourced({ exemption: 4_873_200, topRate: 0.16 }, 'V-1', JGL),
  ME: assumed(
    { exemption: 7_000_000, topRate: 0.12 },
    'NOT VERIFIED',
    JGL,
    'The reference has only the 2024 ($6.8M) and 2026 ($7.16M) amounts; $7.0M is interpolated.',
  ),
  NY: sourced({ exemption: 7_160_000, topRate: 0.16, cliffMultiple: 1.05 }, 'V-2', JGL),
  RI: sourced({ exemption: 1_802_431, topRate: 0.16 }, 'V-2', JGL),
  WA: sourced(
    { exemption: 3_000_000, topRate: 0.35 },
    'V-2',
    'https://blog.sweeneyconrad.com/estate-tax-changes-in-washingtons-new-tax-laws?hs_amp=true',
    'Deaths from Jul 1, 2025 ($2,193,000 before).',
  ),
};
