// The Setup 2FA Login modal and the /setup2fa bodies (docs/product.md, Validation; REST calls).
import { z } from 'zod';
import { id, object, requiredEmail, twoFactorCode, typeError } from './fields.ts';
import { issue } from './messages.ts';

// The modal reports any invalid field with one text, 'Form Error: Invalid field' (docs/product.md, Validation).
const formEmail = z
  .string({ error: issue.twoFactorFormInvalid })
  .trim()
  .min(1, { error: issue.twoFactorFormInvalid })
  .pipe(z.email({ error: issue.twoFactorFormInvalid }));
const enabledFlag = z.boolean({ error: typeError });

/** Step 1: the e-mail and the enabled flag. */
export const twoFactorSetupEmailSchema = object({ email_for_2fa: formEmail, is_enabled: enabledFlag });

/** Step 2: the same plus the five-digit code sent to that e-mail. */
export const twoFactorSetupSchema = twoFactorSetupEmailSchema.extend({
  code: z
    .string({ error: issue.twoFactorFormInvalid })
    .trim()
    .regex(/^\d{5}$/, { error: issue.twoFactorFormInvalid }),
});

/** POST /setup2fa/email {email_for_2fa, is_enabled, user_id}. */
export const twoFactorSetupEmailBodySchema = object({
  email_for_2fa: requiredEmail.transform((email) => email.toLowerCase()),
  is_enabled: enabledFlag,
  user_id: id,
});
export type TwoFactorSetupEmailBody = z.output<typeof twoFactorSetupEmailBodySchema>;

/** POST /setup2fa/verify {email_for_2fa, is_enabled, user_id, code}. */
export const twoFactorSetupVerifyBodySchema = twoFactorSetupEmailBodySchema.extend({ code: twoFactorCode() });
export type TwoFactorSetupVerifyBody = z.output<typeof twoFactorSetupVerifyBodySchema>;
