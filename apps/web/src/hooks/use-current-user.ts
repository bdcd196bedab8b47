import { useQuery } from 'urql';
import { type CurrentUser, CurrentUserQuery } from '../graphql/current-user.ts';

export interface CurrentUserState {
  user: CurrentUser | null;
  loading: boolean;
}

export function useCurrentUser(): CurrentUserState {
  const [{ data, fetching, error }] = useQuery({ query: CurrentUserQuery });
  // A failed lookup (bad or expired token) counts as signed out, so guards send the user to sign in.
  const loading = (fetching || !data) && !error;
  return { user: data?.currentUser ?? null, loading };
}
