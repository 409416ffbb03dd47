import { formatMinimumNetWorth, type Strategy } from '@strata/contracts';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';

/** SPEC /strategies Table View. */
export function StrategyTable({ strategies }: { strategies: Strategy[] }) {
  return (
    <div className="rounded-lg border bg-card">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Strategy</TableHead>
            <TableHead>Category</TableHead>
            <TableHead>Min Net Worth</TableHead>
            <TableHead>Benefit Type</TableHead>
            <TableHead>Cost Type</TableHead>
            <TableHead>Description</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {strategies.map((strategy) => (
            <TableRow key={strategy.id}>
              <TableCell className="font-medium">{strategy.name}</TableCell>
              <TableCell className="whitespace-nowrap">{strategy.category}</TableCell>
              <TableCell className="whitespace-nowrap">
                {formatMinimumNetWorth(strategy.applicableNetWorth)}
              </TableCell>
              <TableCell>{strategy.benefitCalculation.type}</TableCell>
              <TableCell>{strategy.costCalculation.type}</TableCell>
              <TableCell className="min-w-64 text-muted-foreground">
                {strategy.description}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
