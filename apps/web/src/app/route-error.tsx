import { AlertTriangle } from 'lucide-react';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';

/** Any error thrown while rendering a page lands here instead of a blank screen. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Unexpected error while rendering the page:', error);
  }, [error]);
  return (
    <div
      role="alert"
      className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center"
    >
      <AlertTriangle aria-hidden className="size-10 text-destructive" />
      <h1 className="text-2xl font-semibold">Something went wrong</h1>
      <p className="max-w-md text-muted-foreground">
        The page could not be shown. Reload it, or go back to the dashboard.
      </p>
      <Button asChild>
        <a href="/">Return to Home</a>
      </Button>
    </div>
  );
}
