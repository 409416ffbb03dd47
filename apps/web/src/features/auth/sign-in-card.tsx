import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { callbackErrorMessage, type AuthErrorView } from './auth-error';
import { AuthErrorAlert } from './auth-error-alert';
import { PasswordForm } from './password-form';
import { SocialSignInButton } from './social-sign-in-button';
import { meQueryKey } from './use-auth';
import { useProviders } from './use-providers';

/** SPEC /auth: the 'Welcome' card with the enabled sign-in methods and one red error alert. */
export function SignInCard() {
  const [searchParams] = useSearchParams();
  const providers = useProviders();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [error, setError] = useState<AuthErrorView | null>(() => {
    const message = callbackErrorMessage(searchParams);
    return message ? { message, reasons: [] } : null;
  });

  async function handleSignedIn() {
    await queryClient.invalidateQueries({ queryKey: meQueryKey });
    await navigate('/', { replace: true });
  }

  const shownError =
    error ?? (providers.isError ? { message: providers.error.message, reasons: [] } : null);

  return (
    <Card className="w-full">
      <CardHeader className="text-center">
        <CardTitle as="h2" className="text-xl">
          Welcome
        </CardTitle>
        <CardDescription>Sign in with your Google account to continue</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {providers.isPending && (
          <div className="flex justify-center py-2">
            <Spinner label="Loading..." />
          </div>
        )}
        {providers.data?.google && <SocialSignInButton provider="google" onError={setError} />}
        {providers.data?.oidc && <SocialSignInButton provider="oidc" onError={setError} />}
        {shownError && <AuthErrorAlert error={shownError} />}
        {(providers.data?.google || providers.data?.oidc) && providers.data.password && (
          <div className="flex items-center gap-3 text-xs text-muted-foreground" aria-hidden>
            <span className="h-px flex-1 bg-border" />
            or
            <span className="h-px flex-1 bg-border" />
          </div>
        )}
        {providers.data?.password && (
          <PasswordForm onError={setError} onSignedIn={handleSignedIn} />
        )}
      </CardContent>
      <CardFooter>
        <p className="w-full text-center text-xs text-muted-foreground">
          By signing in, you agree to our terms of service and privacy policy.
        </p>
      </CardFooter>
    </Card>
  );
}
