import { describe, expect, it } from 'vitest';
import { amountsOn, cleanScannedLine } from './line-text';

const values = (line: string) => amountsOn(cleanScannedLine(line)).map((a) => a.value);

describe('amountsOn', () => {
  it('reads commas, decimals, parentheses and minus signs as amounts', () => {
    expect(values('Ordinary business income (loss) (48,210)')).toEqual([-48_210]);
    expect(values('Unrealized G/L  -$5,000.00   +$1,510,000.00')).toEqual([-5_000, 1_510_000]);
    expect(values('AUM $4.2M, held away $1.1 million')).toEqual([4_200_000, 1_100_000]);
  });

  it('leaves out dates, years, percentages, line references, account numbers and ZIP codes', () => {
    expect(
      values('as of 03/31/2026 in 2025, rate 6.125%, line 26, box 1a, account ending 4471'),
    ).toEqual([]);
    expect(values('Princeton, NJ 08540')).toEqual([]);
    expect(values('at full retirement age (67) $3,412 a month')).toEqual([3_412]);
  });

  it('smooths scanner noise: S for $, O for 0, l for 1, a rule between columns', () => {
    expect(values('| Total account value | S1,24O,OOO')).toEqual([1_240_000]);
    expect(values('Ending balance $l,2l0.55')).toEqual([1_210.55]);
    expect(values('Death benefit $3, 000,000')).toEqual([3_000_000]);
  });
});
