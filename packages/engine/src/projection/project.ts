import {
  basicExclusion,
  deathTaxes,
  deceasedSpouseUnusedExclusion,
  requiredMinimumDistribution,
  type FilingStatus,
} from '../tax';
import { bequestsAtDeath, propertyElsewhere, type Holding, type Household } from './household';
import { yearTax, type YearIncome, type YearTax } from './year-tax';

export interface Rates {
  inflation: number;
  discountRate: number;
  growthInvestments: number;
  dividendYield: number;
  growthCash: number;
  growthRealEstate: number;
  growthBusiness: number;
  retirementAge: number;
  portabilityElected: boolean;
  charitableBequest: number;
  /** Spending in the first year, grown with inflation. */
  spending: number;
}

export interface ProjectedYear {
  year: number;
  ages: number[];
  netWorth: number;
  netWorthPresentValue: number;
  income: number;
  incomeBySource: Record<string, number>;
  growth: number;
  spending: number;
  charitableGiving: number;
  /** Income saved (positive) or assets drawn down to spend and pay tax (negative). */
  saving: number;
  rmd: number;
  incomeTax: YearTax;
  deathTax: { federal: number; state: number };
  insuranceProceeds: number;
  toHeirs: number;
  toCharity: number;
}

export interface DeathResult {
  year: number;
  person: 'client' | 'spouse';
  federal: number;
  state: number;
  /** Unrealized gain erased by the step-up in basis. */
  stepUp: number;
}

/** A planned sale the projection made: its value and gain in the year's dollars, and its tax. */
export interface ProjectedSale {
  what: 'business' | 'property';
  year: number;
  value: number;
  gain: number;
  /** The part of the gain that is depreciation taken (unrecaptured section 1250 gain). */
  unrecaptured: number;
  /** The gain is net investment income (3.8% NIIT). */
  investmentIncome: boolean;
  /** Its share, by gain, of the year's income taxes with the sales' gains less those without. */
  tax: number;
}

export interface Projection {
  years: ProjectedYear[];
  deaths: DeathResult[];
  sales: ProjectedSale[];
  lastDeath: {
    year: number;
    federal: number;
    state: number;
    toHeirs: number;
    toCharity: number;
    toHeirsPresentValue: number;
    /** Pre-tax retirement accounts in the estate: income in respect of a decedent (IRC 691). */
    pretax: number;
  };
  startNetWorth: number;
}

/** States where a married couple's property is community property (a full step-up at the first death). */
const COMMUNITY_PROPERTY = new Set(['AZ', 'CA', 'ID', 'LA', 'NV', 'NM', 'TX', 'WA', 'WI']);

const sum = (hs: Holding[], kinds?: Holding['kind'][]) =>
  hs.filter((h) => !kinds || kinds.includes(h.kind)).reduce((s, h) => s + h.value, 0);

/** Sells `amount` from the holdings of `kinds` in order; returns gains and ordinary income realized. */
function draw(hs: Holding[], amount: number, kinds: Holding['kind'][]) {
  let need = amount;
  let gains = 0;
  let ordinary = 0;
  for (const kind of kinds)
    for (const h of hs) {
      if (need <= 0) break;
      if (h.kind !== kind || h.value <= 0) continue;
      const take = Math.min(need, h.value);
      const basisShare = h.value > 0 ? (h.basis * take) / h.value : 0;
      if (kind === 'taxable') gains += take - basisShare;
      if (kind === 'retirement') ordinary += take;
      h.basis -= basisShare;
      h.value -= take;
      need -= take;
    }
  return { drawn: amount - need, gains, ordinary };
}

/** Sells the holdings planned to be sold in `year` (their tax is set once the year's is known). */
function sellPlanned(hs: Holding[], year: number): ProjectedSale[] {
  const sold: ProjectedSale[] = [];
  for (const h of hs) {
    if (h.soldIn !== year || !h.forSale) continue;
    const gain = Math.max(0, h.value - h.basis);
    sold.push({
      what: h.forSale,
      year,
      value: h.value,
      gain,
      unrecaptured: Math.min(gain, h.depreciation ?? 0),
      investmentIncome: h.saleGainIsInvestmentIncome !== false,
      tax: 0,
    });
    h.kind = 'taxable';
    h.basis = h.value;
    delete h.soldIn;
    delete h.forSale;
  }
  return sold;
}

const total = (sales: ProjectedSale[], pick: (s: ProjectedSale) => number) =>
  sales.reduce((t, s) => t + pick(s), 0);

/**
 * Projects a household year by year until both deaths (death years given), with the deaths'
 * taxes, the step-up and the bequest at the last death. Money is conserved: each year the net
 * worth changes by income + growth + insurance - spending - giving - taxes - bequests.
 */
/** IRC 63(f)(1): a filer 65 or older by the end of the year adds to the standard deduction. */
const AGED_STANDARD_DEDUCTION_AGE = 65;

export function projectHousehold(
  start: Household,
  rates: Rates,
  taxYear: number,
  deathYears: number[],
): Projection {
  const hs: Holding[] = start.holdings.map((h) => ({ ...h }));
  const birthYears = start.ages.map((a) => taxYear - a);
  let liabilities = start.liabilities;
  const alive = start.ages.map(() => true);
  const lastYear = Math.max(...deathYears);
  const years: ProjectedYear[] = [];
  const deaths: DeathResult[] = [];
  const sales: ProjectedSale[] = [];
  // Once the business is sold, the owner's income from it stops.
  let businessSold = false;
  let dsue = start.dsue;
  let portedState = 0;
  const startNetWorth = sum(hs) - liabilities;
  let last: Projection['lastDeath'] = {
    year: lastYear,
    federal: 0,
    state: 0,
    toHeirs: 0,
    toCharity: 0,
    toHeirsPresentValue: 0,
    pretax: 0,
  };
  if (hs.length === 0) hs.push({ kind: 'cash', value: 0, basis: 0 });

  for (let year = taxYear; year <= lastYear; year++) {
    const t = year - taxYear;
    const index = (1 + rates.inflation) ** t;
    const pv = 1 / (1 + rates.discountRate) ** t;
    const ages = start.ages.map((a) => a + t).filter((_, i) => alive[i]);
    const filing: FilingStatus =
      alive.filter(Boolean).length > 1 && start.married ? 'mfj' : 'single';
    const who = (p: 'client' | 'spouse') => (p === 'client' ? 0 : 1);

    // A planned sale at the start of its year: the holding becomes cash invested in the taxable
    // account at its value (its new basis), and its gain is the year's.
    const sold = sellPlanned(hs, year);
    if (sold.some((s) => s.what === 'business')) businessSold = true;

    // Growth: dividends and interest are realized and taxed; the rest is unrealized.
    let growth = 0;
    let dividends = 0;
    let interest = 0;
    const rmdByHolding = new Map<Holding, number>();
    for (const h of hs) {
      const rate =
        h.kind === 'cash'
          ? rates.growthCash
          : h.kind === 'realEstate'
            ? rates.growthRealEstate
            : h.kind === 'business'
              ? rates.growthBusiness
              : h.kind === 'other'
                ? 0
                : rates.growthInvestments;
      if (h.kind === 'retirement') {
        const i = who(h.owner ?? 'client');
        const ownerAlive = alive[i] ?? false;
        const age = (start.ages[i] ?? start.ages[0]!) + t;
        // After the owner's death the survivor rolls the account over and takes the RMDs.
        const rmdAge = ownerAlive ? age : (start.ages[1 - i] ?? age) + t;
        const birth = ownerAlive ? birthYears[i]! : (birthYears[1 - i] ?? birthYears[i]!);
        rmdByHolding.set(h, requiredMinimumDistribution(h.value, rmdAge, birth));
      }
      const g = h.value * rate;
      growth += g;
      h.value += g;
      if (h.kind === 'taxable') {
        const d = (h.value - g) * Math.min(rates.dividendYield, rate);
        dividends += d;
        h.basis += d;
      } else if (h.kind === 'cash') {
        interest += g;
        h.basis += g;
      }
    }

    // Income from the streams; pay stops at the earner's retirement age or death.
    const bySource: Record<string, number> = {};
    const inc: YearIncome = {
      wages: 0,
      selfEmployment: 0,
      ordinary: interest,
      preferential: dividends,
      investment: interest + dividends,
      socialSecurity: 0,
      charitableGiving: start.charitableGiving * index,
      agedFilers: ages.filter((a) => a >= AGED_STANDARD_DEDUCTION_AGE).length,
      oldestAge: Math.max(...ages),
    };
    let external = 0;
    let retirementIncome = 0;
    for (const s of start.income) {
      const i = who(s.person);
      if (!(alive[i] ?? alive[0])) continue;
      if (s.earned && (start.ages[i] ?? start.ages[0]!) + t >= rates.retirementAge) continue;
      if (s.fromBusiness && businessSold) continue;
      const amount = s.amount * index;
      external += amount;
      bySource[s.kind] = (bySource[s.kind] ?? 0) + amount;
      if (s.kind === 'wages') inc.wages += amount;
      else if (s.kind === 'self-employment') inc.selfEmployment += amount;
      else if (s.kind === 'social-security') inc.socialSecurity += amount;
      else inc.ordinary += amount;
      if (s.retirement) retirementIncome += amount;
      if (s.investment) inc.investment += amount;
    }
    // RMDs move money out of the pre-tax account into the year's cash (counted in `net` below):
    // ordinary income, not new wealth.
    let rmd = 0;
    for (const [h, amount] of rmdByHolding) {
      h.value -= amount;
      rmd += amount;
    }
    inc.ordinary += rmd;
    inc.retirementIncome = retirementIncome + rmd;
    // The sales' tax is what their gains add to the year's other income.
    const withoutSale = sold.length > 0 ? { ...inc } : undefined;
    const soldGain = total(sold, (s) => s.gain);
    inc.preferential += soldGain;
    inc.investment += total(sold, (s) => (s.investmentIncome ? s.gain : 0));
    inc.longTermGains = soldGain;
    inc.unrecaptured = total(sold, (s) => s.unrecaptured);
    const cash =
      hs.find((h) => h.kind === 'cash') ?? hs[hs.push({ kind: 'cash', value: 0, basis: 0 }) - 1]!;

    const spending = rates.spending * index;
    const city = start.newYorkCity ?? false;
    let tax = yearTax(inc, filing, start.state, year, index, city);
    if (withoutSale) {
      const before = yearTax(withoutSale, filing, start.state, year, index, city);
      const added = tax.federal + tax.state - before.federal - before.state;
      for (const s of sold)
        sales.push({ ...s, tax: soldGain > 0 ? (added * s.gain) / soldGain : 0 });
    }
    // Net cash of the year: external income and RMDs in; spending, giving and taxes out.
    const net = external + rmd - spending - inc.charitableGiving - tax.federal - tax.state;
    if (net >= 0) {
      const target = hs.find((h) => h.kind === 'taxable') ?? cash;
      target.value += net;
      target.basis += net;
    } else {
      // A shortfall is drawn from cash, then the taxable account (realizing gains), then the
      // pre-tax accounts (taxed as income), then Roth and other assets; the tax on what is
      // sold is settled in a few rounds. What cannot be drawn is borrowed.
      let need = -net;
      let gains = 0;
      let ordinary = 0;
      for (let round = 0; round < 4 && need > 0.005; round++) {
        const r = draw(hs, need, ['cash', 'taxable', 'retirement', 'roth', 'other']);
        if (r.drawn === 0) break;
        gains += r.gains;
        ordinary += r.ordinary;
        const before = tax.federal + tax.state;
        tax = yearTax(
          {
            ...inc,
            ordinary: inc.ordinary + ordinary,
            retirementIncome: inc.retirementIncome + ordinary,
            preferential: inc.preferential + gains,
            investment: inc.investment + gains,
            longTermGains: (inc.longTermGains ?? 0) + gains,
          },
          filing,
          start.state,
          year,
          index,
          city,
        );
        need += tax.federal + tax.state - before - r.drawn;
      }
      if (need > 0) liabilities += need;
      else {
        cash.value -= need;
        cash.basis -= need;
      }
    }
    const saving = external + rmd - spending - inc.charitableGiving - tax.federal - tax.state;

    // Deaths this year: the first passes everything to the spouse; the last to the heirs.
    const deathTax = { federal: 0, state: 0 };
    let insurance = 0;
    let toHeirs = 0;
    let toCharity = 0;
    deathYears.forEach((dy, i) => {
      if (dy !== year || !alive[i]) return;
      alive[i] = false;
      const person = i === 0 ? 'client' : 'spouse';
      const survivors = alive.filter(Boolean).length;
      const dateOfDeath = `${year}-07-01`;
      const exclusion = basicExclusion(year, rates.inflation);
      const estateBefore = sum(hs) - liabilities;
      // Step-up: the decedent's share of each appreciated holding (all of it in a community
      // property state or at the last death; half of joint property in other states).
      const share =
        survivors === 0 || (start.state && COMMUNITY_PROPERTY.has(start.state)) ? 1 : 0.5;
      let stepUp = 0;
      for (const h of hs)
        if (
          h.kind === 'taxable' ||
          h.kind === 'realEstate' ||
          h.kind === 'business' ||
          h.kind === 'other'
        ) {
          const gain = (h.value - h.basis) * share;
          stepUp += gain;
          h.basis += gain;
        }
      // Policies in the estate are taken to insure the client, paid at the client's death; one
      // on both lives (survivorship) is paid at the second death, whoever dies last.
      const jointLives = start.survivorshipInEstate ?? 0;
      const proceeds =
        (i === 0 ? start.insuranceInEstate - jointLives : 0) + (survivors === 0 ? jointLives : 0);
      if (survivors > 0 && start.married) {
        insurance += proceeds;
        const cashH = hs.find((h) => h.kind === 'cash')!;
        cashH.value += proceeds;
        cashH.basis += proceeds;
        // Everything passes to the spouse: the marital deduction leaves the exclusion unused.
        // Lifetime gifts the decedent made used exclusion the survivor cannot port.
        const r = deathTaxes({
          state: start.state ?? 'FL',
          dateOfDeath,
          grossEstate: estateBefore / 2 + proceeds,
          bequests: [{ heir: 'spouse', amount: estateBefore / 2 + proceeds }],
          basicExclusion: exclusion,
          adjustedTaxableGifts: start.priorGifts?.[person] ?? 0,
        });
        dsue = deceasedSpouseUnusedExclusion({
          basicExclusion: exclusion,
          exclusionUsed: r.exclusionUsed,
          portabilityElected: rates.portabilityElected,
        });
        portedState = r.unusedStateExemption;
        deaths.push({ year, person, federal: 0, state: 0, stepUp });
        return;
      }
      const gross = estateBefore + proceeds;
      const charity = Math.max(0, gross) * rates.charitableBequest;
      const elsewhere = propertyElsewhere(
        hs.filter((h) => h.kind === 'realEstate'),
        sum(hs) + proceeds,
        start.state,
      );
      // The bequests the client names come first (each taxed by its heir's class), the rest to
      // the children; negative only for an insolvent estate: the debts exceed what is left.
      const bequests = bequestsAtDeath(start.bequests, gross, charity);
      const allToCharity = bequests
        .filter((b) => b.heir === 'charity')
        .reduce((t, b) => t + b.amount, 0);
      const heirsGross = gross - allToCharity;
      const r = deathTaxes({
        state: start.state ?? 'FL',
        dateOfDeath,
        grossEstate: Math.max(0, gross),
        bequests,
        basicExclusion: exclusion,
        dsue,
        adjustedTaxableGifts: start.priorGifts?.[person] ?? 0,
        ...(start.state ? { portedStateExemption: portedState } : {}),
        propertyElsewhere: elsewhere,
      });
      insurance += proceeds;
      deathTax.federal += r.federal;
      deathTax.state += r.state;
      toCharity = allToCharity;
      toHeirs = heirsGross - r.federal - r.state;
      const pretax = sum(hs, ['retirement']);
      deaths.push({ year, person, federal: r.federal, state: r.state, stepUp });
      // Everything leaves the household: the estate pays the debts and taxes and is distributed.
      for (const h of hs) {
        h.value = 0;
        h.basis = 0;
      }
      liabilities = 0;
      last = {
        year,
        federal: r.federal,
        state: r.state,
        toHeirs,
        toCharity,
        toHeirsPresentValue: toHeirs * pv,
        pretax,
      };
    });

    const netWorth = sum(hs) - liabilities;
    years.push({
      year,
      ages,
      netWorth,
      netWorthPresentValue: netWorth * pv,
      income: external,
      incomeBySource: bySource,
      growth,
      spending,
      charitableGiving: inc.charitableGiving,
      saving,
      rmd,
      incomeTax: tax,
      deathTax,
      insuranceProceeds: insurance,
      toHeirs,
      toCharity,
    });
  }
  return { years, deaths, sales, lastDeath: last, startNetWorth };
}
