// The admin page's changes to a user (docs/product.md, Users and roles).
import { ROLES } from '@grantflow/domain/shared/enums';
import { z } from 'zod';
import { object, typeError } from './fields.ts';

/** adminUpdateUser(id, role, authorized): either may be left out (kept as is); the id is looked up. */
export const adminUpdateUserArgsSchema = object({
  role: z.enum(ROLES, { error: typeError }).nullish(),
  authorized: z.boolean({ error: typeError }).nullish(),
});
