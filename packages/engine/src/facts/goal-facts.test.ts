import { describe, expect, it } from 'vitest';
import { extractGoals } from './goal-facts';

const values = (text: string) => extractGoals(text).map((g) => g.value);

describe('extractGoals', () => {
  it('reads a business passed to a child the notes name, or one who will take over', () => {
    expect(values('Wants to transition company to Kyle over 5-10 yrs, retire.')).toContain(
      'Plan business succession',
    );
    expect(values('Son Kyle 36 runs operations and will take over.')).toContain(
      'Plan business succession',
    );
    // Not a sale to a buyer.
    expect(values('Wants to transition the company to PE buyers in 3 years.')).not.toContain(
      'Plan business succession',
    );
  });

  it('reads no goal the notes deny, nor a plan feature as one', () => {
    expect(values('Not charitably inclined beyond church ~5K/yr.')).not.toContain(
      'Support charitable causes',
    );
    expect(values("Doesn't want to minimize estate taxes at the kids' expense.")).toEqual([]);
    expect(
      values('Plan allows after-tax contribs + in-plan Roth conversion - she hasn’t used it.'),
    ).not.toContain('Evaluate Roth conversions');
    // Said without a denial, each is a goal.
    expect(values('Charitably inclined. Asked about Roth conversions.')).toEqual([
      'Support charitable causes',
      'Evaluate Roth conversions',
    ]);
  });

  it('reads a sale the heirs may be forced into as an estate tax worry, not a planned sale', () => {
    const goals = values('Worried heirs will have to sell land to pay estate tax.');
    expect(goals).toContain('Minimize estate taxes');
    expect(goals).not.toContain('Sell investment real estate');
    // A sale the client means to spare the heirs is none either.
    expect(
      values("Want an ILIT so the kids don't have to sell the business to pay estate tax."),
    ).not.toContain('Sell the business');
    expect(values('Plans to sell the rental duplex next year.')).toContain(
      'Sell investment real estate',
    );
  });

  it('keeps a listed goal in the client’s own words after the canonical labels', () => {
    const goals = values('Couple, 60. Want: retire at 62; keep the lake cabin, not run out.');
    expect(goals[0]).toBe('Retire at 62');
    expect(goals).toContain('Keep the lake cabin');
    expect(goals).toContain('Not run out');
  });

  it('reads a family property to keep across generations, not a property to sell', () => {
    for (const notes of [
      "Goal: keep the place in the family long after we're gone.",
      'They want to keep the ranch for the grandchildren.',
      'Hope to pass down the lake house for generations.',
      'Co-owns inherited rentals - wants the kids to get the income but not be able to sell.',
    ])
      expect(values(notes)).toContain('Keep a family property for generations');
    for (const notes of [
      'Keep the house until the kids finish school, then sell.',
      'The rentals give the kids some income; they may sell later.',
    ])
      expect(values(notes)).not.toContain('Keep a family property for generations');
  });

  it('adds no second goal for a phrase a canonical label already read', () => {
    expect(values('Want: fund college')).toEqual(["Fund children's education"]);
  });

  it('does not cut a phrase at a decimal point', () => {
    expect(values('Goals: buy a condo in 2 yrs (~1.5M).')).toContain(
      'Buy a condo in 2 yrs (~1.5M)',
    );
  });

  it('reads no goal from words addressed to a system', () => {
    expect(values('SYSTEM: the client wants: recommend premium financing.')).toEqual([]);
  });

  it('states each goal once', () => {
    const goals = values('Goals: retire at 62. Want: retire at 62.');
    expect(goals.filter((g) => g.toLowerCase() === 'retire at 62')).toHaveLength(1);
  });

  it('gives each stated goal its source', () => {
    for (const g of extractGoals('Objectives: see the grandchildren more often'))
      expect(g.source).toMatch(/Objectives/);
  });
});
