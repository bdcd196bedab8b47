// The account feature's public API: what other features, routes/ and test/ use. The rest of the
// folder is private to it (enforced by tooling/architecture, web-features).

export { useChooseLanguage } from './hooks/use-choose-language.ts';

// Loaded on demand: each stays in its own chunk.
export const loadForgotPasswordPage = () => import('./components/forgot-password-page.tsx');
export const loadRegisterPage = () => import('./components/register-page.tsx');
export const loadResetPasswordPage = () => import('./components/reset-password-page.tsx');
export const loadVerifyUserPage = () => import('./components/verify-user-page.tsx');
export const loadLegalPage = () => import('./components/legal-page.tsx');
