import { describe, expect, it } from 'vitest';
import { formatPercent, nonBlank, nonBlankTexts } from './display-text';

describe('display text', () => {
  it('treats empty and blank text as missing, so the tab shows its fallback', () => {
    expect(nonBlank('Gift now')).toBe('Gift now');
    expect(nonBlank('  ')).toBeUndefined();
    expect(nonBlank(undefined)).toBeUndefined();
    expect(nonBlankTexts(['a', '', ' ', 'b'])).toEqual(['a', 'b']);
    expect(nonBlankTexts(undefined)).toEqual([]);
  });

  it('writes a percentage with at most one decimal', () => {
    expect(formatPercent(12.345)).toBe('12.3%');
    expect(formatPercent(20)).toBe('20%');
  });
});
