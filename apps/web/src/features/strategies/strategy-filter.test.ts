import { describe, expect, it } from 'vitest';
import {
  disclosureLabel,
  distinctCategories,
  filterStrategies,
  matchesQuery,
  readStrategyFilter,
  writeStrategyFilter,
} from './strategy-filter';

const catalogue = [
  {
    name: 'Grantor Retained Annuity Trust',
    description: 'Moves appreciation to heirs free of gift tax.',
    category: 'Estate Planning',
  },
  {
    name: 'Roth Conversion',
    description: 'Pay tax now on a traditional IRA to grow tax-free.',
    category: 'Retirement Planning',
  },
  {
    name: 'Charitable Remainder Trust',
    description: 'Income stream, then the remainder to charity.',
    category: 'Charitable Planning',
  },
  {
    name: 'Dynasty Trust',
    description: 'Holds wealth for many generations.',
    category: 'Estate Planning',
  },
];

describe('matchesQuery', () => {
  it('matches the name case-insensitively', () => {
    expect(matchesQuery(catalogue[1]!, 'roth')).toBe(true);
    expect(matchesQuery(catalogue[1]!, 'ROTH CONV')).toBe(true);
  });

  it('matches the description', () => {
    expect(matchesQuery(catalogue[0]!, 'GIFT TAX')).toBe(true);
  });

  it('does not match the category', () => {
    expect(matchesQuery(catalogue[0]!, 'estate planning')).toBe(false);
  });

  it('matches everything for a blank query', () => {
    expect(matchesQuery(catalogue[0]!, '   ')).toBe(true);
  });
});

describe('filterStrategies', () => {
  it('returns everything with no query and All', () => {
    expect(filterStrategies(catalogue, { query: '', category: null })).toHaveLength(4);
  });

  it('filters by category', () => {
    expect(
      filterStrategies(catalogue, { query: '', category: 'Estate Planning' }).map((s) => s.name),
    ).toEqual(['Grantor Retained Annuity Trust', 'Dynasty Trust']);
  });

  it('combines search and category', () => {
    expect(
      filterStrategies(catalogue, { query: 'trust', category: 'Charitable Planning' }).map(
        (s) => s.name,
      ),
    ).toEqual(['Charitable Remainder Trust']);
    expect(filterStrategies(catalogue, { query: 'roth', category: 'Estate Planning' })).toEqual([]);
  });
});

describe('distinctCategories', () => {
  it('lists each category once, in first-use order', () => {
    expect(distinctCategories(catalogue)).toEqual([
      'Estate Planning',
      'Retirement Planning',
      'Charitable Planning',
    ]);
  });
});

describe('readStrategyFilter and writeStrategyFilter', () => {
  const categories = ['Estate Planning', 'Tax Planning'];

  it('reads the defaults from an empty URL', () => {
    expect(readStrategyFilter(new URLSearchParams(), categories)).toEqual({
      query: '',
      category: null,
      view: 'cards',
    });
  });

  it('reads query, category and view', () => {
    const params = new URLSearchParams('q=trust&category=Estate+Planning&view=table');
    expect(readStrategyFilter(params, categories)).toEqual({
      query: 'trust',
      category: 'Estate Planning',
      view: 'table',
    });
  });

  it('falls back for an unknown category or view', () => {
    const params = new URLSearchParams('category=Nope&view=grid');
    expect(readStrategyFilter(params, categories)).toEqual({
      query: '',
      category: null,
      view: 'cards',
    });
  });

  it('round-trips and leaves defaults out', () => {
    const filter = { query: 'gift tax', category: 'Tax Planning', view: 'table' as const };
    const params = writeStrategyFilter(filter);
    expect(readStrategyFilter(params, categories)).toEqual(filter);
    expect(writeStrategyFilter({ query: '', category: null, view: 'cards' }).toString()).toBe('');
  });
});

describe('disclosureLabel', () => {
  it('shows underscores as spaces', () => {
    expect(disclosureLabel('IRS_FORM_709_REQUIRED')).toBe('IRS FORM 709 REQUIRED');
    expect(disclosureLabel('plain')).toBe('plain');
  });
});
