import { describe, expect, it } from 'vitest';
import { CHARITABLE_GIVING, refused } from './refusals';

const names = [
  ['REVOCABLE_TRUST', /\brevocable trust\b/gi],
  ['ESOP', /\bESOP\b/g],
  ['ILIT', /\bILIT\b/g],
  ['CRT', /\bcharitable remainder trust\b/gi],
  ['giving', CHARITABLE_GIVING],
] as const;
const keys = (text: string) => [...refused(text, names).keys()];

describe('what the notes say the client does not want', () => {
  it('reads a refusal before the names it governs, a list of them, and one after a name', () => {
    expect(keys('They do not want a revocable trust (they already have one).')).toEqual([
      'REVOCABLE_TRUST',
    ]);
    expect(
      keys('Wants to shift growth to kids; does NOT want charitable strategies or an ESOP.'),
    ).toEqual(['giving', 'ESOP']);
    expect(keys('Not interested in ESOP.')).toEqual(['ESOP']);
    expect(keys('ILIT - declined.')).toEqual(['ILIT']);
    expect(
      refused('They do not want a revocable trust (they already have one).', names).get(
        'REVOCABLE_TRUST',
      ),
    ).toBe('They do not want a revocable trust (they already have one)');
  });

  it('takes the longest name at a word: a refused remainder trust is not all giving', () => {
    expect(keys("Doesn't want a charitable remainder trust.")).toEqual(['CRT']);
  });

  it('refuses nothing where other words stand between, or the clause turns', () => {
    expect(keys("Want an ILIT so the kids don't have to sell the business.")).toEqual([]);
    expect(keys('Does not want to pay estate tax; ILIT for liquidity.')).toEqual([]);
    expect(keys("Doesn't want to give up control, but open to an ILIT.")).toEqual([]);
    expect(keys('Gives $25k a year to charity. Not interested in selling to PE.')).toEqual([]);
  });
});
