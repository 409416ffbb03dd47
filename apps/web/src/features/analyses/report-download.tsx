import { FileDown } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** 'Download report': the client PDF the server makes for a saved analysis. */
export function ReportDownload({ projectId }: { projectId: string }) {
  return (
    <Button asChild variant="outline" size="sm">
      <a
        href={`/api/analyses/${encodeURIComponent(projectId)}/report`}
        download
        data-print="hidden"
      >
        <FileDown aria-hidden />
        Download report
      </a>
    </Button>
  );
}
