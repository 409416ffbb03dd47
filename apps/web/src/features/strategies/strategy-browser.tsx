import type { Strategy } from '@strata/contracts';
import { LayoutGrid, Search, Table2 } from 'lucide-react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { StrategyCard } from './strategy-card';
import {
  distinctCategories,
  filterStrategies,
  readStrategyFilter,
  writeStrategyFilter,
  type StrategyFilter,
} from './strategy-filter';
import { StrategyTable } from './strategy-table';

/** SPEC /strategies: search, category filter and the two views, all kept in the URL. */
export function StrategyBrowser({ strategies }: { strategies: Strategy[] }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const categories = useMemo(() => distinctCategories(strategies), [strategies]);
  const filter = readStrategyFilter(searchParams, categories);
  const shown = useMemo(
    () => filterStrategies(strategies, { query: filter.query, category: filter.category }),
    [strategies, filter.query, filter.category],
  );

  function update(change: Partial<StrategyFilter>) {
    setSearchParams(writeStrategyFilter({ ...filter, ...change }), { replace: true });
  }

  return (
    <div className="space-y-6">
      <div className="space-y-4">
        <div className="relative max-w-md">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            type="search"
            aria-label="Search strategies"
            placeholder="Search strategies..."
            className="pl-9"
            value={filter.query}
            onChange={(event) => update({ query: event.target.value })}
          />
        </div>
        <div role="group" aria-label="Filter by category" className="flex flex-wrap gap-2">
          <CategoryButton
            label="All"
            isActive={filter.category === null}
            onClick={() => update({ category: null })}
          />
          {categories.map((category) => (
            <CategoryButton
              key={category}
              label={category}
              isActive={filter.category === category}
              onClick={() => update({ category })}
            />
          ))}
        </div>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          Showing {shown.length} of {strategies.length} strategies
        </p>
      </div>
      {shown.length === 0 ? (
        <div role="status" className="rounded-lg border border-dashed p-8 text-center">
          <p className="font-medium">No strategies match your search</p>
          <p className="text-sm text-muted-foreground">
            Try other words, or choose All to see every category.
          </p>
        </div>
      ) : null}
      <Tabs
        value={filter.view}
        onValueChange={(view) => update({ view: view === 'table' ? 'table' : 'cards' })}
      >
        <TabsList>
          <TabsTrigger value="cards">
            <LayoutGrid aria-hidden />
            Card View
          </TabsTrigger>
          <TabsTrigger value="table">
            <Table2 aria-hidden />
            Table View
          </TabsTrigger>
        </TabsList>
        <TabsContent value="cards">
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {shown.map((strategy) => (
              <StrategyCard key={strategy.id} strategy={strategy} />
            ))}
          </div>
        </TabsContent>
        <TabsContent value="table">
          <StrategyTable strategies={shown} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

function CategoryButton({
  label,
  isActive,
  onClick,
}: {
  label: string;
  isActive: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      type="button"
      size="sm"
      variant={isActive ? 'default' : 'outline'}
      aria-pressed={isActive}
      onClick={onClick}
    >
      {label}
    </Button>
  );
}
