import { Navigate, useRouter } from '@tanstack/react-router';
import { memo, type ReactNode, useState } from 'react';
import { useCurrentUser } from '../../../hooks/use-current-user.ts';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { safeReturnPath } from '../utils/return-path.ts';
import { FreeTrialEnded } from './free-trial-ended.tsx';

/**
 * requireAuth (docs/product.md, Screens and routes): loader while loading, the sign-in page when signed out
 * (told to come back here, e.g. a report linked from an e-mail), free-trial page when unauthorized.
 */
export function AuthGuard({ children }: { children: ReactNode }) {
  const { user, loading } = useCurrentUser();
  if (loading) return <PageLoader />;
  if (!user) return <SignInFirst />;
  if (!user.authorized) return <FreeTrialEnded />;
  return children;
}

// Navigate navigates again on every render: this one renders once (memo, no props) and reads the address once,
// not subscribed to a location that changes as it navigates.
const SignInFirst = memo(function SignInFirst() {
  const router = useRouter();
  const [redirect] = useState(() => safeReturnPath(router.state.location.href));
  return <Navigate to="/login" search={{ redirect }} replace />;
});
