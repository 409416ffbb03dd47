import { FileQuestion } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

/** SPEC /results: until the results feature lands, the page opened without an analysis. */
export function ResultsRoute() {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6">
      <Card className="mx-auto max-w-md">
        <CardContent className="flex flex-col items-center gap-3 py-12 text-center">
          <FileQuestion aria-hidden className="size-10 text-muted-foreground" />
          <h1 className="text-xl font-semibold">No Analysis Available</h1>
          <p className="text-sm text-muted-foreground">
            Please submit a client analysis request to view results.
          </p>
          <Button asChild className="mt-2">
            <Link to="/">Go to Dashboard</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
