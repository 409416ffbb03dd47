import type { KeyFigure } from '@strata/contracts';
import {
  ableBalanceBeforeSsiSuspension,
  basicExclusion,
  basicExclusionSource,
  capitalGainsRate,
  deathTaxes,
  federalIncomeTax,
  getTaxYear,
  householdExclusion,
  IRMAA_2026,
  IRMAA_FROM_AGE,
  irmaaSurcharge,
  PRIZE_WITHHOLDING_RATE,
  RMD_AGES,
  rmdStartAge,
  SSI_ABLE,
  stateEstateExemption,
  taxableIncomeAfterStandardDeduction,
  UNIFORM_LIFETIME_TABLE,
  uniformLifetimeDivisor,
  type DeathTaxResult,
} from '../tax';
import type { ClientFacts } from '../types';
import { careerFigures } from './career-figures';
import { charitableGiftFigures } from './charitable-gift-figures';
import { dealFigures } from './deal-figures';
import { isoFigures } from './equity-figures';
import { propertySaleFigures } from './property-sale-figures';
import {
  accountHoldingPosition,
  bequestsAtDeath,
  lateSpouseDsue,
  plansAsCouple,
  propertyElsewhere,
  type Household,
} from './household';
import type { ProjectedYear } from './project';
import { parameterRow } from './tax-parameters';
import { money, pct, usd } from './figure-words';

type Person = 'client' | 'spouse';

/**
 * Married by the facts, whether or not the projection follows both spouses (it needs both ages):
 * if both died today the law gives the couple two exemptions either way.
 */
export function marriedToday(facts: ClientFacts, hh: Household): boolean {
  return hh.married || plansAsCouple(facts);
}

/** What every person's estate holds if they died today: net worth plus insurance owned in it. */
function estateToday(hh: Household, netWorth: number): number {
  return Math.max(0, netWorth + hh.insuranceInEstate);
}

/**
 * Estate and inheritance taxes if every person died today: for a couple, the first estate
 * passes to the survivor (marital deduction) and, when portability is elected, the survivor's
 * estate has both exclusions and, where the state is portable, both state exemptions.
 */
export function estateTaxToday(
  hh: Household,
  netWorth: number,
  taxYear: number,
  portabilityElected = true,
): DeathTaxResult {
  const date = `${taxYear}-07-01`;
  const exclusion = basicExclusion(taxYear, 0);
  const state = hh.state ?? 'FL';
  const stateExemption = stateEstateExemption(state, date);
  if (hh.owners > 1) return perOwnerTaxes(hh, netWorth, taxYear);
  const ported = hh.married && portabilityElected;
  const estate = estateToday(hh, netWorth);
  return deathTaxes({
    state,
    dateOfDeath: date,
    grossEstate: estate,
    bequests: bequestsAtDeath(hh.bequests, estate),
    basicExclusion: exclusion,
    // A couple's survivor has the first decedent's exclusion; a widow(er) the late spouse's DSUE.
    dsue: ported ? exclusion : hh.dsue,
    // Their lifetime taxable gifts are added back (IRC 2001(b)).
    adjustedTaxableGifts: (hh.priorGifts?.client ?? 0) + (hh.priorGifts?.spouse ?? 0),
    portedStateExemption: ported && Number.isFinite(stateExemption) ? stateExemption : 0,
    propertyElsewhere: propertyElsewhere(hh.holdings, estate + hh.liabilities, hh.state),
  });
}

/**
 * Wealth held in equal shares by several owners (siblings who inherited a company): each estate
 * is taxed on its own share with its own exemption. Whether each owner is married is not known,
 * so no spouse's exemption is counted: the figures for all of them are their sum.
 */
function perOwnerTaxes(hh: Household, netWorth: number, taxYear: number): DeathTaxResult {
  const share = estateToday(hh, netWorth) / hh.owners;
  const one = deathTaxes({
    state: hh.state ?? 'FL',
    dateOfDeath: `${taxYear}-07-01`,
    grossEstate: share,
    bequests: [{ heir: 'child', amount: share }],
    basicExclusion: basicExclusion(taxYear, 0),
  });
  const n = hh.owners;
  return {
    ...one,
    stateEstateTax: one.stateEstateTax * n,
    inheritanceTax: one.inheritanceTax * n,
    state: one.state * n,
    federal: one.federal * n,
    federalTaxableEstate: one.federalTaxableEstate * n,
    exclusionUsed: one.exclusionUsed * n,
    unusedStateExemption: one.unusedStateExemption * n,
  };
}

/** Each owner's federal estate tax on an equal share, and all of theirs. */
function perOwnerFigures(hh: Household, netWorth: number, taxYear: number): KeyFigure[] {
  const n = hh.owners;
  const share = estateToday(hh, netWorth) / n;
  const { estate: law } = getTaxYear(taxYear).federal;
  const basic = basicExclusion(taxYear, 0);
  const all = perOwnerTaxes(hh, netWorth, taxYear);
  const one = all.federal / n;
  const parameters = [
    parameterRow('Federal basic exclusion amount, per person', law.basicExclusion, taxYear, {
      value: basic,
      unit: 'usd',
    }),
    parameterRow('Top federal estate tax rate', law.topRate, taxYear, {
      value: law.topRate.value * 100,
      unit: 'percent',
    }),
  ];
  const when = `If death came today, each of the ${n} owners holding an equal share with one exemption (their marital status is not known: a spouse's unused exemption would add to it) and no deductions.${all.state > 0 ? ' State death taxes are deducted (IRC 2058).' : ''}`;
  const facts = [money('Net worth (all owners)', netWorth), money('One owner’s share', share)];
  return [
    {
      key: 'estate-tax-per-owner',
      label: `Federal estate tax on one owner’s share (1 of ${n})`,
      value: one,
      unit: 'usd',
      appliesWhen: when,
      facts,
      parameters,
      arithmetic: `${usd(netWorth)} / ${n} = ${usd(share)}; 40% x (${usd(share)}${all.state > 0 ? ` - ${usd(all.state / n)} state death taxes` : ''} - ${usd(basic)}) = ${usd(one)}`,
    },
    {
      key: 'estate-tax-all-owners',
      label: `Federal estate tax on all ${n} owners’ shares`,
      value: all.federal,
      unit: 'usd',
      appliesWhen: when,
      facts,
      parameters,
      arithmetic: `${n} x ${usd(one)} = ${usd(all.federal)}`,
    },
  ];
}

/**
 * The room under the federal exemption (or the excess over it) today and, for a couple, the
 * federal tax at the second death when no portability election is made at the first.
 */
function exemptionFigures(
  facts: ClientFacts,
  hh: Household,
  netWorth: number,
  taxYear: number,
): KeyFigure[] {
  if (facts.netWorth === undefined) return [];
  if (hh.owners > 1) return perOwnerFigures(hh, netWorth, taxYear);
  const estate = estateToday(hh, netWorth);
  const basic = basicExclusion(taxYear, 0);
  // Lifetime taxable gifts already used part of it (added back at death, IRC 2001(b)).
  const used = (hh.priorGifts?.client ?? 0) + (hh.priorGifts?.spouse ?? 0);
  const exclusion = householdExclusion(basic, hh.married) + hh.dsue - used;
  const { estate: law } = getTaxYear(taxYear).federal;
  const exclusionRow = parameterRow(
    'Federal basic exclusion amount, per person',
    law.basicExclusion,
    taxYear,
    { value: basic, unit: 'usd' },
  );
  const inputs = [
    money('Net worth', netWorth),
    ...(hh.dsue > 0 ? [money('Late spouse’s unused exclusion (DSUE), as stated', hh.dsue)] : []),
    ...(hh.insuranceInEstate > 0
      ? [money('Life insurance owned in the estate', hh.insuranceInEstate)]
      : []),
    ...(used > 0 ? [money('Exemption already used by lifetime taxable gifts', used)] : []),
  ];
  const exemptions = hh.married
    ? 'both spouses’ exemptions (the second carried to the survivor by a portability election at the first death)'
    : hh.dsue > 0
      ? 'one exemption and the late spouse’s unused exclusion (DSUE) the portability election carried over'
      : facts.maritalStatus?.value === 'widowed'
        ? 'one exemption (an unused exemption of the late spouse, carried over by a portability election, would add to it; its amount is not known)'
        : 'one exemption';
  const exclusions = hh.married
    ? `2 x ${usd(basic)}`
    : hh.dsue > 0
      ? `${usd(basic)} + ${usd(hh.dsue)}`
      : usd(basic);
  const total = used > 0 ? `(${exclusions} - ${usd(used)})` : exclusions;
  const room = exclusion - estate;
  const figures: KeyFigure[] = [
    room >= 0
      ? {
          key: 'exemption-cushion',
          label: 'Room left under the federal estate tax exemption today',
          value: room,
          unit: 'usd',
          appliesWhen: `If death came today, with ${exemptions}. The exemption is indexed for inflation in later years and the estate changes with growth and spending.`,
          facts: inputs,
          parameters: [exclusionRow],
          arithmetic: `${total} - ${usd(estate)} = ${usd(room)}`,
        }
      : {
          key: 'estate-over-exemption',
          label: 'Estate above the federal estate tax exemption today',
          value: -room,
          unit: 'usd',
          appliesWhen: `If death came today, with ${exemptions}; each dollar above it is taxed at up to ${law.topRate.value * 100}%.`,
          facts: inputs,
          parameters: [exclusionRow],
          // 'estate - (a + b)': both exclusions are subtracted.
          arithmetic: `${usd(estate)} - ${total.includes(' + ') && !total.startsWith('(') ? `(${total})` : total} = ${usd(-room)}`,
        },
  ];
  if (!hh.married) return figures;
  const elected = estateTaxToday(hh, netWorth, taxYear, true);
  const notElected = estateTaxToday(hh, netWorth, taxYear, false);
  if (notElected.federal <= elected.federal) return figures;
  const deduction =
    notElected.state > 0 ? ` - ${usd(notElected.state)} state death taxes (IRC 2058)` : '';
  // The exclusion (and so the taxable estate above it) sits in the top bracket of the 2001(c)
  // schedule in every supported year: the tentative taxes differ by the top rate times the gap.
  const top = law.rateSchedule.at(-1)!.value.rate;
  figures.push({
    key: 'estate-tax-without-portability',
    label: 'Federal estate tax at the second death if no portability election is made',
    value: notElected.federal,
    unit: 'usd',
    appliesWhen: `If both deaths came today, everything passing to the survivor at the first death and no estate tax return electing portability filed then. With the election the federal tax would be ${usd(elected.federal)}.`,
    facts: inputs,
    parameters: [
      exclusionRow,
      parameterRow('Top federal estate tax rate', law.topRate, taxYear, {
        value: law.topRate.value * 100,
        unit: 'percent',
      }),
    ],
    arithmetic: `${top * 100}% x (${usd(estate)}${deduction} - ${usd(basic)}) = ${usd(notElected.federal)}`,
  });
  return figures;
}

/** Pre-tax retirement balance a person owns, where the facts say whose it is. */
function preTaxBalance(facts: ClientFacts, person: Person, soleOwner: boolean): number | undefined {
  const accounts = (facts.accounts ?? [])
    .map((a) => a.value)
    .filter((a) => a.kind === 'traditional-retirement');
  if (accounts.length > 0) {
    if (!soleOwner && accounts.some((a) => a.owner === undefined)) return undefined;
    return accounts
      .filter((a) => a.owner === person || (soleOwner && a.owner === undefined))
      .reduce((s, a) => s + a.amount, 0);
  }
  return soleOwner && person === 'client' ? facts.retirementAccounts?.value : undefined;
}

const INHERITED = 'Inherited IRAs follow their own rules and are not included.';

interface StartAge {
  person: Person;
  age: number;
  born: [number, number];
  start: number;
}

/** The age distributions begin, for one person or for both spouses when it is the same. */
function startAgeFigure(
  group: StartAge[],
  couple: boolean,
  agesRow: KeyFigure['parameters'][number],
): KeyFigure {
  const start = group[0]!.start;
  const one = couple && group.length === 1 ? group[0]!.person : undefined;
  const whose = !couple ? '' : one ? ` (${one})` : ' (both)';
  const owner = !couple ? 'the client owns' : one ? `the ${one} owns` : 'each spouse owns';
  const births = group.map(
    (p) => `${couple ? `${p.person} ` : ''}born ${p.born[0]} or ${p.born[1]}`,
  );
  return {
    key: one ? `rmd-start-age-${one}` : 'rmd-start-age',
    label: `Age at which required minimum distributions begin${whose}`,
    value: start,
    unit: 'age',
    appliesWhen: `For the traditional IRAs and workplace plans ${owner}, by year of birth. A workplace plan of a current employer may wait until retirement. ${INHERITED}`,
    facts: group.map((p) => ({
      label: couple ? `Age, ${p.person}` : 'Age',
      value: p.age,
      unit: 'age' as const,
    })),
    parameters: [agesRow],
    arithmetic: `${births.join('; ')}: distributions begin at ${start}`,
  };
}

/**
 * For each person with pre-tax accounts: the age their required minimum distributions begin
 * (when not yet reached and the same for both possible years of birth), or this year's
 * distribution where the balance they own is stated. The Uniform Lifetime Table does not apply
 * when the sole beneficiary is a spouse more than ten years younger, so no figure then.
 */
function rmdFigures(facts: ClientFacts, taxYear: number): KeyFigure[] {
  const hasPreTax =
    (facts.retirementAccounts?.value ?? 0) > 0 ||
    (facts.accounts ?? []).some((a) => a.value.kind === 'traditional-retirement');
  if (!hasPreTax) return [];
  const ages = facts.ages.slice(0, 2).map((a) => a.value);
  const couple = ages.length > 1;
  const status = facts.maritalStatus?.value;
  const soleOwner =
    !couple && (status === 'single' || status === 'divorced' || status === 'widowed');
  const agesRow = parameterRow(
    'Age required distributions begin, by year of birth',
    RMD_AGES,
    taxYear,
    {
      detail: RMD_AGES.value
        .map((r) =>
          Number.isFinite(r.bornBefore)
            ? `${r.age} if born before ${r.bornBefore}`
            : `${r.age} otherwise`,
        )
        .join('; '),
    },
  );
  const notYet: StartAge[] = [];
  const distributions: KeyFigure[] = [];
  ages.forEach((age, i) => {
    const person: Person = i === 0 ? 'client' : 'spouse';
    // A stated age fits two years of birth: this year's birthday may be still to come.
    const born: [number, number] = [taxYear - age - 1, taxYear - age];
    const starts = [...new Set(born.map(rmdStartAge))];
    if (starts.length > 1) return;
    const start = starts[0]!;
    if (age < start) {
      notYet.push({ person, age, born, start });
      return;
    }
    if (couple && age - ages[1 - i]! > 10) return;
    const balance = preTaxBalance(facts, person, soleOwner);
    const divisor = uniformLifetimeDivisor(age);
    if (!balance || !divisor) return;
    const rmd = balance / divisor;
    distributions.push({
      key: `rmd-${person}`,
      label: `Required minimum distribution for ${taxYear}${couple ? ` (${person})` : ''}`,
      value: rmd,
      unit: 'usd',
      appliesWhen: `Taking the stated pre-tax balance as the December 31, ${taxYear - 1} balance and the stated age as the age reached in ${taxYear}. ${INHERITED}`,
      facts: [
        money('Pre-tax retirement balance', balance),
        { label: 'Age', value: age, unit: 'age' },
      ],
      parameters: [
        agesRow,
        parameterRow('Uniform Lifetime Table divisor', UNIFORM_LIFETIME_TABLE, taxYear, {
          value: divisor,
        }),
      ],
      arithmetic: `${usd(balance)} / ${divisor} (Uniform Lifetime Table, age ${age}) = ${usd(rmd)}`,
    });
  });
  const groups =
    notYet.length === 2 && notYet[0]!.start === notYet[1]!.start
      ? [notYet]
      : notYet.map((p) => [p]);
  return [...groups.map((g) => startAgeFigure(g, couple, agesRow)), ...distributions];
}

/**
 * For each holding whose value and basis the notes state: the federal capital-gains tax its
 * unrealized gain would bear if sold, which the step-up in basis at death (IRC 1014) erases.
 */
/** The top capital-gains rate and the NIIT: the rates a step-up's figures are taken at. */
function stepUpParameters(taxYear: number) {
  const { income } = getTaxYear(taxYear).federal;
  return [
    parameterRow('Long-term capital gains: 20% above (joint)', income.ltcgFifteenMax.mfj, taxYear, {
      value: income.ltcgFifteenMax.mfj.value,
      unit: 'usd',
    }),
    parameterRow('Net investment income tax rate', income.niitRate, taxYear, {
      value: income.niitRate.value * 100,
      unit: 'percent',
    }),
  ];
}

function stepUpFigures(facts: ClientFacts, taxYear: number): KeyFigure[] {
  const position = facts.concentratedPosition?.value;
  const positionFigure =
    position?.value !== undefined && position.basis !== undefined
      ? { label: position.description, value: position.value, basis: position.basis }
      : undefined;
  // The account holding the position is shown for the rest of it, never the position twice.
  const holder = accountHoldingPosition(facts);
  const rest = (a: { label: string; amount: number; basis: number }) =>
    a === holder && positionFigure
      ? {
          label: `${a.label}, besides ${positionFigure.label}`,
          value: a.amount - positionFigure.value,
          basis: a.basis - positionFigure.basis,
        }
      : { label: a.label, value: a.amount, basis: a.basis };
  const holdings = [
    ...(positionFigure ? [positionFigure] : []),
    ...(facts.accounts ?? [])
      .map((a) => a.value)
      .filter(
        (a): a is typeof a & { basis: number } => a.kind === 'taxable' && a.basis !== undefined,
      )
      .map(rest),
    ...(facts.properties ?? [])
      .map((p) => p.value)
      // A developer's inventory is sold in the business, its profit ordinary income.
      .filter((p) => p.use !== 'inventory' && p.amount !== undefined && p.basis !== undefined)
      .map((p) => ({ label: p.label, value: p.amount!, basis: p.basis! })),
  ].filter((h) => h.value > h.basis);
  if (holdings.length === 0) return [];
  const { income } = getTaxYear(taxYear).federal;
  // The heirs' own brackets are unknown: the top rates, said in appliesWhen.
  const ltcg = capitalGainsRate(Infinity, 'mfj', taxYear);
  const rate = ltcg + income.niitRate.value;
  const parameters = stepUpParameters(taxYear);
  return holdings.map((h, i) => {
    const gain = h.value - h.basis;
    return {
      key: `step-up-${i + 1}`,
      label: `Capital-gains tax the heirs avoid through the step-up in basis: ${h.label}`,
      value: gain * rate,
      unit: 'usd',
      appliesWhen: `If held until death rather than sold or given away: the heirs’ basis becomes the value at death. At the top federal rates (${pct(ltcg)} plus the ${pct(income.niitRate.value)} net investment income tax), as the heirs’ own rates are not known; state income tax is not included.`,
      facts: [money('Value', h.value), money('Basis', h.basis), money('Unrealized gain', gain)],
      parameters,
      arithmetic: `(${usd(h.value)} - ${usd(h.basis)}) x (${pct(ltcg)} + ${pct(income.niitRate.value)}) = ${usd(gain)} x ${pct(rate)} = ${usd(gain * rate)}`,
    };
  });
}

/**
 * For an inherited account whose statement shows the decedent's cost: the capital-gains tax the
 * step-up at that death erased (the heir's basis is the value at death, IRC 1014), at the top
 * federal rates as the heir's own are not known.
 */
function inheritedStepUpFigures(facts: ClientFacts, taxYear: number): KeyFigure[] {
  const { income } = getTaxYear(taxYear).federal;
  const ltcg = capitalGainsRate(Infinity, 'mfj', taxYear);
  const rate = ltcg + income.niitRate.value;
  return (facts.inheritedBasis ?? [])
    .map((f) => f.value)
    .filter((a) => a.valueAtDeath > a.decedentBasis)
    .map((a, i) => {
      const gain = a.valueAtDeath - a.decedentBasis;
      return {
        key: `inherited-step-up-${i + 1}`,
        label: `Capital-gains tax the step-up at death erased: ${a.label}`,
        value: gain * rate,
        unit: 'usd' as const,
        appliesWhen: `The heir’s basis is the value at the date of death, not the decedent’s cost: a sale at that value owes no tax on the ${usd(gain)} of gain the decedent had. At the top federal rates (${pct(ltcg)} plus the ${pct(income.niitRate.value)} net investment income tax); state income tax is not included.`,
        facts: [
          money('Value at death (the heir’s basis)', a.valueAtDeath),
          money('Decedent’s cost', a.decedentBasis),
        ],
        parameters: stepUpParameters(taxYear),
        arithmetic: `(${usd(a.valueAtDeath)} - ${usd(a.decedentBasis)}) x ${pct(rate)} = ${usd(gain * rate)}`,
      };
    });
}

/** For a family member with a disability: the ABLE balance SSI tolerates. */
function ableFigures(facts: ClientFacts, taxYear: number): KeyFigure[] {
  if (facts.specialNeedsDependent?.value !== true) return [];
  const r = SSI_ABLE.value;
  const value = ableBalanceBeforeSsiSuspension();
  return [
    {
      key: 'able-before-ssi-suspension',
      label: 'Largest ABLE account balance before SSI payments are suspended',
      value,
      unit: 'usd',
      appliesWhen:
        'For an adult beneficiary receiving SSI with no other countable resources; other savings in the beneficiary’s name lower it dollar for dollar. Above it SSI payments stop until the balance falls back; Medicaid continues.',
      facts: [],
      parameters: [
        parameterRow('ABLE balance not counted by SSI', SSI_ABLE, taxYear, {
          value: r.ableDisregard,
          unit: 'usd',
        }),
        parameterRow('SSI resource limit, individual', SSI_ABLE, taxYear, {
          value: r.individualResourceLimit,
          unit: 'usd',
        }),
      ],
      arithmetic: `${usd(r.ableDisregard)} + ${usd(r.individualResourceLimit)} = ${usd(value)}`,
    },
  ];
}

/**
 * For a widow or widower: the late spouse's unused exclusion (DSUE) that a portability election
 * carries over, and the exclusion the survivor then has. What the late spouse left to others
 * than the survivor is the taxable estate; what passed to the survivor is free of tax (marital
 * deduction). Only where the notes give the year of death and say where the rest went.
 */
function dsueFigures(facts: ClientFacts, taxYear: number): KeyFigure[] {
  const late = lateSpouseDsue(facts, taxYear);
  if (!late) return [];
  const { year, exclusion: atDeath, dsue } = late;
  const amount = facts.lateSpouseEstate?.value.amount;
  const own = basicExclusion(taxYear, 0);
  const inputs = [
    ...(amount !== undefined ? [money('Late spouse’s estate', amount)] : []),
    money('Left to others than the survivor', late.toOthers),
  ];
  const exclusionRow = (y: number, value: number) =>
    parameterRow(`Federal basic exclusion amount, ${y}`, basicExclusionSource(y), y, {
      value,
      unit: 'usd',
    });
  const assumes =
    'Assuming the late spouse made no taxable gifts in life (the notes state none; each would lower it) and the estate tax return electing portability is filed in time.';
  return [
    {
      key: 'dsue',
      label:
        'Late spouse’s unused exclusion (DSUE) carried to the survivor by a portability election',
      value: dsue,
      unit: 'usd',
      appliesWhen: `A death in ${year}, with that year's exclusion. Everything not left to others passes to the survivor free of tax (marital deduction). ${assumes}`,
      facts: inputs,
      parameters: [exclusionRow(year, atDeath)],
      arithmetic: `${usd(atDeath)} - ${usd(late.toOthers)} = ${usd(dsue)}`,
    },
    {
      key: 'exclusion-with-dsue',
      label: 'The survivor’s total exclusion with the DSUE',
      value: own + dsue,
      unit: 'usd',
      appliesWhen: `The survivor’s own basic exclusion in ${taxYear} plus the DSUE, which is not indexed for inflation. ${assumes}`,
      facts: inputs,
      parameters: [
        exclusionRow(taxYear, own),
        ...(year !== taxYear ? [exclusionRow(year, atDeath)] : []),
      ],
      arithmetic: `${usd(own)} + ${usd(dsue)} = ${usd(own + dsue)}`,
    },
  ];
}

/**
 * For a prize the client won: the federal income tax still due at filing beyond the flat
 * withholding, where the filing status follows from the marital status. The prize is taxed as
 * ordinary income on top of the income the notes state (none when they state none, said so).
 */
function prizeFigures(facts: ClientFacts, taxYear: number): KeyFigure[] {
  const prize = facts.windfall?.value;
  const status = facts.maritalStatus?.value;
  if (!prize || prize.kind !== 'prize' || status === undefined || status === 'partnered') return [];
  const filing = status === 'married' ? 'mfj' : 'single';
  const other = facts.annualIncome?.value ?? 0;
  const taxOn = (income: number) =>
    federalIncomeTax(taxableIncomeAfterStandardDeduction(income, filing, taxYear), filing, taxYear);
  const tax = taxOn(other + prize.gross) - taxOn(other);
  const rate = PRIZE_WITHHOLDING_RATE.value;
  const withheld = prize.gross * rate;
  const due = tax - withheld;
  if (due <= 0) return [];
  const { income } = getTaxYear(taxYear).federal;
  const joint = filing === 'mfj';
  return [
    {
      key: 'prize-tax-due-beyond-withholding',
      label: 'Federal income tax due at filing on the prize beyond the withholding',
      value: due,
      unit: 'usd',
      appliesWhen: `Filing ${joint ? 'jointly' : 'as single'} for ${taxYear}, with the standard deduction and ${other > 0 ? `the stated ${usd(other)} of other income` : 'no other income (none is stated)'}; the prize is ordinary income and was withheld on at the flat ${rate * 100}% federal rate. State tax is not included.`,
      facts: [
        money('Prize (the client’s share, before tax)', prize.gross),
        money('Other income', other),
      ],
      parameters: [
        parameterRow(
          `Federal ordinary income brackets (${joint ? 'joint' : 'single'})`,
          income.brackets[filing],
          taxYear,
          { detail: `${taxYear} brackets` },
        ),
        parameterRow('Standard deduction', income.standardDeduction[filing], taxYear, {
          value: income.standardDeduction[filing].value,
          unit: 'usd',
        }),
        parameterRow(
          'Federal withholding on lottery and gambling winnings',
          PRIZE_WITHHOLDING_RATE,
          taxYear,
          {
            value: rate * 100,
            unit: 'percent',
          },
        ),
      ],
      arithmetic: `tax on the prize ${usd(tax)} - ${rate * 100}% x ${usd(prize.gross)} withheld (${usd(withheld)}) = ${usd(due)}`,
    },
  ];
}

/** Qualified charitable distributions are open from age 70½ (IRC 408(d)(8)): 71 in whole years. */
const QCD_AGE = 71;

/**
 * For a household at or near Medicare age, from the baseline's first year: its modified AGI
 * (Medicare premiums two years later follow it), the IRMAA surcharges it brings, and, where
 * the client gives to charity from a taxable account and is old enough for QCDs, the MAGI if
 * the same gifts left the IRA directly and the surcharges that would save.
 */
function medicareFigures(
  facts: ClientFacts,
  hh: Household,
  taxYear: number,
  year: ProjectedYear | undefined,
): KeyFigure[] {
  const onMedicare = (year?.ages ?? []).filter((a) => a >= IRMAA_FROM_AGE).length;
  if (!year || onMedicare === 0) return [];
  const filing = hh.married ? 'mfj' : 'single';
  const magi = year.incomeTax.agi;
  const surcharge = (m: number) => onMedicare * irmaaSurcharge(m, filing);
  const tiers = IRMAA_2026.value.tiers[filing];
  const irmaaRow = parameterRow(
    `Medicare IRMAA tiers (${filing === 'mfj' ? 'joint' : 'single'}, 2026 schedule)`,
    IRMAA_2026,
    taxYear,
    {
      detail: `standard Part B $${IRMAA_2026.value.standardPartB}/month; first surcharge over ${usd(tiers[0]!.over)}: Part B $${tiers[0]!.partBMonthly}, Part D +$${tiers[0]!.partDMonthly}/month`,
    },
  );
  const people = `${onMedicare} ${onMedicare > 1 ? 'people' : 'person'}`;
  const when = `This year’s income as projected with no new planning (taxable Social Security included; tax-exempt interest, which MAGI adds back, is not in the facts). Medicare premiums in ${taxYear + 2} follow it, taken at the 2026 schedule.`;
  const figures: KeyFigure[] = [];
  figures.push({
    key: 'magi-this-year',
    label: `Modified AGI this year (Medicare premiums in ${taxYear + 2} follow it)`,
    value: magi,
    unit: 'usd',
    appliesWhen: when,
    facts: [money('Adjusted gross income, first projected year', magi)],
    parameters: [],
    arithmetic: `AGI of the first projected year = ${usd(magi)}`,
  });
  if (surcharge(magi) > 0)
    figures.push({
      key: 'irmaa-surcharge',
      label: 'Medicare premium surcharges (IRMAA) a year at that MAGI',
      value: surcharge(magi),
      unit: 'usd',
      appliesWhen: `${when} For ${people} on Medicare.`,
      facts: [money('Modified AGI', magi)],
      parameters: [irmaaRow],
      arithmetic: `${onMedicare} x 12 x (tier Part B - standard Part B + tier Part D) = ${usd(surcharge(magi))}`,
    });
  const giving = hh.charitableGiving;
  const oldEnough = year.ages.some((a) => a >= QCD_AGE);
  const preTax = hh.holdings.some((h) => h.kind === 'retirement' && h.value > 0);
  if (giving > 0 && oldEnough && preTax) {
    const limit = getTaxYear(taxYear).federal.charitable.qcdLimit;
    const qcd = Math.min(giving, limit.value);
    const withQcd = Math.max(0, magi - qcd);
    const avoided = surcharge(magi) - surcharge(withQcd);
    figures.push({
      key: 'magi-with-qcd',
      label: 'Modified AGI if this year’s gifts left the IRA as qualified charitable distributions',
      value: withQcd,
      unit: 'usd',
      appliesWhen: `The same ${usd(qcd)} of gifts sent from the IRA to the charities instead of by check: a QCD counts toward the required distribution and never enters income.`,
      facts: [money('Modified AGI', magi), money('Gifts to charity a year', giving)],
      parameters: [
        parameterRow('Qualified charitable distribution limit per IRA owner', limit, taxYear, {
          value: limit.value,
          unit: 'usd',
        }),
      ],
      arithmetic: `${usd(magi)} - ${usd(qcd)} = ${usd(withQcd)}`,
    });
    if (avoided > 0)
      figures.push({
        key: 'irmaa-avoided-with-qcd',
        label: 'Medicare premium surcharges avoided a year by giving through QCDs',
        value: avoided,
        unit: 'usd',
        appliesWhen: `${when} For ${people} on Medicare.`,
        facts: [money('Modified AGI', magi), money('Modified AGI with QCDs', withQcd)],
        parameters: [irmaaRow],
        arithmetic: `${usd(surcharge(magi))} - ${usd(surcharge(withQcd))} = ${usd(avoided)}`,
      });
  }
  return figures;
}

/** Pre-tax savings below this are not worth a conversion plan of their own. */
const CONVERSION_WORTHWHILE = 250_000;
/** The bracket a conversion is usually filled to: above it the next rate is 24% or 32%. */
const CONVERSION_BRACKET_RATE = 0.22;

/**
 * For pre-tax savings before required distributions: how much can be converted to a Roth IRA in
 * a year with no other income while staying within the 22% bracket, and the federal tax on it.
 */
function conversionRoomFigures(facts: ClientFacts, taxYear: number): KeyFigure[] {
  const preTax = facts.retirementAccounts?.value ?? 0;
  const status = facts.maritalStatus?.value;
  const ages = facts.ages.map((a) => a.value);
  if (preTax < CONVERSION_WORTHWHILE || status === undefined || status === 'partnered') return [];
  // Once anyone takes required distributions, or a pension or Social Security is being paid,
  // there is no year without other income.
  if (ages.length === 0 || ages.some((age) => age >= rmdStartAge(taxYear - age))) return [];
  const paidNow = (facts.incomeSources ?? []).some(
    (s) => s.value.source === 'pension' || s.value.source === 'social-security',
  );
  if (paidNow) return [];
  const filing = status === 'married' ? 'mfj' : 'single';
  const { income } = getTaxYear(taxYear).federal;
  const brackets = income.brackets[filing].value;
  const i = brackets.findIndex((b) => b.rate === CONVERSION_BRACKET_RATE);
  const top = brackets[i + 1]?.over;
  if (i < 0 || top === undefined) return [];
  const deduction = income.standardDeduction[filing].value;
  const room = top + deduction;
  const tax = federalIncomeTax(top, filing, taxYear);
  const joint = filing === 'mfj' ? 'joint' : 'single';
  const when = `In a year with no other taxable income (after pay stops, before Social Security and required distributions), filing ${filing === 'mfj' ? 'jointly' : 'as single'} with the ${taxYear} standard deduction; state tax not included.`;
  const parameters = [
    parameterRow(`Federal ordinary income brackets (${joint})`, income.brackets[filing], taxYear, {
      detail: `${taxYear} brackets`,
    }),
    parameterRow('Standard deduction', income.standardDeduction[filing], taxYear, {
      value: deduction,
      unit: 'usd',
    }),
  ];
  return [
    {
      key: 'conversion-room-22',
      label: 'Roth conversion room to the top of the 22% bracket in a year with no other income',
      value: room,
      unit: 'usd',
      appliesWhen: when,
      facts: [money('Pre-tax retirement savings', preTax)],
      parameters,
      arithmetic: `top of the 22% bracket ${usd(top)} + standard deduction ${usd(deduction)} = ${usd(room)}`,
    },
    {
      key: 'conversion-room-22-tax',
      label: 'Federal income tax on that conversion',
      value: tax,
      unit: 'usd',
      appliesWhen: when,
      facts: [money('Conversion', room)],
      parameters,
      arithmetic: `tax on ${usd(top)} of taxable income by the ${taxYear} ${joint} brackets = ${usd(tax)}`,
    },
  ];
}

const percent2 = (n: number) => Math.round(n * 10_000) / 100;

/**
 * From an attached return: the federal effective rate (the return's total tax over its AGI)
 * and, from 2026, the part of each year's charitable gifts an itemizer cannot deduct at that
 * AGI (the first 0.5% of AGI: IRC 170(b)(1)(I), added by the OBBBA).
 */
function returnFigures(facts: ClientFacts, taxYear: number): KeyFigure[] {
  const filed = facts.taxReturn?.value;
  if (!filed || filed.adjustedGrossIncome <= 0) return [];
  const agi = filed.adjustedGrossIncome;
  const ofYear = filed.year ? `${filed.year} ` : '';
  const figures: KeyFigure[] = [];
  if (filed.totalTax !== undefined) {
    const rate = percent2(filed.totalTax / agi);
    figures.push({
      key: 'return-effective-rate',
      label: `Federal effective rate on ${ofYear}AGI`,
      value: rate,
      unit: 'percent',
      appliesWhen: `As filed: the return’s total tax (income tax and other taxes such as NIIT) over its adjusted gross income.`,
      facts: [
        money(`Total tax (${ofYear}return)`, filed.totalTax),
        money(`Adjusted gross income (${ofYear}return)`, agi),
      ],
      parameters: [],
      arithmetic: `${usd(filed.totalTax)} / ${usd(agi)} = ${rate}%`,
    });
  }
  const floorRate = getTaxYear(taxYear).federal.charitable.itemizerFloorOfAgi;
  if (taxYear >= 2026) {
    const floor = floorRate.value * agi;
    figures.push({
      key: 'charitable-floor',
      label: `Charitable gifts not deductible each year at this AGI (${taxYear} on)`,
      value: floor,
      unit: 'usd',
      appliesWhen: `For an itemizer from ${taxYear}: the first ${floorRate.value * 100}% of AGI given to charity each year is not deductible, at the return’s AGI of ${usd(agi)}.`,
      facts: [money(`Adjusted gross income (${ofYear}return)`, agi)],
      parameters: [
        parameterRow(
          'Charitable deduction floor for itemizers (share of AGI)',
          floorRate,
          taxYear,
          {
            value: floorRate.value * 100,
            unit: 'percent',
          },
        ),
      ],
      arithmetic: `${floorRate.value * 100}% x ${usd(agi)} = ${usd(floor)}`,
    });
  }
  return figures;
}

/**
 * Tax-law figures about the client's own situation before any planning, each only where the
 * facts it needs are stated (issue 12).
 */
export function keyFigures(
  facts: ClientFacts,
  hh: Household,
  netWorth: number,
  taxYear: number,
  firstYear?: ProjectedYear,
): KeyFigure[] {
  return [
    ...exemptionFigures(facts, { ...hh, married: marriedToday(facts, hh) }, netWorth, taxYear),
    ...rmdFigures(facts, taxYear),
    ...stepUpFigures(facts, taxYear),
    ...inheritedStepUpFigures(facts, taxYear),
    ...ableFigures(facts, taxYear),
    ...prizeFigures(facts, taxYear),
    ...returnFigures(facts, taxYear),
    ...conversionRoomFigures(facts, taxYear),
    ...isoFigures(facts, taxYear),
    ...propertySaleFigures(facts, taxYear),
    ...charitableGiftFigures(facts, taxYear),
    ...dealFigures(facts, taxYear),
    ...careerFigures(facts),
    ...medicareFigures(facts, hh, taxYear, firstYear),
    ...dsueFigures(facts, taxYear),
  ];
}
