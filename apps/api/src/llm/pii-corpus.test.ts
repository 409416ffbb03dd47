import { describe, expect, it } from 'vitest';
import { redactPii } from './pii-redaction';

/** [the identifier, a sentence carrying it]: every identifier must be gone after redaction. */
const PII_FORMS: [string, string][] = [
  ['123-45-6789', 'SSN 123-45-6789.'],
  ['123456789', 'His social is 123456789 per the form'],
  ['987654321', 'Client: Jane Roe, 987654321, widowed'],
  ['123 45 6789', 'Social: 123 45 6789'],
  ['123–45–6789', 'SSN on file 123–45–6789 (en dashes)'],
  ['123—45—6789', 'ssn 123—45—6789'],
  ['123-45-6789', 'Social Security No. 123-45-6789'],
  ['078 05 1120', 'social security number 078 05 1120'],
  ['111223333', 'SS# 111223333'],
  ['03/14/1961', 'Jane (03/14/1961) is retired'],
  ['4/2/1958', 'Husband 4/2/1958, wife younger'],
  ['1961-03-14', 'Birth record 1961-03-14'],
  ['March 14, 1961', 'He was March 14, 1961 per the census'],
  ['14 March 1961', 'Spouse 14 March 1961'],
  ['Sept. 9, 1970', 'Sept. 9, 1970 is her date'],
  ['03/14/1961', 'DOB: 03/14/1961'],
  ['July 4, 1955', 'born on July 4, 1955'],
  ['12.05.1949', 'Mother 12.05.1949'],
  ['DE89 3704 0044 0532 0130 00', 'IBAN DE89 3704 0044 0532 0130 00 at Deutsche Bank'],
  ['GB29NWBK60161331926819', 'Wire to GB29NWBK60161331926819 in London'],
  ['FR14 2004 1010 0505 0001 3M02 606', 'French account FR14 2004 1010 0505 0001 3M02 606'],
  ['CH93 0076 2011 6238 5295 7', 'Swiss CH93 0076 2011 6238 5295 7'],
  ['12-3456789', 'Business EIN 12-3456789'],
  ['98-7654321', 'The LLC (98-7654321) files a 1065'],
  ['123456789', 'EIN: 123456789 for the trust'],
  ['45-1234567', 'FEIN 45-1234567'],
  ['C03005988', 'passport C03005988 expires 2030'],
  ['X12345678', 'Passport No. X12345678'],
  ['530123456', 'passport number: 530123456'],
  ['D1234567', "driver's license D1234567"],
  ['S530-1234-5678', 'Driver license # S530-1234-5678'],
  ['A1234567', 'driving licence A1234567 (CA)'],
  ['F255-921-50-094-0', 'DL # F255-921-50-094-0'],
  ['1428 elm street', 'They live at 1428 elm street in town'],
  ['77 ocean view blvd', 'summer house at 77 ocean view blvd'],
  ['12 maple avenue', 'moving to 12 maple avenue, apt 3'],
  ['900 old mill road', 'farm at 900 old mill road'],
  ['5 park lane', 'flat at 5 park lane'],
  ['1428 Elm Street', 'They live at 1428 Elm Street, Apt 4B'],
  ['350 Fifth Ave', 'office at 350 Fifth Ave'],
  ['22 Baker St', '22 Baker St. is the old house'],
  ['jane.roe@example.com', 'Email jane.roe@example.com'],
  ['j.smith+tax@firm.co.uk', 'cc j.smith+tax@firm.co.uk'],
  ['(415) 555-0142', 'Cell (415) 555-0142'],
  ['212.555.0199', 'call 212.555.0199'],
  ['+1 646 555 0100', 'mobile +1 646 555 0100'],
  ['021000021', 'routing number 021000021'],
  ['8765-4321-99', 'Schwab account #8765-4321-99'],
  ['4111 1111 1111 1111', 'card 4111 1111 1111 1111'],
  ['5500-0000-0000-0004', 'Amex? no, 5500-0000-0000-0004'],
  ['123456789012', 'brokerage 123456789012 at Fidelity'],
  ['00123456', 'Vanguard acct no. 00123456'],
];

/** Figures and facts the analysis needs: none may be touched. */
const KEEP = [
  'Net worth $1,250,000 and a house worth $1,250,000.',
  'Estate of $125,000,000 in trust; $12.5M liquid.',
  'Income $850,000 a year; 40 percent tax on court settlements.',
  'Ages 62 and 60, married in 1985, retired in 2019.',
  'Sold the business on 03/14/2024 for $4,200,000.',
  'Gift of $19,000 per donee in 2026; lifetime exemption $15,000,000.',
  'They drove 3 hours down the road to meet us.',
  'Owns 401(k) of $1,200,000 and a 529 plan with $300,000.',
  'Roth conversion of 100000 in 2026; 2 kids, 4 grandchildren.',
  'A pledge of $250000000 to the foundation, 12.5% of the estate.',
];

describe('PII corpus', () => {
  it('has at least 50 forms', () => {
    expect(PII_FORMS.length).toBeGreaterThanOrEqual(50);
  });

  it.each(PII_FORMS)('removes %j', (secret, sentence) => {
    const { text } = redactPii(sentence);
    expect(text).not.toContain(secret);
    expect(text).toMatch(/\[REDACTED_[A-Z_]+\]/);
  });

  it.each(KEEP)('keeps %j as written', (sentence) => {
    expect(redactPii(sentence).text).toBe(sentence);
  });
});
