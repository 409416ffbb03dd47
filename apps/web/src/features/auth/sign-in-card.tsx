import { useQueryClient } from '@tanstack/react-query';
import type { Me, Providers } from '@strata/contracts';
import { useState } from 'react';
import { toast } from 'sonner';
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

/** What the card asks for, in the words of the methods this server offers (issue 15). */
export function signInPrompt(providers: Providers | undefined): string {
  if (!providers) return '';
  if (providers.google) return 'Sign in with your Google account to continue';
  if (providers.oidc) return 'Sign in with your organization account to continue';
  if (!providers.hasAccounts) return 'Create the first account to get started';
  return 'Sign in with your email and password to continue';
}

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
    // The first account on a fresh database became the administrator: say so, once.
    const me = queryClient.getQueryData<Me | null>(meQueryKey);
    if (providers.data?.hasAccounts === false && me?.isAdmin) {
      toast('You are the administrator', {
        description:
          'This is the first account, so it manages access: approve the advisors who sign up next in the Admin Panel.',
        duration: 15_000,
      });
    }
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
        <CardDescription>{signInPrompt(providers.data)}</CardDescription>
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
          <PasswordForm
            initialMode={providers.data.hasAccounts ? 'sign-in' : 'sign-up'}
            onError={setError}
            onSignedIn={handleSignedIn}
          />
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
