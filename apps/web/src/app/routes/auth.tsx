import { Navigate } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { SignInCard } from '@/features/auth/sign-in-card';
import { useAuth } from '@/features/auth/use-auth';
import { AuthFrame } from '@/features/shell/auth-frame';

/** SPEC /auth: signed-in users go to /; everyone else sees the sign-in card. */
export function AuthRoute() {
  const auth = useAuth();
  if (auth.status === 'signed-in') return <Navigate to="/" replace />;
  return (
    <AuthFrame>
      {auth.status === 'loading' ? (
        <div className="flex justify-center py-8">
          <Spinner label="Loading..." />
        </div>
      ) : (
        <SignInCard />
      )}
    </AuthFrame>
  );
}
