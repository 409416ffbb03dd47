import { useEffect, useState } from 'react';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { STATUS_LINE_INTERVAL_MS, visibleStatusLines } from './status-lines';

/** SPEC 4 loading panel: one new status line a second, the newest emphasised. */
export function LoadingPanel({ progress }: { progress?: string }) {
  const [ticks, setTicks] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTicks((t) => t + 1), STATUS_LINE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);
  const lines = visibleStatusLines(ticks);
  return (
    <Card data-testid="loading-panel">
      <CardContent className="flex flex-col items-center gap-6 p-10">
        <Spinner className="size-10 text-primary" label="Analyzing client data..." />
        <ul className="w-full max-w-md space-y-2" aria-live="polite">
          {lines.map((line, index) => {
            const isNewest = index === lines.length - 1;
            return (
              <li
                key={ticks - (lines.length - 1 - index)}
                data-newest={isNewest || undefined}
                className={cn(
                  'text-sm transition-opacity',
                  isNewest ? 'font-semibold text-foreground' : 'text-muted-foreground',
                )}
              >
                {line}
              </li>
            );
          })}
        </ul>
        {progress ? <p className="text-xs text-muted-foreground">Server: {progress}</p> : null}
      </CardContent>
    </Card>
  );
}
