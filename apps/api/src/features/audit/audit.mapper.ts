import type { AuditEvent } from '@strata/contracts';
import type { AuditEventRow } from './audit.service';

export function toAuditEventDto(row: AuditEventRow): AuditEvent {
  return {
    id: row.id,
    occurredAt: row.occurredAt.toISOString(),
    kind: row.kind,
    actor:
      row.actorId !== null && row.actorEmail !== null
        ? { id: row.actorId, email: row.actorEmail }
        : null,
    target: { type: row.targetType, id: row.targetId, label: row.targetLabel },
  };
}
