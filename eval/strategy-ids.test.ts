import { describe, expect, it } from 'vitest';
import { OTHER, strategyIdOf } from './strategy-ids';

describe('strategyIdOf', () => {
  const known = new Set(['GRAT', 'CRT', 'DAF']);

  it('takes a vocabulary strategyId at its word, else matches the name to an alias', () => {
    expect(strategyIdOf({ strategy: 'Anything', strategyId: 'DAF' }, known)).toBe('DAF');
    expect(
      strategyIdOf(
        { strategy: 'Rolling Grantor Retained Annuity Trust', strategyId: 'x-1' },
        known,
      ),
    ).toBe('GRAT');
    expect(strategyIdOf({ strategy: 'Charitable Remainder Unitrust (CRUT)' }, known)).toBe('CRT');
  });

  it('answers other for a recommendation no alias names', () => {
    expect(strategyIdOf({ strategy: 'Review your budget' }, known)).toBe(OTHER);
  });
});
