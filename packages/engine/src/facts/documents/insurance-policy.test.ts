import { describe, expect, it } from 'vitest';
import { insurancePolicyReader } from './insurance-policy';

describe('insurance policy statement reader', () => {
  it('reads one permanent policy: death benefit, cash surrender value, premium; the policy number is no amount', () => {
    const text = `Whole Life Policy Annual Statement
Policy number: 88310477     Issue date: 04/12/2009
Owner: Henderson Family Irrevocable Life Insurance Trust
Insured: Thomas Henderson, age 71
Death benefit ........................ $3,000,000
Cash value ........................... $901,400
Net cash surrender value ............. $842,115
Annual premium ....................... $61,000`;
    const found = insurancePolicyReader.read({ name: 'policy.pdf', text });
    expect(found).toHaveLength(1);
    expect(found[0]?.value).toEqual({
      label: expect.stringContaining('Whole Life'),
      deathBenefit: 3_000_000,
      cashValue: 842_115,
      premium: 61_000,
      kind: 'permanent',
      owner: 'trust',
    });
    expect(found[0]?.quote).toContain('Net cash surrender value');
    expect(JSON.stringify(found)).not.toContain('88310477');
  });

  it("reads the policy's values at the end of the year, not at its beginning", () => {
    const text = `PACIFIC LIFE INSURANCE COMPANY                       ANNUAL POLICY STATEMENT
Insured: THOMAS K OKADA      Age: 49   Sex: M         Risk Class: Preferred Non-Tobacco
COVERAGE SUMMARY
  Face Amount (Death Benefit Option A - Level)                 $3,000,000.00
POLICY VALUES                                Beginning of Year        End of Year
  Accumulated Value                                $182,330.41         $214,906.12
  Surrender Charge                                 ($61,200.00)        ($54,400.00)
  Net Cash Surrender Value                         $121,130.41         $160,506.12
Planned Annual Premium: $36,000.00 (Annual)`;
    const [policy] = insurancePolicyReader.read({ name: 'policy_stmt.txt', text });
    expect(policy?.value).toMatchObject({ deathBenefit: 3_000_000, cashValue: 160_506.12 });
  });

  it('reads a survivorship policy as paid at the second death', () => {
    const text = `Survivorship Universal Life - Annual Policy Statement
Insureds: Robert and Ellen Marsh
Owner: Robert Marsh
Death benefit ........................ $5,000,000
Cash surrender value ................. $640,000`;
    const [policy] = insurancePolicyReader.read({ name: 'sul.pdf', text });
    expect(policy?.value).toMatchObject({
      deathBenefit: 5_000_000,
      kind: 'permanent',
      survivorship: true,
    });
    const [single] = insurancePolicyReader.read({
      name: 'wl.pdf',
      text: 'Whole Life Policy Annual Statement\nDeath benefit $1,000,000',
    });
    expect(single?.value).not.toHaveProperty('survivorship');
  });

  it('annualises a monthly term premium with the working kept', () => {
    const text = `20-Year Level Term Life Insurance - Policy Summary
Face amount $2,000,000
Monthly premium $148.50`;
    const [policy] = insurancePolicyReader.read({ name: 'term.pdf', text });
    expect(policy?.value).toMatchObject({ deathBenefit: 2_000_000, premium: 1_782, kind: 'term' });
    expect(policy?.derivation).toMatchObject({ method: 'monthly-x12', parts: [{ value: 148.5 }] });
  });
});

describe("an insurer's annuity contract statement", () => {
  it('is an annuity account at its contract value, never a policy nor its guarantees', () => {
    const found = insurancePolicyReader.read({
      name: 'annuity-statement-2025.txt',
      text: `JACKSON NATIONAL LIFE INSURANCE CO.        ANNUAL CONTRACT STATEMENT   01/01/2025 - 12/31/2025
Perspective II Variable Annuity (Non-Qualified)          Contract No. 0041-88210-7
Owner/Annuitant: MARGARET A LINDQVIST

CONTRACT VALUES as of 12/31/2025
   Contract Value ..........................................   $   712,480.19
   Surrender Value (after 0% surrender charge) .............   $   712,480.19
   Guaranteed Minimum Death Benefit (highest anniversary) ..   $   798,300.00
   GMWB Benefit Base (for withdrawal calc. only; not cash) .   $ 1,050,000.00`,
    });
    expect(found.map((o) => [o.field, o.value])).toEqual([
      [
        'account',
        {
          kind: 'annuity',
          label: 'Perspective II Variable Annuity (Non-Qualified)',
          amount: 712_480.19,
        },
      ],
    ]);
  });
});

describe('a statement whose columns are dates', () => {
  it.each([
    ['12/31/2023          12/31/2024', '$731,402.18         $768,115.06', 768_115.06],
    ['12/31/2024          12/31/2023', '$768,115.06         $731,402.18', 768_115.06],
    ['Dec 31, 2023        Dec 31, 2024', '$731,402.18         $768,115.06', 768_115.06],
    ['As of 12/31/23      As of 12/31/24', '$731,402.18         $768,115.06', 768_115.06],
  ])('reads the latest date: %s', (dates, values, value) => {
    const text = `Jackson National Life Insurance Company         Perspective II Variable Annuity
Annual Contract Statement                       Statement Period: 01/01/2024 - 12/31/2024
Contract Type: Non-Qualified           Issue Date: 05/12/2019

Contract Values                           ${dates}
Contract Value                            ${values}
Total Premiums Paid (Cost Basis)          $650,000.00         $650,000.00`;
    const account = insurancePolicyReader
      .read({ name: 'va_statement.txt', text })
      .find((o) => o.field === 'account');
    expect(account?.value).toMatchObject({ kind: 'annuity', amount: value });
  });
});
