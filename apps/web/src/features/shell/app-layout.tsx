import type { ReactNode } from 'react';
import { useAuth } from '@/features/auth/use-auth';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';

/**
 * The shared chrome around every page but /auth. The header (and the footer's engine line)
 * show only to a signed-in user with access: a pending user has nothing to navigate to.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const me = auth.status === 'signed-in' && auth.hasAccess ? auth.me : null;
  return (
    <div className="flex min-h-screen flex-col">
      {me && <AppHeader me={me} />}
      <main className="flex flex-1 flex-col">{children}</main>
      <AppFooter showEngine={me !== null} />
    </div>
  );
}
