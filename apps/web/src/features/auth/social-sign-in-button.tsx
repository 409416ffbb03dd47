import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { authClient } from '@/lib/auth-client';
import { toAuthErrorView, type AuthErrorView } from './auth-error';

/** The server's genericOAuth provider ids (ARCHITECTURE: auth). */
export type SocialProvider = 'google' | 'oidc';

const LABELS: Record<SocialProvider, string> = {
  google: 'Continue with Google',
  oidc: 'Continue with single sign-on',
};

interface SocialSignInButtonProps {
  provider: SocialProvider;
  onError: (error: AuthErrorView | null) => void;
}

/** 'Continue with ...' for one provider; shows 'Signing in...' while the redirect is prepared. */
export function SocialSignInButton({ provider, onError }: SocialSignInButtonProps) {
  const [isBusy, setIsBusy] = useState(false);

  async function signIn() {
    onError(null);
    setIsBusy(true);
    // On success the browser leaves for the provider; only failures come back here.
    const { error } = await authClient.signIn.social({
      provider,
      callbackURL: '/',
      errorCallbackURL: '/auth',
    });
    if (error) {
      setIsBusy(false);
      onError(toAuthErrorView(error));
    }
  }

  return (
    <Button
      className="w-full"
      size="lg"
      variant={provider === 'google' ? 'default' : 'outline'}
      disabled={isBusy}
      onClick={() => void signIn()}
    >
      {provider === 'google' ? <GoogleMark /> : <KeyRound aria-hidden />}
      {isBusy ? 'Signing in...' : LABELS[provider]}
    </Button>
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
