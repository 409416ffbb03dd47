import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { authClient } from '@/lib/auth-client';
import { toAuthErrorView, type AuthErrorView } from './auth-error';

type Mode = 'sign-in' | 'sign-up';

interface PasswordFormProps {
  /** 'sign-up' on a fresh database, where there is no account to sign in to. */
  initialMode?: Mode;
  onError: (error: AuthErrorView | null) => void;
  onSignedIn: () => Promise<void>;
}

/**
 * Sign-up starts no session (its answer is the same whether or not the e-mail has an account),
 * so creating an account signs in next with the same credentials. No callbackURL: with one,
 * sign-in reloads the page before onSignedIn can greet the first administrator.
 */
async function signUpThenSignIn(email: string, password: string, name: string) {
  const signedUp = await authClient.signUp.email({ email, password, name });
  return signedUp.error ? signedUp : authClient.signIn.email({ email, password });
}

/** E-mail and password sign-in, with a second mode that creates the account. */
export function PasswordForm({ initialMode = 'sign-in', onError, onSignedIn }: PasswordFormProps) {
  const [mode, setMode] = useState<Mode>(initialMode);
  const [isBusy, setIsBusy] = useState(false);
  const id = useId();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    const password = String(form.get('password') ?? '');
    const name = String(form.get('name') ?? '').trim();
    onError(null);
    setIsBusy(true);
    const { error } =
      mode === 'sign-in'
        ? await authClient.signIn.email({ email, password, callbackURL: '/' })
        : await signUpThenSignIn(email, password, name);
    if (error) {
      setIsBusy(false);
      onError(toAuthErrorView(error));
      return;
    }
    await onSignedIn();
  }

  const submitLabel = mode === 'sign-in' ? 'Sign in' : 'Create account';
  const busyLabel = mode === 'sign-in' ? 'Signing in...' : 'Creating account...';

  return (
    <Tabs
      value={mode}
      onValueChange={(value) => {
        setMode(value as Mode);
        onError(null);
      }}
    >
      <TabsList className="grid w-full grid-cols-2" aria-label="Account mode">
        <TabsTrigger value="sign-in">Sign in</TabsTrigger>
        <TabsTrigger value="sign-up">Create account</TabsTrigger>
      </TabsList>
      {/* The form lives in the active tab's panel so the tab's aria-controls points at it. */}
      <TabsContent value={mode} className="mt-4">
        <form className="space-y-3" onSubmit={(event) => void handleSubmit(event)}>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-email`}>Email</Label>
            <Input id={`${id}-email`} name="email" type="email" autoComplete="email" required />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-password`}>Password</Label>
            <Input
              id={`${id}-password`}
              name="password"
              type="password"
              autoComplete={mode === 'sign-in' ? 'current-password' : 'new-password'}
              required
            />
          </div>
          {mode === 'sign-up' && (
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-name`}>Full name (optional)</Label>
              <Input id={`${id}-name`} name="name" autoComplete="name" />
            </div>
          )}
          <Button type="submit" className="w-full" disabled={isBusy}>
            {isBusy ? busyLabel : submitLabel}
          </Button>
          {mode === 'sign-in' && (
            <p className="text-center text-xs text-muted-foreground">
              Forgot your password? Ask an administrator for a reset link.
            </p>
          )}
        </form>
      </TabsContent>
    </Tabs>
  );
}
