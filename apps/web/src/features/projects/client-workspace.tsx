import { FolderOpen, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ProjectCard } from './project-card';
import { useDebouncedValue } from './use-debounced-value';
import { useProjects, type ProjectFilter } from './use-projects';

const STATUS_FILTERS: { value: ProjectFilter['status']; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'completed', label: 'Completed' },
  { value: 'pending', label: 'Pending' },
  { value: 'failed', label: 'Failed' },
];

/** How long typing pauses before the search is sent. */
const SEARCH_DEBOUNCE_MS = 250;

/** SPEC /: the Client Workspace, the user's saved analyses, searched and filtered by status. */
export function ClientWorkspace() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<ProjectFilter['status']>('all');
  const q = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const projects = useProjects({ q, status });
  const items = projects.data?.pages.flatMap((page) => page.items) ?? [];
  const total = projects.data?.pages[0]?.total ?? 0;
  const isFiltered = q.trim() !== '' || status !== 'all';
  const { hash } = useLocation();

  // '/#client-workspace' (from /results with nothing open) lands here once the list is drawn.
  useEffect(() => {
    if (hash === '#client-workspace' && !projects.isPending)
      document.getElementById('client-workspace')?.scrollIntoView({ block: 'start' });
  }, [hash, projects.isPending]);

  useEffect(() => {
    // SPEC 8: a failed projects load is logged only; the list stays empty.
    if (projects.error) console.error('Failed to load projects:', projects.error);
  }, [projects.error]);

  return (
    <section
      id="client-workspace"
      aria-labelledby="client-workspace-heading"
      className="scroll-mt-20 space-y-4"
    >
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 id="client-workspace-heading" className="text-2xl font-semibold tracking-tight">
            Client Workspace
          </h2>
          <p className="text-sm text-muted-foreground">Your saved client analyses</p>
        </div>
        <p className="text-sm text-muted-foreground">
          {total} client {total === 1 ? 'analysis' : 'analyses'}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <div className="relative min-w-0 flex-1 basis-64">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            type="search"
            aria-label="Search clients"
            placeholder="Search by client label or notes..."
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="pl-9"
          />
        </div>
        <div role="group" aria-label="Filter by status" className="flex flex-wrap gap-1">
          {STATUS_FILTERS.map((filter) => (
            <Button
              key={filter.value}
              size="sm"
              variant={status === filter.value ? 'default' : 'outline'}
              aria-pressed={status === filter.value}
              onClick={() => setStatus(filter.value)}
            >
              {filter.label}
            </Button>
          ))}
        </div>
      </div>
      {projects.isPending ? (
        <div className="grid gap-4 md:grid-cols-2" aria-busy="true">
          {Array.from({ length: 4 }, (_, index) => (
            <Card key={index}>
              <CardHeader>
                <Skeleton className="h-5 w-2/3" />
                <Skeleton className="h-4 w-full" />
              </CardHeader>
              <CardContent>
                <Skeleton className="h-8 w-28" />
              </CardContent>
            </Card>
          ))}
        </div>
      ) : items.length === 0 && isFiltered ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-2 py-12 text-center">
            <Search aria-hidden className="size-10 text-muted-foreground" />
            <p className="font-medium">No client analyses match</p>
            <p className="text-sm text-muted-foreground">Try other words, or another status.</p>
          </CardContent>
        </Card>
      ) : items.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-2 py-12 text-center">
            <FolderOpen aria-hidden className="size-10 text-muted-foreground" />
            <p className="font-medium">No client analyses yet</p>
            <p className="text-sm text-muted-foreground">
              Analyze your first client above to see it here.
            </p>
          </CardContent>
        </Card>
      ) : (
        <>
          <div className="grid gap-4 md:grid-cols-2">
            {items.map((project) => (
              <ProjectCard key={project.id} project={project} />
            ))}
          </div>
          {projects.hasNextPage && (
            <div className="flex justify-center">
              <Button
                variant="outline"
                disabled={projects.isFetchingNextPage}
                onClick={() => void projects.fetchNextPage()}
              >
                {projects.isFetchingNextPage ? 'Loading...' : 'Load more'}
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
