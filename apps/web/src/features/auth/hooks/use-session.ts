import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useMutation } from 'urql';
import { clearAuthToken, setAuthToken } from '../../../lib/auth-cookie.ts';
import { useResetGraphqlClient } from '../../../lib/graphql-provider.tsx';
import { clearImpersonatedOrganizationId } from '../../../lib/impersonation.ts';
import { LogoutMutation } from '../graphql/logout.ts';

/** Stores a fresh token and drops whatever the previous session had cached or impersonated. */
export function useSignIn(): (token: string) => void {
  const resetClient = useResetGraphqlClient();
  return useCallback(
    (token: string) => {
      setAuthToken(token);
      clearImpersonatedOrganizationId();
      resetClient();
    },
    [resetClient],
  );
}

export function useSignOut(): () => Promise<void> {
  const resetClient = useResetGraphqlClient();
  const navigate = useNavigate();
  const [, logout] = useMutation(LogoutMutation);
  return useCallback(async () => {
    // The server ends the session row; locally we sign out even if that call fails.
    await logout({}).catch(() => undefined);
    clearAuthToken();
    clearImpersonatedOrganizationId();
    resetClient();
    await navigate({ to: '/login' });
  }, [logout, navigate, resetClient]);
}
