import { describe, expect, it } from 'vitest';
import type { EvalCase } from './cases';
import { scoreStrategies } from './score-strategies';

const base: EvalCase = {
  id: 't',
  title: 't',
  profile: [],
  notes: '',
  expectedFacts: {},
  expectedStrategies: [
    { id: 'GRAT', name: '' },
    { id: 'SLAT', name: '' },
  ],
  acceptableStrategies: ['DAF'],
  wrongStrategies: [{ id: 'PPLI', name: '' }],
  checks: [],
};

describe('scoreStrategies', () => {
  it('scores recall at 3, 5 and in full, precision over the whole list, and wrong IDs in the top five', () => {
    const s = scoreStrategies(base, ['DAF', 'other', 'X', 'Y', 'Y', 'GRAT', 'PPLI']);
    expect(s).toMatchObject({ recall3: 0, recall5: 0, recallAll: 0.5, missing: ['SLAT'] });
    expect(s.precision).toBeCloseTo(2 / 7);
    expect(s.wrongTop5).toEqual([]);
    expect(s.wrongAll).toEqual(['PPLI']);
  });

  it('leaves adversarial cases out of recall and treats any strategy as wrong for a near-empty case', () => {
    expect(
      scoreStrategies({ ...base, adversarial: { type: 'x', passCriteria: [] } }, ['GRAT'])
        .recallAll,
    ).toBeUndefined();
    const nearEmpty = { ...base, expectedStrategies: [{ id: 'REQUEST_MORE_INFO', name: '' }] };
    expect(scoreStrategies(nearEmpty, ['GRAT']).wrongTop5).toEqual(['GRAT']);
    expect(scoreStrategies(nearEmpty, []).wrongAll).toEqual([]);
  });
});
