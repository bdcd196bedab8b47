import { forgotPasswordSchema, registerPasswordSchema } from '@grantflow/validation/auth';
import { organizationCreateSchema } from '@grantflow/validation/organization';
import { z } from 'zod';
import type { Language } from '../../../i18n/index.ts';

// Registration has no schema of its own in the contract (docs/product.md, Validation): it is the e-mail rule, the new-password pair and the
// organisation form together. An intersection checks each part even when another fails.
export const registerSchema = z.intersection(
  z.object({
    email: forgotPasswordSchema.shape.email,
    organizationName: organizationCreateSchema.shape.organizationName,
    fiscalYearStart: organizationCreateSchema.shape.fiscalYearStart,
  }),
  registerPasswordSchema,
);

export interface RegisterValues {
  email: string;
  password: string;
  confirmPassword: string;
  organizationName: string;
  fiscalYearStart: string;
}

export const emptyRegisterValues: RegisterValues = {
  email: '',
  password: '',
  confirmPassword: '',
  organizationName: '',
  fiscalYearStart: '',
};

/**
 * Variables of createUnverifiedUser; the server validates them again. `language`: the screen's, which the
 * account keeps for its e-mails.
 */
export function registerVariables(values: RegisterValues, language: Language = 'en') {
  return {
    email: values.email.trim(),
    password: values.password,
    organization: { name: values.organizationName.trim(), fiscalYearStart: values.fiscalYearStart },
    language,
  };
}
