import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PageSpinner } from '@/components/page-spinner';
import { PendingApproval } from './pending-approval';
import { useAuth } from './use-auth';

/**
 * SPEC /: 'Loading...' while auth loads, nothing but a redirect to /auth when signed out, the
 * pending screen without approval, else the children.
 */
export function RequireAccess({ children }: { children: ReactNode }) {
  const auth = useAuth();
  if (auth.status === 'loading') return <PageSpinner />;
  if (auth.status === 'signed-out') return <Navigate to="/auth" replace />;
  if (!auth.hasAccess) return <PendingApproval email={auth.me.user.email} />;
  return children;
}
