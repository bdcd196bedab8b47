import { type ThrottlePolicy, takeAttempt } from '@grantflow/auth/throttle';
import { DomainError } from '@grantflow/domain/shared/errors';
import type { AssistantCaller, AssistantDeps } from './assistant-deps.ts';

function policy(scope: 'user' | 'organization', max: number, windowMs: number): ThrottlePolicy {
  // Refused until the window has passed: a lock as long as the window.
  return { name: `assistant-prompt:${scope}`, kind: 'requests', max, windowMs, lockMs: windowMs };
}

function refuse(retryAfterMs: number, scope: 'user' | 'organization'): never {
  throw new DomainError('RATE_LIMITED', undefined, {
    params: { retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)), scope },
  });
}

/**
 * Counts one prompt against the caller's and the organisation's limits before any model is asked: every
 * prompt may cost a paid model call, and the counters live in PostgreSQL so every ai process shares them.
 * RATE_LIMITED (with `retryAfterSeconds`) when either is spent.
 */
export async function takePromptAllowance(
  deps: Pick<AssistantDeps, 'db' | 'promptLimits'>,
  caller: AssistantCaller,
): Promise<void> {
  const limits = deps.promptLimits;
  if (!limits) return;
  const user = await takeAttempt(deps.db, policy('user', limits.perUser, limits.windowMs), caller.userId);
  if (!user.allowed) refuse(user.retryAfterMs, 'user');
  const organization = await takeAttempt(
    deps.db,
    policy('organization', limits.perOrganization, limits.windowMs),
    caller.organizationId,
  );
  if (!organization.allowed) refuse(organization.retryAfterMs, 'organization');
}
