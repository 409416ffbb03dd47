import { formatKeyFigure, type KeyFigure } from '@strata/contracts';
import { ParameterItem } from './baseline-parameters';
import { FigureRow } from './figure-row';

/** Each tax-law figure used, once, by label (several key figures share the exclusion). */
function parametersOf(figures: readonly KeyFigure[]): KeyFigure['parameters'] {
  const byLabel = new Map(figures.flatMap((f) => f.parameters).map((p) => [p.label, p]));
  return [...byLabel.values()];
}

/**
 * The baseline's key figures (issue 12): tax-law figures about the client's situation before
 * any planning, each with when it applies; its math (facts and arithmetic) behind a toggle and
 * the tax figures' sources in a collapsed list for the advisor, never printed.
 */
export function BaselineKeyFigures({ figures }: { figures: readonly KeyFigure[] }) {
  if (figures.length === 0) return null;
  const parameters = parametersOf(figures);
  return (
    <section className="space-y-2" data-testid="baseline-key-figures">
      <h3 className="text-sm font-medium">Key figures before any planning</h3>
      <ul className="divide-y">
        {figures.map((f) => (
          <li key={f.key} className="py-1">
            <FigureRow
              label={f.label}
              value={formatKeyFigure(f)}
              math={{
                formula: f.arithmetic,
                inputs: Object.fromEntries(f.facts.map((x) => [x.label, x.value])),
                taxYear: f.parameters[0]?.taxYear,
              }}
            />
            <p className="text-xs text-muted-foreground">{f.appliesWhen}</p>
          </li>
        ))}
      </ul>
      {parameters.length > 0 ? (
        <details
          className="rounded-md border p-3 text-sm"
          data-print="hidden"
          data-testid="key-figure-parameters"
        >
          <summary className="cursor-pointer font-medium">
            Sources of the tax figures used above
          </summary>
          <ul className="mt-2 space-y-2">
            {parameters.map((p) => (
              <ParameterItem key={p.label} parameter={p} />
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}
