import { describe, expect, it } from 'vitest';
import { buildFacts, fact } from '../testing/facts.fixture';
import { statedGoals } from './stated-goals';

const values = (notes: string, goals = [] as ReturnType<typeof fact<string>>[]) =>
  statedGoals(buildFacts({ goals }), notes).map((g) => g.value);

describe('statedGoals', () => {
  it('states each clause in which the client wants, fears or asks, in the notes’ words', () => {
    expect(
      values(
        'Couple 60/58, OH. Wants to exercise ISOs this yr. Worried about RMDs + lifetime tax. Asked if she should disclaim the IRA. Home 1M.',
      ),
    ).toEqual([
      'Exercise ISOs this yr',
      'Worried about RMDs + lifetime tax',
      'Asked if she should disclaim the IRA',
    ]);
  });

  it('keeps an abbreviation inside its sentence and reads discontent and a Q: as goals', () => {
    expect(
      values(
        'G2 want to keep the co. private for generations. OR estate tax at $1M - not happy. Q: roll it to an IRA?',
      ),
    ).toEqual([
      'G2 want to keep the co. private for generations',
      'OR estate tax at $1M - not happy',
      'Q: roll it to an IRA',
    ]);
  });

  it("reads an intake form's answers, not its questions: the goals question's answer is the goal", () => {
    expect(
      values(
        [
          'Q: Marital status? A: Married (second marriage for both), 8 yrs',
          'Q: Ages? A: Client 70, spouse 64',
          'Q: Children? A: Client has 3 from first marriage; spouse has 2 from hers.',
          'Q: Goals? A: Provide for spouse for life but make sure his kids get the remainder. Spouse agrees. Prenup in place.',
          'Q: Income? A: ~$350k rental + dividends',
        ].join('\n'),
      ),
    ).toEqual(['Provide for spouse for life but make sure his kids get the remainder']);
  });

  it('leaves out what others pitched or do not want, and the advisor’s to-do list', () => {
    expect(
      values(
        'Buddy says convert to a C corp for QSBS. 3 kids - none want the biz. To-do: ask about wills.',
      ),
    ).toEqual([]);
  });

  it('leaves out what the client does not plan: a timing fact, not a goal', () => {
    expect(
      values('No plans to sell for 5-7 years; wants to plan succession. Not planning to retire.'),
    ).toEqual(['Plan succession']);
  });

  it('keeps the readers’ goals and adds a clause only where they read nothing from it', () => {
    const goals = [
      fact('Retire at 65', 'retire at 65'),
      fact('Keep lifestyle', 'Goals: keep lifestyle, keep giving'),
    ];
    expect(
      values(
        'Wants to retire at 65 and travel. Goals: keep lifestyle, keep giving. Hopes to buy a boat.',
        goals,
      ),
    ).toEqual(['Retire at 65', 'Keep lifestyle', 'Buy a boat']);
  });

  it('keeps a clause that says more than the readers took from it', () => {
    const goals = [fact('Buy a house', 'buy a house')];
    expect(values('Wants to keep working, buy a house, not blow it.', goals)).toEqual([
      'Buy a house',
      'Keep working, buy a house, not blow it',
    ]);
  });

  it('ends a sentence at a full stop before a capital, not after an abbreviation', () => {
    expect(values('Asked about QSBS since it is a C corp. Will from 2009 - stale.')).toEqual([
      'Asked about QSBS since it is a C corp',
    ]);
  });

  it('returns the advisor’s corrected goals as given', () => {
    const corrected = buildFacts({
      goals: [{ value: 'Retire at 60', source: 'goals', origin: 'advisor' as const }],
    });
    expect(statedGoals(corrected, 'Wants to buy a boat.').map((g) => g.value)).toEqual([
      'Retire at 60',
    ]);
  });

  it('keeps each goal’s clause as its source', () => {
    const [goal] = statedGoals(buildFacts(), 'Want: stay in the house.');
    expect(goal).toEqual({ value: 'Stay in the house', source: 'Want: stay in the house.' });
  });
});
