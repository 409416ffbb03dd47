import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { authClient } from '@/lib/auth-client';
import { toAuthErrorView, type AuthErrorView } from './auth-error';
import { AuthErrorAlert } from './auth-error-alert';
import { meQueryKey } from './use-auth';

export const INVALID_LINK_MESSAGE =
  'This reset link is invalid or has expired. Ask an administrator for a new one.';

/** better-auth answers an unknown, used or expired token with this code (GET redirect and POST). */
const INVALID_TOKEN = 'INVALID_TOKEN';

interface ResetPasswordCardProps {
  /** The one-time token from the link; null when the link carried none. */
  token: string | null;
  /** The `error` better-auth put on the redirect when it refused the link. */
  linkError: string | null;
}

/** 'Choose a new password' for a one-time reset link (`npm run admin -- reset-link`, or e-mail). */
export function ResetPasswordCard({ token, linkError }: ResetPasswordCardProps) {
  const queryClient = useQueryClient();
  const id = useId();
  const [isBusy, setIsBusy] = useState(false);
  const [isDone, setIsDone] = useState(false);
  const [error, setError] = useState<AuthErrorView | null>(
    token && !linkError ? null : { message: INVALID_LINK_MESSAGE, reasons: [] },
  );
  const isLinkUsable = Boolean(token) && !linkError;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!token) return;
    const newPassword = String(new FormData(event.currentTarget).get('password') ?? '');
    setError(null);
    setIsBusy(true);
    const { error: resetError } = await authClient.resetPassword({ newPassword, token });
    setIsBusy(false);
    if (resetError) {
      setError(
        resetError.code === INVALID_TOKEN
          ? { message: INVALID_LINK_MESSAGE, reasons: [] }
          : toAuthErrorView(resetError),
      );
      return;
    }
    // The reset ends every session of the account; forget any cached signed-in state.
    queryClient.removeQueries({ queryKey: meQueryKey });
    setIsDone(true);
  }

  return (
    <Card className="w-full">
      <CardHeader className="text-center">
        <CardTitle as="h2" className="text-xl">
          Choose a new password
        </CardTitle>
        <CardDescription>Enter a new password for your account.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {isDone ? (
          <Alert>
            <CheckCircle2 aria-hidden />
            <AlertDescription>
              <p>Your password has been changed. Sign in with your new password.</p>
            </AlertDescription>
          </Alert>
        ) : (
          <>
            {error && <AuthErrorAlert error={error} />}
            {isLinkUsable && (
              <form className="space-y-3" onSubmit={(event) => void handleSubmit(event)}>
                <div className="space-y-1.5">
                  <Label htmlFor={`${id}-password`}>New password</Label>
                  <Input
                    id={`${id}-password`}
                    name="password"
                    type="password"
                    autoComplete="new-password"
                    required
                  />
                </div>
                <Button type="submit" className="w-full" disabled={isBusy}>
                  {isBusy ? 'Saving...' : 'Set new password'}
                </Button>
              </form>
            )}
          </>
        )}
        <Button asChild variant={isDone ? 'default' : 'link'} className="w-full">
          <Link to="/auth">{isDone ? 'Go to sign in' : 'Back to sign in'}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
