import { Navigate } from 'react-router';
import { PageSpinner } from '@/components/page-spinner';
import { SignInCard } from '@/features/auth/sign-in-card';
import { useAuth } from '@/features/auth/use-auth';
import { AppFooter } from '@/features/shell/app-footer';

/** SPEC /auth: signed-in users go to /; everyone else sees the sign-in card. */
export function AuthRoute() {
  const auth = useAuth();
  if (auth.status === 'signed-in') return <Navigate to="/" replace />;
  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-b from-secondary/60 to-background">
      <main className="flex flex-1 flex-col items-center justify-center px-4 py-12">
        {auth.status === 'loading' ? (
          <PageSpinner />
        ) : (
          <div className="w-full max-w-md space-y-6">
            <div className="space-y-2 text-center">
              <h1 className="text-3xl font-bold tracking-tight text-primary">Strata</h1>
              <p className="text-muted-foreground">Access your personalized financial dashboard</p>
            </div>
            <SignInCard />
          </div>
        )}
      </main>
      <AppFooter showEngine={false} />
    </div>
  );
}
