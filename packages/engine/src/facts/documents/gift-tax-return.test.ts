import { describe, expect, it } from 'vitest';
import { analyzeClient } from '../../analyze';
import { documentKind } from './index';
import { giftTaxReturnReader } from './gift-tax-return';

const FORM_709 = `Form 709  United States Gift (and Generation-Skipping Transfer) Tax Return
Calendar year 2020

Donor:  June A. Whitcomb                      SSN: XXX-XX-4417
Gift splitting election (line 12):  No

Part 1 - Gifts subject only to gift tax
Item   Donee                                     Description                                    Value at date of gift
1      Whitcomb 2020 Family Trust (grantor)      42% LP interest, Whitcomb Realty Partners LP       $6,245,000
       Adjusted basis of gift                                                                        $1,180,000

Part 4 - Tax Computation
1    Amount of taxable gifts (Schedule A, Part 4, line 11)                    $6,215,000
2    Total taxable gifts from prior periods (Schedule B)                         $500,000
3    Total taxable gifts (add lines 1 and 2)                                 $6,715,000
7    Maximum unified credit (2020)                                             $4,577,800
19   Balance due                                                                     $0`;

describe('Form 709 reader', () => {
  it("reads the donor's total taxable gifts, this year's and prior periods', and nothing given as held", () => {
    expect(documentKind(FORM_709)).toBe('gift-tax-return');
    const found = giftTaxReturnReader.read({ name: '709_2020.pdf', text: FORM_709 });
    expect(found.map((o) => o.field)).toEqual(['taxableGifts']);
    expect(found[0]?.value).toEqual({ amount: 6_715_000, donor: 'June' });
    expect(found[0]?.quote).toContain('Total taxable gifts (add lines 1 and 2)');
  });

  it("is the donor's exemption used: the spouse's here, and no holding or business of the household", () => {
    const { facts } = analyzeClient({
      notes: 'Harold (78) & June (76), married, Greenwich CT. NW ~$31M. See 709.',
      documents: [{ name: '709_2020.txt', text: FORM_709 }],
    });
    expect(facts.exemptionUsed?.value).toEqual({ client: 0, spouse: 6_715_000 });
    expect(facts.business).toBeUndefined();
    expect(facts.accounts ?? []).toEqual([]);
  });
});
