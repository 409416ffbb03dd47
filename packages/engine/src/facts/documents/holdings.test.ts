import { describe, expect, it } from 'vitest';
import { holdingOf } from './holdings';

describe('holdingOf', () => {
  it.each([
    ['Roth IRA - Meera', { field: 'account', value: { kind: 'roth' } }],
    ['Inherited IRA (from father)', { field: 'account', value: { kind: 'inherited-ira' } }],
    ['403(b) - hospital plan', { field: 'account', value: { kind: 'traditional-retirement' } }],
    ['529 plan - Aiden', { field: 'account', value: { kind: '529' } }],
    [
      'Joint brokerage (Schwab)',
      { field: 'account', value: { kind: 'taxable', owner: 'joint', custodian: 'Schwab' } },
    ],
    [
      'Lake house - Door County, Wisconsin',
      { field: 'realEstate', value: { use: 'second-home', state: 'WI' } },
    ],
    ['Duplex rental', { field: 'realEstate', value: { use: 'rental' } }],
    ['Farmland (320 acres)', { field: 'realEstate', value: { use: 'farmland' } }],
    [
      'Reyes Logistics LLC (45%)',
      { field: 'business', value: { entity: 'LLC', ownershipPercent: 45 } },
    ],
    ['Mortgage - residence', { field: 'liability', value: { kind: 'mortgage' } }],
    ['HELOC', { field: 'liability', value: { kind: 'home-equity' } }],
    ['Pledged asset line', { field: 'liability', value: { kind: 'credit-line' } }],
    ['Whole life policy - cash value', { field: 'lifeInsurance', value: { cashValue: 1 } }],
    ['Art collection', { field: 'otherAsset' }],
    // Household goods, not real estate.
    ['Personal property', { field: 'otherAsset' }],
    ['Property - 12 Elm St', { field: 'realEstate', value: { use: 'other' } }],
    // A listed security is held in an account, never a business.
    ['Apple Inc (AAPL)', { field: 'account', value: { kind: 'taxable' } }],
  ])('places %j', (label, expected) => {
    expect(holdingOf(label, 1, 'either')).toMatchObject(expected);
  });

  it("leaves a company's financing terms out: they are the company's, not the household's", () => {
    for (const label of [
      'Series C Investment',
      'Post-Money Valuation',
      'Pre-Money Valuation',
      'Liquidation Preference (aggregate, 1x non-participating)',
    ])
      expect(holdingOf(label, 120_000_000, 'either')).toBeUndefined();
  });

  it("leaves a positions table's rows to the statement's totals", () => {
    const row = 'AMAZON.COM INC (AMZN) 58,420 $201.15 $3,915,408.60';
    expect(holdingOf(row, 11_751_183, 'either')).toBeUndefined();
    expect(holdingOf('VANGUARD TOTAL STOCK ETF (VTI) 1,400 $279.35', 418_180, 'either')).toBe(
      undefined,
    );
  });

  it("reads 'subject to a home equity line' as a home, not a debt", () => {
    expect(
      holdingOf('Residence, subject to a home equity line', 1_400_000, 'either'),
    ).toMatchObject({
      field: 'realEstate',
      value: { use: 'primary-home', amount: 1_400_000 },
    });
  });

  it('places nothing it cannot name, and no totals or header lines', () => {
    expect(holdingOf('Miscellaneous', 10_000, 'either')).toBeUndefined();
    expect(holdingOf('Total assets', 10_000, 'either')).toBeUndefined();
    expect(holdingOf('Address: 18 Orchard Lane, Princeton', 10_000, 'either')).toBeUndefined();
  });
});
