import { describe, expect, it } from 'vitest';
import { scheduleK1Reader } from './schedule-k1';

describe('Schedule K-1 reader', () => {
  it('reads an S corporation K-1: income (loss) by kind; distributions are not income', () => {
    const text = `Schedule K-1 (Form 1120-S) 2025
Part I  Information About the Corporation
Corporation's name: Harbor Marine Supply, Inc.
Part II Information About the Shareholder
Shareholder's percentage of stock ownership for tax year ....... 60 %
Part III Shareholder's Share of Current Year Income, Deductions, Credits
1 Ordinary business income (loss) ............ (48,210)
4 Interest income ............................. 3,210
5a Ordinary dividends ......................... 12,500
5b Qualified dividends ........................ 11,000
16D Distributions ............................. 650,000`;
    const found = scheduleK1Reader.read({ name: 'k1.pdf', text });
    const income = found.flatMap((o) =>
      o.field === 'income' ? [[o.value.source, o.value.amount]] : [],
    );
    expect(income).toEqual([
      ['business', -48_210],
      ['interest', 3_210],
      ['ordinary-dividends', 12_500],
      ['qualified-dividends', 11_000],
    ]);
    expect(
      found.find((o) => o.field === 'other' && o.value.amount === 650_000)?.value,
    ).toMatchObject({
      label: expect.stringContaining('not income'),
    });
    expect(found.find((o) => o.field === 'business')?.value).toEqual({
      label: 'Harbor Marine Supply, Inc.',
      entity: 'S corporation',
      ownershipPercent: 60,
    });
  });

  it('reads a partnership K-1: guaranteed payments are self-employment, SE earnings only noted', () => {
    const text = `SCHEDULE K-1 (Form 1065) 2025 - SUMMARY EXTRACT
Partnership: Ridge Capital Partners LP    Partner type: Limited partner
Profit/Loss/Capital share (ending): 2.500% / 2.500% / 3.1%
Box 1  Ordinary business income (loss) ............ 96,000
Box 4a Guaranteed payments for services ........... 120,000
Box 9a Net long-term capital gain (loss) .......... 14,300
Box 14A Net earnings (loss) from self-employment .. 216,000
Box 19A Distributions ............................. 80,000`;
    const found = scheduleK1Reader.read({ name: 'k1.pdf', text });
    const income = found.flatMap((o) =>
      o.field === 'income' ? [[o.value.source, o.value.amount]] : [],
    );
    expect(income).toEqual([
      ['business', 96_000],
      ['self-employment', 120_000],
      ['capital-gains', 14_300],
    ]);
    expect(found.find((o) => o.field === 'business')?.value).toMatchObject({
      entity: 'partnership',
      ownershipPercent: 2.5,
    });
  });
});

describe('a K-1 laid out as the IRS prints it, each figure under its box', () => {
  const text = `Schedule K-1                        2025          [ ] Final K-1   [ ] Amended K-1
(Form 1120-S)                                     OMB No. 1545-0123
                                   1  Ordinary business income (loss)
Shareholder's Share of Income,          412,640
Deductions, Credits, etc.          2  Net rental real estate income (loss)

 Part I  Information About the Corporation   4  Interest income
A Corporation's EIN                             1,205
  74-2299183                       5a Ordinary dividends
B Corporation's name
G Current year allocation percentage  40.000000 %`;
  const found = scheduleK1Reader.read({ name: 'k1.pdf', text });

  it('reads each box’s figure from the line below, beside the other column’s words', () => {
    expect(
      found.flatMap((o) => (o.field === 'income' ? [[o.value.source, o.value.amount]] : [])),
    ).toEqual([
      ['business', 412_640],
      ['interest', 1_205],
    ]);
  });
});

describe('a fund general partner’s K-1: the carry arrives as capital gains', () => {
  const text = `Schedule K-1 (Form 1065) 2023               Partner's Share of Income, Deductions, Credits, etc.
B  LARIMER CAPITAL FUND III GP, LP   1700 LINCOLN ST, DENVER CO 80203
Part III Partner's Share of Current Year Income
  1  Ordinary business income (loss)         (4,210)
  5  Interest income                          11,870
  6a Ordinary dividends                       24,300
  8  Net short-term capital gain (loss)       96,400
  9a Net long-term capital gain (loss)       790,080
 10  Net section 1231 gain (loss)             12,000
 20 AH  Section 1061 information - see statement: API one-year gain 790,080; three-year gain 511,200`;
  const found = scheduleK1Reader.read({ name: 'k1_1065.txt', text });

  it('counts boxes 8 and 9a as the year’s income; a section 1231 gain stays one-time', () => {
    expect(
      found.flatMap((o) =>
        o.field === 'income' && o.value.source === 'capital-gains'
          ? [[o.value.amount, o.value.recurring]]
          : [],
      ),
    ).toEqual([
      [96_400, true],
      [790_080, true],
      [12_000, false],
    ]);
  });
});

describe('a K-1 printed as the IRS grid of boxes, two columns of box labels', () => {
  // pdftotext of the 1120-S K-1: each box's figure under its label; the right column's box
  // numbers ('13  Credits') stand beside the left column's labels.
  const text = `Schedule K-1                                      2023        [ ] Final K-1   [ ] Amended K-1     OMB No. 1545-0123
(Form 1120-S)                                              Part III  Shareholder's Share of Current Year Income,
Department of the Treasury                                           Deductions, Credits, and Other Items
Internal Revenue Service     For calendar year 2023, or tax    1  Ordinary business income (loss)       13  Credits
                             year beginning        ending            1,284,600
Shareholder's Share of Income, Deductions,                      2  Net rental real estate income (loss)
Credits, etc.                                                        
Part I   Information About the Corporation                      3  Other net rental income (loss)
A  Corporation's employer identification number
   36-XXX4410                                                   4  Interest income              
B  Corporation's name, address, city, state, and ZIP code            3,120
   FELD LOGISTICS LLC                                           5a Ordinary dividends
   2200 S CANAL ST, CHICAGO IL 60616                            
C  IRS Center where corporation filed return                    5b Qualified dividends          14 Schedule K-3 is attached
   E-FILE                                                       
D  Corporation's total number of shares                         6  Royalties                    15 Alternative min tax (AMT) items
   1,000                                                        
Part II  Information About the Shareholder                      7  Net short-term capital gain (loss)
E  Shareholder's identifying number                             
   XXX-XX-3358                                                  8a Net long-term capital gain (loss)
F1 Shareholder's name, address, city, state, and ZIP code            
   MARCUS A FELD                                                9  Net section 1231 gain (loss)  16 Items affecting shareholder basis
   740 SHERIDAN RD, WINNETKA IL 60093                                 41,500                    C*         12,400
F2 If the shareholder is a disregarded entity...                10 Other income (loss)           D         610,000
G  Current year allocation percentage      40.000000 %           
H  Shareholder's number of shares                               11 Section 179 deduction         17 Other information
   Beginning of tax year     400                                     18,000                     V*   STMT
   End of tax year           400                                12 Other deductions             AC* Gross receipts 41,300,000`;
  const found = scheduleK1Reader.read({ name: 'k1_2023.txt', text });

  it('reads no box number as dollars, and each figure under its own box', () => {
    expect(
      found.flatMap((o) =>
        o.field === 'income' ? [[o.value.source, o.value.amount, o.value.recurring]] : [],
      ),
    ).toEqual([
      ['business', 1_284_600, true],
      ['interest', 3_120, true],
      ['capital-gains', 41_500, false],
    ]);
    expect(found.flatMap((o) => (o.field === 'other' ? [o.value.amount] : []))).toEqual([18_000]);
  });
});

describe('an S corporation K-1 printed in two columns, as the form is', () => {
  it("reads the left boxes only: box 13's credit is no rental income, box 16's nondeductible expenses no dividends; box 9's 1231 gain is one-time", () => {
    const text = `Schedule K-1 (Form 1120-S) 2023          Shareholder's Share of Income, Deductions, Credits, etc.
Part III  Shareholder's Share of Current Year Income, Deductions, Credits, and Other Items
 1  Ordinary business income (loss)        1,742,380     13  Credits
 2  Net rental real estate income (loss)                    P  4,100
 4  Interest income                            18,440     16  Items affecting shareholder basis
 5a Ordinary dividends                                        C  38,200 (nondeductible expenses)
 9  Net section 1231 gain                      22,900         D  1,250,000 (distributions)
 12 Other deductions                                      17  Other information
    A  40,000 (charitable contributions - cash)               V  Section 199A information:
                                                                 QBI 1,742,380
                                                                 W-2 wages 2,960,000`;
    const income = scheduleK1Reader
      .read({ name: 'k1_1120s.txt', text })
      .flatMap((o) =>
        o.field === 'income' ? [[o.value.source, o.value.amount, o.value.recurring]] : [],
      );
    expect(income).toEqual([
      ['business', 1_742_380, true],
      ['interest', 18_440, true],
      ['capital-gains', 22_900, false],
    ]);
  });
});
