import type { ReactNode } from 'react';
import { asRecord, asRecords, asText, asTexts, type Fields } from '@/features/analyses';

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

function List({ label, items }: { label?: string; items: string[] }) {
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
export function ExplanationSections({ explanation }: { explanation: Fields }) {
  const overview = asRecord(explanation.strategyOverview) ?? {};
  const implementation = asRecord(explanation.implementation) ?? {};
  const benefits = asRecord(explanation.benefits) ?? {};
  const risks = asRecord(explanation.risks) ?? {};
  const timeline = asRecord(explanation.timeline) ?? {};
  const metrics = asRecord(explanation.successMetrics) ?? {};
  const comparison = asRecord(explanation.comparativeAnalysis) ?? {};
  return (
    <div className="space-y-6">
      <Section title="Strategy Overview">
        <Paragraph label={asText(overview.title)} text={asText(overview.description)} />
        <List label="Key Components" items={asTexts(overview.keyComponents)} />
      </Section>
      <Section title="Why This Strategy Fits Your Client">
        <Paragraph text={asText(explanation.whyThisClient)} />
        <Paragraph label="Goal Alignment" text={asText(explanation.goalAlignment)} />
        <Paragraph label="Risk Profile" text={asText(explanation.riskProfile)} />
        <List label="Situational Factors" items={asTexts(explanation.situationalFactors)} />
      </Section>
      <Section title="Implementation Guide">
        {asRecords(implementation.steps).map((step, index) => (
          <Item
            key={index}
            title={`${asText(step.step) ?? index + 1}. ${asText(step.title) ?? ''}`}
          >
            <p>{asText(step.description)}</p>
            {asText(step.timeline) ? <p>Timeline: {asText(step.timeline)}</p> : null}
            <List label="Requirements" items={asTexts(step.requirements)} />
          </Item>
        ))}
        <List label="Prerequisites" items={asTexts(implementation.prerequisites)} />
        <List
          label="Professional Involvement"
          items={asTexts(implementation.professionalInvolvement)}
        />
      </Section>
      <Section title="Expected Benefits">
        {asRecords(benefits.primaryBenefits).map((benefit, index) => (
          <Item key={index} title={asText(benefit.benefit)}>
            <p>{asText(benefit.description)}</p>
            {asText(benefit.quantification) ? (
              <p className="font-medium text-foreground">{asText(benefit.quantification)}</p>
            ) : null}
          </Item>
        ))}
        <List label="Secondary Benefits" items={asTexts(benefits.secondaryBenefits)} />
        <List label="Tax Advantages" items={asTexts(benefits.taxAdvantages)} />
      </Section>
      <Section title="Risks & Considerations">
        {asRecords(risks.primaryRisks).map((risk, index) => (
          <Item key={index} title={asText(risk.risk)}>
            <p>{asText(risk.description)}</p>
            {asText(risk.mitigation) ? <p>Mitigation: {asText(risk.mitigation)}</p> : null}
          </Item>
        ))}
        <List label="Market Risks" items={asTexts(risks.marketRisks)} />
        <List label="Regulatory Considerations" items={asTexts(risks.regulatoryConsiderations)} />
        <List label="Liquidity Considerations" items={asTexts(risks.liquidityConsiderations)} />
      </Section>
      <Section title="Timeline & Milestones">
        {asRecords(timeline.phases).map((phase, index) => (
          <Item
            key={index}
            title={[asText(phase.phase), asText(phase.duration)].filter(Boolean).join(' · ')}
          >
            <List label="Key Activities" items={asTexts(phase.keyActivities)} />
            <List label="Milestones" items={asTexts(phase.milestones)} />
          </Item>
        ))}
        <Paragraph label="Review Schedule" text={asText(timeline.reviewSchedule)} />
        <Paragraph label="Exit Strategy" text={asText(timeline.exitStrategy)} />
      </Section>
      <Section title="Success Metrics">
        {asRecords(metrics.metrics).map((metric, index) => (
          <Item key={index} title={asText(metric.metric)}>
            {asText(metric.target) ? <p>Target: {asText(metric.target)}</p> : null}
            {asText(metric.measurementFrequency) ? (
              <p>Measured: {asText(metric.measurementFrequency)}</p>
            ) : null}
          </Item>
        ))}
        <List label="Qualitative Indicators" items={asTexts(metrics.qualitativeIndicators)} />
        <List label="Warning Signals" items={asTexts(metrics.warningSignals)} />
      </Section>
      <Section title="Comparative Analysis">
        {asRecords(comparison.alternativeStrategies).map((alternative, index) => (
          <Item key={index} title={asText(alternative.strategy)}>
            <p>{asText(alternative.whyNotChosen)}</p>
          </Item>
        ))}
        <List label="Unique Advantages" items={asTexts(comparison.uniqueAdvantages)} />
      </Section>
    </div>
  );
}
