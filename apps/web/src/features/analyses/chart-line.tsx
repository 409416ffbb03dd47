import { Line } from 'recharts';

/**
 * One series of a line chart as every chart of the results draws it: no dots, no animation (a
 * printed report and a screenshot show the finished line). Called, not rendered as a component:
 * recharts reads its children's own element types.
 */
export function chartLine(series: {
  dataKey: string;
  name: string;
  stroke: string;
  dashed?: boolean;
}) {
  return (
    <Line
      key={series.dataKey}
      type="monotone"
      dataKey={series.dataKey}
      name={series.name}
      stroke={series.stroke}
      strokeWidth={2}
      {...(series.dashed ? { strokeDasharray: '4 3' } : {})}
      dot={false}
      isAnimationActive={false}
    />
  );
}
