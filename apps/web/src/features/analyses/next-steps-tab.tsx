import { priorityBadgeVariant, type Analysis } from '@strata/contracts';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { nonBlank } from './display-text';

/** SPEC Next Steps tab: a card per step with action, priority, timeline and responsibility. */
export function NextStepsTab({ analysis }: { analysis: Analysis }) {
  const steps = analysis.nextSteps;
  if (steps.length === 0) {
    return <p className="py-8 text-center text-muted-foreground">No next steps defined</p>;
  }
  return (
    <div className="space-y-3">
      {steps.map((step, index) => {
        const priority = nonBlank(step.priority);
        return (
          <Card key={index}>
            <CardHeader className="flex-row items-start justify-between gap-4 pb-2">
              <CardTitle as="h2" className="text-base">
                {nonBlank(step.action) ?? `Step ${index + 1}`}
              </CardTitle>
              {priority ? <Badge variant={priorityBadgeVariant(priority)}>{priority}</Badge> : null}
            </CardHeader>
            <CardContent className="grid gap-2 text-sm sm:grid-cols-2">
              <p>
                <span className="text-muted-foreground">Timeline: </span>
                {nonBlank(step.timeline) ?? 'Not specified'}
              </p>
              <p>
                <span className="text-muted-foreground">Responsibility: </span>
                {nonBlank(step.responsibility) ?? 'Not specified'}
              </p>
            </CardContent>
          </Card>
        );
      })}
    </div>
  );
}
