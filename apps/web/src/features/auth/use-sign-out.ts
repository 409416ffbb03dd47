import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { errorMessage } from '@/lib/api-client';
import { authClient } from '@/lib/auth-client';
import { meQueryKey } from './use-auth';

/** Ends the session on the server; SPEC 8: a failure shows 'Error signing out' with the message. */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    try {
      const { error } = await authClient.signOut();
      if (error) throw new Error(error.message || error.statusText);
    } catch (error) {
      toast.error('Error signing out', { description: errorMessage(error) });
      return;
    }
    queryClient.removeQueries();
    queryClient.setQueryData(meQueryKey, null);
    await navigate('/auth', { replace: true });
  };
}
