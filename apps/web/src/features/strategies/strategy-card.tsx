import { formatMinimumNetWorth, type Strategy } from '@strata/contracts';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { disclosureLabel } from './strategy-filter';

/** SPEC /strategies Card View: one catalogue entry with its formulas and disclosures. */
export function StrategyCard({ strategy }: { strategy: Strategy }) {
  return (
    <Card className="flex flex-col">
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Badge variant="secondary">{strategy.category}</Badge>
          <span className="text-sm font-medium text-muted-foreground">
            {formatMinimumNetWorth(strategy.applicableNetWorth)}
          </span>
        </div>
        <CardTitle as="h2" className="text-lg">
          {strategy.name}
        </CardTitle>
        <CardDescription>{strategy.description}</CardDescription>
      </CardHeader>
      <CardContent className="mt-auto space-y-4 text-sm">
        <dl className="space-y-3">
          <Detail
            term="Benefit"
            type={strategy.benefitCalculation.type}
            formula={strategy.benefitCalculation.formula}
          />
          <Detail
            term="Cost"
            type={strategy.costCalculation.type}
            formula={strategy.costCalculation.formula}
          />
          {strategy.lifeInsuranceComponent !== 'N/A' && (
            <Detail term="Life Insurance" type={strategy.lifeInsuranceComponent} />
          )}
          {strategy.annuityComponent !== 'N/A' && (
            <Detail term="Annuity" type={strategy.annuityComponent} />
          )}
        </dl>
        <ul className="flex flex-wrap gap-1.5" aria-label="Regulatory disclosures">
          {strategy.regulatoryDisclosures.map((tag) => (
            <li key={tag}>
              <Badge variant="outline" className="font-normal">
                {disclosureLabel(tag)}
              </Badge>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function Detail({ term, type, formula }: { term: string; type: string; formula?: string }) {
  return (
    <div>
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{term}</dt>
      <dd className="font-medium">{type}</dd>
      {formula && (
        <dd className="mt-0.5 rounded bg-muted px-2 py-1 font-mono text-xs break-words">
          {formula}
        </dd>
      )}
    </div>
  );
}
