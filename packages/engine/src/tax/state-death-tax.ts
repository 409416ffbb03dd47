import { assumed, sourced } from './sourced';
import type { Sourced } from './sourced';
import { tentativeTax } from './federal';
import type { StateCode } from './types';

/**
 * State estate taxes for deaths in 2026, each by its own statutory method, and the inheritance
 * taxes of the five states that have one, by class of beneficiary. Figures from
 * shared/reference/tax-2026.md section 11a and the StepUpLaw state estate tax dataset
 * (https://github.com/stepuplaw/state-estate-tax-dataset, data/estate_tax_brackets.csv,
 * jurisdictions.csv and inheritance_tax_classes.csv, retrieved 2026-07-11), which cites each
 * state's statute; the former federal credit table is 26 USC 2011(b) (26 CFR 20.2011-1).
 */

/** A graduated schedule: `baseTax` due at `over`, `rate` on the excess. */
export interface ScheduleRow {
  over: number;
  baseTax: number;
  rate: number;
}

type Method =
  /** The schedule applies to the estate above the exemption (WA, MN, HI, ME, VT, CT, MD). */
  | { kind: 'excess'; exemption: number; schedule: ScheduleRow[]; maxTax?: number }
  /** Oregon: nothing below the threshold; at or above it the schedule taxes the whole estate. */
  | { kind: 'whole-estate-threshold'; threshold: number; schedule: ScheduleRow[] }
  /** District of Columbia: bands of the whole estate above a zero bracket. */
  | { kind: 'whole-estate-bands'; schedule: ScheduleRow[] }
  /** Massachusetts and Rhode Island: the 2011(b) credit table on (estate - $60,000) less a credit. */
  | { kind: 'credit-table'; credit: number }
  /** New York: the state table on the whole estate, the exclusion credit gone over 105% (the cliff). */
  | { kind: 'new-york'; exclusion: number; schedule: ScheduleRow[] }
  /** Illinois: the 2011(b) credit, limited by a federal tax at a $4M exclusion, interrelated. */
  | { kind: 'illinois'; exclusion: number };

export interface StateEstateTaxLaw {
  method: Method;
  /** Whether the state lets a survivor use a late spouse's unused state exemption. */
  portable: boolean;
  /** Maryland credits its inheritance tax against its estate tax. */
  inheritanceTaxCredited?: boolean;
}

const rows = (list: [number, number, number][]): ScheduleRow[] =>
  list.map(([over, baseTax, rate]) => ({ over, baseTax, rate }));

/** 26 USC 2011(b) maximum credit for state death taxes, on the adjusted taxable estate. */
export const STATE_DEATH_TAX_CREDIT_TABLE = sourced(
  rows([
    [0, 0, 0],
    [40_000, 0, 0.008],
    [90_000, 400, 0.016],
    [140_000, 1_200, 0.024],
    [240_000, 3_600, 0.032],
    [440_000, 10_000, 0.04],
    [640_000, 18_000, 0.048],
    [840_000, 27_600, 0.056],
    [1_040_000, 38_800, 0.064],
    [1_540_000, 70_800, 0.072],
    [2_040_000, 106_800, 0.08],
    [2_540_000, 146_800, 0.088],
    [3_040_000, 190_800, 0.096],
    [3_540_000, 238_800, 0.104],
    [4_040_000, 290_800, 0.112],
    [5_040_000, 402_800, 0.12],
    [6_040_000, 522_800, 0.128],
    [7_040_000, 650_800, 0.136],
    [8_040_000, 786_800, 0.144],
    [9_040_000, 930_800, 0.152],
    [10_040_000, 1_082_800, 0.16],
  ]),
  'V-P',
  'http://us-code.laws-info.com/title-26-internal-revenue-code/subtitle-b-estate-and-gift-taxes/chapter-11-estate-tax/subchapter-a-estates-of-citizens-or-residents/part-ii-credits-against-tax/2011 ; https://www.mass.gov/guides/a-guide-to-estate-taxes ; https://illinoisattorneygeneral.gov/application/estate-tax-calculator/taxtable.htm',
);

/** 2011(b): the adjusted taxable estate is the taxable estate less $60,000. */
const ADJUSTED_ESTATE_REDUCTION = 60_000;

export function scheduleTax(amount: number, schedule: readonly ScheduleRow[]): number {
  let row: ScheduleRow | undefined;
  for (const r of schedule) if (amount > r.over) row = r;
  return row ? row.baseTax + (amount - row.over) * row.rate : 0;
}

export function stateDeathTaxCredit(taxableEstate: number): number {
  return scheduleTax(taxableEstate - ADJUSTED_ESTATE_REDUCTION, STATE_DEATH_TAX_CREDIT_TABLE.value);
}

const STEPUP =
  'https://github.com/stepuplaw/state-estate-tax-dataset (data/estate_tax_brackets.csv)';

const WA_FIRST_HALF_2026 = rows([
  [0, 0, 0.1],
  [1_000_000, 100_000, 0.15],
  [2_000_000, 250_000, 0.17],
  [3_000_000, 420_000, 0.19],
  [4_000_000, 610_000, 0.23],
  [6_000_000, 1_070_000, 0.26],
  [7_000_000, 1_330_000, 0.3],
  [9_000_000, 1_930_000, 0.35],
]);
const WA_FROM_JULY_2026 = rows([
  [0, 0, 0.1],
  [1_000_000, 100_000, 0.14],
  [2_000_000, 240_000, 0.15],
  [3_000_000, 390_000, 0.16],
  [4_000_000, 550_000, 0.18],
  [6_000_000, 910_000, 0.19],
  [7_000_000, 1_100_000, 0.195],
  [9_000_000, 1_490_000, 0.2],
]);

/** Washington's law depends on the date of death in 2026 (SB 6347 from July 1). */
export const WASHINGTON_JULY_2026 = '2026-07-01';

export const STATE_ESTATE_TAX_LAW_2026: Partial<Record<StateCode, Sourced<StateEstateTaxLaw>>> = {
  CT: sourced(
    {
      method: {
        kind: 'excess',
        exemption: 15_000_000,
        schedule: rows([[0, 0, 0.12]]),
        maxTax: 15_000_000,
      },
      portable: false,
    },
    'V-1',
    `https://www.cga.ct.gov/current/pub/chap_217.htm ; ${STEPUP}`,
    'Flat 12% over the exemption (which tracks the federal exclusion), total tax capped at $15M; Connecticut also taxes gifts.',
  ),
  DC: sourced(
    {
      method: {
        kind: 'whole-estate-bands',
        schedule: rows([
          [4_988_400, 0, 0.112],
          [5_000_000, 1_299.2, 0.12],
          [6_000_000, 121_299.2, 0.128],
          [7_000_000, 249_299.2, 0.136],
          [8_000_000, 385_299.2, 0.144],
          [9_000_000, 529_299.2, 0.152],
          [10_000_000, 681_299.2, 0.16],
        ]),
      },
      portable: false,
    },
    'V-1',
    `https://otr.cfo.dc.gov/sites/default/files/dc/sites/otr/publication/attachments/2026_D-76_v1.0_final.pdf ; ${STEPUP}`,
  ),
  HI: sourced(
    {
      method: {
        kind: 'excess',
        exemption: 5_490_000,
        schedule: rows([
          [0, 0, 0.1],
          [1_000_000, 100_000, 0.11],
          [2_000_000, 210_000, 0.12],
          [3_000_000, 330_000, 0.13],
          [4_000_000, 460_000, 0.14],
          [5_000_000, 600_000, 0.157],
          [10_000_000, 1_385_000, 0.2],
        ]),
      },
      portable: true,
    },
    'V-2',
    `https://files.hawaii.gov/tax/forms/current/m6ins.pdf ; ${STEPUP}`,
  ),
  IL: sourced(
    { method: { kind: 'illinois', exclusion: 4_000_000 }, portable: false },
    'V-1',
    `https://illinoisattorneygeneral.gov/application/estate-tax-calculator/taxtable.htm ; https://www.ilga.gov/legislation/ilcs/ilcs3.asp?ActID=2624 ; ${STEPUP}`,
    "The Attorney General's interrelated computation: the 2011(b) credit, limited to the federal tax computed with a $4M exclusion, each on the estate less the Illinois tax.",
  ),
  MA: sourced(
    { method: { kind: 'credit-table', credit: 99_600 }, portable: false },
    'V-P',
    'https://www.mass.gov/guides/a-guide-to-estate-taxes ; https://www.mass.gov/info-details/massachusetts-estate-tax-guide',
    'The 2011(b) table on the taxable estate less $60,000, less the $99,600 credit of M.G.L. c. 65C s. 2A(f): nothing up to $2M, the whole estate taxed above.',
  ),
  MD: sourced(
    {
      method: { kind: 'excess', exemption: 5_000_000, schedule: rows([[0, 0, 0.16]]) },
      portable: true,
      inheritanceTaxCredited: true,
    },
    'V-2',
    `https://mgaleg.maryland.gov/mgawebsite/Laws/StatuteText?article=gtg&section=7-309 ; ${STEPUP}`,
  ),
  ME: sourced(
    {
      method: {
        kind: 'excess',
        exemption: 7_160_000,
        schedule: rows([
          [0, 0, 0.08],
          [3_000_000, 240_000, 0.1],
          [6_000_000, 540_000, 0.12],
        ]),
      },
      portable: false,
    },
    'V-1',
    `https://www.maine.gov/revenue/taxes/income-estate-tax/estate-tax-706me ; ${STEPUP}`,
  ),
  MN: sourced(
    {
      method: {
        kind: 'excess',
        exemption: 3_000_000,
        schedule: rows([
          [0, 0, 0.13],
          [7_100_000, 923_000, 0.136],
          [8_100_000, 1_059_000, 0.144],
          [9_100_000, 1_203_000, 0.152],
          [10_100_000, 1_355_000, 0.16],
        ]),
      },
      portable: false,
    },
    'V-2',
    `https://www.revenue.state.mn.us/estate-tax-filing-requirement ; ${STEPUP}`,
  ),
  NY: sourced(
    {
      method: {
        kind: 'new-york',
        exclusion: 7_350_000,
        schedule: rows([
          [0, 0, 0.0306],
          [500_000, 15_300, 0.05],
          [1_000_000, 40_300, 0.055],
          [1_500_000, 67_800, 0.065],
          [2_100_000, 106_800, 0.08],
          [2_600_000, 146_800, 0.088],
          [3_100_000, 190_800, 0.096],
          [3_600_000, 238_800, 0.104],
          [4_100_000, 290_800, 0.112],
          [5_100_000, 402_800, 0.12],
          [6_100_000, 522_800, 0.128],
          [7_100_000, 650_800, 0.136],
          [8_100_000, 786_800, 0.144],
          [9_100_000, 930_800, 0.152],
          [10_100_000, 1_082_800, 0.16],
        ]),
      },
      portable: false,
    },
    'V-1',
    `https://www.tax.ny.gov/pit/estate/etidx.htm ; ${STEPUP}`,
    'N.Y. Tax Law s. 952(c): the credit phases out between 100% and 105% of the exclusion; above 105% ($7,717,500) the whole estate is taxed.',
  ),
  OR: sourced(
    {
      method: {
        kind: 'whole-estate-threshold',
        threshold: 1_000_000,
        schedule: rows([
          [1_000_000, 0, 0.1],
          [1_500_000, 50_000, 0.1025],
          [2_500_000, 152_500, 0.105],
          [3_500_000, 257_500, 0.11],
          [4_500_000, 367_500, 0.115],
          [5_500_000, 482_500, 0.12],
          [6_500_000, 602_500, 0.13],
          [7_500_000, 732_500, 0.14],
          [8_500_000, 872_500, 0.15],
          [9_500_000, 1_022_500, 0.16],
        ]),
      },
      portable: false,
    },
    'V-2',
    `https://www.oregonlegislature.gov/bills_laws/ors/ors118.html ; ${STEPUP}`,
  ),
  RI: assumed(
    { method: { kind: 'credit-table', credit: 87_940 }, portable: false },
    'NOT VERIFIED',
    `https://tax.ri.gov/tax-sections/estate-tax ; ${STEPUP}`,
    'The $1,838,056 threshold is published; the $87,940 credit (which that threshold implies on the 2011(b) table) is not confirmed by the Division of Taxation.',
  ),
  VT: sourced(
    {
      method: { kind: 'excess', exemption: 5_000_000, schedule: rows([[0, 0, 0.16]]) },
      portable: false,
    },
    'V-1',
    `https://tax.vermont.gov/individuals/estate-tax ; ${STEPUP}`,
  ),
  WA: sourced(
    {
      method: { kind: 'excess', exemption: 3_000_000, schedule: WA_FROM_JULY_2026 },
      portable: false,
    },
    'V-1',
    `https://lawfilesext.leg.wa.gov/biennium/2025-26/Htm/Amendments/House/6347.E%20AMH%20STOK%20TAYT%20607.htm ; ${STEPUP}`,
    'Deaths from July 1, 2026 (SB 6347; the final session law was not seen). Deaths January to June 2026 use the $3,076,000 exclusion and rates to 35%.',
  ),
};

const WA_FIRST_HALF_LAW = sourced<StateEstateTaxLaw>(
  {
    method: { kind: 'excess', exemption: 3_076_000, schedule: WA_FIRST_HALF_2026 },
    portable: false,
  },
  'V-2',
  `https://www.limitlesslaw.com/washington-state-s-estate-tax-exemption-just-increased-for-tax-year-2026 ; https://blog.sweeneyconrad.com/estate-tax-changes-in-washingtons-new-tax-laws?hs_amp=true ; ${STEPUP}`,
);

/**
 * The estate tax law for a death in a state on a date (YYYY-MM-DD). Deaths after 2026 are taxed
 * under the 2026 law (state exemptions held at their 2026 amounts: an assumption of the caller).
 */
export function stateEstateTaxLaw(
  state: StateCode,
  dateOfDeath: string,
): Sourced<StateEstateTaxLaw> | undefined {
  if (state === 'WA' && dateOfDeath < WASHINGTON_JULY_2026) return WA_FIRST_HALF_LAW;
  return STATE_ESTATE_TAX_LAW_2026[state];
}

function illinoisTax(estate: number, exclusion: number): number {
  const credit = tentativeTax(exclusion);
  const limit = (t: number) =>
    Math.min(stateDeathTaxCredit(estate - t), Math.max(0, tentativeTax(estate - t) - credit));
  // The tax is deductible from the estate it is computed on: solve t = limit(t) by bisection
  // (limit falls as t rises, so there is one root).
  let lo = 0;
  let hi = Math.max(0, limit(0));
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (limit(mid) > mid) lo = mid;
    else hi = mid;
  }
  return lo;
}

export interface StateEstateTaxInput {
  state: StateCode;
  /** The estate the state taxes (after the marital and charitable deductions). */
  taxableEstate: number;
  /** YYYY-MM-DD. */
  dateOfDeath: string;
  /** A late spouse's unused state exemption, where the state allows portability. */
  portedExemption?: number;
}

/** State estate tax at a death, by the state's own method (0 where the state has none). */
export function stateEstateTaxAtDeath(input: StateEstateTaxInput): number {
  const law = stateEstateTaxLaw(input.state, input.dateOfDeath)?.value;
  const estate = Math.max(0, input.taxableEstate);
  if (!law) return 0;
  const m = law.method;
  switch (m.kind) {
    case 'excess': {
      const exemption = m.exemption + (law.portable ? (input.portedExemption ?? 0) : 0);
      const tax = scheduleTax(estate - exemption, m.schedule);
      return Math.min(tax, m.maxTax ?? Infinity);
    }
    case 'whole-estate-threshold':
      return estate < m.threshold ? 0 : scheduleTax(estate, m.schedule);
    case 'whole-estate-bands':
      return scheduleTax(estate, m.schedule);
    case 'credit-table':
      return Math.max(0, stateDeathTaxCredit(estate) - m.credit);
    case 'new-york': {
      if (estate <= m.exclusion) return 0;
      const tax = scheduleTax(estate, m.schedule);
      const cliff = m.exclusion * 1.05;
      if (estate > cliff) return tax;
      const credit =
        scheduleTax(m.exclusion, m.schedule) * (1 - (estate - m.exclusion) / (cliff - m.exclusion));
      return Math.max(0, tax - credit);
    }
    case 'illinois':
      return illinoisTax(estate, m.exclusion);
  }
}

/** Real property in a state other than the domicile, as a share of the gross estate. */
export interface PropertyElsewhere {
  state: StateCode;
  share: number;
}

/**
 * How a state taxes an estate only part of which it may reach. Real property is taxed only by
 * the state it sits in, and the domicile taxes the rest. New York taxes the New York property
 * alone as if it were the whole estate (Tax Law 954(a)(1) for a resident, 960(b) for a
 * non-resident); Massachusetts, and the other states here by the same common method, compute
 * the tax on the whole estate and keep the fraction of it that sits in the state.
 */
export const SITUS_RULE = {
  NY: sourced(
    'tax-the-share' as const,
    'V-P',
    'https://nysenate.gov/legislation/laws/TAX/960 ; http://ny.elaws.us/law/tax_art26_pt1_sec.960',
  ),
  MA: sourced(
    'apportion' as const,
    'V-2',
    'https://www.mass.gov/guides/a-guide-to-estate-taxes ; https://taxrep.us/tax_guide/u-s-inheritance-wealth-and-property-tax-guide/u-s-estate-inheritance-tax-guide/us-state-inheritance-and-estate-tax-guide/massachusetts-estate-tax-guide/massachusetts-estate-tax-nonresident-guide/',
  ),
  other: assumed(
    'apportion' as const,
    'NOT VERIFIED',
    'https://law.onecle.com/new-jersey/title-54/54-34-3.html ; https://getpocketlaw.com/law/state_south_carolina/section-12-16-520-estates-of-nonresidents_6f55694481d7',
    "each other state's non-resident rule is taken to apportion its tax by the share of the gross estate in the state, as Massachusetts and the older statutes seen do; not checked state by state",
  ),
};

/**
 * The state estate taxes at a death when part of the estate is real property in other states:
 * each state's tax on the share it reaches, summed. Without property elsewhere, the domicile's
 * tax on the whole estate.
 */
export function stateEstateTaxesBySitus(
  input: StateEstateTaxInput & { propertyElsewhere?: PropertyElsewhere[] },
): { state: StateCode; tax: number }[] {
  const elsewhere = (input.propertyElsewhere ?? []).filter(
    (p) => p.state !== input.state && p.share > 0,
  );
  if (elsewhere.length === 0) return [{ state: input.state, tax: stateEstateTaxAtDeath(input) }];
  const outside = Math.min(
    1,
    elsewhere.reduce((s, p) => s + p.share, 0),
  );
  const shares = [
    { state: input.state, share: 1 - outside, domicile: true },
    ...elsewhere.map((p) => ({ ...p, domicile: false })),
  ];
  return shares.map(({ state, share, domicile }) => {
    const at = (taxableEstate: number) =>
      stateEstateTaxAtDeath({
        state,
        taxableEstate,
        dateOfDeath: input.dateOfDeath,
        // Only the domicile's own exemption can carry a late spouse's unused one.
        portedExemption: domicile ? input.portedExemption : 0,
      });
    const rule = (SITUS_RULE[state as keyof typeof SITUS_RULE] ?? SITUS_RULE.other).value;
    const tax =
      rule === 'tax-the-share' ? at(input.taxableEstate * share) : at(input.taxableEstate) * share;
    return { state, tax };
  });
}

/** The exemption a state's law gives a decedent (what a survivor could port where portable). */
export function stateEstateExemption(state: StateCode, dateOfDeath: string): number {
  const m = stateEstateTaxLaw(state, dateOfDeath)?.value.method;
  if (!m) return Infinity;
  switch (m.kind) {
    case 'excess':
      return m.exemption;
    case 'whole-estate-threshold':
      return m.threshold;
    case 'whole-estate-bands':
      return m.schedule[0]!.over;
    case 'credit-table':
      return m.credit === 99_600 ? 2_000_000 : 1_838_056;
    case 'new-york':
    case 'illinois':
      return m.exclusion;
  }
}

/** Who receives a bequest, for the inheritance taxes. */
export type HeirClass =
  | 'spouse'
  | 'child' // children, grandchildren and other lineal descendants
  | 'parent'
  | 'sibling'
  | 'child-in-law'
  | 'niece-nephew'
  | 'other'
  | 'charity';

export interface InheritanceClassRule {
  exemption: number;
  /** Bands on the amount above the exemption: `upTo` of that amount at `rate` (the last open). */
  bands: { upTo: number; rate: number }[];
}

const band = (list: [number, number][]) => list.map(([upTo, rate]) => ({ upTo, rate }));
const EXEMPT: InheritanceClassRule = { exemption: Infinity, bands: [] };
const flatRule = (rate: number, exemption = 0): InheritanceClassRule => ({
  exemption,
  bands: band([[Infinity, rate]]),
});

const INHERITANCE_SRC =
  'https://github.com/stepuplaw/state-estate-tax-dataset (data/inheritance_tax_classes.csv)';

const NJ_C = {
  exemption: 25_000,
  bands: band([
    [1_075_000, 0.11],
    [300_000, 0.13],
    [300_000, 0.14],
    [Infinity, 0.16],
  ]),
};
const NJ_D = {
  exemption: 0,
  bands: band([
    [700_000, 0.15],
    [Infinity, 0.16],
  ]),
};
const KY_B = {
  exemption: 1_000,
  bands: band([
    [10_000, 0.04],
    [10_000, 0.05],
    [10_000, 0.06],
    [15_000, 0.08],
    [15_000, 0.1],
    [40_000, 0.12],
    [100_000, 0.14],
    [Infinity, 0.16],
  ]),
};
const KY_C = {
  exemption: 500,
  bands: band([
    [10_000, 0.06],
    [10_000, 0.08],
    [10_000, 0.1],
    [15_000, 0.12],
    [15_000, 0.14],
    [Infinity, 0.16],
  ]),
};

/** Inheritance tax law by state and class of heir (deaths in 2026). */
export const INHERITANCE_TAX_2026: Partial<
  Record<StateCode, Sourced<Record<HeirClass, InheritanceClassRule>>>
> = {
  PA: sourced(
    {
      spouse: EXEMPT,
      child: flatRule(0.045),
      parent: flatRule(0.045),
      sibling: flatRule(0.12),
      'child-in-law': flatRule(0.15),
      'niece-nephew': flatRule(0.15),
      other: flatRule(0.15),
      charity: EXEMPT,
    },
    'V-2',
    `https://www.revenue.pa.gov/TaxTypes/InheritanceTax/ ; ${INHERITANCE_SRC}`,
    'No exemption: spouses 0%, lineal heirs and parents 4.5%, siblings 12%, all others 15% (72 P.S. s. 9116).',
  ),
  NJ: sourced(
    {
      spouse: EXEMPT,
      child: EXEMPT,
      parent: EXEMPT,
      sibling: NJ_C,
      'child-in-law': NJ_C,
      'niece-nephew': NJ_D,
      other: NJ_D,
      charity: EXEMPT,
    },
    'V-2',
    `https://www.nj.gov/treasury/taxation/inheritance-estate/inheritance.shtml ; ${INHERITANCE_SRC}`,
    'Class A (spouse, lineal, parents) exempt; class C (siblings, children-in-law) $25,000 exempt then 11% to 16%; class D (everyone else, nieces and nephews included) 15% to $700,000 then 16%; class E (charities) exempt.',
  ),
  KY: assumed(
    {
      spouse: EXEMPT,
      child: EXEMPT,
      parent: EXEMPT,
      sibling: EXEMPT,
      'child-in-law': KY_B,
      'niece-nephew': KY_B,
      other: KY_C,
      charity: EXEMPT,
    },
    'V-1',
    `https://apps.legislature.ky.gov/law/statutes/chapter.aspx?id=38267 ; ${INHERITANCE_SRC}`,
    "Class A exempt; class C bands from the dataset (V-1). Class B's bands (4% to 16% over $1,000) are from KRS 140.070 as generally published and NOT VERIFIED band by band.",
  ),
  MD: sourced(
    {
      spouse: EXEMPT,
      child: EXEMPT,
      parent: EXEMPT,
      sibling: EXEMPT,
      'child-in-law': EXEMPT,
      'niece-nephew': flatRule(0.1),
      other: flatRule(0.1),
      charity: EXEMPT,
    },
    'V-2',
    `https://mgaleg.maryland.gov/mgawebsite/Laws/StatuteText?article=gtg&section=7-203 ; ${INHERITANCE_SRC}`,
    '10% on heirs outside close family; credited against the Maryland estate tax.',
  ),
  NE: sourced(
    {
      spouse: EXEMPT,
      child: flatRule(0.01, 100_000),
      parent: flatRule(0.01, 100_000),
      sibling: flatRule(0.01, 100_000),
      'child-in-law': flatRule(0.01, 100_000),
      'niece-nephew': flatRule(0.11, 40_000),
      other: flatRule(0.15, 25_000),
      charity: EXEMPT,
    },
    'V-2',
    `https://nebraskalegislature.gov/laws/statutes.php?statute=77-2004 ; ${INHERITANCE_SRC}`,
    'Close relatives 1% over $100,000 each, remote relatives 11% over $40,000, others 15% over $25,000 (county tax; heirs under 22 exempt).',
  ),
};

/** Inheritance tax on one bequest to one heir (0 in the states without one). */
export function inheritanceTax(state: StateCode, heir: HeirClass, amount: number): number {
  const rule = INHERITANCE_TAX_2026[state]?.value[heir];
  if (!rule || amount <= rule.exemption) return 0;
  let rest = amount - rule.exemption;
  let tax = 0;
  for (const b of rule.bands) {
    const slice = Math.min(rest, b.upTo);
    tax += slice * b.rate;
    rest -= slice;
    if (rest <= 0) break;
  }
  return tax;
}

/** Connecticut's gift tax: 12% of cumulative taxable gifts over the exemption, sharing the $15M cap with the estate tax. */
export function connecticutGiftTax(cumulativeTaxableGifts: number, priorGiftTaxPaid = 0): number {
  const law = STATE_ESTATE_TAX_LAW_2026.CT!.value.method;
  if (law.kind !== 'excess') return 0;
  const tax = Math.max(0, cumulativeTaxableGifts - law.exemption) * 0.12;
  return Math.max(0, Math.min(tax, law.maxTax ?? Infinity) - priorGiftTaxPaid);
}
