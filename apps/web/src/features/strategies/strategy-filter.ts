import type { Strategy } from '@strata/contracts';

export type StrategyView = 'cards' | 'table';

/** The browse state kept in the URL: ?q=&category=&view=cards|table. */
export interface StrategyFilter {
  query: string;
  /** null means 'All'. */
  category: string | null;
  view: StrategyView;
}

/** SPEC /strategies: name or description contains the query, case-insensitively. */
export function matchesQuery(
  strategy: Pick<Strategy, 'name' | 'description'>,
  query: string,
): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === '') return true;
  return (
    strategy.name.toLowerCase().includes(needle) ||
    strategy.description.toLowerCase().includes(needle)
  );
}

/** Search and category filter combined. */
export function filterStrategies<T extends { name: string; description: string; category: string }>(
  strategies: readonly T[],
  { query, category }: Pick<StrategyFilter, 'query' | 'category'>,
): T[] {
  return strategies.filter(
    (strategy) =>
      (category === null || strategy.category === category) && matchesQuery(strategy, query),
  );
}

/** Each distinct category, in the order the catalogue first uses it. */
export function distinctCategories(strategies: readonly { category: string }[]): string[] {
  return [...new Set(strategies.map((strategy) => strategy.category))];
}

/** Reads the browse state from the URL; an unknown category or view falls back to the default. */
export function readStrategyFilter(
  params: URLSearchParams,
  categories: readonly string[],
): StrategyFilter {
  const category = params.get('category');
  return {
    query: params.get('q') ?? '',
    category: category !== null && categories.includes(category) ? category : null,
    view: params.get('view') === 'table' ? 'table' : 'cards',
  };
}

/** The URL for a browse state, leaving defaults out so a plain /strategies stays plain. */
export function writeStrategyFilter(filter: StrategyFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.query !== '') params.set('q', filter.query);
  if (filter.category !== null) params.set('category', filter.category);
  if (filter.view !== 'cards') params.set('view', filter.view);
  return params;
}

/** SPEC /strategies: regulatory disclosure tags show underscores as spaces. */
export function disclosureLabel(tag: string): string {
  return tag.replace(/_/g, ' ');
}
