import type { TenYearPoint } from '@strata/contracts';
import { lazy, Suspense } from 'react';
import { GraduationCap } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import {
  asMoney,
  asNumber,
  asPercent,
  asRecord,
  asRecords,
  asText,
  asTexts,
  type Fields,
} from './analysis-fields';
import { AdvisorNotes } from './advisor-notes';
import { FigureRow, readFigureMath, type FigureMathView } from './figure-row';

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

function readTenYear(value: unknown): TenYearPoint[] {
  return asRecords(value).flatMap((point) => {
    const year = asNumber(point.year);
    const cumulativeCost = asNumber(point.cumulativeCost);
    const cumulativeBenefit = asNumber(point.cumulativeBenefit);
    return year !== undefined && cumulativeCost !== undefined && cumulativeBenefit !== undefined
      ? [{ year, cumulativeCost, cumulativeBenefit }]
      : [];
  });
}

/** Annual running cost, summed here from the breakdown (its parts carry their own math). */
function annualCost(breakdown: Fields): { value?: number; math?: FigureMathView } {
  const parts: Record<string, number> = {};
  for (const key of ['annualFees', 'maintenanceCosts', 'lifeInsurancePremiums']) {
    const number = asNumber(breakdown[key]);
    if (number !== undefined) parts[key] = number;
  }
  const names = Object.keys(parts);
  if (names.length === 0) return {};
  return {
    value: Object.values(parts).reduce((sum, n) => sum + n, 0),
    math: { formula: names.join(' + '), inputs: parts },
  };
}

function CostBenefitCards({ cba, strategy }: { cba: Fields; strategy: string }) {
  const cost = asRecord(cba.costBreakdown) ?? {};
  const savings = asRecord(cba.savingsBreakdown) ?? {};
  const calculations = asRecord(cba.calculations) ?? {};
  const math = (key: string) => readFigureMath(cba.math, key);
  const money = (value: unknown) => asMoney(value) ?? 'N/A';
  const annual = annualCost(cost);
  const payback = asNumber(cba.paybackPeriod);
  const tenYear = readTenYear(cba.tenYear);
  const assumptions = asTexts(calculations.assumptions);
  const keyBenefits = asTexts(cba.keyBenefits);
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
            {asNumber(cost.lifeInsurancePremiums) !== undefined ? (
              <FigureRow
                label="Life Insurance"
                value={money(cost.lifeInsurancePremiums)}
                math={math('costBreakdown.lifeInsurancePremiums')}
              />
            ) : null}
            <FigureRow
              label="10-Year Total"
              value={money(cost.totalTenYear ?? cba.estimatedCost)}
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
            <FigureRow label="ROI" value={asPercent(cba.roi) ?? 'N/A'} math={math('roi')} />
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
          <p className="break-words">{asText(calculations.formula) ?? 'Not specified'}</p>
        </div>
        <div className="space-y-1 text-sm">
          <p className="text-muted-foreground">Key Assumptions</p>
          {assumptions.length > 0 ? <BulletList items={assumptions} /> : <p>Not specified</p>}
        </div>
        <div className="space-y-1 text-sm">
          <p className="text-muted-foreground">Sensitivity Analysis</p>
          <p>{asText(calculations.sensitivityAnalysis) ?? 'Not specified'}</p>
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

function LifeInsuranceCard({ block }: { block: Fields }) {
  const annuity = asRecord(block.annuityBenefits);
  const lists: [string, string[]][] = [
    ['Key Advantages', asTexts(block.keyAdvantages)],
    ['Tax Advantages', asTexts(block.taxAdvantages)],
    ['Flexibility Features', asTexts(block.flexibilityFeatures)],
    ['Rider Benefits', asTexts(annuity?.riderBenefits)],
    ['Guaranteed Benefits', asTexts(annuity?.guaranteedBenefits)],
  ];
  const texts: [string, string | undefined][] = [
    ['Premium Calculation Basis', asText(block.premiumCalculationBasis)],
    ['Income Projections', asText(annuity?.incomeProjections)],
    ['Tax-Deferred Growth', asText(annuity?.taxDeferredGrowth)],
    ['Surrender Charges', asText(annuity?.surrenderCharges)],
  ];
  return (
    <Card className="shadow-none">
      <CardHeader className="pb-2">
        <CardTitle as="h4" className="text-base">
          Life Insurance &amp; Annuities Benefits
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        {asText(block.description) ? <p>{asText(block.description)}</p> : null}
        <div className="grid gap-2 sm:grid-cols-2">
          <FigureRow
            label="Estimated Annual Premium"
            value={asMoney(block.estimatedAnnualPremium) ?? 'N/A'}
          />
          <FigureRow label="Coverage Amount" value={asMoney(block.coverageAmount) ?? 'N/A'} />
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
  recommendation: Fields;
  onExplain: () => void;
}) {
  const cba = asRecord(recommendation.costBenefitAnalysis);
  const implementation = asRecord(recommendation.implementation) ?? {};
  const steps = asTexts(implementation.steps);
  const benefits = asTexts(recommendation.benefits);
  const lifeInsurance =
    asRecord(recommendation.lifeInsuranceBenefits) ??
    asRecord(recommendation.lifeInsuranceAnnuityBenefits);
  const strategy = asText(recommendation.strategy) ?? 'Strategy';
  return (
    <div className="space-y-4">
      {asText(recommendation.description) ? (
        <p className="text-sm">{asText(recommendation.description)}</p>
      ) : null}
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
          <p className="font-medium">{asText(implementation.timeline) ?? 'Not specified'}</p>
        </div>
        <div>
          <p className="text-muted-foreground">Implementation Cost</p>
          <p className="font-medium">{asMoney(implementation.cost) ?? 'Not specified'}</p>
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
