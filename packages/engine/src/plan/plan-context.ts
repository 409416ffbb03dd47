import type { Baseline } from '@strata/contracts';
import { survival } from '../mortality';
import {
  basicExclusion,
  deathTaxes,
  getTaxYear,
  isStateCode,
  stateEstateTaxRule,
  stateTopRate,
  type StateCode,
} from '../tax';
import {
  electedDsue,
  exemptionAlreadyUsed,
  estatesOf,
  plansAsCouple,
  policiesInEstate,
  placedProperty,
  propertyElsewhere,
} from '../projection/household';
import type { ClientFacts } from '../types';
import type { PlanContext } from './value-strategy';

/** Horizon taken for the last death when the notes give no ages (said so in the assumptions). */
export const ASSUMED_YEARS_TO_DEATH = 10;

const usdShort = (n: number) => `$${(n / 1e6).toFixed(1)}M`;

const assumption = (b: Baseline | undefined, key: string, fallback: number) =>
  (b?.assumptions.find((a) => a.key === key)?.value ?? fallback) / 100;

const ratio = (basis: number | undefined, value: number | undefined) =>
  value && basis !== undefined ? Math.min(1, Math.max(0, basis / value)) : 1;

/**
 * Basis as a share of value where the notes state it: of the shares a freeze moves (the larger
 * of the position and the business, as the plan's ledger takes them) and of the home.
 */
function basisRatios(facts: ClientFacts): { basisRatio: number; homeBasisRatio: number } {
  const position = facts.concentratedPosition?.value;
  const business = facts.business?.value.value;
  const shares =
    (position?.value ?? 0) >= (business ?? 0)
      ? ratio(position?.basis, position?.value)
      : ratio(facts.businessBasis?.value, business);
  const home = facts.properties?.find((p) => p.value.use === 'primary-home')?.value;
  return { basisRatio: shares, homeBasisRatio: ratio(home?.basis, home?.amount) };
}

/**
 * The household as the strategies are valued against it: the baseline's last death, growth and
 * discount rate (the advisor's own where changed), and its death taxes at that death. Returns
 * the assumptions it adds, each named.
 */
export function planContext(
  facts: ClientFacts,
  baseline: Baseline | undefined,
  taxYear: number,
): { ctx: PlanContext; assumptions: string[] } {
  const state: StateCode | undefined =
    facts.state && isStateCode(facts.state.value) ? facts.state.value : undefined;
  const owners = estatesOf(facts);
  // Whether each owner of a family's shared wealth is married is not known: no spouse counted.
  const married = owners === 1 && plansAsCouple(facts);
  const growth = assumption(baseline, 'growthInvestments', 6);
  const discountRate = assumption(baseline, 'discountRate', 4);
  const inflation = assumption(baseline, 'inflation', 2.5);
  const portability = assumption(baseline, 'portabilityElected', 100) > 0;
  const deathYear = baseline?.atLastDeath?.year ?? taxYear + ASSUMED_YEARS_TO_DEATH;
  const deaths = baseline?.deaths ?? [];
  const firstDeathYear = married && deaths.length > 1 ? deaths[0]!.year : undefined;
  const last = baseline?.atLastDeath;
  const netWorth = facts.netWorth?.value ?? 0;
  // Real property in other states keeps its share of the estate: taxed where it sits.
  const elsewhere = propertyElsewhere(placedProperty(facts), facts.totalAssets?.value ?? 0, state);
  const gross = last
    ? last.toHeirs + last.federal + last.state + last.toCharity
    : netWorth * (1 + growth) ** ASSUMED_YEARS_TO_DEATH;
  const exclusion = basicExclusion(deathYear, inflation);
  // A couple's survivor carries the first exclusion over; a widow or widower has the DSUE the
  // late spouse's executor elected.
  const dsue =
    married && portability
      ? basicExclusion(firstDeathYear ?? deathYear, inflation)
      : electedDsue(facts);
  const priorGifts = exemptionAlreadyUsed(facts).total;
  const taxesUnder =
    (basic: number) =>
    (estate: number, gifts: number, ported: number): number => {
      // Each owner's estate is its equal share, with its own exclusion, taxed on its own.
      const share = Math.max(0, estate) / owners;
      const r = deathTaxes({
        state: state ?? 'FL',
        dateOfDeath: `${deathYear}-07-01`,
        grossEstate: share,
        bequests: [{ heir: 'child', amount: share }],
        basicExclusion: basic,
        dsue: Math.max(0, ported),
        // The household's own lifetime gifts are added back beside the plan's (IRC 2001(b)).
        adjustedTaxableGifts: gifts / owners + priorGifts,
        propertyElsewhere: elsewhere,
      });
      return (r.federal + r.state) * owners;
    };
  const savedUnder = (basic: number, ported: number): PlanContext['deathTaxSaved'] => {
    const taxes = taxesUnder(basic);
    const before = taxes(gross, 0, ported);
    return (reduction, exemptionUsed, dsueUsed = 0) =>
      Math.max(0, before - taxes(gross - reduction, exemptionUsed, ported - dsueUsed));
  };
  // A couple one of whom is not a US citizen: the marital deduction needs a QDOT (IRC 2056(d)).
  const firstEstate =
    firstDeathYear !== undefined && /non-citizen spouse/.test(facts.crossBorder?.value ?? '')
      ? baseline?.years.find((y) => y.year === firstDeathYear)?.netWorth
      : undefined;
  // Where the notes say which spouse is not a citizen and the ages say who dies first: a
  // citizen survivor takes the marital deduction, and the QDOT guards only the other order.
  const nonCitizen = facts.citizenship?.value.find((c) => !/\bUS\b/.test(c.country))?.person;
  const citizenSurvives = nonCitizen !== undefined && deaths[0]?.person === nonCitizen;
  const unsheltered =
    firstDeathYear !== undefined && firstEstate !== undefined
      ? {
          year: firstDeathYear,
          estate: firstEstate / 2,
          ...(citizenSurvives ? { citizenSurvives } : {}),
          tax: ((r) => (citizenSurvives ? 0 : r.federal + r.state))(
            deathTaxes({
              state: state ?? 'FL',
              dateOfDeath: `${firstDeathYear}-07-01`,
              grossEstate: firstEstate / 2,
              bequests: [{ heir: 'spouse', amount: firstEstate / 2 }],
              basicExclusion: basicExclusion(firstDeathYear, inflation),
              dsue: 0,
              adjustedTaxableGifts: 0,
              propertyElsewhere: elsewhere,
              maritalDeductionDenied: true,
            }),
          ),
        }
      : undefined;
  const age = facts.ages[0]?.value;
  const stateRate = state ? stateTopRate(state, taxYear) : 0;
  const federalGains = 0.2 + getTaxYear(taxYear).federal.income.niitRate.value;
  const { basisRatio, homeBasisRatio } = basisRatios(facts);

  const ctx: PlanContext = {
    taxYear,
    deathYear,
    firstDeathYear,
    deathYearFromAges: baseline !== undefined,
    growth,
    discountRate,
    deathTaxSaved: savedUnder(exclusion, dsue),
    ...(unsheltered ? { firstDeathWithoutMaritalDeduction: unsheltered } : {}),
    // A future Congress may lower the exclusion: half of today's, about where it stood before 2018.
    lawChange: {
      label: `Federal exclusion halved (${usdShort(exclusion / 2)} at the death)`,
      deathTaxSaved: savedUnder(exclusion / 2, dsue / 2),
    },
    heirsGainRate: federalGains + stateRate,
    heirsSell: true,
    basisRatio,
    homeBasisRatio,
    // The freeze strategies move the larger of the business and the position (plan ledger):
    // a planned sale of the business is a sale of what they move only when it is the larger.
    positionSoldBeforeDeath:
      facts.businessSale?.value.status === 'planned' &&
      (facts.business?.value.value ?? 0) >= (facts.concentratedPosition?.value.value ?? 0),
    survival: (years) => (age === undefined ? 1 : survival('unknown', age, years)),
    ownedPolicy: policiesInEstate(facts),
    netWorth,
    ...(last ? { lastEstate: { toCharity: last.toCharity, pretax: last.pretax ?? 0 } } : {}),
    // Connecticut also taxes gifts (against the same exemption): not a state a gift leaves.
    ...(state && state !== 'CT' && stateEstateTaxRule(state, taxYear)
      ? { estateTaxState: state }
      : {}),
    // The survivor alone, this year, with the first spouse's exclusion ported where elected.
    deathTaxesToday: (estate, firstDeathExclusionUsed = 0) => {
      const today = basicExclusion(taxYear, inflation);
      const share = estate / owners;
      const r = deathTaxes({
        state: state ?? 'FL',
        dateOfDeath: `${taxYear}-07-01`,
        grossEstate: share,
        bequests: [{ heir: 'child', amount: share }],
        basicExclusion: today,
        // What the first spouse's exclusion sheltered at that death is not ported (IRC 2010(c)(4)).
        dsue: married && portability ? Math.max(0, today - firstDeathExclusionUsed) : 0,
        adjustedTaxableGifts: priorGifts,
        propertyElsewhere: elsewhere,
      });
      return (r.federal + r.state) * owners;
    },
  };
  const assumptions = [
    baseline
      ? `Estate benefits are dated at the last death of the baseline (${deathYear}) and brought to today at its ${+(discountRate * 100).toFixed(2)}% discount rate.`
      : `The notes give no ages: the last death is assumed ${ASSUMED_YEARS_TO_DEATH} years out (${deathYear}) to date estate benefits; give the ages for a dated figure.`,
    `Heirs are assumed to sell what they receive: assets given away during life miss the step-up in basis and their gain is taxed at ${+(ctx.heirsGainRate * 100).toFixed(2)}% (20% federal, 3.8% NIIT${stateRate > 0 ? `, ${+(stateRate * 100).toFixed(2)}% state` : ''}).`,
    basisRatio < 1
      ? `Shares sold to a trust or put in a GRAT carry their stated basis (${Math.round(basisRatio * 100)}% of value); cash and other assets given away are taken at a basis equal to today's value.`
      : "Assets given away are taken at a basis equal to today's value (no gain today) unless a basis is stated.",
    ...(homeBasisRatio < 1
      ? [
          `A home given to a residence trust carries its stated basis (${Math.round(homeBasisRatio * 100)}% of value).`,
        ]
      : []),
    ...(owners > 1
      ? [
          `The wealth is held by ${owners} owners in equal shares: each estate is taxed on its own share with its own exclusion, and each owner has an exclusion to give (whether each is married is not known, so no spouse's exclusion is counted).`,
        ]
      : []),
  ];
  return { ctx, assumptions };
}
