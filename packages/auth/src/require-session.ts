import { DomainError } from '@grantflow/domain/shared/errors';
import type { Authentication, SessionAuthentication } from './authenticate.ts';

/**
 * Account-level actions (2FA, linking a sign-in, managing access tokens) need a signed-in session: a personal
 * access token is for API and MCP use, so a leaked one cannot lock its owner out or mint further tokens.
 * UNAUTHORIZED when there is no authorized caller, SESSION_REQUIRED for a token.
 */
export function requireSession(authentication: Authentication | null | undefined): SessionAuthentication {
  if (!authentication?.user.authorized) throw new DomainError('UNAUTHORIZED');
  if (!authentication.session) throw new DomainError('SESSION_REQUIRED');
  return { ...authentication, session: authentication.session };
}
