import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { readRawResponse } from './raw-response';

/** SPEC Raw JSON tab: the model's raw answer pretty-printed, or why it could not be. */
export function RawJsonTab({ rawResponse }: { rawResponse: string | undefined }) {
  const view = readRawResponse(rawResponse);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Raw LLM Response</CardTitle>
      </CardHeader>
      <CardContent>
        {view.kind === 'none' ? (
          <p className="text-sm text-muted-foreground">No raw response available</p>
        ) : null}
        {view.kind === 'json' ? (
          <pre
            className="max-h-[32rem] overflow-auto rounded-md bg-muted p-4 text-xs"
            tabIndex={0}
            aria-label="Raw LLM Response"
          >
            {view.pretty}
          </pre>
        ) : null}
        {view.kind === 'error' ? (
          <div className="space-y-2">
            <p className="font-medium text-destructive">JSON Parse Error</p>
            <p className="text-sm text-destructive">{view.message}</p>
            <pre
              className="max-h-[32rem] overflow-auto rounded-md bg-muted p-4 text-xs whitespace-pre-wrap"
              tabIndex={0}
            >
              {view.raw}
            </pre>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
