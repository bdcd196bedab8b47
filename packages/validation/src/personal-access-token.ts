// Personal access tokens: the create form and createPersonalAccessToken(params) (docs/product.md, Access tokens).
import {
  ACCESS_TOKEN_EXPIRY_DAYS,
  ACCESS_TOKEN_NAME_MAX_LENGTH,
  type AccessTokenExpiryDays,
} from '@grantflow/domain/constants/limits';
import { z } from 'zod';
import { object, requiredText } from './fields.ts';
import { issue } from './messages.ts';

export { ACCESS_TOKEN_EXPIRY_DAYS, ACCESS_TOKEN_NAME_MAX_LENGTH };

const isExpiryDays = (days: number): days is AccessTokenExpiryDays =>
  (ACCESS_TOKEN_EXPIRY_DAYS as readonly number[]).includes(days);

/** createPersonalAccessToken(params: { name, expiresInDays }): null or absent means the token never expires. */
export const personalAccessTokenCreateSchema = object({
  name: requiredText(ACCESS_TOKEN_NAME_MAX_LENGTH),
  expiresInDays: z
    .number({ error: issue.oneOf(ACCESS_TOKEN_EXPIRY_DAYS) })
    .refine(isExpiryDays, { error: issue.oneOf(ACCESS_TOKEN_EXPIRY_DAYS) })
    .transform((days) => days as AccessTokenExpiryDays)
    .nullish()
    .transform((days) => days ?? null),
});
export type PersonalAccessTokenCreateInput = z.input<typeof personalAccessTokenCreateSchema>;
export type PersonalAccessTokenCreate = z.output<typeof personalAccessTokenCreateSchema>;
