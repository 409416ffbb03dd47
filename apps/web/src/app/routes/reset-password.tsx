import { useSearchParams } from 'react-router';
import { ResetPasswordCard } from '@/features/auth/reset-password-card';
import { AuthFrame } from '@/features/shell/auth-frame';

/** /auth/reset-password?token=...: where a one-time reset link lands after the server checked it. */
export function ResetPasswordRoute() {
  const [searchParams] = useSearchParams();
  return (
    <AuthFrame>
      <ResetPasswordCard token={searchParams.get('token')} linkError={searchParams.get('error')} />
    </AuthFrame>
  );
}
