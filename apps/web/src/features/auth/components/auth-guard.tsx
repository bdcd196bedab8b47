import { Navigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useCurrentUser } from '../../../hooks/use-current-user.ts';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { FreeTrialEnded } from './free-trial-ended.tsx';

/** requireAuth (docs/product.md, Screens and routes): loader while loading, root when signed out, free-trial page when unauthorized. */
export function AuthGuard({ children }: { children: ReactNode }) {
  const { user, loading } = useCurrentUser();
  if (loading) return <PageLoader />;
  if (!user) return <Navigate to="/" replace />;
  if (!user.authorized) return <FreeTrialEnded />;
  return children;
}
