import { Navigate } from 'react-router';
import { PageSpinner } from '@/components/page-spinner';
import { AdminPanel } from '@/features/admin/admin-panel';
import { AuditLog } from '@/features/audit/audit-log';
import { useAuth } from '@/features/auth/use-auth';

/** SPEC /admin: admins only; everyone else goes to /. */
export function AdminRoute() {
  const auth = useAuth();
  if (auth.status === 'loading') return <PageSpinner />;
  if (auth.status === 'signed-out' || !auth.me.isAdmin) return <Navigate to="/" replace />;
  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <div className="space-y-1">
        <h1 className="text-3xl font-bold tracking-tight">Admin Panel</h1>
        <p className="text-muted-foreground">
          Approve advisors, manage administrator roles and review the audit log.
        </p>
      </div>
      <AdminPanel />
      <AuditLog />
    </div>
  );
}
