import { AlertCircle } from 'lucide-react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import type { AuthErrorView } from './auth-error';

/** The red alert of the auth pages: the message and, for a weak password, the server's reasons. */
export function AuthErrorAlert({ error }: { error: AuthErrorView }) {
  return (
    <Alert variant="destructive">
      <AlertCircle aria-hidden />
      <AlertDescription>
        <p>{error.message}</p>
        {error.reasons.length > 0 && (
          <ul className="list-disc pl-4">
            {error.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        )}
      </AlertDescription>
    </Alert>
  );
}
