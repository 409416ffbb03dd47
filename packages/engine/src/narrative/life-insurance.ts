import type { CostBenefitAnalysis, LifeInsuranceBlock } from '@strata/contracts';
import type { CatalogueEntry } from '../catalogue';
import { buildContext } from '../calc';
import { VARIABLES, type VariableKey } from '../formula';
import { getTaxYear } from '../tax';
import type { ClientPicture } from './client-picture';
import { percent, usd } from './wording';

const hasComponent = (text: string) => text.trim().toUpperCase() !== 'N/A';

/** The dollar amount the policy or annuity is written for: the death benefit, else the first dollar input. */
function coveredAmount(
  entry: CatalogueEntry,
  p: ClientPicture,
): { key: VariableKey; value: number } | undefined {
  const { ctx } = buildContext(p.facts, { taxYear: p.taxYear });
  const inputs = entry.inputs(ctx);
  const keys = Object.keys(inputs) as VariableKey[];
  const key =
    keys.find((k) => k === 'deathBenefit') ?? keys.find((k) => VARIABLES[k].unit === 'usd');
  const value = key ? inputs[key] : undefined;
  return key && value !== undefined ? { key, value } : undefined;
}

function premiumBasis(cba: CostBenefitAnalysis | undefined, fallback: string): string {
  const math = cba?.math?.['costBreakdown.lifeInsurancePremiums'];
  if (!math) return fallback;
  const inputs = Object.entries(math.inputs)
    .map(([label, value]) => `${label} ${value >= 100 ? usd(value) : value}`)
    .join(', ');
  return `${math.formula} with ${inputs} = ${usd(math.value)} a year (${math.taxYear} parameters; the premium rate is an assumption by age, not a carrier quote).`;
}

function insuranceBlock(
  entry: CatalogueEntry,
  p: ClientPicture,
  cba: CostBenefitAnalysis | undefined,
): LifeInsuranceBlock {
  const covered = coveredAmount(entry, p);
  const coverage = covered?.value ?? 0;
  const premium = cba?.costBreakdown.lifeInsurancePremiums ?? 0;
  const exclusion = getTaxYear(p.taxYear).federal.estate.annualExclusion.value;
  const estateTax = p.federalEstateTax + p.stateEstateTax;
  const existing = p.facts.lifeInsuranceCoverage?.value;
  const label = covered ? VARIABLES[covered.key].label.toLowerCase() : 'coverage';
  const isTrustOwned = /trust|ILIT/i.test(entry.strategy.lifeInsuranceComponent);
  const topRate = percent(getTaxYear(p.taxYear).federal.estate.topRate.value);
  return {
    description: `${entry.strategy.lifeInsuranceComponent} For this client the ${label} is ${usd(coverage)}${
      estateTax > 0 ? `, against a projected estate tax of ${usd(estateTax)}` : ''
    }${existing !== undefined ? `; existing coverage is ${usd(existing)}` : ''}.`,
    estimatedAnnualPremium: premium,
    premiumCalculationBasis: premiumBasis(
      cba,
      `No separate premium line in this strategy's cost model; ${usd(coverage)} is the ${label} sized by the catalogue.`,
    ),
    coverageAmount: coverage,
    keyAdvantages: [
      `Puts ${usd(coverage)} of cash in place when it is needed, without a forced sale of ${p.facts.business ? 'the business' : p.facts.realEstateValue ? 'real estate' : 'investments'}.`,
      p.age !== undefined
        ? `Underwriting at age ${p.age} costs less than waiting: the assumed premium rate rises at 50 and 65.`
        : 'The premium depends on age and health at underwriting; the notes do not give an age.',
    ],
    taxAdvantages: [
      'Death benefit received free of income tax (IRC 101(a)).',
      isTrustOwned
        ? `Owned by an irrevocable trust, the proceeds stay out of an estate taxed at up to ${topRate} (IRC 2042; 3-year rule of IRC 2035 for transferred policies).`
        : `Owned by the other party to the agreement, the proceeds are not part of the insured's estate taxed at up to ${topRate} (IRC 2042).`,
    ],
    flexibilityFeatures: [
      isTrustOwned
        ? `Premiums can be gifted to the trust within the ${usd(exclusion)} annual exclusion per beneficiary, with Crummey notices.`
        : 'Term coverage can be converted to permanent coverage without new underwriting where the policy allows.',
      'Coverage is reviewed every 3 years against the estate and can be reduced if the estate shrinks.',
    ],
  };
}

function annuityBlock(
  entry: CatalogueEntry,
  p: ClientPicture,
  cba: CostBenefitAnalysis | undefined,
): LifeInsuranceBlock {
  const covered = coveredAmount(entry, p);
  const amount = covered?.value ?? 0;
  const payoutRate = entry.fees.payoutRate ?? 0.05;
  const yearly = Math.round(amount * payoutRate);
  const isCharitable =
    /Charitable/.test(entry.strategy.category) || /charit/i.test(entry.strategy.name);
  const label = covered ? VARIABLES[covered.key].label.toLowerCase() : 'amount placed';
  return {
    description: `${entry.strategy.annuityComponent} For this client the ${label} is ${usd(amount)}${
      p.age !== undefined ? `, with payments starting at age ${p.age} or later` : ''
    }.`,
    estimatedAnnualPremium: cba?.costBreakdown.lifeInsurancePremiums ?? 0,
    premiumCalculationBasis: `No recurring premium: a single ${usd(amount)} contribution (${label}, sized by the catalogue from the client's figures). Payments estimated at ${percent(payoutRate)} of it, ${usd(yearly)} a year.`,
    coverageAmount: amount,
    keyAdvantages: [
      `Income of about ${usd(yearly)} a year for life or the term, from ${usd(amount)}.`,
      isCharitable
        ? 'The remainder goes to the charities the client chooses.'
        : 'Insures against outliving savings.',
    ],
    taxAdvantages: isCharitable
      ? [
          'Income tax deduction for the present value of the charity’s remainder (IRC 170).',
          'Gain on appreciated assets contributed is spread over the payments instead of taxed at once.',
        ]
      : [
          'Amount used is excluded from required minimum distributions until payments begin.',
          'Growth inside the contract is tax-deferred.',
        ],
    flexibilityFeatures: [
      'Payout rate and start date are set at funding.',
      p.isMarried
        ? 'Can be written on two lives so payments continue to the surviving spouse.'
        : 'Can name a successor beneficiary where the contract allows.',
    ],
    annuityBenefits: {
      incomeProjections: `${usd(yearly)} a year (${percent(payoutRate)} of ${usd(amount)}); ${usd(yearly * 10)} over ten years.`,
      taxDeferredGrowth: isCharitable
        ? 'Assets inside the trust or annuity reserve are reinvested without current capital gains tax.'
        : 'Deferred until payments start; then taxed as ordinary income.',
      surrenderCharges: isCharitable
        ? 'None: the contribution is an irrevocable gift and cannot be surrendered.'
        : 'No cash surrender value by rule; the contract cannot be surrendered.',
      riderBenefits: p.isMarried
        ? ['Joint-and-survivor payments for the spouse']
        : ['Return-of-premium death benefit where offered'],
      guaranteedBenefits: [
        `Fixed payments of about ${usd(yearly)} a year backed by the ${isCharitable ? 'charity' : 'insurer'}`,
      ],
    },
  };
}

/** The life insurance or annuity block a catalogue entry with such a component carries. */
export function insuranceBenefits(
  entry: CatalogueEntry,
  p: ClientPicture,
  cba: CostBenefitAnalysis | undefined,
): {
  lifeInsuranceBenefits?: LifeInsuranceBlock;
  lifeInsuranceAnnuityBenefits?: LifeInsuranceBlock;
} {
  if (hasComponent(entry.strategy.annuityComponent))
    return { lifeInsuranceAnnuityBenefits: annuityBlock(entry, p, cba) };
  if (hasComponent(entry.strategy.lifeInsuranceComponent))
    return { lifeInsuranceBenefits: insuranceBlock(entry, p, cba) };
  return {};
}
