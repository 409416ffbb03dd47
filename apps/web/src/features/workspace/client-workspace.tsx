import { FolderOpen } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ProjectCard } from './project-card';
import { useProjects } from './use-projects';

/** SPEC /: the Client Workspace, the user's saved analyses. */
export function ClientWorkspace() {
  const projects = useProjects();
  const items = projects.data?.pages.flatMap((page) => page.items) ?? [];
  const total = projects.data?.pages[0]?.total ?? 0;

  useEffect(() => {
    // SPEC 8: a failed projects load is logged only; the list stays empty.
    if (projects.error) console.error('Failed to load projects:', projects.error);
  }, [projects.error]);

  return (
    <section aria-labelledby="client-workspace-heading" className="space-y-4">
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
