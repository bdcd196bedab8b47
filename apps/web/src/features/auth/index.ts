// The auth feature's public API: what other features, routes/ and test/ use. The rest of the
// folder is private to it (enforced by tooling/architecture, web-features).

export { AuthGuard } from './components/auth-guard.tsx';
export { RootRedirect } from './components/root-redirect.tsx';
export { TwoFactorStep } from './components/two-factor-step.tsx';
export { useSignIn, useSignOut } from './hooks/use-session.ts';
export { TWO_FACTOR_ANSWER } from './utils/login-flow.ts';
export { safeReturnPath } from './utils/return-path.ts';

// Loaded on demand: each stays in its own chunk.
export const loadLoginPage = () => import('./components/login-page.tsx');
