import { formatCurrency, type PlanAtLastDeath } from '@strata/contracts';

/** What reaches heirs and charity at the last death, and the taxes then: baseline and plan side by side. */
export function PlanAtLastDeathTable({ value: d }: { value: PlanAtLastDeath }) {
  const none = '—';
  const rows: [string, string, string][] = [
    [
      'Estate and inheritance tax',
      formatCurrency(d.baseline.deathTaxes),
      formatCurrency(d.plan.deathTaxes),
    ],
    ...(d.plan.heirsGainsTax > 0
      ? ([
          [
            "Heirs' gains tax on the lost step-up (if they sell)",
            none,
            formatCurrency(d.plan.heirsGainsTax),
          ],
        ] as [string, string, string][])
      : []),
    ...(d.plan.insurance > 0
      ? ([['Life insurance paid to the heirs’ trust', none, formatCurrency(d.plan.insurance)]] as [
          string,
          string,
          string,
        ][])
      : []),
    [
      'To charity at the death',
      formatCurrency(d.baseline.toCharity),
      formatCurrency(d.plan.toCharity),
    ],
    ...(d.plan.toCharityDuringLife > 0
      ? ([['Given to charity during life', none, formatCurrency(d.plan.toCharityDuringLife)]] as [
          string,
          string,
          string,
        ][])
      : []),
    ['To heirs', formatCurrency(d.baseline.toHeirs), formatCurrency(d.plan.toHeirs)],
  ];
  return (
    <table className="w-full text-sm" aria-label={`At the last death (${d.year})`}>
      <caption className="pb-2 text-left font-medium">
        At the last death ({d.year}, nominal)
      </caption>
      <thead>
        <tr className="border-b text-muted-foreground">
          <th scope="col" className="py-1 text-left font-normal" />
          <th scope="col" className="py-1 text-right font-normal">
            Baseline
          </th>
          <th scope="col" className="py-1 text-right font-normal">
            With the plan
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, baseline, plan]) => (
          <tr key={label} className="border-b last:border-b-0">
            <th scope="row" className="py-1 text-left font-normal text-muted-foreground">
              {label}
            </th>
            <td className="py-1 text-right font-medium">{baseline}</td>
            <td className="py-1 text-right font-medium">{plan}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
