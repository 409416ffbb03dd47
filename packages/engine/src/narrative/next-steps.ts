import type { Analysis, Priority } from '@strata/contracts';
import type { ClientPicture } from './client-picture';
import { professionalFor } from './professionals';
import type { ChosenStrategy } from './recommendation';
import { netPhrase } from './wording';

type NextStep = Analysis['nextSteps'][number];

const TIMELINE_BY_PRIORITY: Record<Priority, string> = {
  High: 'Within 30 days',
  Medium: 'Within 90 days',
  Low: 'Within 6 months',
};

/** Requests for the figures the notes lack, each saying what it would unlock. */
export function missingDataSteps(p: ClientPicture): NextStep[] {
  const f = p.facts;
  const ask = (action: string, priority: string): NextStep => ({
    action,
    priority,
    timeline: 'Before the next client meeting',
    responsibility: 'Financial advisor',
  });
  const steps: NextStep[] = [];
  if (p.netWorth === undefined) {
    steps.push(
      ask(
        'Obtain a balance sheet (assets, liabilities, net worth): without it estate and wealth-transfer strategies cannot be sized.',
        'High',
      ),
    );
  }
  if (p.income === undefined) {
    steps.push(
      ask(
        'Request the latest federal and state tax returns: income is not stated, so the bracket and income-tax savings are unknown.',
        'High',
      ),
    );
  }
  if (!f.state)
    steps.push(
      ask('Confirm the state of domicile: state income and estate tax depend on it.', 'Medium'),
    );
  if (f.ages.length === 0)
    steps.push(
      ask(
        'Record dates of birth for the client and spouse: retirement and insurance strategies depend on age.',
        'Medium',
      ),
    );
  if (!f.maritalStatus)
    steps.push(
      ask(
        'Confirm marital status: it sets the filing status and doubles the estate exemption for a couple.',
        'Medium',
      ),
    );
  if (!f.riskTolerance)
    steps.push(ask('Complete a risk tolerance questionnaire with the client.', 'Low'));
  return steps;
}

/** The first move on each chosen strategy, then the data still missing. */
export function nextStepsFor(chosen: ChosenStrategy[], p: ClientPicture): NextStep[] {
  const starts = chosen.slice(0, 5).map((c): NextStep => {
    const first = c.entry.steps[0] ?? `Begin the ${c.entry.strategy.name}`;
    const who = professionalFor(first);
    return {
      action: `${c.entry.strategy.name}: ${first.replace(/\.$/, '')} (projected ${netPhrase(c.costBenefit.potentialSavings - c.costBenefit.estimatedCost)}).`,
      priority: c.priority,
      timeline: TIMELINE_BY_PRIORITY[c.priority],
      responsibility: who === 'Financial advisor' ? who : `${who} with the financial advisor`,
    };
  });
  return [...starts, ...missingDataSteps(p)];
}
