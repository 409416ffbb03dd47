import type { Analysis } from '@strata/contracts';
import { describe, expect, it } from 'vitest';
import { analyzeClient } from './analyze';
import type { ClientDocument } from './facts/observation';

/**
 * Issue 11: the same notes with and without a tax return, a brokerage statement and a trust
 * summary give the same household figures; a document adds only what the notes lack. Each
 * document carries a line that once became a household figure: a return's adjustment line
 * (income), one account's total (total assets) and its estimated income (income), a home
 * 'subject to a home equity line' (a debt).
 */
const NOTES = `Married couple, 61 and 59, Texas. Net worth about $58M; liabilities $2.1M (mortgage and a
credit line). Household income ~$520K: his salary plus dividends. Two children. Moderate risk.
Goals: keep the estate out of tax, help the grandchildren with college.`;

const FORM_1040: ClientDocument = {
  name: '2025_1040.pdf',
  text: `Form 1040  U.S. Individual Income Tax Return  2025   OMB No. 1545-0074
Filing Status   X Married filing jointly
1z Add lines 1a through 1h . . . . . . . . . . . . . . . . . . . . . 1z     391,410
3a Qualified dividends . . . 3a      41,120   b Ordinary dividends . . . 3b      52,966
9 Add lines 1z, 2b, 3b, 4b, 5b, 6b, 7, and 8. This is your total income  9    504,193
10 Adjustments to income from Schedule 1, line 26 . . . . . . . . . . 10      6,700
11 Subtract line 10 from line 9. This is your adjusted gross income . 11    497,493
24 Add lines 22 and 23. This is your total tax . . . . . . . . . . . 24    101,980`,
};

const BROKERAGE: ClientDocument = {
  name: 'ms-statement.pdf',
  text: `Morgan Stanley Brokerage Account Statement   JOINT TENANTS WITH RIGHTS OF SURVIVORSHIP
Total account value as of 03/31/2026 ............ $17,512,440.18
Estimated annual income ......................... $402,180.00
HOLDINGS
 Description                         Quantity     Price        Market value      Cost basis
 VANGUARD TOTAL STOCK MKT ETF (VTI)    15,200    $301.10     $4,576,720.00     $3,102,000.00
 NY MUNI BOND FUND                                           $12,935,720.18    $12,980,000.00
 TOTAL                                                      $17,512,440.18`,
};

const TRUST_SUMMARY: ClientDocument = {
  name: 'trust-summary.pdf',
  text: `SUMMARY OF THE OKAFOR FAMILY REVOCABLE TRUST
SCHEDULE A - Trust Property
1. Residence at 4410 Brazos Bend Dr, Sugar Land, TX (estimated value $1,400,000), subject to a home equity line
2. Charles Schwab account ending 4471, approximately $6,200,000
Total trust assets ..................................... $7,600,000`,
};

const household = (analysis: Analysis) => ({
  netWorth: analysis.facts?.netWorth?.value,
  totalLiabilities: analysis.facts?.totalLiabilities?.value,
  annualIncome: analysis.facts?.annualIncome?.value,
  state: analysis.facts?.state?.value,
  ages: analysis.facts?.ages?.value,
  estateTaxToday: analysis.baseline?.keyFigures?.find((k) => /estate tax/i.test(k.label))?.value,
});

describe('documents speak for what they are about, never for the household', () => {
  const without = analyzeClient({ notes: NOTES, documents: [] }).analysis;
  const withDocuments = analyzeClient({
    notes: NOTES,
    documents: [FORM_1040, BROKERAGE, TRUST_SUMMARY],
  }).analysis;

  it('gives the same household figures with and without the documents', () => {
    expect(household(without)).toMatchObject({
      netWorth: 58_000_000,
      totalLiabilities: 2_100_000,
      annualIncome: 520_000,
      state: 'TX',
      ages: [61, 59],
    });
    expect(household(withDocuments)).toEqual(household(without));
    expect(withDocuments.baseline?.startNetWorth).toBe(without.baseline?.startNetWorth);
    expect(withDocuments.baseline?.estateTaxToday).toEqual(without.baseline?.estateTaxToday);
  });

  it('itemizes the stated net worth with the holdings the documents show, each of its kind', () => {
    // The statement's account and the trust's home and account become holdings within the
    // notes' $58M; the rest stays an unitemized portfolio. The projection grows the home as
    // real estate and keeps the statement's basis, so the later years differ, not the start.
    expect(withDocuments.facts?.netWorth?.value).toBe(58_000_000);
    const holdings = (a: Analysis) => a.baseline?.notes?.find((n) => /not itemized/.test(n));
    expect(holdings(without)).toContain('60,100,000 dollars are not itemized');
    expect(holdings(withDocuments)).toContain(
      `${Math.round(60_100_000 - 17_512_440.18 - 1_400_000 - 6_200_000).toLocaleString('en-US')} dollars are not itemized`,
    );
  });

  it("keeps the return's income beside the notes' as a conflict, never silently", () => {
    // $504,193 is within 5% of ~$520K: the same figure, rounded; no conflict to show.
    expect(withDocuments.facts?.annualIncome?.source.kind).toBe('notes');
    expect(withDocuments.facts?.annualIncome?.conflicts ?? []).toEqual([]);
  });
});

describe('a couple whose income is only in a W-2 and a K-1', () => {
  const notes =
    'Dr. Amy Chen (52) and Paul Chen (54), Illinois, married. Amy is an anesthesiologist (W-2 attached), Paul owns 40% of a landscaping S-corp (K-1 attached). Two kids. Want to cut taxes.';
  const documents: ClientDocument[] = [
    {
      name: 'w2.txt',
      text: `Form W-2 Wage and Tax Statement 2025
Employee: Amy L Chen
1 Wages, tips, other compensation       512,400.00
2 Federal income tax withheld           118,220.00`,
    },
    {
      name: 'k1.txt',
      text: `Schedule K-1 (Form 1120-S) 2025  Shareholder's Share of Income, Deductions, Credits, etc.
B Corporation's name: Green Acres Landscaping Inc
G Current year allocation percentage: 40.000000 %
1 Ordinary business income (loss)        186,500`,
    },
  ];
  const { analysis } = analyzeClient({ notes, documents });

  it('figures the business strategies on the K-1’s income, not a share of the household’s', () => {
    const ptet = analysis.recommendations.find((r) => r.strategyId === 'PTET');
    const assumptions = ptet?.costBenefitAnalysis?.calculations.assumptions.join(' ') ?? '';
    expect(assumptions).toContain('Business income $186,500 to the owner');
    expect(assumptions).not.toContain('assumed 70% of household income');
    // $186,500 x 4.95% Illinois tax, deducted at the 35% federal rate, for ten years.
    expect(ptet?.costBenefitAnalysis?.potentialSavings).toBeCloseTo(
      186_500 * 0.0495 * 0.35 * 10,
      -1,
    );
  });
});

describe('a couple whose notes value only the house, with their statements attached', () => {
  const notes =
    'Tom & Linda Reyes, 63 and 61, Charlotte NC. Tom retiring next June, Linda stopped working in 2022. Statements attached. Paid-off house worth about $750K. Worried about taxes in retirement.';
  const documents: ClientDocument[] = [
    {
      name: '401k.txt',
      text: `Fidelity NetBenefits - Quarterly Statement  07/01/2026 - 09/30/2026
Duke Energy Retirement Savings Plan
Ending balance                    $1,886,019.72
Source balances: Pre-tax $1,612,300.10   Roth $173,719.62   Employer match $100,000.00`,
    },
    {
      name: 'ira.txt',
      text: `Vanguard  Traditional IRA  Linda M Reyes   Account ending 3321
Total account value  $412,880.45`,
    },
    {
      name: 'schwab.txt',
      text: `Charles Schwab  Joint Tenant Account  Thomas & Linda Reyes   Statement period Sep 1-30, 2026
Account Value as of 09/30/2026: $638,412.09
Positions  Symbol  Quantity  Price  Market Value  Cost Basis`,
    },
  ];
  const { analysis } = analyzeClient({ notes, documents });

  it('adds the statements’ accounts to the house the notes list, each of its kind', () => {
    // $750,000 + $1,886,019.72 + $412,880.45 + $638,412.09
    expect(analysis.facts?.netWorth?.value).toBe(3_687_312.26);
    // The 401(k) and the IRA are pre-tax; the joint account is not.
    expect(analysis.facts?.retirementAccounts?.value).toBe(true);
    expect(analysis.baseline?.notes?.some((n) => /not itemized/.test(n))).toBe(false);
  });
});

describe('a policy statement showing a policy the insured owns', () => {
  const notes =
    'Couple, 71/69, Greenwich CT. Net worth ~$32M (mostly brokerage + 2 homes). Existing policy attached - want to know if it belongs in an ILIT. 3 kids.';
  const policy: ClientDocument = {
    name: 'policy.txt',
    text: `ANNUAL POLICY STATEMENT - Survivorship Universal Life
Insureds: Richard A. Hale, Susan B. Hale
Owner: Richard A. Hale
Specified amount (death benefit) ......... $10,000,000
Planned annual premium ................... $   142,000
Net cash surrender value ................. $ 1,188,330.18`,
  };
  const without = analyzeClient({ notes }).analysis;
  const withPolicy = analyzeClient({ notes, documents: [policy] }).analysis;

  it('puts its death benefit in the estate the baseline taxes (IRC 2042)', () => {
    // Today: $32M + $10M against two $15M exclusions, less the Connecticut tax deducted.
    expect(without.baseline?.estateTaxToday.federal).toBe(0);
    expect(withPolicy.baseline?.estateTaxToday.federal).toBeGreaterThan(3_000_000);
    expect(withPolicy.taxPlanning.currentTaxSituation).toContain(
      'The $10,000,000 death benefit of the life insurance the insured owns is in the estate as well (IRC 2042), beyond the net worth',
    );
    expect(withPolicy.baseline?.notes).toContain(
      '10,000,000 dollars of death benefit on policies the insured owns (or whose owner the documents do not name) are in the estate at the death (IRC 2042).',
    );
    // On both lives: paid at the second death, not at the first.
    const paid = withPolicy.baseline!.years.filter((y) => (y.insuranceProceeds ?? 0) > 0);
    expect(paid.map((y) => [y.year, y.insuranceProceeds])).toEqual([
      [withPolicy.baseline!.atLastDeath!.year, 10_000_000],
    ]);
  });

  it('values moving it to an ILIT as the death taxes on its benefit, weighed by three years of survival, at no new premium', () => {
    const ilit = withPolicy.recommendations.find((r) => r.strategyId === 'ILIT');
    const formula = ilit?.costBenefitAnalysis?.calculations.formula ?? '';
    expect(formula).toContain('given to the trust, it is not, if the insured lives 3 more years');
    expect(formula).toContain('The premiums are paid either way: no new cost.');
    expect(ilit?.costBenefitAnalysis?.estimatedCost).toBeLessThan(50_000);
    // Its $142,000 premium, given to the trust, takes the three children's exclusions from both
    // spouses (2 x 3 x $19,000 = $114,000 a year); the other $28,000 a year uses exemption,
    // $280,000 over ten years.
    expect(formula).toContain(
      "The trust pays the $142,000 yearly premium from the insureds' gifts to it, which take $114,000 a year of the beneficiaries' annual exclusions and $280,000 of exemption over 10 years.",
    );
    // At least Connecticut's 12% on the $10M, at most what the $10M adds to the baseline's
    // death taxes (a survivorship policy: paid at the second death).
    const last = withPolicy.baseline!.atLastDeath!;
    const before = without.baseline!.atLastDeath!;
    const saved = Number(
      /Estate and state death taxes saved at the last death \(\d+\): \$([\d,]+)/
        .exec(formula)?.[1]
        ?.replace(/,/g, ''),
    );
    expect(saved).toBeGreaterThan(0.12 * 10_000_000);
    expect(saved).toBeLessThanOrEqual(last.federal + last.state - before.federal - before.state);
  });
});
