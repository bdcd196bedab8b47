import { SUPPORTED_LANGUAGES } from '@grantflow/domain/constants/limits';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, day, id, tstz } from './columns.ts';
import { roleEnum } from './enums.ts';

// Identity tables. RLS: tenant match OR `app.identity = 'on'` (see the RLS migration; docs/architecture.md, Tenancy).

export const organizations = pgTable('organizations', {
  id: id(),
  name: text('name').notNull(),
  /** Any date whose month/day starts the fiscal year; null falls back to the calendar year. */
  fiscalYearStart: day('fiscal_year_start'),
  /** ISO 4217 code the amounts are shown in (packages/domain money/currency.ts); they are stored as cents either way. */
  currency: text('currency').notNull().default('USD'),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull().unique('users_email_unique'),
    passwordHash: text('password_hash'),
    role: roleEnum('role').notNull().default('USER'),
    authorized: boolean('authorized').notNull().default(true),
    verifiedAt: tstz('verified_at'),
    /** E-mail reminders before application and report deadlines (each user can turn them off). */
    remindersEnabled: boolean('reminders_enabled').notNull().default(true),
    /** Days before a task's due date on which its assignee is e-mailed; empty: no task reminders. */
    taskReminderDays: integer('task_reminder_days').array().notNull().default(sql`'{30,14,7,1}'::integer[]`),
    /** The language the user works in (en, pt, de): their e-mails and calendar feed speak it. */
    language: text('language', { enum: SUPPORTED_LANGUAGES }).notNull().default('en'),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('users_email_lower_case', sql`${t.email} = lower(${t.email})`),
    check('users_language_known', sql`${t.language} in ('en', 'pt', 'de')`),
    index('users_organization_id_idx').on(t.organizationId),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: tstz('expires_at').notNull(),
    lastSeenAt: tstz('last_seen_at').notNull().defaultNow(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

/**
 * Personal access tokens for API and MCP clients: each acts as its user, with the user's role and manager
 * links as they are at each request. Only a SHA-256 hash of the secret is stored (packages/auth makes and
 * hashes it); `last_used_at` is refreshed at most once a minute. Revoking deletes the row.
 */
export const personalAccessTokens = pgTable(
  'personal_access_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull().unique('personal_access_tokens_token_hash_unique'),
    createdAt: createdAt(),
    /** Null: the token does not expire. */
    expiresAt: tstz('expires_at'),
    lastUsedAt: tstz('last_used_at'),
  },
  (t) => [index('personal_access_tokens_user_id_idx').on(t.userId, t.createdAt)],
);

export const managerLinks = pgTable(
  'manager_links',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('manager_links_user_organization_unique').on(t.userId, t.organizationId),
    index('manager_links_organization_id_idx').on(t.organizationId),
  ],
);

/** Single-use tokens: only a SHA-256 hash of the secret is stored. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('password_reset_tokens_token_hash_unique'),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_id_idx').on(t.userId)],
);

export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('email_verification_tokens_token_hash_unique'),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('email_verification_tokens_user_id_idx').on(t.userId)],
);

export const twoFactorSettings = pgTable('two_factor_settings', {
  id: id(),
  userId: integer('user_id')
    .notNull()
    .unique('two_factor_settings_user_id_unique')
    .references(() => users.id, { onDelete: 'cascade' }),
  emailFor2fa: text('email_for_2fa').notNull(),
  isEnabled: boolean('is_enabled').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

/** E-mailed codes (SECURITY.md, row 6): hash only, 10-minute expiry, attempt counter, single use. */
export const twoFactorCodes = pgTable(
  'two_factor_codes',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    /** `login` (sign-in step 2) or `setup` (proving an address before 2FA is turned on or moved). */
    purpose: text('purpose').notNull().default('login'),
    /** The address the code was sent to; a setup code only enables 2FA for that address. */
    email: text('email'),
    expiresAt: tstz('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: tstz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('two_factor_codes_user_id_idx').on(t.userId, t.createdAt),
    check('two_factor_codes_purpose', sql`${t.purpose} in ('login', 'setup')`),
  ],
);

/**
 * An outside sign-in (Google, Microsoft) linked to a user. Matched by issuer + subject, never by
 * e-mail alone (SECURITY.md, row 8): an outside account only enters an existing account the user linked.
 */
export const externalIdentities = pgTable(
  'external_identities',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('external_identities_issuer_subject_unique').on(t.issuer, t.subject),
    index('external_identities_user_id_idx').on(t.userId),
  ],
);

/**
 * Failure counters for sign-in, reset requests, 2FA verification and support (SECURITY.md, row 5): one row
 * per key such as `login:account:<email>` or `login:address:<ip>`, with a sliding window and a lock.
 */
export const authThrottles = pgTable(
  'auth_throttles',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull().default(0),
    windowStartedAt: tstz('window_started_at').notNull().defaultNow(),
    lockedUntil: tstz('locked_until'),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('auth_throttles_updated_at_idx').on(t.updatedAt)],
);
