import { describe, expect, it } from 'vitest';
import type { Observation } from './observation';
import { readClient } from './read-client';
import { resolveDocuments } from './resolve-documents';
import { extractFacts } from './extract-facts';
import { VANGUARD_PERIOD_STATEMENT } from '../testing/vanguard-statement.fixture';

const doc = (name: string) => ({ kind: 'document' as const, document: name });
const year = { referenceYear: 2026 };

describe('resolveDocuments', () => {
  it("keeps the notes' household figures and one statement's total as that account only", () => {
    const notes = extractFacts('Couple 62/60, Texas. Net worth ~$58M; income ~$1.2M.', year);
    const observations: Observation[] = [
      {
        field: 'account',
        value: { kind: 'taxable', label: 'Joint brokerage', amount: 17_500_000 },
        quote: 'Total account value $17,500,000',
        origin: doc('schwab.pdf'),
      },
      {
        field: 'other',
        value: { label: 'Estimated annual income', amount: 402_000 },
        quote: 'Estimated annual income $402,000',
        origin: doc('schwab.pdf'),
      },
    ];
    const { facts } = resolveDocuments(notes, observations);
    expect(facts.netWorth?.value).toBe(58_000_000);
    expect(facts.annualIncome?.value).toBe(1_200_000);
  });

  it('puts the trusts and wills a document names on record, beside what the notes said', () => {
    const notes = extractFacts('Widower, 77, Ohio. Net worth $6M. Will from 2004.', year);
    const observations: Observation[] = [
      {
        field: 'planDocument',
        value: { kind: 'revocable living trust', year: 2015 },
        quote: 'The Lee Family Revocable Living Trust dated March 3, 2015',
        origin: doc('trust-summary.pdf'),
      },
    ];
    const { facts } = resolveDocuments(notes, observations);
    expect(facts.planDocuments?.map((d) => d.value)).toEqual([
      { kind: 'will', year: 2004 },
      { kind: 'revocable living trust', year: 2015 },
    ]);
    expect(facts.planDocuments?.[1]?.source).toMatch(/dated March 3, 2015/);
  });

  it('keeps a disagreement as a conflict beside the notes’ value', () => {
    const notes = extractFacts('Client 55, lives in Ohio. Income ~$520K.', year);
    const observations: Observation[] = [
      {
        field: 'annualIncome',
        value: 6_700,
        quote: '10 Adjustments ... 6,700',
        origin: doc('1040.pdf'),
      },
      { field: 'state', value: 'FL', quote: 'Naples, FL 34102', origin: doc('appraisal.pdf') },
    ];
    const { facts, conflicts } = resolveDocuments(notes, observations);
    expect(facts.annualIncome?.value).toBe(520_000);
    expect(facts.state?.value).toBe('OH');
    expect(conflicts.map((c) => c.field)).toEqual(['annualIncome', 'state']);
  });

  it('fills what the notes leave out, and shows the conflict in analysis.facts', () => {
    const reading = readClient(
      {
        notes: 'Widow, 70, lives in Ohio.',
        documents: [
          {
            name: 'statement.txt',
            text: 'Fidelity Rollover IRA statement\nTotal account value ........ $1,250,000',
          },
          {
            name: 'return.txt',
            text: 'Form 1040 U.S. Individual Income Tax Return 2025\nHome address: 1 Bay Rd, Naples, FL 34102\n9 Total income ........ 98,000',
          },
        ],
      },
      year,
    );
    expect(reading.facts.annualIncome?.value).toBe(98_000);
    expect(reading.analysisFacts.retirementAccounts?.value).toBe(true);
    expect(reading.analysisFacts.state?.value).toBe('OH');
  });
});

describe("a plan statement beside the notes' other retirement account", () => {
  const notes = extractFacts(
    "Ray & Donna Jimenez, MFJ, CO. Ray 61. Donna 59. 401k stmt attached. Also Donna's IRA ~180k, joint savings 60k. House paid off ~700k.",
    year,
  );
  const statement = (amount: number): Observation => ({
    field: 'account',
    value: { kind: 'traditional-retirement', label: 'BALL CORPORATION 401(K) PLAN', amount },
    quote: `TOTAL ACCOUNT BALANCE ${amount}`,
    origin: doc('401k-statement-q4-2025.txt'),
  });

  it('is another account: its balance adds to the assets and the retirement accounts', () => {
    const { facts } = resolveDocuments(notes, [statement(808_684.16)]);
    // $180,000 + $60,000 + $700,000 + $808,684.16.
    expect(facts.totalAssets?.value).toBe(1_748_684.16);
    expect(facts.retirementAccounts?.value).toBe(988_684.16);
  });

  it("is the notes' own account where they name the same plan", () => {
    const same = extractFacts('Couple 61/59, CO. 401k ~800k. House ~700k.', year);
    const { facts } = resolveDocuments(same, [statement(808_684.16)]);
    expect(facts.retirementAccounts?.value).toBe(800_000);
  });
});

describe("a personal financial statement's totals", () => {
  const PFS = {
    name: 'pfs.txt',
    text: `PERSONAL FINANCIAL STATEMENT as of September 30, 2026
ASSETS
Cash - Chase checking and savings        $   640,000
Brokerage - Fidelity (joint)              $ 5,900,000
Whole life policy cash value               $   210,000
Total assets                              $13,780,000
LIABILITIES
Mortgage - residence                      $   420,000
Total liabilities                         $   570,000
NET WORTH                                 $13,210,000`,
  };
  const read = (notes: string) => readClient({ notes, documents: [PFS] }, year);

  it("are the household's where the notes give none, quoted from the statement", () => {
    const { facts } = read('Couple, 66 and 64, New Jersey.');
    expect(facts.netWorth).toMatchObject({
      value: 13_210_000,
      source: expect.stringContaining('NET WORTH'),
    });
    expect(facts.totalAssets?.value).toBe(13_780_000);
    expect(facts.totalLiabilities?.value).toBe(570_000);
    expect(facts.netWorthDerived).toBe(false);
  });

  it("stand beside the notes' own figure as a conflict, never over it", () => {
    const { facts, analysisFacts } = read('Couple, 66 and 64, New Jersey. Net worth about $10M.');
    expect(facts.netWorth?.value).toBe(10_000_000);
    expect(analysisFacts.netWorth?.conflicts).toContainEqual(
      expect.objectContaining({ value: 13_210_000 }),
    );
  });
});

describe('income by source from the documents', () => {
  const income = (
    source: 'wages' | 'business' | 'interest',
    amount: number,
    name: string,
  ): Observation => ({
    field: 'income',
    value: { source, amount, recurring: true },
    quote: `${source} ${amount}`,
    origin: doc(name),
  });
  const W2 = income('wages', 512_400, 'w2.pdf');
  const K1 = income('business', 186_500, 'k1.pdf');

  it('are the household’s sources where the income itself is the documents’', () => {
    const notes = extractFacts('Married, 52/54, Illinois. W-2 and K-1 attached.', year);
    const { facts } = resolveDocuments(notes, [W2, K1]);
    expect(facts.annualIncome?.value).toBe(698_900);
    expect(facts.incomeSources?.map((s) => [s.value.source, s.value.amount])).toEqual([
      ['wages', 512_400],
      ['business', 186_500],
    ]);
  });

  it('are a return’s own lines where a return is attached: a W-2 repeats its wages', () => {
    const notes = extractFacts('Married, 52/54, Illinois.', year);
    const total: Observation = {
      field: 'annualIncome',
      value: 700_000,
      quote: '9 total income 700,000',
      origin: doc('1040.pdf'),
    };
    const { facts } = resolveDocuments(notes, [
      total,
      income('wages', 512_400, '1040.pdf'),
      income('interest', 1_600, '1040.pdf'),
      W2,
    ]);
    expect(facts.incomeSources?.map((s) => s.value.amount)).toEqual([512_400, 1_600]);
  });

  it('leave the notes’ income alone where the notes state it', () => {
    const notes = extractFacts('Married, 52/54, Illinois. Income ~$900K.', year);
    const { facts } = resolveDocuments(notes, [W2, K1]);
    expect(facts.annualIncome?.value).toBe(900_000);
    expect(facts.incomeSources).toBeUndefined();
  });
});

describe('holdings the documents show', () => {
  const account = (kind: 'taxable' | 'traditional-retirement', amount: number): Observation => ({
    field: 'account',
    value: { kind, label: `${kind} account`, amount, basis: amount / 2 },
    quote: `Total account value $${amount}`,
    origin: doc('statement.pdf'),
  });

  it('itemize a stated net worth as far as it reaches, with their basis, never raising it', () => {
    const notes = extractFacts('Couple 62/60, Texas. Net worth ~$8M.', year);
    const { facts } = resolveDocuments(notes, [account('taxable', 3_000_000)]);
    expect(facts.netWorth?.value).toBe(8_000_000);
    expect(facts.accounts?.map((a) => a.value)).toEqual([
      { kind: 'taxable', label: 'taxable account', amount: 3_000_000, basis: 1_500_000 },
    ]);
  });

  it('value a position the notes name without a figure, and add its account', () => {
    const notes = extractFacts(
      'Couple 45/47, married, CA. $4.2M house. Concentrated pos: NVDA in joint brokerage (see stmt), v. low basis.',
      year,
    );
    expect(notes.concentratedPosition?.value.value).toBeUndefined();
    const position: Observation = {
      field: 'position',
      value: { label: 'NVIDIA CORP NVDA', amount: 4_384_630, basis: 211_900 },
      quote: 'NVIDIA CORP  NVDA  23,500  $186.58  $4,384,630.00  $211,900.00',
      origin: doc('statement.pdf'),
    };
    const { facts } = resolveDocuments(notes, [account('taxable', 5_386_912), position]);
    expect(facts.concentratedPosition?.value).toMatchObject({
      value: 4_384_630,
      basis: 211_900,
      description: 'NVIDIA CORP NVDA',
      isLowBasis: true,
    });
    expect(facts.concentratedPosition?.source).toContain('81% of the account; the notes name it');
    // The house and the account: 4,200,000 + 5,386,912.
    expect(facts.totalAssets?.value).toBe(9_586_912);
  });

  it('stay out of a stated net worth they would exceed: one of the figures is stale', () => {
    const notes = extractFacts('Couple 62/60, Texas. Net worth ~$2M.', year);
    const { facts } = resolveDocuments(notes, [account('taxable', 3_000_000)]);
    expect(facts.netWorth?.value).toBe(2_000_000);
    expect(facts.accounts).toBeUndefined();
  });

  it('count an account once where a balance sheet lists it and its statement shows it', () => {
    const notes = extractFacts('Single, 59, Minnesota.', year);
    const listed: Observation = {
      field: 'account',
      value: { kind: 'taxable', label: 'Schwab brokerage account', amount: 2_010_000 },
      quote: 'Schwab brokerage account ....... $ 2,010,000',
      origin: doc('pfs.pdf'),
    };
    const { facts } = resolveDocuments(notes, [listed, account('taxable', 2_011_450)]);
    expect(facts.accounts?.map((a) => a.value.amount)).toEqual([2_011_450]);
    expect(facts.totalAssets?.value).toBe(2_011_450);
  });

  it('leave a kind the notes value to the notes', () => {
    const notes = extractFacts('Couple 62/60, Texas. IRA $1M, brokerage $2M, home $1M.', year);
    const { facts } = resolveDocuments(notes, [account('traditional-retirement', 1_040_000)]);
    expect(facts.netWorth?.value).toBe(4_000_000);
    expect(facts.accounts?.filter((a) => a.value.kind === 'traditional-retirement')).toHaveLength(
      1,
    );
  });

  it("adds an executive's deferred compensation beside the 401(k) and a mortgage statement's principal as a debt", () => {
    const { facts } = readClient(
      {
        notes:
          'Rob 55, MFJ w/ Maria 53, Hinsdale IL. EVP at ADM-type co, TC ~$1.1M. 401k $1.9M, brokerage $2.3M, cash $300k. Home value ~$2.4M.',
        documents: [
          {
            name: 'nqdc.txt',
            text: `MIDWEST GRAIN PROCESSORS, INC.
EXECUTIVE DEFERRED COMPENSATION PLAN — PARTICIPANT STATEMENT        Quarter ending 09/30/2024
Participant: ROBERT J CASTELLANO      Plan: MGP EDCP (Nonqualified, unfunded, IRC §409A)

Account Summary                           Balance
Beginning Balance (07/01/2024)         $2,844,120.18
Ending Balance (09/30/2024)            $3,088,980.62
Vested Balance                         $3,088,980.62`,
          },
          {
            name: 'mortgage.txt',
            text: `CHASE                                        Mortgage Statement
Statement Date: 10/16/2024                   Loan Number: XXXXXX8812
Payment Due Date                11/01/2024
Amount Due                      $9,884.31
Outstanding Principal           $812,406.55
Interest Rate (Until 07/2027)   3.125%
Escrow Balance                  $18,220.40`,
          },
        ],
      },
      year,
    );
    expect(facts.totalAssets?.value).toBe(9_988_980.62);
    expect(facts.accounts?.map((a) => a.value.label)).toContain(
      'Deferred compensation (MIDWEST GRAIN PROCESSORS, INC.)',
    );
    expect(facts.totalLiabilities?.value).toBe(812_406.55);
    expect(facts.liabilities?.[0]?.value).toMatchObject({ kind: 'mortgage', amount: 812_406.55 });
    expect(facts.netWorth?.value).toBe(9_176_574.07);
  });

  it("leaves the notes' own debts standing beside a mortgage statement", () => {
    const { facts } = readClient(
      {
        notes: 'Couple 60/58, Ohio. 401k $1.2M, brokerage $800k. Mortgage $300k.',
        documents: [
          {
            name: 'mortgage.txt',
            text: 'Wells Fargo Mortgage Statement\nOutstanding Principal  $296,410.12',
          },
        ],
      },
      year,
    );
    expect(facts.totalLiabilities?.value).toBe(300_000);
  });

  it("reads a company a statement names by a figure ('MMM  3M CO') as no amount in the notes", () => {
    const { facts } = readClient(
      {
        notes:
          'Tom & Linda Okafor 66/63, Edina MN, MFJ. Tom retired (3M). Schwab stmt attached (all their investable $). Home ~$1.1M, $0 mtg. Qs: Roth conv, 3M stock.',
        documents: [
          {
            name: 'schwab.txt',
            text: `charles SCHWAB                                  Schwab One® Consolidated Statement
Household Summary                         Beginning Value        Ending Value
XXXX-2210          Joint Tenants WROS       3,402,118.44           3,371,902.17
XXXX-5538          Rollover IRA - Thomas    2,611,450.90           2,588,204.33
Total Household Value                       6,013,569.34           5,960,106.50

Symbol  Description              Quantity    Price      Market Value    Cost Basis
MMM     3M CO                    9,850.000   128.41     1,264,838.50    231,475.00`,
          },
        ],
      },
      year,
    );
    expect(facts.totalAssets?.value).toBe(7_060_106.5);
  });

  it("reads the gifts a lawyer's summary says were reported on gift tax returns as each giver's exemption used", () => {
    const { facts } = readClient(
      {
        notes: 'Charles & Anne Beaumont 70/68, McLean VA, MFJ. ~$60M NW (see atty summary).',
        documents: [
          {
            name: 'estate_plan_summary.txt',
            text: `HUNTON & REID LLP
MEMORANDUM — PRIVILEGED & CONFIDENTIAL
Re:    Summary of Your Current Estate Plan

1. Revocable Trusts. Each of you has a revocable living trust (Charles R. Beaumont Revocable Trust
   and Anne P. Beaumont Revocable Trust, both dated June 2, 2016, restated March 2021).

2. Spousal Lifetime Access Trusts. In December 2020, Charles created the "Anne Beaumont SLAT" and
   funded it with Class B non-voting units of Beaumont Properties LLC valued at $11,200,000 (after a
   32% valuation discount). Anne created a non-reciprocal SLAT for Charles in 2022 funded with
   $6,000,000 of marketable securities. Gift tax returns (Form 709) were filed for 2020 and 2022.

3. Grantor Retained Annuity Trusts. The current GRAT (2024-A) holds $4.1 million.`,
          },
        ],
      },
      year,
    );
    expect(facts.exemptionUsed?.value).toEqual({ client: 11_200_000, spouse: 6_000_000 });
  });
});

describe('an IRA at another firm than the one the notes value', () => {
  it("adds a Vanguard statement's rollover IRA to the notes' IRA at Schwab", () => {
    const { facts } = readClient(
      {
        notes:
          "David (67) and Ruth (65) Fenwick, Boulder CO, married. Vanguard statement attached (joint brokerage + Ruth's rollover IRA). David's own IRA at Schwab ~$900K. Home $1.3M.",
        documents: [
          {
            name: 'fenwick-vanguard.pdf',
            text: VANGUARD_PERIOD_STATEMENT,
          },
        ],
      },
      year,
    );
    // $900,000 + $1,300,000 + $1,207,544.91 + $535,361.27 = $3,942,906.18
    expect(facts.totalAssets?.value).toBeCloseTo(3_942_906.18, 2);
  });
});
