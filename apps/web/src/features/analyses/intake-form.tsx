import { FileText, Loader2, Paperclip, Sparkles, X } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { ACCEPT_ATTRIBUTE, checkDocumentLimits } from './document-limits';
import { useAnalysisSubmission } from './use-analysis-submission';

const MB = 1024 * 1024;

function formatSize(bytes: number): string {
  return bytes >= MB
    ? `${(bytes / MB).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** SPEC /: the Client Strategy Analysis intake form (notes plus optional documents). */
export function IntakeForm() {
  const [notes, setNotes] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const fileInput = useRef<HTMLInputElement>(null);
  const id = useId();
  const { submit, isSubmitting } = useAnalysisSubmission();
  const hasNotes = notes.trim() !== '';

  function handleFiles(event: ChangeEvent<HTMLInputElement>) {
    const added = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (added.length === 0) return;
    const { accepted, problems } = checkDocumentLimits(files, added);
    for (const problem of problems)
      toast.error(problem.title, { description: problem.description });
    if (accepted.length === 0) return;
    setFiles((current) => [...current, ...accepted]);
    toast.success('Files uploaded', {
      description: `${accepted.length} file(s) added successfully`,
    });
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit(notes, files);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h1" className="text-2xl">
          Client Strategy Analysis
        </CardTitle>
        <CardDescription>
          Describe the client&apos;s situation and goals; attach documents if you have them.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="space-y-4" onSubmit={handleSubmit} noValidate>
          <div className="space-y-2">
            <Label htmlFor={`${id}-notes`}>Client Notes &amp; Financial Profile</Label>
            <Textarea
              id={`${id}-notes`}
              value={notes}
              onChange={(event) => setNotes(event.target.value)}
              placeholder="Enter client notes: age, family, income, assets, liabilities, goals, concerns... No personal identifying information is needed."
              className="min-h-48"
            />
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <input
              ref={fileInput}
              id={`${id}-files`}
              type="file"
              multiple
              accept={ACCEPT_ATTRIBUTE}
              className="sr-only"
              tabIndex={-1}
              aria-hidden
              data-testid="document-input"
              onChange={handleFiles}
            />
            <Button type="button" variant="outline" onClick={() => fileInput.current?.click()}>
              <Paperclip aria-hidden />
              Add Documents
            </Button>
            <span
              className="text-sm text-muted-foreground"
              aria-live="polite"
              data-testid="document-count"
            >
              {files.length} {files.length === 1 ? 'file' : 'files'} attached
            </span>
          </div>
          {files.length > 0 && (
            <ul className="divide-y rounded-md border" aria-label="Attached documents">
              {files.map((file, index) => (
                <li
                  key={`${file.name}-${index}`}
                  className="flex items-center gap-3 px-3 py-2 text-sm"
                >
                  <FileText aria-hidden className="size-4 shrink-0 text-muted-foreground" />
                  <span className="min-w-0 flex-1 truncate">{file.name}</span>
                  <span className="text-xs text-muted-foreground">{formatSize(file.size)}</span>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="size-7"
                    aria-label={`Remove ${file.name}`}
                    onClick={() => setFiles((current) => current.filter((_, i) => i !== index))}
                  >
                    <X aria-hidden />
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <Button type="submit" size="lg" disabled={!hasNotes || isSubmitting}>
            {isSubmitting ? (
              <Loader2 aria-hidden className="animate-spin" />
            ) : (
              <Sparkles aria-hidden />
            )}
            Analyze Client
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
