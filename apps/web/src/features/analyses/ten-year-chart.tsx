import {
  CartesianGrid,
  Legend,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { chartLine } from './chart-line';
import { formatCompactCurrency, formatCurrency, type TenYearPoint } from '@strata/contracts';

/** Beyond SPEC: cumulative cost against cumulative benefit over ten years. Lazy-loaded (recharts is large). */
export default function TenYearChart({
  points,
  strategy,
}: {
  points: TenYearPoint[];
  strategy: string;
}) {
  return (
    <figure
      className="space-y-2"
      aria-label={`Ten-year cumulative cost and benefit of ${strategy}`}
    >
      <figcaption className="text-sm font-medium">Cumulative cost vs benefit (10 years)</figcaption>
      <div className="h-56 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={points} margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" className="stroke-border" />
            <XAxis dataKey="year" tickFormatter={(year: number) => `Y${year}`} fontSize={12} />
            <YAxis tickFormatter={formatCompactCurrency} fontSize={12} width={64} />
            <Tooltip
              formatter={(v) => formatCurrency(Number(v))}
              labelFormatter={(year) => `Year ${String(year)}`}
            />
            <Legend />
            {chartLine({ dataKey: 'cumulativeCost', name: 'Cumulative cost', stroke: '#dc2626' })}
            {chartLine({
              dataKey: 'cumulativeBenefit',
              name: 'Cumulative benefit',
              stroke: '#16a34a',
            })}
          </LineChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
