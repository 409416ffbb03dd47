import type { ReactNode } from 'react';
import { PageSpinner } from '@/components/page-spinner';
import { useAuth } from '@/features/auth';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';

/**
 * The shared chrome around every page but /auth. The header shows to every signed-in user: a
 * pending one too, so they can sign out anywhere (issue 15), with the menus they may use; the
 * footer's engine line only to users with access.
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
  const signedIn = auth.status === 'signed-in' ? auth : null;
  return (
    <div className="flex min-h-screen flex-col">
      {signedIn && <AppHeader me={signedIn.me} hasAccess={signedIn.hasAccess} />}
      <main className="flex flex-1 flex-col">{children}</main>
      <AppFooter showEngine={signedIn?.hasAccess === true} />
    </div>
  );
}
