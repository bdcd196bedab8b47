import { type Db, withIdentity } from '@grantflow/db/client';
import { insertOrganization } from '@grantflow/db/repositories/organizations';
import {
  findUserByEmail,
  insertUser,
  setPasswordAndVerify,
  updateUserAccess,
} from '@grantflow/db/repositories/users';
import { DomainError } from '@grantflow/domain/shared/errors';
import { FIELD_ISSUES } from '@grantflow/domain/shared/issue-codes';
import { passwordSchema } from '@grantflow/validation/auth';
import { requiredEmail, requiredText } from '@grantflow/validation/fields';
import { z } from 'zod';
import { recordAuditEvent } from './audit.ts';
import { parseInput } from './parse-input.ts';
import { hashPassword } from './password.ts';
import { deleteUserSessions } from './session.ts';

export const createAdminArgsSchema = z.object({
  email: requiredEmail.transform((email) => email.toLowerCase()),
  password: passwordSchema,
  /** The organisation a new user belongs to; not needed (and ignored) when the e-mail is known. */
  organizationName: requiredText().optional(),
});
export type CreateAdminArgs = z.input<typeof createAdminArgsSchema>;

export interface CreatedAdmin {
  userId: number;
  organizationId: number;
  /** False when an existing user was promoted (and given the password). */
  created: boolean;
}

/**
 * The operator's first ADMIN on a database without demo data (the `grantflow admin create` command):
 * creates the user, verified and authorized, in a new organisation, or promotes a known user and sets
 * the password, ending that user's sessions. Audited like a role change on the admin page.
 */
export async function createAdmin(db: Db, input: CreateAdminArgs, now = new Date()): Promise<CreatedAdmin> {
  const args = parseInput(createAdminArgsSchema, input);
  const passwordHash = await hashPassword(args.password);
  return withIdentity(db, async (tx) => {
    const existing = await findUserByEmail(tx, args.email);
    if (existing) {
      await setPasswordAndVerify(tx, existing.id, passwordHash, now);
      await updateUserAccess(tx, existing.id, { role: 'ADMIN', authorized: true });
      await deleteUserSessions(tx, existing.id);
      await recordAuditEvent(tx, {
        action: 'user.role.changed',
        organizationId: existing.organizationId,
        targetType: 'user',
        targetId: existing.id,
        metadata: { to: 'ADMIN', by: 'admin command' },
      });
      return { userId: existing.id, organizationId: existing.organizationId, created: false };
    }
    if (!args.organizationName) {
      throw new DomainError('VALIDATION', FIELD_ISSUES.required.message, {
        details: { organizationName: FIELD_ISSUES.required },
      });
    }
    const organization = await insertOrganization(tx, { name: args.organizationName });
    const user = await insertUser(tx, {
      email: args.email,
      organizationId: organization.id,
      passwordHash,
      role: 'ADMIN',
      verifiedAt: now,
    });
    await recordAuditEvent(tx, {
      action: 'organization.created',
      organizationId: organization.id,
      targetType: 'organization',
      targetId: organization.id,
      metadata: { by: 'admin command' },
    });
    await recordAuditEvent(tx, {
      action: 'user.role.changed',
      organizationId: organization.id,
      targetType: 'user',
      targetId: user.id,
      metadata: { to: 'ADMIN', by: 'admin command' },
    });
    return { userId: user.id, organizationId: organization.id, created: true };
  });
}
