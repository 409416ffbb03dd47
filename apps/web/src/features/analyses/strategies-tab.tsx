import {
  formatCurrency,
  priorityBadgeVariant,
  type Analysis,
  type Recommendation,
} from '@strata/contracts';
import { useState } from 'react';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '@/components/ui/accordion';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { nonBlank } from './display-text';
import { StrategyDetails } from './strategy-details';

function StrategyHeader({ recommendation }: { recommendation: Recommendation }) {
  const cba = recommendation.costBenefitAnalysis;
  const { implementation, priority } = recommendation;
  const cost = cba ? formatCurrency(cba.estimatedCost) : nonBlank(implementation.cost);
  const benefit = cba ? formatCurrency(cba.potentialSavings) : undefined;
  const timeline = nonBlank(implementation.timeline);
  return (
    <span className="flex flex-1 flex-col gap-1">
      <span className="flex flex-wrap items-center gap-2">
        <span className="text-base font-semibold">
          {nonBlank(recommendation.strategy) ?? 'Unnamed strategy'}
        </span>
        <Badge variant={priorityBadgeVariant(priority)}>{priority}</Badge>
      </span>
      <span className="text-xs text-muted-foreground">{recommendation.category}</span>
      <span className="flex flex-wrap gap-x-4 gap-y-1 text-xs font-normal">
        <span>
          <span className="text-muted-foreground">Cost:</span> {cost ?? 'N/A'}
        </span>
        <span>
          <span className="text-muted-foreground">Benefit:</span> {benefit ?? 'N/A'}
        </span>
        <span>
          <span className="text-muted-foreground">Timeline:</span> {timeline ?? 'N/A'}
        </span>
      </span>
    </span>
  );
}

/** SPEC Strategies tab: the recommendations accordion with Expand All and Collapse All. */
export function StrategiesTab({
  analysis,
  onExplain,
  isPrinting = false,
}: {
  analysis: Analysis;
  onExplain: (recommendation: Recommendation) => void;
  /** Printing shows every strategy open. */
  isPrinting?: boolean;
}) {
  const recommendations = analysis.recommendations;
  const values = recommendations.map((_, index) => `strategy-${index}`);
  const [open, setOpen] = useState<string[]>([]);
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle as="h2">Strategy Recommendations</CardTitle>
        {recommendations.length > 0 ? (
          <div className="flex gap-2">
            <Button variant="outline" size="sm" onClick={() => setOpen(values)}>
              Expand All
            </Button>
            <Button variant="outline" size="sm" onClick={() => setOpen([])}>
              Collapse All
            </Button>
          </div>
        ) : null}
      </CardHeader>
      <CardContent>
        {recommendations.length === 0 ? (
          <p className="py-8 text-center text-muted-foreground">No recommendations available</p>
        ) : (
          <Accordion type="multiple" value={isPrinting ? values : open} onValueChange={setOpen}>
            {recommendations.map((recommendation, index) => (
              <AccordionItem key={index} value={`strategy-${index}`}>
                <AccordionTrigger headingLevel={3}>
                  <StrategyHeader recommendation={recommendation} />
                </AccordionTrigger>
                <AccordionContent>
                  <StrategyDetails
                    recommendation={recommendation}
                    onExplain={() => onExplain(recommendation)}
                  />
                </AccordionContent>
              </AccordionItem>
            ))}
          </Accordion>
        )}
      </CardContent>
    </Card>
  );
}
