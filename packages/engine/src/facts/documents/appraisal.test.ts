import { describe, expect, it } from 'vitest';
import { appraisalReader } from './appraisal';

describe('appraisal reader', () => {
  it("reads the subject's value, use and state; comparables are not the subject", () => {
    const text = `SUMMARY APPRAISAL REPORT
Subject property: 44 Shoreline Rd, Lake Placid, NY (second home)
Occupancy: Owner (seasonal)
Comparable sale 1: 12 Mirror Lake Dr   Sale price $2,610,000
Indicated value by sales comparison approach ........ $2,800,000
Opinion of market value as of 06/15/2026: $2,850,000`;
    const found = appraisalReader.read({ name: 'appraisal.pdf', text });
    expect(found).toHaveLength(1);
    expect(found[0]?.value).toEqual({
      use: 'second-home',
      label: '44 Shoreline Rd, Lake Placid, NY (second home)',
      amount: 2_850_000,
      state: 'NY',
    });
  });

  it('reads a tenant-occupied property as a rental', () => {
    const text = `Uniform Residential Appraisal Report
Property Address: 901 Congress Ave Unit 4, Austin, TX 78701
Occupant: Tenant     Property rights appraised: Fee simple
Appraised value of subject property $615,000`;
    expect(appraisalReader.read({ name: 'a.pdf', text })[0]?.value).toMatchObject({
      use: 'rental',
      amount: 615_000,
      state: 'TX',
    });
  });
});

describe('a uniform residential appraisal report', () => {
  const text = `Uniform Residential Appraisal Report                    File # FLG-25-1187
Property Address 2250 N Fremont Blvd Unit 14   City Flagstaff   State AZ   Zip 86001
Occupancy [ ] Owner [X] Tenant [ ] Vacant
Indicated Value by Sales Comparison Approach  $ 452,000
Indicated Value by: Sales Comparison Approach $ 452,000  Cost Approach (if developed) $ 468,000
RECONCILIATION
This appraisal is made [X] "as is".  Based on a complete visual inspection of the
interior and exterior areas of the subject property, my (our) opinion of the market
value, as defined, of the real property that is the subject of this report is
$ 450,000 , as of 01/22/2026 , which is the date of inspection`;

  it('takes the reconciled opinion of value, wrapped over lines, over one approach’s figure', () => {
    const [property] = appraisalReader.read({ name: 'urar.pdf', text });
    expect(property?.value).toMatchObject({ amount: 450_000, state: 'AZ' });
  });
});
