import { AUDIT_EVENT_KINDS, formatDate, type AuditEventKind } from '@strata/contracts';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { AUDIT_KIND_LABELS, describeActor, describeTarget } from './audit-events';
import { useAuditEvents } from './use-audit-events';

type KindFilter = AuditEventKind | 'all';

const isKindFilter = (value: string): value is KindFilter =>
  value === 'all' || (AUDIT_EVENT_KINDS as readonly string[]).includes(value);

/** /admin: the audit log, newest first, filtered by kind of event (issue 16). */
export function AuditLog() {
  const [kind, setKind] = useState<KindFilter>('all');
  const events = useAuditEvents(kind);
  const items = events.data?.pages.flatMap((page) => page.items) ?? [];
  const filterId = useId();

  return (
    <Card aria-labelledby={`${filterId}-title`} role="region">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle as="h2" id={`${filterId}-title`} className="text-lg">
          Audit Log
        </CardTitle>
        <div className="flex items-center gap-2">
          <label htmlFor={filterId} className="text-sm text-muted-foreground">
            Kind of event
          </label>
          <select
            id={filterId}
            value={kind}
            onChange={(event) => {
              if (isKindFilter(event.target.value)) setKind(event.target.value);
            }}
            className="h-8 rounded-md border border-input bg-card px-2 text-sm"
          >
            <option value="all">All events</option>
            {AUDIT_EVENT_KINDS.map((value) => (
              <option key={value} value={value}>
                {AUDIT_KIND_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
      </CardHeader>
      <CardContent className="space-y-4">
        {events.isPending ? (
          <div className="space-y-2" aria-busy="true">
            {Array.from({ length: 3 }, (_, index) => (
              <Skeleton key={index} className="h-6 w-full" />
            ))}
          </div>
        ) : events.isError ? (
          <p className="py-6 text-center text-sm text-destructive">
            The audit log could not be loaded.
          </p>
        ) : items.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">No events</p>
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>When</TableHead>
                <TableHead>Event</TableHead>
                <TableHead>By</TableHead>
                <TableHead>About</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {items.map((event) => (
                <TableRow key={event.id}>
                  <TableCell className="whitespace-nowrap">
                    <time dateTime={event.occurredAt}>{formatDate(event.occurredAt)}</time>
                  </TableCell>
                  <TableCell>{AUDIT_KIND_LABELS[event.kind]}</TableCell>
                  <TableCell className="break-all">{describeActor(event)}</TableCell>
                  <TableCell className="break-all">{describeTarget(event)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {events.hasNextPage && (
          <div className="flex justify-center">
            <Button
              variant="outline"
              disabled={events.isFetchingNextPage}
              onClick={() => void events.fetchNextPage()}
            >
              {events.isFetchingNextPage ? 'Loading...' : 'Load more'}
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
