import { describe, expect, it } from 'vitest';
import { analyzeClient } from '../../analyze';
import { documentKind, readDocuments } from './index';

const FORM_706 = `Form 706                United States Estate (and Generation-Skipping Transfer)
(Rev. August 2019)                           Tax Return
                                                                          OMB No. 1545-0015
Department of the Treasury
Part 1-Decedent and Executor
1a  Decedent's first name and middle initial   Thomas R.    1b Decedent's last name  Whitcomb
2   Decedent's social security no.  ***-**-7718
3a  City, town, or post office; county; state; and ZIP code of decedent's legal residence
    Scottsdale, Maricopa County, AZ 85255
4   Date of death   02/19/2025
5   Year of birth   1946
6a  Name of executor   Margaret A. Whitcomb

Part 2-Tax Computation
 1   Total gross estate less exclusion (from Part 5-Recapitulation, item 13)   1   17,840,000
 2   Tentative total allowable deductions (from Part 5, item 24)              2    9,420,000
 3a  Tentative taxable estate (subtract line 2 from line 1)                  3a    8,420,000
 4   Adjusted taxable gifts (see instructions)                                4    1,200,000
 5   Add lines 3c and 4                                                       5    9,620,000
 6   Tentative tax on the amount on line 5 from Table A                       6    3,793,800
 9a  Basic exclusion amount                                               9a   13,990,000
 9b  Deceased spousal unused exclusion (DSUE) amount from predeceased spouse(s), if any   9b  0
 9d  Applicable exclusion amount (add lines 9a through 9c)                9d   13,990,000
11   Allowable unified credit (subtract line 10 from line 9e)            11    5,541,800
16   Net estate tax                                                      16            0

Part 6-Portability of Deceased Spousal Unused Exclusion (DSUE)
Section A. Opting Out of Portability
   The estate of the decedent named above elects not to have portability apply   [ ]
Section C. DSUE Amount Portable to the Decedent's Surviving Spouse
 1   Enter the amount from Part 2-Tax Computation, line 9d              1   13,990,000
 4   Enter the amount from Part 2-Tax Computation, line 5                4    9,620,000
 5   Subtract line 4 from line 3                                          5    4,370,000
 6   DSUE amount portable to the surviving spouse (smaller of line 1 or line 5)   6   4,370,000`;

describe('an estate tax return (Form 706) of the late spouse', () => {
  const found = readDocuments([{ name: 'whitcomb-706.pdf', text: FORM_706 }]);

  it('is read as an estate tax return: the year of death and the DSUE of Part 6 line 6', () => {
    expect(documentKind(FORM_706)).toBe('estate-tax-return');
    // Line 6 is the smaller of line 1 ($13,990,000) and line 5 ($13,990,000 - $9,620,000).
    expect(found.map((o) => [o.field, o.value])).toEqual([
      ['spouseDeathYear', 2025],
      ['portability', { elected: true, dsue: 4_370_000 }],
    ]);
  });

  it("takes none of the decedent's estate or adjusted taxable gifts as the widow's", () => {
    expect(found.some((o) => o.field === 'taxableGifts' || o.field === 'account')).toBe(false);
    expect(JSON.stringify(found)).not.toContain('17840000');
  });

  it('reads the opt-out box, checked, as no election', () => {
    const optedOut = FORM_706.replace('portability apply   [ ]', 'portability apply   [X]');
    const read = readDocuments([{ name: '706.pdf', text: optedOut }]);
    expect(read.find((o) => o.field === 'portability')?.value).toEqual({ elected: false });
  });

  it('gives the DSUE to notes that say the election was made without its amount', () => {
    const { analysis } = analyzeClient({
      notes:
        "Margaret Whitcomb, 76, widow, Scottsdale AZ. Husband Thomas died Feb 2025; his estate's 706 (filed, portability elected) attached. Her IRA $1.4M. Home $2.8M. Schwab brokerage $6M.",
      documents: [{ name: 'whitcomb-706.pdf', text: FORM_706 }],
    });
    expect(analysis.facts?.lateSpouseExclusion?.value).toBe(4_370_000);
  });
});
