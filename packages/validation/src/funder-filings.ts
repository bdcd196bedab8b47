// findFunderFilings and confirmFunderEin (docs/product.md, Funder research): the funder by id, an optional
// search text for the provider, and a US EIN of nine digits (a dash after the second is accepted).
import { z } from 'zod';
import { id, object, optionalText, typeError } from './fields.ts';
import { issue } from './messages.ts';

const SEARCH_MAX_LENGTH = 200;

/** 12-3456789 or 123456789 → 123456789. */
export const ein = z
  .string({ error: typeError })
  .trim()
  .min(1, { error: issue.required, abort: true })
  .regex(/^\d{2}-?\d{7}$/, { error: issue.invalid })
  .transform((value) => value.replace('-', ''));

export const findFunderFilingsArgsSchema = object({
  funderId: id,
  search: optionalText(SEARCH_MAX_LENGTH),
});

export const confirmFunderEinArgsSchema = object({
  funderId: id,
  ein,
});

export type FindFunderFilingsArgs = z.output<typeof findFunderFilingsArgsSchema>;
export type ConfirmFunderEinArgs = z.output<typeof confirmFunderEinArgsSchema>;
