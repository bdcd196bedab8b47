// The Create Organization modal and POST /managers/organisation (docs/product.md, Validation; REST calls).
import type { z } from 'zod';
import { currencyCode, formDate, id, isoDate, object, requiredText } from './fields.ts';

export const organizationCreateSchema = object({
  organizationName: requiredText(),
  fiscalYearStart: formDate,
});
export type OrganizationCreateInput = z.input<typeof organizationCreateSchema>;

export const organizationCreateBodySchema = object({
  user_id: id,
  name: requiredText(),
  fiscal_year_start_date: isoDate,
});
export type OrganizationCreateBody = z.output<typeof organizationCreateBodySchema>;

/**
 * updateOrganization(id, params): a new name, fiscal-year start (yyyy-MM-dd; its month and day count) or
 * currency (ISO 4217). A missing key leaves the value unchanged. Only these keys exist, so nothing else can
 * be written.
 */
export const organizationUpdateArgsSchema = object({
  name: requiredText().optional(),
  fiscalYearStart: isoDate.optional(),
  currency: currencyCode.optional(),
});
export type OrganizationUpdateArgs = z.output<typeof organizationUpdateArgsSchema>;

/** The admin's organisation settings form: name and currency; it sends updateOrganization's params. */
export const organizationSettingsSchema = object({
  name: requiredText(),
  currency: currencyCode,
});
export type OrganizationSettingsInput = z.input<typeof organizationSettingsSchema>;
