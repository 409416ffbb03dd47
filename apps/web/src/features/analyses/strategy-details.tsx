import {
  formatCurrency,
  type CostBenefitAnalysis,
  type LifeInsuranceBlock,
  type Recommendation,
} from '@strata/contracts';
import { lazy, Suspense } from 'react';
import { GraduationCap } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { AdvisorNotes } from './advisor-notes';
import { formatPercent, nonBlank, nonBlankTexts } from './display-text';
import { FigureRow, type FigureMathView } from './figure-row';

const TenYearChart = lazy(() => import('./ten-year-chart'));

function BulletList({ items }: { items: string[] }) {
  return (
    <ul className="list-disc space-y-1 pl-5 text-sm">
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

type CostBreakdown = CostBenefitAnalysis['costBreakdown'];

/** Annual running cost, summed here from the breakdown (its parts carry their own math). */
function annualCost(breakdown: CostBreakdown): { value: number; math: FigureMathView } {
  const parts: Record<string, number> = {
    annualFees: breakdown.annualFees,
    maintenanceCosts: breakdown.maintenanceCosts,
  };
  if (breakdown.lifeInsurancePremiums !== undefined)
    parts.lifeInsurancePremiums = breakdown.lifeInsurancePremiums;
  return {
    value: Object.values(parts).reduce((sum, n) => sum + n, 0),
    math: { formula: Object.keys(parts).join(' + '), inputs: parts },
  };
}

function CostBenefitCards({ cba, strategy }: { cba: CostBenefitAnalysis; strategy: string }) {
  const { costBreakdown: cost, savingsBreakdown: savings, calculations } = cba;
  const math = (key: string): FigureMathView | undefined => cba.math?.[key];
  const money = formatCurrency;
  const annual = annualCost(cost);
  const payback = cba.paybackPeriod ?? undefined;
  const tenYear = cba.tenYear ?? [];
  const assumptions = nonBlankTexts(calculations.assumptions);
  const keyBenefits = nonBlankTexts(cba.keyBenefits);
  return (
    <div className="space-y-4">
      <div className="grid gap-4 md:grid-cols-2">
        <Card className="shadow-none">
          <CardHeader className="pb-2">
            <CardTitle as="h4" className="text-base">
              Cost Analysis
            </CardTitle>
          </CardHeader>
          <CardContent className="divide-y">
            <FigureRow label="Total Annual Cost" value={money(annual.value)} math={annual.math} />
            <FigureRow
              label="Setup Costs"
              value={money(cost.setupCosts)}
              math={math('costBreakdown.setupCosts')}
            />
            <FigureRow
              label="Annual Fees"
              value={money(cost.annualFees)}
              math={math('costBreakdown.annualFees')}
            />
            <FigureRow
              label="Maintenance"
              value={money(cost.maintenanceCosts)}
              math={math('costBreakdown.maintenanceCosts')}
            />
            {cost.lifeInsurancePremiums !== undefined ? (
              <FigureRow
                label="Life Insurance"
                value={money(cost.lifeInsurancePremiums)}
                math={math('costBreakdown.lifeInsurancePremiums')}
              />
            ) : null}
            <FigureRow
              label="10-Year Total"
              value={money(cost.totalTenYear)}
              math={math('costBreakdown.totalTenYear') ?? math('estimatedCost')}
            />
          </CardContent>
        </Card>
        <Card className="shadow-none">
          <CardHeader className="pb-2">
            <CardTitle as="h4" className="text-base">
              Benefit Analysis
            </CardTitle>
          </CardHeader>
          <CardContent className="divide-y">
            <FigureRow
              label="Total Savings"
              value={money(cba.potentialSavings)}
              math={math('potentialSavings')}
            />
            <FigureRow
              label="Annual Tax Savings"
              value={money(savings.taxSavings)}
              math={math('savingsBreakdown.taxSavings')}
            />
            <FigureRow
              label="Estate Tax Savings"
              value={money(savings.estateTaxSavings)}
              math={math('savingsBreakdown.estateTaxSavings')}
            />
            <FigureRow
              label="NPV"
              value={money(savings.netPresentValue)}
              math={math('savingsBreakdown.netPresentValue')}
            />
            <FigureRow
              label="10-Year Total"
              value={money(savings.totalTenYear)}
              math={math('savingsBreakdown.totalTenYear')}
            />
            <FigureRow label="ROI" value={formatPercent(cba.roi)} math={math('roi')} />
            {payback !== undefined ? (
              <FigureRow
                label="Payback Period"
                value={`${payback} ${payback === 1 ? 'year' : 'years'}`}
                math={math('paybackPeriod')}
              />
            ) : null}
          </CardContent>
        </Card>
      </div>
      {tenYear.length > 1 ? (
        <Suspense fallback={<Skeleton className="h-56 w-full" />}>
          <TenYearChart points={tenYear} strategy={strategy} />
        </Suspense>
      ) : null}
      <section className="space-y-2 rounded-md border p-4">
        <h4 className="font-medium">Calculation Details</h4>
        <div className="space-y-1 text-sm">
          <p className="text-muted-foreground">Methodology</p>
          <p className="break-words">{nonBlank(calculations.formula) ?? 'Not specified'}</p>
        </div>
        <div className="space-y-1 text-sm">
          <p className="text-muted-foreground">Key Assumptions</p>
          {assumptions.length > 0 ? <BulletList items={assumptions} /> : <p>Not specified</p>}
        </div>
        <div className="space-y-1 text-sm">
          <p className="text-muted-foreground">Sensitivity Analysis</p>
          <p>{nonBlank(calculations.sensitivityAnalysis) ?? 'Not specified'}</p>
        </div>
      </section>
      {keyBenefits.length > 0 ? (
        <section className="space-y-2">
          <h4 className="font-medium">Key Benefits</h4>
          <BulletList items={keyBenefits} />
        </section>
      ) : null}
    </div>
  );
}

function LifeInsuranceCard({ block }: { block: LifeInsuranceBlock }) {
  const annuity = block.annuityBenefits;
  const lists: [string, string[]][] = [
    ['Key Advantages', nonBlankTexts(block.keyAdvantages)],
    ['Tax Advantages', nonBlankTexts(block.taxAdvantages)],
    ['Flexibility Features', nonBlankTexts(block.flexibilityFeatures)],
    ['Rider Benefits', nonBlankTexts(annuity?.riderBenefits)],
    ['Guaranteed Benefits', nonBlankTexts(annuity?.guaranteedBenefits)],
  ];
  const texts: [string, string | undefined][] = [
    ['Premium Calculation Basis', nonBlank(block.premiumCalculationBasis)],
    ['Income Projections', nonBlank(annuity?.incomeProjections)],
    ['Tax-Deferred Growth', nonBlank(annuity?.taxDeferredGrowth)],
    ['Surrender Charges', nonBlank(annuity?.surrenderCharges)],
  ];
  const description = nonBlank(block.description);
  return (
    <Card className="shadow-none">
      <CardHeader className="pb-2">
        <CardTitle as="h4" className="text-base">
          Life Insurance &amp; Annuities Benefits
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        {description ? <p>{description}</p> : null}
        <div className="grid gap-2 sm:grid-cols-2">
          <FigureRow
            label="Estimated Annual Premium"
            value={formatCurrency(block.estimatedAnnualPremium)}
          />
          <FigureRow label="Coverage Amount" value={formatCurrency(block.coverageAmount)} />
        </div>
        {texts.map(([label, text]) =>
          text ? (
            <div key={label}>
              <p className="text-muted-foreground">{label}</p>
              <p>{text}</p>
            </div>
          ) : null,
        )}
        {lists.map(([label, items]) =>
          items.length > 0 ? (
            <div key={label} className="space-y-1">
              <p className="text-muted-foreground">{label}</p>
              <BulletList items={items} />
            </div>
          ) : null,
        )}
      </CardContent>
    </Card>
  );
}

/** The body of one recommendation in the Strategies accordion. */
export function StrategyDetails({
  recommendation,
  onExplain,
}: {
  recommendation: Recommendation;
  onExplain: () => void;
}) {
  const cba = recommendation.costBenefitAnalysis;
  const { implementation } = recommendation;
  const steps = nonBlankTexts(implementation.steps);
  const benefits = nonBlankTexts(recommendation.benefits);
  const lifeInsurance =
    recommendation.lifeInsuranceBenefits ?? recommendation.lifeInsuranceAnnuityBenefits;
  const strategy = nonBlank(recommendation.strategy) ?? 'Strategy';
  const description = nonBlank(recommendation.description);
  return (
    <div className="space-y-4">
      {description ? <p className="text-sm">{description}</p> : null}
      <Button variant="outline" onClick={onExplain}>
        <GraduationCap aria-hidden />
        Get Detailed Training on Why This Strategy Fits
      </Button>
      {cba ? (
        <CostBenefitCards cba={cba} strategy={strategy} />
      ) : benefits.length > 0 ? (
        <section className="space-y-2">
          <h4 className="font-medium">Benefits</h4>
          <BulletList items={benefits} />
        </section>
      ) : null}
      <div className="grid gap-4 rounded-md bg-muted/50 p-4 text-sm sm:grid-cols-3">
        <div>
          <p className="text-muted-foreground">Timeline</p>
          <p className="font-medium">{nonBlank(implementation.timeline) ?? 'Not specified'}</p>
        </div>
        <div>
          <p className="text-muted-foreground">Implementation Cost</p>
          <p className="font-medium">{nonBlank(implementation.cost) ?? 'Not specified'}</p>
        </div>
        <div>
          <p className="text-muted-foreground">Steps</p>
          <p className="font-medium">{steps.length} action items</p>
        </div>
      </div>
      {steps.length > 0 ? (
        <ol className="list-decimal space-y-1 pl-5 text-sm">
          {steps.map((step, index) => (
            <li key={index}>{step}</li>
          ))}
        </ol>
      ) : null}
      {lifeInsurance ? <LifeInsuranceCard block={lifeInsurance} /> : null}
      <AdvisorNotes notes={recommendation.advisorNotes} />
    </div>
  );
}
