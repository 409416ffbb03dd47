import type { ConsideredStrategy, MissingFact } from '@strata/contracts';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

/** 'Considered and not recommended' and 'What would change this' (issue 14), when present. */
export function ConsideredView({
  considered,
  missingFacts,
}: {
  considered: ConsideredStrategy[] | undefined;
  missingFacts: MissingFact[] | undefined;
}) {
  const setAside = considered ?? [];
  const wanted = missingFacts ?? [];
  if (setAside.length === 0 && wanted.length === 0) return null;
  return (
    <div className="space-y-4">
      {setAside.length > 0 ? (
        <Card data-testid="considered">
          <CardHeader>
            <CardTitle as="h2">Considered and not recommended</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="divide-y text-sm">
              {setAside.map((c) => (
                <li key={c.strategyId} className="py-2">
                  <p className="font-medium">{c.strategy}</p>
                  <p className="text-muted-foreground">{c.reason}</p>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      ) : null}
      {wanted.length > 0 ? (
        <Card data-testid="missing-facts">
          <CardHeader>
            <CardTitle as="h2">What would change this</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="divide-y text-sm">
              {wanted.map((m) => (
                <li key={m.fact} className="py-2">
                  <p className="font-medium">{m.fact}</p>
                  <p className="text-muted-foreground">{m.why}</p>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}
