import { formatCompactCurrency, formatCurrency, type PlanYear } from '@strata/contracts';
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

/** Taxes paid to each year, baseline and with the plan, and the plan's costs. Lazy-loaded (recharts is large). */
export default function PlanYearsChart({ years }: { years: PlanYear[] }) {
  return (
    <figure
      className="space-y-2"
      aria-label="Taxes paid over the years, baseline and with the plan"
    >
      <figcaption className="text-sm font-medium">
        Taxes paid over the years, in all to each year (nominal)
      </figcaption>
      <div className="h-64 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={years} margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" className="stroke-border" />
            <XAxis dataKey="year" fontSize={12} />
            <YAxis tickFormatter={formatCompactCurrency} fontSize={12} width={64} />
            <Tooltip formatter={(v) => formatCurrency(Number(v))} />
            <Legend />
            {chartLine({ dataKey: 'baselineTaxes', name: 'Taxes, baseline', stroke: '#dc2626' })}
            {chartLine({ dataKey: 'planTaxes', name: 'Taxes, with the plan', stroke: '#1e3a8a' })}
            {chartLine({
              dataKey: 'planCosts',
              name: 'Costs of the plan',
              stroke: '#9ca3af',
              dashed: true,
            })}
          </LineChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
