import {
  formatDate,
  formatNetWorthAmount,
  projectStatusBadge,
  type ProjectListItem,
} from '@strata/contracts';
import { Calendar, DollarSign, Eye, History, Target } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { ClientLabel } from './client-label';
import { DeleteProjectDialog } from './delete-project-dialog';
import { useProjectActions } from './use-project-actions';

/**
 * One client in the workspace (SPEC /: status, strategy count, net worth, date): its label
 * (renamed in place), and its re-runs as versions of one analysis on this one card.
 */
export function ProjectCard({ project }: { project: ProjectListItem }) {
  const navigate = useNavigate();
  const { rename, remove } = useProjectActions(project.id);
  const status = projectStatusBadge(project.status);
  const strategyCount = project.strategyCount;

  // The list carries no analysis: /results loads the full project by its id.
  function viewDetails() {
    void navigate(`/results?project=${encodeURIComponent(project.id)}`, {
      state: {
        projectName: project.name,
        projectDescription: project.description ?? undefined,
        timestamp: project.createdAt,
        hasDocuments: project.hasDocuments,
        isLoading: false,
      },
    });
  }

  return (
    <Card className="flex flex-col">
      <CardHeader>
        <div className="flex items-start justify-between gap-3">
          <ClientLabel
            label={project.name}
            isSaving={rename.isPending}
            onRename={(name) => rename.mutateAsync(name)}
          />
          <Badge variant={status.variant}>{status.label}</Badge>
        </div>
        {project.description && (
          <CardDescription className="line-clamp-2">{project.description}</CardDescription>
        )}
      </CardHeader>
      <CardContent className="mt-auto space-y-4">
        <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-3">
          <div className="flex items-center gap-2">
            <Target aria-hidden className="size-4 text-muted-foreground" />
            <dt className="sr-only">Strategies</dt>
            <dd>
              {strategyCount} {strategyCount === 1 ? 'strategy' : 'strategies'}
            </dd>
          </div>
          <div className="flex items-center gap-2">
            <DollarSign aria-hidden className="size-4 text-muted-foreground" />
            <dt className="sr-only">Net worth</dt>
            <dd>{formatNetWorthAmount(project.netWorth)}</dd>
          </div>
          <div className="flex items-center gap-2">
            <Calendar aria-hidden className="size-4 text-muted-foreground" />
            <dt className="sr-only">Created</dt>
            <dd>{formatDate(project.createdAt)}</dd>
          </div>
        </dl>
        {project.version > 1 && (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <History aria-hidden className="size-4" />
            {project.version} versions · re-run {formatDate(project.updatedAt)}
          </p>
        )}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Button variant="outline" size="sm" onClick={viewDetails}>
            <Eye aria-hidden />
            View Details
          </Button>
          <DeleteProjectDialog
            label={project.name}
            isDeleting={remove.isPending}
            onConfirm={() => remove.mutateAsync()}
          />
        </div>
      </CardContent>
    </Card>
  );
}
