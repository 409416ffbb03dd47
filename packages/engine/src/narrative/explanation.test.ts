import { explanationSchema } from '@strata/contracts';
import { describe, expect, it } from 'vitest';
import { computeCostBenefit } from '../calc';
import { STRATEGIES } from '../catalogue';
import { extractFacts } from '../facts';
import { buildExplanation } from './explanation';

const catalogueNames = new Set(STRATEGIES.map((s) => s.name));

const CLIENTS = {
  texasBusinessOwner: extractFacts(
    'John (62) and Mary (59), married, live in Austin, TX. NW ~$32MM. HHI $850k. Owns an HVAC business (S corp) valued at $5M. Three kids, 5 grandkids. Wants to minimize estate taxes. Moderate risk tolerance.',
  ),
  californiaTechExec: extractFacts(
    'Tech exec, 45, single, no kids. Lives in San Jose, CA. Salary $600k. $8M of NVDA with a basis of $400k. NW $14M. Philanthropic. Growth-oriented investor.',
  ),
  newYorkRetiree: extractFacts(
    'Widowed, age 74, lives in New York. Net worth $9M, IRA $2.5M, income $300k. Gives $40k a year to charity. Wants to reduce income taxes.',
  ),
};

const CASES: [string, keyof typeof CLIENTS, string, string][] = [
  ['Irrevocable Life Insurance Trust (ILIT)', 'texasBusinessOwner', '$32,000,000', 'Texas'],
  ['Grantor Retained Annuity Trust (GRAT)', 'texasBusinessOwner', '$5,000,000', 'Texas'],
  ['Charitable Remainder Trust (CRUT / CRAT)', 'californiaTechExec', '$8,000,000', 'California'],
  ['Qualified Personal Residence Trust (QPRT)', 'californiaTechExec', '$14,000,000', 'California'],
];

describe('buildExplanation', () => {
  it.each(CASES)(
    '%s for the %s client is schema-valid and about that client',
    (name, client, figure, state) => {
      const explanation = buildExplanation({ strategyName: name, facts: CLIENTS[client] });
      expect(explanationSchema.safeParse(explanation).success).toBe(true);
      expect(explanation.strategyOverview.title).toBe(name);
      const text = JSON.stringify(explanation);
      expect(text).toContain(figure);
      expect(text).toContain(state);
      expect(explanation.implementation.steps.length).toBeGreaterThan(0);
      expect(explanation.risks.primaryRisks.length).toBeGreaterThan(0);
    },
  );

  it('names 2-3 real catalogue strategies as alternatives, each with a concrete reason', () => {
    for (const [name, client] of CASES) {
      const { alternativeStrategies } = buildExplanation({
        strategyName: name,
        facts: CLIENTS[client],
      }).comparativeAnalysis;
      expect(alternativeStrategies.length).toBeGreaterThanOrEqual(2);
      expect(alternativeStrategies.length).toBeLessThanOrEqual(3);
      for (const alt of alternativeStrategies) {
        expect(catalogueNames.has(alt.strategy)).toBe(true);
        expect(alt.strategy).not.toBe(name);
        expect(alt.whyNotChosen).toMatch(/\$|Needs/);
      }
    }
  });

  it('says why a strategy is not available when the net worth is below its minimum', () => {
    const facts = extractFacts('Single, 40, lives in Ohio. NW $600k. Income $150k.');
    const explanation = buildExplanation({ strategyName: 'GRAT', facts });
    expect(explanation.whyThisClient).toMatch(/\$5,000,000 minimum/);
    expect(explanation.implementation.prerequisites.join(' ')).toMatch(/at least \$5,000,000/);
  });

  it('takes net worth and goals from the results page profile when the facts lack them', () => {
    const facts = extractFacts('Married couple in Florida.');
    const explanation = buildExplanation({
      strategyName: 'Spousal Lifetime Access Trust (SLAT)',
      facts,
      clientProfile: { currentNetWorth: 20_000_000, primaryGoals: ['Minimize estate taxes'] },
    });
    expect(explanation.strategyOverview.description).toContain('$20,000,000');
    expect(explanation.goalAlignment).toContain('Minimize estate taxes');
  });

  it('uses the cost-benefit figures it is given', () => {
    const facts = CLIENTS.newYorkRetiree;
    const computed = computeCostBenefit('DAF', facts);
    const given = { ...computed, potentialSavings: 123_456 };
    const explanation = buildExplanation({
      strategyName: 'Donor-Advised Fund (DAF)',
      facts,
      costBenefit: given,
    });
    expect(explanation.benefits.primaryBenefits[0]?.quantification).toMatch(
      /^\$123,456 over ten years/,
    );
    expect(JSON.stringify(explanation)).toContain('New York');
  });

  it('refuses a strategy outside the catalogue', () => {
    expect(() =>
      buildExplanation({ strategyName: 'Offshore Magic Trust', facts: CLIENTS.newYorkRetiree }),
    ).toThrow(RangeError);
  });
});

describe('buildExplanation detail', () => {
  it('says less when brief and more when detailed, with the same figures', () => {
    const at = (detail: 'brief' | 'standard' | 'detailed') =>
      buildExplanation({
        strategyName: 'Grantor Retained Annuity Trust (GRAT)',
        facts: CLIENTS.texasBusinessOwner,
        detail,
      });
    const [brief, standard, detailed] = [at('brief'), at('standard'), at('detailed')];
    const size = (e: object) => JSON.stringify(e).length;
    expect(size(brief)).toBeLessThan(size(standard));
    expect(size(detailed)).toBeGreaterThan(size(standard));
    expect(brief.implementation.steps.length).toBeLessThanOrEqual(3);
    expect(detailed.timeline.phases.at(-1)?.milestones.join(' ')).toMatch(/^Year 1: \$/);
    expect(brief.benefits.primaryBenefits[0]).toEqual(standard.benefits.primaryBenefits[0]);
  });

  it('weighs an alternative valued on the household at that value, not the tax it puts off', () => {
    const landlord = extractFacts(
      'Couple, 60 and 58, married, New York. NW $15M. Income $700k. Rental buildings worth $8M. Wants to sell them next year and defer the capital gains tax.',
    );
    const nominal = computeCostBenefit('1031_EXCHANGE', landlord).potentialSavings;
    const { alternativeStrategies } = buildExplanation({
      strategyName: 'DST',
      facts: landlord,
    }).comparativeAnalysis;
    const exchange = alternativeStrategies.find((a) => a.strategy === '1031 Like-Kind Exchange');
    expect(nominal).toBeGreaterThan(0);
    expect(exchange?.whyNotChosen).toMatch(/\$/);
    expect(exchange?.whyNotChosen).not.toContain(`$${(nominal - 1_500).toLocaleString('en-US')}`);
  });
});
