import { describe, expect, it } from 'vitest';
import { extractFacts } from './extract-facts';

const exposureOf = (text: string) => extractFacts(text).liabilityExposure?.value;

describe('liability exposure from the profession or business', () => {
  it.each([
    ['Divorced physician, 52. NW $5M.', 'Physician (malpractice exposure)'],
    ['He is an orthopedic surgeon; she teaches.', 'Physician (malpractice exposure)'],
    [
      'Owns 60% of a multi-specialty medical practice (S corp).',
      'Physician (malpractice exposure)',
    ],
    ['Wants to protect assets from malpractice claims.', 'Physician (malpractice exposure)'],
    ['Client is a dentist with two offices.', 'Dentist (malpractice exposure)'],
    ['She is a trial attorney in Chicago.', 'Attorney (professional-liability exposure)'],
    ['Partner at a law firm, NW $9M.', 'Attorney (professional-liability exposure)'],
    ['Her husband is a general contractor.', 'Contractor (injury and defect claims)'],
    ['Owns an HVAC company (S corp) with 45 employees.', 'Business owner with employees'],
  ])('%s', (text, label) => {
    expect(exposureOf(text)).toBe(label);
  });

  it.each([
    'Their attorney drafted the wills in 2015.',
    'Lives in Bethesda, MD. Retired teacher.',
    'Works as an independent contractor for a software firm, W-2 income $200k.',
    'The estate lawyer and the family doctor were both at the meeting.',
    'Plant has 45 employees.',
  ])('none in: %s', (text) => {
    expect(exposureOf(text)).toBeUndefined();
  });
});

describe('shorthand for debts', () => {
  it("reads 'mtg ~600K' and 'HELOC $150K' as liabilities", () => {
    const facts = extractFacts('Home ~1.1M, mtg ~600K @ 3.1%. Brokerage $2M. HELOC $150K drawn.');
    expect(facts.totalLiabilities?.value).toBe(750_000);
  });
});

describe('the totals and values advisors write in shorthand', () => {
  it("takes a banker's value of the company, a range at its midpoint, among the assets", () => {
    const facts = extractFacts(
      'Owner 61, C corp since 1991. Banker prelim value 18-22M (call it 20M). Other: 401k ~1.8M, brokerage ~2.2M, house ~1.5M no mtg.',
    );
    expect(facts.business?.value.value).toBe(20_000_000);
    expect(facts.netWorth?.value).toBe(25_500_000);
    expect(facts.totalLiabilities?.value).toBe(0);
  });

  it("reads 'Total ~10M.' after a list as the total, not the list plus a house to be bought", () => {
    const facts = extractFacts(
      'Inherited IRA ~2.0M, brokerage ~7.95M. Her own 403b ~50K, no debt. Total ~10M. Wants to buy a house (~700K, cash?).',
    );
    expect(facts.totalAssets?.value).toBe(10_000_000);
    expect(facts.netWorth?.value).toBe(10_000_000);
  });
});

describe('income in advisors’ shorthand', () => {
  it('sums the parts of an income list: SS, a pension, div/int', () => {
    const facts = extractFacts(
      'Income: SS ~80K combined, W teacher pension 30K, taxable acct throws off ~45K div/int.',
    );
    expect(facts.annualIncome?.value).toBe(155_000);
  });

  it("leaves a firm's income out of the household's and takes the partner's K-1", () => {
    const facts = extractFacts(
      'Equity partner, 55, law firm (LLP, firm PTE income ~14M/yr). K-1 attached - ~1.4M/yr.',
    );
    expect(facts.annualIncome?.value).toBe(1_400_000);
  });

  it("takes 'combined taxable income' where it is the only household figure", () => {
    expect(
      extractFacts('Couple, both 59. Combined taxable income ~$188K.').annualIncome?.value,
    ).toBe(188_000);
  });
});

describe('a stated net worth and an itemized list', () => {
  const NOTES = `NW ~$3.2M per their intake sheet. Assets per stmts they brought:
- H 401k 1,350,000
- W 403b 410,000
- Joint brokerage 1,150,000
- Roth IRAs (both) 240,000
- Cash/CDs 50,000
- Home 1,100,000 - no mtg
- Rental duplex 980,000 - paid off`;

  it('takes the list when it is worth far more, keeping the stated figure as a conflict', () => {
    const facts = extractFacts(NOTES);
    expect(facts.netWorth?.value).toBe(5_280_000);
    expect(facts.netWorthContradicted?.value).toBe(3_200_000);
  });

  it('keeps a stated net worth that heads its own list', () => {
    const facts = extractFacts(
      'NW ~4.0M: co stock ~2.31M, ISOs ~900K, 401k ~310K, brokerage ~480K.',
    );
    expect(facts.netWorth?.value).toBe(4_000_000);
    expect(facts.netWorthContradicted).toBeUndefined();
  });

  it("reads 'Taxable acct ~$1.1M, his 401(k) ~$850K' each with the label before it", () => {
    const facts = extractFacts(
      'Taxable acct ~$1.1M, his 401(k) ~$850K, home ~$1.4M w/ ~$600K mtg.',
    );
    expect(facts.netWorth?.value).toBe(2_750_000);
  });
});

describe("the headcount of the client's business", () => {
  const employees = (notes: string) =>
    extractFacts(notes, { referenceYear: 2026 }).employees?.value;

  it.each([
    ['Owns a machine shop (S corp), ~140 employees.', 140],
    ['Owns a marketing agency (LLC) with a staff of twelve.', 12],
    ['Owner of a bakery, employs 35 people.', 35],
    ['Owns a dental practice (S corp); 2 partners + 14 full-time staff.', 14],
    ['Owner of a consulting LLC, no employees.', 0],
  ])('%s', (notes, count) => {
    expect(employees(notes)).toBe(count);
  });

  it("does not take an employer's size for a business the client owns", () => {
    expect(employees('VP at a bank with 5,000 employees, W-2 only.')).toBeUndefined();
  });
});

describe('staff counted, not a title', () => {
  it("reads no employees from 'Jessica Tran 32, staff engineer'", async () => {
    const { extractFacts } = await import('./extract-facts');
    const facts = extractFacts(
      'Jessica Tran 32, staff engineer. Owns a rental LLC (duplex $900k). Also runs a side business, 3 staff.',
    );
    expect(facts.employees?.value).toBe(3);
  });
});
