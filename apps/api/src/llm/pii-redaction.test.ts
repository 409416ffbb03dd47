import { describe, expect, it } from 'vitest';
import { redactPii } from './pii-redaction';

describe('redactPii', () => {
  it.each([
    ['SSN', 'Client SSN 123-45-6789 on file', '123-45-6789'],
    ['SSN', 'social security number: 123 45 6789', '123 45 6789'],
    ['EMAIL', 'Reach him at john.smith+work@example.co.uk today', 'john.smith+work@example.co.uk'],
    ['PHONE', 'Cell (415) 555-0142, office', '(415) 555-0142'],
    ['PHONE', 'call +1 212.555.0199 after 5', '212.555.0199'],
    ['DATE_OF_BIRTH', 'DOB: 03/14/1961, retired', '03/14/1961'],
    ['DATE_OF_BIRTH', 'born on March 14, 1961 in Ohio', 'March 14, 1961'],
    ['ROUTING_NUMBER', 'routing number 021000021 at Chase', '021000021'],
    ['ACCOUNT_NUMBER', 'Schwab account #8765-4321-99 holds the bonds', '8765-4321-99'],
    ['ACCOUNT_NUMBER', 'card 4111 1111 1111 1111 expired', '4111 1111 1111 1111'],
    ['ADDRESS', 'They live at 1428 Elm Street, Apt 4B in Springfield', '1428 Elm Street'],
    ['ADDRESS', 'Vacation home at 77 Ocean View Blvd.', '77 Ocean View Blvd'],
  ])('removes %s from %j', (label, input, secret) => {
    const { text, counts } = redactPii(input);
    expect(text).not.toContain(secret);
    expect(text).toContain(`[REDACTED_${label}]`);
    expect(counts[label]).toBeGreaterThanOrEqual(1);
  });

  it('keeps the figures, ages and places the analysis needs', () => {
    const notes =
      'Married couple, ages 58 and 56, in TX. Net worth $12,500,000; income $850,000 a year. ' +
      'Business valued at $4.2M, 40 percent tax on court settlements in 2025. 3 kids, 401(k) of $1,200,000.';
    const { text, counts } = redactPii(notes);
    expect(text).toBe(notes);
    expect(counts).toEqual({});
  });

  it('counts every replacement', () => {
    const { counts } = redactPii('a@b.com and c@d.org; SSN 111-22-3333');
    expect(counts).toEqual({ EMAIL: 2, SSN: 1 });
  });
});
