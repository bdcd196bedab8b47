import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { twoFactorCodes, twoFactorSettings } from '../schema/identity.ts';

// Two-factor settings and e-mailed codes (SECURITY.md, row 6; codes are stored hashed, the hash format and
// the checks live in packages/auth). Identity data: run these inside `withIdentity`.

export type TwoFactorCodeRow = typeof twoFactorCodes.$inferSelect;

export async function findTwoFactorSettings(
  tx: DbExecutor,
  userId: number,
): Promise<{ emailFor2fa: string; isEnabled: boolean } | null> {
  const [row] = await tx
    .select({ emailFor2fa: twoFactorSettings.emailFor2fa, isEnabled: twoFactorSettings.isEnabled })
    .from(twoFactorSettings)
    .where(eq(twoFactorSettings.userId, userId))
    .limit(1);
  return row ?? null;
}

/** Inserts or replaces the user's settings (one row per user). */
export async function saveTwoFactorSettings(
  tx: DbExecutor,
  userId: number,
  settings: { email: string; isEnabled: boolean },
): Promise<void> {
  await tx
    .insert(twoFactorSettings)
    .values({ userId, emailFor2fa: settings.email, isEnabled: settings.isEnabled })
    .onConflictDoUpdate({
      target: twoFactorSettings.userId,
      set: { emailFor2fa: settings.email, isEnabled: settings.isEnabled, updatedAt: new Date() },
    });
}

/** Marks every unused code of the user used, then stores the new one: only the newest code works. */
export async function replaceTwoFactorCode(
  tx: DbExecutor,
  code: {
    userId: number;
    purpose: string;
    email: string;
    codeHash: string;
    expiresAt: Date;
    createdAt: Date;
  },
): Promise<void> {
  await tx
    .update(twoFactorCodes)
    .set({ usedAt: code.createdAt })
    .where(and(eq(twoFactorCodes.userId, code.userId), isNull(twoFactorCodes.usedAt)));
  await tx.insert(twoFactorCodes).values(code);
}

/**
 * The user's newest unused code of `purpose` (and sent to `email`, when given), locked `FOR UPDATE`
 * until the transaction ends so parallel checks of one code take turns.
 */
export async function lockNewestTwoFactorCode(
  tx: DbExecutor,
  options: { userId: number; purpose: string; email?: string | undefined },
): Promise<TwoFactorCodeRow | null> {
  const [row] = await tx
    .select()
    .from(twoFactorCodes)
    .where(
      and(
        eq(twoFactorCodes.userId, options.userId),
        eq(twoFactorCodes.purpose, options.purpose),
        options.email === undefined ? undefined : eq(twoFactorCodes.email, options.email),
        isNull(twoFactorCodes.usedAt),
      ),
    )
    .orderBy(desc(twoFactorCodes.createdAt), desc(twoFactorCodes.id))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function setTwoFactorCodeAttempts(
  tx: DbExecutor,
  codeId: number,
  attempts: number,
): Promise<void> {
  await tx.update(twoFactorCodes).set({ attempts }).where(eq(twoFactorCodes.id, codeId));
}

export async function markTwoFactorCodeUsed(tx: DbExecutor, codeId: number, now: Date): Promise<void> {
  await tx.update(twoFactorCodes).set({ usedAt: now }).where(eq(twoFactorCodes.id, codeId));
}
