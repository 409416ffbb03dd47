import { formatDate } from '@strata/contracts';
import { History } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { factLabel } from './fact-fields';
import { useRerunActions } from './rerun-context';
import { useAnalysisVersions } from './use-analysis-versions';

/** Issue 11: the analysis' versions with their dates and corrections, each viewable. */
export function AnalysisVersionsPanel() {
  const { projectId, viewedVersion, viewVersion } = useRerunActions();
  const versions = useAnalysisVersions(projectId ?? null, projectId !== undefined);
  const list = versions.data?.versions ?? [];
  if (!projectId || !viewVersion || list.length === 0) return null;
  const latest = list[0]?.version;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <History aria-hidden className="size-5" />
          Analysis versions
        </CardTitle>
        <CardDescription>
          {list.length === 1
            ? 'One version: re-running with corrected facts adds the next, and this one stays viewable.'
            : `${list.length} versions, newest first.`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul aria-label="Analysis versions" className="divide-y">
          {list.map((version) => {
            const isShown = (viewedVersion ?? latest) === version.version;
            return (
              <li key={version.version} className="flex flex-wrap items-center gap-3 py-2 text-sm">
                <span className="font-medium">Version {version.version}</span>
                <span className="text-muted-foreground">{formatDate(version.createdAt)}</span>
                <span className="min-w-0 flex-1 text-muted-foreground">
                  {version.corrections.length === 0
                    ? 'From the notes and documents'
                    : `Corrected: ${version.corrections.map((c) => factLabel(c.field).toLowerCase()).join(', ')}`}
                </span>
                {isShown ? (
                  <Badge variant="secondary">Showing</Badge>
                ) : (
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => viewVersion(version.version === latest ? null : version.version)}
                  >
                    View version {version.version}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
