import { useQueryClient } from '@tanstack/react-query';
import { AlertCircle } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { authClient } from '@/lib/auth-client';
import { callbackErrorMessage, toAuthErrorView, type AuthErrorView } from './auth-error';
import { PasswordForm } from './password-form';
import { meQueryKey } from './use-auth';
import { useProviders } from './use-providers';

/** SPEC /auth: the 'Welcome' card with the enabled sign-in methods and one red error alert. */
export function SignInCard() {
  const [searchParams] = useSearchParams();
  const providers = useProviders();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [isGoogleBusy, setIsGoogleBusy] = useState(false);
  const [error, setError] = useState<AuthErrorView | null>(() => {
    const message = callbackErrorMessage(searchParams);
    return message ? { message, reasons: [] } : null;
  });

  async function signInWithGoogle() {
    setError(null);
    setIsGoogleBusy(true);
    // On success the browser leaves for the provider; only failures come back here.
    const { error: signInError } = await authClient.signIn.social({
      provider: 'google',
      callbackURL: '/',
      errorCallbackURL: '/auth',
    });
    if (signInError) {
      setIsGoogleBusy(false);
      setError(toAuthErrorView(signInError));
    }
  }

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
        {providers.data?.google && (
          <Button
            className="w-full"
            size="lg"
            disabled={isGoogleBusy}
            onClick={() => void signInWithGoogle()}
          >
            <GoogleMark />
            {isGoogleBusy ? 'Signing in...' : 'Continue with Google'}
          </Button>
        )}
        {shownError && (
          <Alert variant="destructive">
            <AlertCircle aria-hidden />
            <AlertDescription>
              <p>{shownError.message}</p>
              {shownError.reasons.length > 0 && (
                <ul className="list-disc pl-4">
                  {shownError.reasons.map((reason) => (
                    <li key={reason}>{reason}</li>
                  ))}
                </ul>
              )}
            </AlertDescription>
          </Alert>
        )}
        {providers.data?.google && providers.data.password && (
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

/** Google's "G", drawn inline: no images from other hosts (CSP). */
function GoogleMark() {
  return (
    <svg aria-hidden viewBox="0 0 24 24" className="size-4">
      <path
        fill="#EA4335"
        d="M12 10.2v3.9h5.5c-.2 1.3-1.6 3.9-5.5 3.9-3.3 0-6-2.7-6-6.1s2.7-6.1 6-6.1c1.9 0 3.1.8 3.8 1.5l2.6-2.5C16.8 3.3 14.6 2.3 12 2.3 6.6 2.3 2.3 6.6 2.3 12s4.3 9.7 9.7 9.7c5.6 0 9.3-3.9 9.3-9.5 0-.6-.1-1.1-.2-1.6H12z"
      />
    </svg>
  );
}
