import { formatCurrency, type TaxParameter } from '@strata/contracts';

const GROUPS: { usedFor: TaxParameter['usedFor']; title: string }[] = [
  { usedFor: 'estate tax', title: 'Estate and inheritance taxes' },
  { usedFor: 'income tax', title: 'Income taxes' },
  { usedFor: 'life expectancy', title: 'Years of death' },
];

function valueOf(p: Omit<TaxParameter, 'usedFor'>): string {
  if (p.value === undefined) return '';
  if (p.unit === 'usd') return formatCurrency(p.value);
  return p.unit === 'percent' ? `${p.value}%` : String(p.value);
}

function shown(p: Omit<TaxParameter, 'usedFor'>): string {
  return [valueOf(p), p.detail].filter(Boolean).join('. ');
}

/** One tax parameter: its value or rule, tax year, status and the sources it was seen in. */
export function ParameterItem({ parameter: p }: { parameter: Omit<TaxParameter, 'usedFor'> }) {
  return (
    <li className="break-words">
      <span className="font-medium">{p.label}</span>
      {shown(p) ? `: ${shown(p)}` : ''}{' '}
      <span className="text-muted-foreground">
        ({p.taxYear}, {p.status}
        {p.note ? `; ${p.note}` : ''})
      </span>
      <ul className="mt-0.5 text-xs text-muted-foreground">
        {p.source.split(' ; ').map((url) => (
          <li key={url}>{url}</li>
        ))}
      </ul>
    </li>
  );
}

/**
 * 'Show the math' for the baseline's taxes (issue 12): every tax parameter they were computed
 * with, its tax year, source and verification status. For the advisor: collapsed, never printed
 * (a printout may reach the client) and not in the report.
 */
export function BaselineParameters({ parameters }: { parameters: readonly TaxParameter[] }) {
  if (parameters.length === 0) return null;
  return (
    <details
      className="rounded-md border p-3 text-sm"
      data-print="hidden"
      data-testid="baseline-parameters"
    >
      <summary className="cursor-pointer font-medium">
        Show the math: the tax parameters used
      </summary>
      <p className="mt-2 text-xs text-muted-foreground">
        For the advisor: the figures the baseline’s taxes were computed with, where each was
        published and how well it is verified (V-P primary source, V-2 two sources, V-1 one). Not
        shown to clients and left out of the report.
      </p>
      {GROUPS.map(({ usedFor, title }) => {
        const group = parameters.filter((p) => p.usedFor === usedFor);
        if (group.length === 0) return null;
        return (
          <section key={usedFor} className="mt-3 space-y-1">
            <h4 className="font-medium">{title}</h4>
            <ul className="space-y-2">
              {group.map((p) => (
                <ParameterItem key={p.label} parameter={p} />
              ))}
            </ul>
          </section>
        );
      })}
    </details>
  );
}
