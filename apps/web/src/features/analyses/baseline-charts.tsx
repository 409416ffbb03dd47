import { formatCompactCurrency, formatCurrency, type BaselineYear } from '@strata/contracts';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { chartLine } from './chart-line';

/** Net worth and taxes by year of the baseline. Lazy-loaded (recharts is large). */
export default function BaselineCharts({ years }: { years: BaselineYear[] }) {
  const rows = years.map((y) => ({
    year: y.year,
    netWorth: y.netWorth,
    incomeTax: y.incomeTax.federal + y.incomeTax.state,
    deathTax: y.deathTax.federal + y.deathTax.state,
  }));
  const axis = {
    yAxis: <YAxis tickFormatter={formatCompactCurrency} fontSize={12} width={64} />,
    tooltip: <Tooltip formatter={(v) => formatCurrency(Number(v))} />,
  };
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <figure className="space-y-2" aria-label="Net worth by year">
        <figcaption className="text-sm font-medium">Net worth by year</figcaption>
        <div className="h-56 w-full">
          <ResponsiveContainer width="100%" height="100%">
            <LineChart data={rows} margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
              <CartesianGrid strokeDasharray="3 3" className="stroke-border" />
              <XAxis dataKey="year" fontSize={12} />
              {axis.yAxis}
              {axis.tooltip}
              {chartLine({ dataKey: 'netWorth', name: 'Net worth', stroke: '#1e3a8a' })}
            </LineChart>
          </ResponsiveContainer>
        </div>
      </figure>
      <figure className="space-y-2" aria-label="Taxes by year">
        <figcaption className="text-sm font-medium">Taxes by year</figcaption>
        <div className="h-56 w-full">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={rows} margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
              <CartesianGrid strokeDasharray="3 3" className="stroke-border" />
              <XAxis dataKey="year" fontSize={12} />
              {axis.yAxis}
              {axis.tooltip}
              <Legend />
              <Bar
                dataKey="incomeTax"
                name="Income tax"
                stackId="tax"
                fill="#2563eb"
                isAnimationActive={false}
              />
              <Bar
                dataKey="deathTax"
                name="Estate and inheritance tax"
                stackId="tax"
                fill="#dc2626"
                isAnimationActive={false}
              />
            </BarChart>
          </ResponsiveContainer>
        </div>
      </figure>
    </div>
  );
}
