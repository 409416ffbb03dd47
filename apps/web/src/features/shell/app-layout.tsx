import type { ReactNode } from 'react';
import { PageSpinner } from '@/components/page-spinner';
import { useAuth } from '@/features/auth/use-auth';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';

/**
 * The shared chrome around every page but /auth. The header (and the footer's engine line)
 * show only to a signed-in user with access: a pending user has nothing to navigate to.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const auth = useAuth();
  // Nothing but the spinner until the session check ends, so the header cannot appear above
  // a page already drawn and push it down.
  if (auth.status === 'loading')
    return (
      <div className="flex min-h-screen flex-col">
        <PageSpinner />
      </div>
    );
  const me = auth.status === 'signed-in' && auth.hasAccess ? auth.me : null;
  return (
    <div className="flex min-h-screen flex-col">
      {me && <AppHeader me={me} />}
      <main className="flex flex-1 flex-col">{children}</main>
      <AppFooter showEngine={me !== null} />
    </div>
  );
}
