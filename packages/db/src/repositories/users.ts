import type { SupportedLanguage } from '@grantflow/domain/constants/limits';
import { and, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { organizations, users } from '../schema/identity.ts';

// Users cross tenants for sign-in and administration (run those inside `withIdentity`); a user's own
// settings are read and written as their tenant (`withTenant`, filtered on organization_id too).

type Role = (typeof users.$inferSelect)['role'];

export interface OrganizationSummary {
  id: number;
  name: string;
  /** `yyyy-MM-dd` or null (calendar year). */
  fiscalYearStart: string | null;
  /** ISO 4217 code the organisation's amounts are shown in ('USD' unless an admin chose another). */
  currency: string;
}

export interface UserWithOrganization {
  id: number;
  email: string;
  role: Role;
  authorized: boolean;
  organizationId: number;
  organization: OrganizationSummary;
}

/** What identifies a signed-in user to the servers (never the password hash). */
export const authUserColumns = {
  id: users.id,
  email: users.email,
  role: users.role,
  authorized: users.authorized,
  organizationId: users.organizationId,
};

/** What the servers need of a user's organisation. */
export const authOrganizationColumns = {
  id: organizations.id,
  name: organizations.name,
  fiscalYearStart: organizations.fiscalYearStart,
  currency: organizations.currency,
};

/** The user and their organisation (never the password hash), or null. */
export async function findUserWithOrganization(
  tx: DbExecutor,
  userId: number,
): Promise<UserWithOrganization | null> {
  const [row] = await tx
    .select({ ...authUserColumns, organization: authOrganizationColumns })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** What password sign-in needs of the account with this (lower-case) e-mail. */
export async function findSignInUser(
  tx: DbExecutor,
  email: string,
): Promise<{
  id: number;
  passwordHash: string | null;
  verifiedAt: Date | null;
  organizationId: number;
  language: SupportedLanguage;
} | null> {
  const [row] = await tx
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      verifiedAt: users.verifiedAt,
      organizationId: users.organizationId,
      language: users.language,
    })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return row ?? null;
}

export async function findUserByEmail(
  tx: DbExecutor,
  email: string,
): Promise<{
  id: number;
  organizationId: number;
  verifiedAt: Date | null;
  language: SupportedLanguage;
} | null> {
  const [row] = await tx
    .select({
      id: users.id,
      organizationId: users.organizationId,
      verifiedAt: users.verifiedAt,
      language: users.language,
    })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return row ?? null;
}

export async function findUserRole(tx: DbExecutor, userId: number): Promise<Role | null> {
  const [row] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.role ?? null;
}

export async function findUserOrganizationId(tx: DbExecutor, userId: number): Promise<number | null> {
  const [row] = await tx
    .select({ organizationId: users.organizationId })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.organizationId ?? null;
}

export interface NewUser {
  email: string;
  organizationId: number;
  /** The language their e-mails are written in; English when not given. */
  language?: SupportedLanguage;
  passwordHash?: string | null;
  role?: Role;
  verifiedAt?: Date | null;
}

export async function insertUser(tx: DbExecutor, user: NewUser): Promise<{ id: number }> {
  const [row] = await tx.insert(users).values(user).returning({ id: users.id });
  if (!row) throw new Error('insertUser: insert returned no row');
  return row;
}

/** Inserts the user unless the e-mail is taken (`ON CONFLICT (email) DO NOTHING`): null then. */
export async function insertUserUnlessEmailTaken(
  tx: DbExecutor,
  user: NewUser,
): Promise<{ id: number } | null> {
  const [row] = await tx
    .insert(users)
    .values(user)
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  return row ?? null;
}

/** Marks the address verified; null when the user is gone. */
export async function markUserVerified(
  tx: DbExecutor,
  userId: number,
  now: Date,
): Promise<{ id: number; organizationId: number } | null> {
  const [row] = await tx
    .update(users)
    .set({ verifiedAt: now })
    .where(eq(users.id, userId))
    .returning({ id: users.id, organizationId: users.organizationId });
  return row ?? null;
}

/** Sets the password hash and verifies the address if it was not (keeps an earlier `verified_at`). */
export async function setPasswordAndVerify(
  tx: DbExecutor,
  userId: number,
  passwordHash: string,
  now: Date,
): Promise<{ id: number; email: string; organizationId: number } | null> {
  const [row] = await tx
    .update(users)
    .set({ passwordHash, verifiedAt: sql`coalesce(${users.verifiedAt}, ${now})` })
    .where(eq(users.id, userId))
    .returning({ id: users.id, email: users.email, organizationId: users.organizationId });
  return row ?? null;
}

export async function updateUserAccess(
  tx: DbExecutor,
  userId: number,
  changes: { role?: Role; authorized?: boolean },
): Promise<void> {
  await tx.update(users).set(changes).where(eq(users.id, userId));
}

export interface UserListFilter {
  id?: number;
  /** Case-insensitive substring of the e-mail; `%`, `_` and `\` match themselves. */
  emailContains?: string;
  organizationId?: number;
}

export interface UserListRow {
  id: number;
  email: string;
  role: Role;
  authorized: boolean;
  organization: { id: number; name: string };
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** Users with their organisation, by e-mail, at most `limit` (the admin page). */
export async function listUsersWithOrganization(
  tx: DbExecutor,
  filter: UserListFilter,
  limit: number,
): Promise<UserListRow[]> {
  const conditions: SQL[] = [];
  if (filter.id !== undefined) conditions.push(eq(users.id, filter.id));
  if (filter.emailContains) conditions.push(ilike(users.email, `%${escapeLike(filter.emailContains)}%`));
  if (filter.organizationId !== undefined) conditions.push(eq(users.organizationId, filter.organizationId));
  return tx
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      authorized: users.authorized,
      organization: { id: organizations.id, name: organizations.name },
    })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(and(...conditions))
    .orderBy(users.email)
    .limit(limit);
}

/** The user's own reminder setting, read as their tenant; null when the user is not in it. */
export async function findRemindersEnabled(
  tx: DbExecutor,
  organizationId: number,
  userId: number,
): Promise<boolean | null> {
  const [row] = await tx
    .select({ enabled: users.remindersEnabled })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.id, userId)));
  return row?.enabled ?? null;
}

/** Turns the user's reminders on or off; returns the new setting, or null when the user is not in the tenant. */
export async function setRemindersEnabled(
  tx: DbExecutor,
  organizationId: number,
  userId: number,
  enabled: boolean,
): Promise<boolean | null> {
  const [row] = await tx
    .update(users)
    .set({ remindersEnabled: enabled })
    .where(and(eq(users.organizationId, organizationId), eq(users.id, userId)))
    .returning({ enabled: users.remindersEnabled });
  return row?.enabled ?? null;
}

/** The language the user's e-mails and feed are written in, or null when there is no such user. Inside `withIdentity`. */
export async function findUserLanguage(tx: DbExecutor, userId: number): Promise<SupportedLanguage | null> {
  const [row] = await tx
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.language ?? null;
}

/** Stores the language the user works in; the new value, or null when the user is not in the tenant. */
export async function setUserLanguage(
  tx: DbExecutor,
  organizationId: number,
  userId: number,
  language: SupportedLanguage,
): Promise<SupportedLanguage | null> {
  const [row] = await tx
    .update(users)
    .set({ language })
    .where(and(eq(users.id, userId), eq(users.organizationId, organizationId)))
    .returning({ language: users.language });
  return row?.language ?? null;
}
