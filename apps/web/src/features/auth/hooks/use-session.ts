import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useMutation } from 'urql';
import { useResetGraphqlClient } from '../../../lib/graphql-provider.tsx';
import { clearImpersonatedOrganizationId } from '../../../lib/impersonation.ts';
import { clearSignedIn, markSignedIn } from '../../../lib/session-marker.ts';
import { LogoutMutation } from '../graphql/logout.ts';

/**
 * After a sign-in answer: the server already put the session in its HttpOnly cookie, so the app only
 * notes that it is signed in and drops whatever the previous session had cached or impersonated.
 */
export function useSignIn(): () => void {
  const resetClient = useResetGraphqlClient();
  return useCallback(() => {
    markSignedIn();
    clearImpersonatedOrganizationId();
    resetClient();
  }, [resetClient]);
}

export function useSignOut(): () => Promise<void> {
  const resetClient = useResetGraphqlClient();
  const navigate = useNavigate();
  const [, logout] = useMutation(LogoutMutation);
  return useCallback(async () => {
    // The server ends the session row and clears its cookie; locally we sign out even if that call fails.
    await logout({}).catch(() => undefined);
    clearSignedIn();
    clearImpersonatedOrganizationId();
    resetClient();
    await navigate({ to: '/login' });
  }, [logout, navigate, resetClient]);
}
