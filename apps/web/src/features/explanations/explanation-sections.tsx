import type { ReactNode } from 'react';
import type { Explanation } from '@strata/contracts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h3 className="text-base font-semibold">{title}</h3>
      <div className="space-y-2 text-sm">{children}</div>
    </section>
  );
}

function Paragraph({ label, text }: { label?: string; text: string | undefined }) {
  if (!text) return null;
  return (
    <div>
      {label ? <p className="font-medium">{label}</p> : null}
      <p className="text-muted-foreground">{text}</p>
    </div>
  );
}

function List({ label, items }: { label?: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      {label ? <p className="font-medium">{label}</p> : null}
      <ul className="list-disc space-y-0.5 pl-5 text-muted-foreground">
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

function Item({ title, children }: { title: string | undefined; children: ReactNode }) {
  return (
    <div className="rounded-md border p-3">
      {title ? <p className="font-medium">{title}</p> : null}
      <div className="space-y-1 text-muted-foreground">{children}</div>
    </div>
  );
}

/** SPEC's eight explanation sections, each part shown only when the model produced it. */
export function ExplanationSections({ explanation }: { explanation: Explanation }) {
  const {
    strategyOverview: overview,
    implementation,
    benefits,
    risks,
    timeline,
    successMetrics: metrics,
    comparativeAnalysis: comparison,
  } = explanation;
  return (
    <div className="space-y-6">
      <Section title="Strategy Overview">
        <Paragraph label={overview.title} text={overview.description} />
        <List label="Key Components" items={overview.keyComponents} />
      </Section>
      <Section title="Why This Strategy Fits Your Client">
        <Paragraph text={explanation.whyThisClient} />
        <Paragraph label="Goal Alignment" text={explanation.goalAlignment} />
        <Paragraph label="Risk Profile" text={explanation.riskProfile} />
        <List label="Situational Factors" items={explanation.situationalFactors} />
      </Section>
      <Section title="Implementation Guide">
        {implementation.steps.map((step, index) => (
          <Item key={index} title={`${step.step}. ${step.title}`}>
            <p>{step.description}</p>
            {step.timeline ? <p>Timeline: {step.timeline}</p> : null}
            <List label="Requirements" items={step.requirements} />
          </Item>
        ))}
        <List label="Prerequisites" items={implementation.prerequisites} />
        <List label="Professional Involvement" items={implementation.professionalInvolvement} />
      </Section>
      <Section title="Expected Benefits">
        {benefits.primaryBenefits.map((benefit, index) => (
          <Item key={index} title={benefit.benefit}>
            <p>{benefit.description}</p>
            {benefit.quantification ? (
              <p className="font-medium text-foreground">{benefit.quantification}</p>
            ) : null}
          </Item>
        ))}
        <List label="Secondary Benefits" items={benefits.secondaryBenefits} />
        <List label="Tax Advantages" items={benefits.taxAdvantages} />
      </Section>
      <Section title="Risks & Considerations">
        {risks.primaryRisks.map((risk, index) => (
          <Item key={index} title={risk.risk}>
            <p>{risk.description}</p>
            {risk.mitigation ? <p>Mitigation: {risk.mitigation}</p> : null}
          </Item>
        ))}
        <List label="Market Risks" items={risks.marketRisks} />
        <List label="Regulatory Considerations" items={risks.regulatoryConsiderations} />
        <List label="Liquidity Considerations" items={risks.liquidityConsiderations} />
      </Section>
      <Section title="Timeline & Milestones">
        {timeline.phases.map((phase, index) => (
          <Item key={index} title={[phase.phase, phase.duration].filter(Boolean).join(' · ')}>
            <List label="Key Activities" items={phase.keyActivities} />
            <List label="Milestones" items={phase.milestones} />
          </Item>
        ))}
        <Paragraph label="Review Schedule" text={timeline.reviewSchedule} />
        <Paragraph label="Exit Strategy" text={timeline.exitStrategy} />
      </Section>
      <Section title="Success Metrics">
        {metrics.metrics.map((metric, index) => (
          <Item key={index} title={metric.metric}>
            {metric.target ? <p>Target: {metric.target}</p> : null}
            {metric.measurementFrequency ? <p>Measured: {metric.measurementFrequency}</p> : null}
          </Item>
        ))}
        <List label="Qualitative Indicators" items={metrics.qualitativeIndicators} />
        <List label="Warning Signals" items={metrics.warningSignals} />
      </Section>
      <Section title="Comparative Analysis">
        {comparison.alternativeStrategies.map((alternative, index) => (
          <Item key={index} title={alternative.strategy}>
            <p>{alternative.whyNotChosen}</p>
          </Item>
        ))}
        <List label="Unique Advantages" items={comparison.uniqueAdvantages} />
      </Section>
    </div>
  );
}
