/** Badge looks shared by the web's Badge component: names match its variants. */
export type BadgeVariant = 'default' | 'secondary' | 'destructive' | 'success' | 'muted';

export interface BadgeLook {
  variant: BadgeVariant;
  label: string;
}

/** SPEC 4 (project status): completed green, pending primary, failed red, else muted. */
export function projectStatusBadge(status: string): BadgeLook {
  switch (status) {
    case 'completed':
      return { variant: 'success', label: 'Completed' };
    case 'pending':
      return { variant: 'default', label: 'Pending' };
    case 'failed':
      return { variant: 'destructive', label: 'Failed' };
    default:
      return { variant: 'muted', label: status.charAt(0).toUpperCase() + status.slice(1) };
  }
}

/** SPEC /results Overview: aggressive destructive, moderate default, else secondary. */
export function riskToleranceBadge(riskTolerance: string | null | undefined): BadgeLook {
  const value = riskTolerance?.trim() ?? '';
  if (value === '') return { variant: 'secondary', label: 'Not specified' };
  switch (value.toLowerCase()) {
    case 'aggressive':
      return { variant: 'destructive', label: value };
    case 'moderate':
      return { variant: 'default', label: value };
    default:
      return { variant: 'secondary', label: value };
  }
}

/** SPEC /results Strategies: High destructive, Medium default, else secondary. */
export function priorityBadgeVariant(priority: string | null | undefined): BadgeVariant {
  switch (priority?.trim().toLowerCase()) {
    case 'high':
      return 'destructive';
    case 'medium':
      return 'default';
    default:
      return 'secondary';
  }
}
