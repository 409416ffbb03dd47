import type { FigureMath } from '@strata/contracts';
import { Calculator } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';

/** How a figure was reached (costBenefitAnalysis.math); the tax year is absent for sums made here. */
export type FigureMathView = Pick<FigureMath, 'formula' | 'inputs'> &
  Partial<Pick<FigureMath, 'taxYear'>>;

const inputFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 });

/** A labelled figure; with its math, a toggle shows the formula, inputs and tax year (beyond SPEC). */
export function FigureRow({
  label,
  value,
  math,
}: {
  label: string;
  value: string;
  math?: FigureMathView;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="py-1">
      <div className="flex items-center justify-between gap-2 text-sm">
        <span className="text-muted-foreground">{label}</span>
        <span className="flex items-center gap-1 font-medium">
          {value}
          {math ? (
            <Button
              variant="ghost"
              size="icon"
              className="size-6"
              aria-label={`Show the math for ${label}`}
              aria-expanded={open}
              aria-controls={panelId}
              onClick={() => setOpen((o) => !o)}
            >
              <Calculator aria-hidden className="size-3.5" />
            </Button>
          ) : null}
        </span>
      </div>
      {math && open ? (
        <div
          id={panelId}
          className="mt-1 rounded-md bg-muted p-2 text-xs"
          data-testid="figure-math"
        >
          <p className="font-mono break-words">{math.formula}</p>
          {Object.keys(math.inputs).length > 0 ? (
            <ul className="mt-1 space-y-0.5">
              {Object.entries(math.inputs).map(([name, input]) => (
                <li key={name}>
                  <span className="text-muted-foreground">{name}:</span> {inputFormat.format(input)}
                </li>
              ))}
            </ul>
          ) : null}
          {math.taxYear !== undefined ? (
            <p className="mt-1 text-muted-foreground">Tax year {math.taxYear}</p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
