import { describe, expect, it } from 'vitest';
import { form1040Reader } from './form-1040';

const RETURN = `Form 1040  U.S. Individual Income Tax Return  2025   OMB No. 1545-0074
Filing Status   X Married filing jointly
Your first name and middle initial  DANIEL R            Last name  OKAFOR
Home address (number and street)  4410 Brazos Bend Dr
City, town, or post office, state, and ZIP code
Sugar Land, TX 77479
Dependents: 3
1a Total amount from Form(s) W-2, box 1 (see instructions) . . . . . . 1a     384,210
1z Add lines 1a through 1h . . . . . . . . . . . . . . . . . . . . . 1z     391,410
2a Tax-exempt interest . . . 2a      12,040   b Taxable interest . . . 2b       8,317
3a Qualified dividends . . . 3a      41,120   b Ordinary dividends . . . 3b      52,966
4a IRA distributions . . . . 4a      60,000   b Taxable amount . . . . 4b       6,000
7 Capital gain or (loss). Attach Schedule D if required . . . . . . . 7     (3,000)
8 Additional income from Schedule 1, line 10 . . . . . . . . . . . . 8      48,500
9 Add lines 1z, 2b, 3b, 4b, 5b, 6b, 7, and 8. This is your total income  9    504,193
10 Adjustments to income from Schedule 1, line 26 . . . . . . . . . . 10      6,700
11 Subtract line 10 from line 9. This is your adjusted gross income . 11    497,493
12 Standard deduction or itemized deductions (from Schedule A) . . . 12     61,800
15 Subtract line 14 from line 11. This is your taxable income . . . . 15    435,693
16 Tax (see instructions). Check if any from Form(s): 8814 . . . . . . 16     98,114
24 Add lines 22 and 23. This is your total tax . . . . . . . . . . . 24    101,980
25a Federal income tax withheld from Form(s) W-2 . . . . . . . . . . 25a    92,400
Your occupation  Petroleum engineer
Spouse's occupation  Teacher`;

const read = () => form1040Reader.read({ name: '2025_1040.pdf', text: RETURN });

describe('Form 1040 reader', () => {
  it('reads total income as the household income and AGI as AGI, never an adjustment line', () => {
    const found = read();
    expect(found.filter((o) => o.field === 'annualIncome').map((o) => o.value)).toEqual([504_193]);
    expect(found.filter((o) => o.field === 'adjustedGrossIncome').map((o) => o.value)).toEqual([
      497_493,
    ]);
    const incomes = found.flatMap((o) => (o.field === 'income' ? [o.value.amount] : []));
    for (const notIncome of [6_700, 61_800, 435_693, 98_114, 101_980, 92_400])
      expect(incomes).not.toContain(notIncome);
  });

  it('reads the total tax and the year the return is for, never as income', () => {
    const found = read();
    expect(found.filter((o) => o.field === 'totalTax').map((o) => o.value)).toEqual([101_980]);
    expect(found.filter((o) => o.field === 'returnYear').map((o) => o.value)).toEqual([2025]);
    const summary = form1040Reader.read({
      name: 'summary.txt',
      text: 'FORM 1040 SUMMARY - TAX YEAR 2024 (extracted)\n 11  Adjusted gross income ..... 560,000',
    });
    expect(summary.find((o) => o.field === 'returnYear')?.value).toBe(2024);
  });

  it('reads income by source: 1z over 1a, both interest kinds, dividends, taxable IRA, a loss', () => {
    const bySource = Object.fromEntries(
      read().flatMap((o) => (o.field === 'income' ? [[o.value.source, o.value.amount]] : [])),
    );
    expect(bySource).toEqual({
      wages: 391_410,
      'tax-exempt-interest': 12_040,
      interest: 8_317,
      'qualified-dividends': 41_120,
      'ordinary-dividends': 52_966,
      'retirement-distributions': 6_000,
      'capital-gains': -3_000,
    });
  });

  it('observes filing status, dependents, the address state and occupations with their lines', () => {
    const found = read();
    const status = found.find((o) => o.field === 'filingStatus');
    expect(status?.value).toBe('married-joint');
    expect(status?.quote).toBe('Filing Status   X Married filing jointly');
    expect(status?.origin).toEqual({ kind: 'document', document: '2025_1040.pdf' });
    expect(found.find((o) => o.field === 'dependents')?.value).toBe(3);
    expect(found.find((o) => o.field === 'state')?.value).toBe('TX');
    expect(found.filter((o) => o.field === 'occupation').map((o) => o.value)).toEqual([
      { person: 'client', occupation: 'Petroleum engineer' },
      { person: 'spouse', occupation: 'Teacher' },
    ]);
  });

  it('reads the checked status of a form that prints them all, and an address without a comma', () => {
    const text = `Form 1040 U.S. Individual Income Tax Return 2025
Filing Status Check only one box. Single  Married filing jointly  Married filing separately (MFS)  Head of household (HOH)
☒ Head of household
Your occupation  If the IRS sent you an Identity Protection PIN, enter it here
Minneapolis MN 55401`;
    const found = form1040Reader.read({ name: 'r.pdf', text });
    expect(found.filter((o) => o.field === 'filingStatus').map((o) => o.value)).toEqual([
      'head-of-household',
    ]);
    expect(found.some((o) => o.field === 'occupation')).toBe(false);
    expect(found.find((o) => o.field === 'state')?.value).toBe('MN');
  });

  it('reads a filing status printed alone on its line', () => {
    const text = 'Form 1040 (2025)\nMarried filing separately\n9 Total income 9 231,040';
    const found = form1040Reader.read({ name: 'r.pdf', text });
    expect(found.find((o) => o.field === 'filingStatus')?.value).toBe('married-separate');
  });

  it('reads a scanned return: stray marks, S for $, O for 0, label and figure on two lines', () => {
    const scanned = `FORM 1040 (2025)  | scanned
| 9  Total income ..... S1,2O4,500
Adjusted gross income
1,190,000`;
    const found = form1040Reader.read({ name: 'scan.pdf', text: scanned });
    expect(found.find((o) => o.field === 'annualIncome')?.value).toBe(1_204_500);
    const agi = found.find((o) => o.field === 'adjustedGrossIncome');
    expect(agi?.value).toBe(1_190_000);
    expect(agi?.quote).toBe('Adjusted gross income\n1,190,000');
  });

  it('reads Schedules C and E: net profit as self-employment, total rental as rental, rents received only noted', () => {
    const schedules = `SCHEDULE C (Form 1040) Profit or Loss From Business
A Principal business or profession: Management consulting
1 Gross receipts or sales . . . . 1  310,400
28 Total expenses . . . . 28  92,750
31 Net profit or (loss). Subtract line 30 from line 29 . . . 31  217,650
SCHEDULE E (Form 1040) Supplemental Income and Loss
1a Physical address of each property: 18 Elm St, Asheville, NC 28801
3 Rents received . . . 3  42,000
21 Income or (loss) from rental real estate . . . 21  (4,300)
26 Total rental real estate and royalty income or (loss) . . . 26  (4,300)`;
    const found = form1040Reader.read({ name: 'schedules.pdf', text: schedules });
    const income = found.flatMap((o) =>
      o.field === 'income' ? [[o.value.source, o.value.amount]] : [],
    );
    expect(income).toEqual([
      ['self-employment', 217_650],
      ['rental', -4_300],
    ]);
    expect(found.find((o) => o.field === 'realEstate')?.value).toEqual({
      use: 'rental',
      label: '18 Elm St, Asheville, NC 28801',
      state: 'NC',
    });
    expect(found.find((o) => o.field === 'business')?.value).toMatchObject({
      label: 'Management consulting',
    });
  });
});

describe("a preparer's two-year comparison", () => {
  it("reads the latest year's column, never the difference", () => {
    const found = form1040Reader.read({
      name: 'tax-comparison-2024-2025.txt',
      text: `OKAFOR, SAMUEL & ADA          TWO-YEAR COMPARISON REPORT            Prepared by: Lerner Kahn CPAs
                                           2024              2025          Difference
INCOME
  Interest income                         21,340            18,905           -2,435
  Total income                         2,001,740         1,566,515         -435,225
  Adjusted gross income                1,901,620         1,466,511         -435,109`,
    });
    expect(found.filter((o) => o.field === 'annualIncome').map((o) => o.value)).toEqual([
      1_566_515,
    ]);
    expect(found.filter((o) => o.field === 'adjustedGrossIncome').map((o) => o.value)).toEqual([
      1_466_511,
    ]);
  });
});

describe('a blank line of the return', () => {
  it('reads no figure from the line’s own number repeated in its box', () => {
    const text = `Form 1040  U.S. Individual Income Tax Return  2025     OMB No. 1545-0074
        10 Adjustments to income from Schedule 1, line 26 . . . . . . . . . . .  10
        11 Subtract line 10 from line 9. This is your adjusted gross income  . .  11      $ 127,555`;
    const found = form1040Reader.read({ name: '1040.pdf', text });
    expect(JSON.stringify(found)).not.toContain('"amount":10}');
    expect(found.find((o) => o.field === 'adjustedGrossIncome')?.value).toBe(127_555);
  });
});
