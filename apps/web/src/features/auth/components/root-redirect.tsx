import { Navigate } from '@tanstack/react-router';
import { useCurrentUser } from '../../../hooks/use-current-user.ts';

/** §2 root route: dashboard when signed in, login otherwise, nothing while loading. */
export function RootRedirect() {
  const { user, loading } = useCurrentUser();
  if (loading) return null;
  return <Navigate to={user ? '/dashboard' : '/login'} replace />;
}
