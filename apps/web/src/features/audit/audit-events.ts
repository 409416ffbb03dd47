import type { AuditEvent, AuditEventKind } from '@strata/contracts';

/** How the Audit Log names each kind of event, in the filter and in the rows. */
export const AUDIT_KIND_LABELS: Record<AuditEventKind, string> = {
  'sign-in': 'Signed in',
  'user-approved': 'User approved',
  'user-revoked': 'Access revoked',
  'admin-granted': 'Admin role granted',
  'admin-removed': 'Admin role removed',
  'analysis-created': 'Analysis created',
  'analysis-exported': 'Report downloaded',
  'analysis-deleted': 'Analysis deleted',
};

/** Who did it: the e-mail, or 'System' for the command line and the server's own rules. */
export function describeActor(event: Pick<AuditEvent, 'actor'>): string {
  return event.actor?.email ?? 'System';
}

/**
 * What it was about. A user is named by e-mail; an analysis by the start of its id and its
 * advisor, since the log keeps no client label (it may name the client).
 */
export function describeTarget(event: Pick<AuditEvent, 'target'>): string {
  const { target } = event;
  return target.type === 'user'
    ? target.label
    : `Analysis ${target.id.slice(0, 8)} of ${target.label}`;
}
