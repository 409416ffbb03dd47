import type { ClientFacts } from '../types';

/** A fact with a made-up source snippet, for tests. */
export const fact = <T>(value: T, source = `source of ${String(value)}`) => ({ value, source });

/** ClientFacts for tests: nothing known unless overridden. */
export function buildFacts(overrides: Partial<ClientFacts> = {}): ClientFacts {
  return { netWorthDerived: false, ages: [], goals: [], ...overrides };
}

/** A wealthy, fact-rich client: every strategy has inputs. */
export function richFacts(): ClientFacts {
  return buildFacts({
    netWorth: fact(40_000_000),
    annualIncome: fact(1_500_000),
    ages: [fact(62), fact(60)],
    state: fact('NY'),
    maritalStatus: fact('married' as const),
    children: fact(3),
    grandchildren: fact(2),
    business: fact({
      entityType: 'S corporation' as const,
      value: 12_000_000,
      ownershipPercent: 60,
      description: 'manufacturing company',
    }),
    investmentRealEstateValue: fact(4_000_000),
    primaryResidenceValue: fact(3_000_000),
    concentratedPosition: fact({ value: 5_000_000, basis: 500_000, description: 'tech stock' }),
    retirementAccounts: fact(2_500_000),
    lifeInsuranceCoverage: fact(0),
    charitableIntent: fact(true),
    annualCharitableGiving: fact(100_000),
    crossBorder: fact('spouse is a Canadian citizen'),
  });
}
