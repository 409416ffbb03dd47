import { describe, expect, it } from 'vitest';
import { STATUS_LINES, visibleStatusLines } from './status-lines';

describe('visibleStatusLines', () => {
  it('has 18 distinct lines', () => {
    expect(new Set(STATUS_LINES).size).toBe(18);
  });

  it('starts with the first line alone', () => {
    expect(visibleStatusLines(0)).toEqual([STATUS_LINES[0]]);
  });

  it('grows to five lines, newest last', () => {
    expect(visibleStatusLines(4)).toEqual(STATUS_LINES.slice(0, 5));
    expect(visibleStatusLines(7)).toEqual(STATUS_LINES.slice(3, 8));
  });

  it('wraps after the eighteenth line', () => {
    expect(visibleStatusLines(18)).toEqual([...STATUS_LINES.slice(14, 18), STATUS_LINES[0]]);
    expect(visibleStatusLines(19).at(-1)).toBe(STATUS_LINES[1]);
    expect(visibleStatusLines(18 * 3 + 2)).toEqual([
      ...STATUS_LINES.slice(16, 18),
      ...STATUS_LINES.slice(0, 3),
    ]);
  });
});
