import { Navigate } from '@tanstack/react-router';
import { useCurrentUser } from '../../../hooks/use-current-user.ts';

/** The root route (docs/product.md, Screens and routes): dashboard when signed in, login otherwise, nothing while loading. */
export function RootRedirect() {
  const { user, loading } = useCurrentUser();
  if (loading) return null;
  return <Navigate to={user ? '/dashboard' : '/login'} replace />;
}
