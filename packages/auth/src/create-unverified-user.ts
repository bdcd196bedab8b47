import { withIdentity } from '@grantflow/db/client';
import { deleteOrganization, insertOrganization } from '@grantflow/db/repositories/organizations';
import { findUserByEmail, insertUserUnlessEmailTaken } from '@grantflow/db/repositories/users';
import type { SupportedLanguage } from '@grantflow/domain/constants/limits';
import { DomainError } from '@grantflow/domain/shared/errors';
import { accountExistsEmail } from '@grantflow/email/templates';
import { type CreateUnverifiedUserArgs, createUnverifiedUserArgsSchema } from '@grantflow/validation/auth';
import type { AccountDeps, RequestMeta } from './account-deps.ts';
import { recordAuditEvent } from './audit.ts';
import { inBackground } from './background.ts';
import { parseInput } from './parse-input.ts';
import { hashPassword } from './password.ts';
import { THROTTLES, takeAttempt } from './throttle.ts';
import { sendVerificationMail } from './verification-mail.ts';

/** 'Account created successfully.' (docs/product.md, Messages and error codes): the answer for a new address and a known one alike. */
export const ACCOUNT_CREATED_MESSAGE = 'Account created successfully.';

type Registration =
  | { kind: 'created'; userId: number; organizationId: number; language: SupportedLanguage }
  | {
      kind: 'exists';
      userId: number;
      organizationId: number;
      verified: boolean;
      /** The existing account's own language: its owner's mail speaks it, whoever registered. */
      language: SupportedLanguage;
    };

/**
 * Registration (docs/product.md, Sign-in and two-factor): a new organisation and its first user (role USER, unverified) in one transaction,
 * then a verification link by mail. A known address gets a 'you already have an account' mail (or a
 * fresh link while still unverified) and the very same answer, so the call reveals nothing.
 */
export async function createUnverifiedUser(
  deps: AccountDeps,
  input: CreateUnverifiedUserArgs,
  meta: RequestMeta = {},
): Promise<string> {
  const args = parseInput(createUnverifiedUserArgsSchema, input);
  if (meta.ip) {
    const address = await takeAttempt(deps.db, THROTTLES.registerAddress, meta.ip);
    if (!address.allowed) throw new DomainError('RATE_LIMITED');
  }
  const account = await takeAttempt(deps.db, THROTTLES.registerAccount, args.email);
  // Hashing even when nothing is written keeps the timing of every branch alike.
  const passwordHash = await hashPassword(args.password);
  if (!account.allowed) return ACCOUNT_CREATED_MESSAGE;

  const registration = await withIdentity(deps.db, async (tx): Promise<Registration> => {
    const existing = await findUserByEmail(tx, args.email);
    if (existing) {
      return {
        kind: 'exists',
        userId: existing.id,
        organizationId: existing.organizationId,
        verified: existing.verifiedAt !== null,
        language: existing.language,
      };
    }
    const organization = await insertOrganization(tx, {
      name: args.organization.name,
      fiscalYearStart: args.organization.fiscalYearStart,
    });
    const user = await insertUserUnlessEmailTaken(tx, {
      email: args.email,
      passwordHash,
      role: 'USER',
      organizationId: organization.id,
      language: args.language,
    });
    // Lost a race with a parallel registration of the same address: undo ours, answer the same.
    if (!user) {
      await deleteOrganization(tx, organization.id);
      return { kind: 'exists', userId: 0, organizationId: 0, verified: true, language: args.language };
    }
    await recordAuditEvent(tx, {
      action: 'auth.user.registered',
      actorUserId: user.id,
      organizationId: organization.id,
      targetType: 'user',
      targetId: user.id,
      ip: meta.ip,
    });
    return { kind: 'created', userId: user.id, organizationId: organization.id, language: args.language };
  });

  inBackground(async () => {
    const target = {
      userId: registration.userId,
      email: args.email,
      organizationId: registration.organizationId,
      language: registration.language,
    };
    if (registration.kind === 'created' || !registration.verified) {
      await sendVerificationMail(deps, target);
    } else {
      await deps.mailer.send({
        to: args.email,
        ...accountExistsEmail({ publicUrl: deps.publicUrl, language: registration.language }),
      });
    }
  });
  return ACCOUNT_CREATED_MESSAGE;
}
