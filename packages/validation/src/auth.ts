// Sign-in, 2FA code, forgot / reset password and e-mail verification (docs/product.md, Validation; GraphQL operations; SECURITY.md, row 4).
import { z } from 'zod';
import { isoDate, object, requiredEmail, requiredText, twoFactorCode, typeError } from './fields.ts';
import { languageSchema } from './language.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, SHORT_TEXT_MAX_LENGTH } from './limits.ts';
import { type CodedMessage, customIssue, issue } from './messages.ts';
import { always, field, hasIssueAt } from './refine.ts';

// Passwords are never trimmed or truncated, and carry no composition rules (NIST 800-63B).
const requiredSecret = z
  .string({ error: typeError })
  .min(1, { error: issue.required, abort: true })
  .max(PASSWORD_MAX_LENGTH, { error: issue.maxLength(PASSWORD_MAX_LENGTH) });

/** A new password: at least 8 characters, anything goes beyond that. */
export const passwordSchema = requiredSecret.min(PASSWORD_MIN_LENGTH, {
  error: issue.minLength(PASSWORD_MIN_LENGTH),
});

/** A new password and its confirmation: both required; a confirmation that differs gets `mismatch`. */
function newPasswordPairSchema(mismatch: CodedMessage) {
  return object({
    password: passwordSchema,
    confirmPassword: requiredSecret,
  }).superRefine((values, ctx) => {
    const password = field(values, 'password');
    const confirmation = field(values, 'confirmPassword');
    const bothTyped = typeof password === 'string' && typeof confirmation === 'string' && confirmation !== '';
    if (bothTyped && password !== confirmation && !hasIssueAt(ctx, ['confirmPassword'])) {
      ctx.addIssue(customIssue(mismatch, ['confirmPassword']));
    }
  }, always);
}

/** Reset form: 'passwords must match' (docs/product.md, Validation: Password). */
export const passwordResetSchema = newPasswordPairSchema(issue.passwordsMustMatch);
/** Registration's password pair: the catalogue's generic 'Passwords must match!'. */
export const registerPasswordSchema = newPasswordPairSchema(issue.passwordsDiffer);
export type PasswordResetInput = z.input<typeof passwordResetSchema>;

/** resetPassword(password, token, code): the code is the second step when the account has 2FA on. */
export const resetPasswordArgsSchema = object({
  password: passwordSchema,
  token: z
    .string({ error: typeError })
    .trim()
    .min(1, { error: issue.required })
    .max(SHORT_TEXT_MAX_LENGTH, { error: issue.invalid }),
  code: twoFactorCode().nullish(),
});

/** Login form: the password is only required, since older accounts may predate the length rule. */
export const loginSchema = object({ email: requiredEmail, password: requiredSecret });
export type LoginInput = z.input<typeof loginSchema>;

/** Step 2 of the login: the five-digit code sent by e-mail. */
export const twoFactorCodeSchema = object({ code: twoFactorCode() });

/** The first sign-in step sends no code; an empty field means the same thing. */
const blankAsNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** loginUser(email, password, code). E-mails compare lower-case. */
export const loginArgsSchema = object({
  email: requiredEmail.transform((email) => email.toLowerCase()),
  password: requiredSecret,
  code: z.preprocess(blankAsNull, twoFactorCode().nullish()),
});
export type LoginArgs = z.output<typeof loginArgsSchema>;

export const forgotPasswordSchema = object({ email: requiredEmail });
/** requestResetPassword(email). */
export const requestResetPasswordArgsSchema = object({
  email: requiredEmail.transform((email) => email.toLowerCase()),
});

/** POST /verify {token}. */
export const verifyBodySchema = object({
  token: z
    .string({ error: typeError })
    .trim()
    .min(1, { error: issue.required })
    .max(SHORT_TEXT_MAX_LENGTH, { error: issue.invalid }),
});

/** createUnverifiedUser(email, password, organization): registration's organisation and first user. */
export const createUnverifiedUserArgsSchema = object({
  email: requiredEmail.transform((email) => email.toLowerCase()),
  password: passwordSchema,
  organization: object({ name: requiredText(), fiscalYearStart: isoDate }),
  /** The language of the screen the user signed up on; their e-mails speak it. English when absent. */
  language: languageSchema.nullish().transform((language) => language ?? 'en'),
});
export type CreateUnverifiedUserArgs = z.input<typeof createUnverifiedUserArgsSchema>;
