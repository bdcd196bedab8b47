// Create-funder wizard, funder profile cards, and the createFunder / updateFunder params (docs/product.md, Validation; GraphQL operations).
import { FUNDER_TYPES } from '@grantflow/domain/shared/enums';
import { z } from 'zod';
import {
  choice,
  complexityScore,
  id,
  normalizeWebsite,
  object,
  optionalEmail,
  optionalMultilineText,
  optionalPhone,
  optionalText,
  optionalZipcode,
  requiredText,
} from './fields.ts';
import { LONG_TEXT_MAX_LENGTH, NAME_MAX_LENGTH, SHORT_TEXT_MAX_LENGTH } from './limits.ts';
import { issue } from './messages.ts';

export { normalizeWebsite };

const locationText = optionalText(NAME_MAX_LENGTH);
const website = optionalText(SHORT_TEXT_MAX_LENGTH);
const keyContacts = optionalText(SHORT_TEXT_MAX_LENGTH);

const locationFields = {
  streetAddress: locationText,
  city: locationText,
  state: locationText,
  zipcode: optionalZipcode,
};

/** The create-funder wizard: personal step, then address step (flat form values). */
export const funderCreateSchema = object({
  name: requiredText(),
  type: choice(FUNDER_TYPES),
  keyContacts,
  email: optionalEmail,
  phone: optionalPhone,
  website,
  complexityScore,
  ...locationFields,
});

export type FunderCreateInput = z.input<typeof funderCreateSchema>;
export type FunderCreateValues = z.output<typeof funderCreateSchema>;

/** Fields validated by each wizard step before Continue / Submit. */
export const FUNDER_CREATE_STEPS = [
  ['name', 'type', 'keyContacts', 'email', 'phone', 'website', 'complexityScore'],
  ['streetAddress', 'city', 'state', 'zipcode'],
] as const satisfies ReadonlyArray<ReadonlyArray<keyof FunderCreateValues>>;

interface LocationLike {
  city?: string | null | undefined;
  state?: string | null | undefined;
  streetAddress?: string | null | undefined;
  zipcode?: string | null | undefined;
}

/** A location is sent only when city, state, street address or zipcode is non-empty after trimming. */
export function hasLocation(values: LocationLike): boolean {
  return [values.city, values.state, values.streetAddress, values.zipcode].some(
    (value) => typeof value === 'string' && value.trim() !== '',
  );
}

const locationInputSchema = object({
  ...locationFields,
  complement: locationText,
});

/** createFunder(params). organizationId is a request; the server resolves the effective organisation. */
export const funderCreateParamsSchema = object({
  name: requiredText(),
  type: choice(FUNDER_TYPES),
  organizationId: id.optional(),
  email: optionalEmail,
  phone: optionalPhone,
  keyContacts,
  website: website.transform((value) => (typeof value === 'string' ? normalizeWebsite(value) : value)),
  complexityScore,
  location: locationInputSchema.nullish(),
});

export type FunderCreateParams = z.output<typeof funderCreateParamsSchema>;

/** Builds createFunder params from parsed wizard values (website normalised, location only if given). */
export function toFunderCreateParams(values: FunderCreateValues): z.input<typeof funderCreateParamsSchema> {
  const { streetAddress, city, state, zipcode, website: site, ...rest } = values;
  return {
    ...rest,
    website: typeof site === 'string' ? normalizeWebsite(site) : site,
    ...(hasLocation(values) ? { location: { streetAddress, city, state, zipcode } } : {}),
  };
}

/** The profile's contact/location card. */
export const funderContactUpdateSchema = object({
  name: requiredText(),
  type: choice(FUNDER_TYPES),
  email: optionalEmail,
  phone: optionalPhone,
  website,
  keyContacts,
  complexityScore,
  ...locationFields,
  complement: locationText,
});

export type FunderContactUpdateInput = z.input<typeof funderContactUpdateSchema>;
export type FunderContactUpdateValues = z.output<typeof funderContactUpdateSchema>;

export const funderNotesUpdateSchema = object({ notes: optionalMultilineText(LONG_TEXT_MAX_LENGTH) });
export const funderHowToApplyUpdateSchema = object({
  howToApply: optionalMultilineText(LONG_TEXT_MAX_LENGTH),
});

/**
 * updateFunder(id, params): a partial update. An absent key leaves the column as it is; null
 * (or '') clears an optional one. Unknown keys (organizationId, ...) are dropped.
 */
export const funderUpdateParamsSchema = object({
  name: requiredText().optional(),
  email: optionalEmail,
  phone: optionalPhone,
  type: choice(FUNDER_TYPES).optional(),
  website: website.transform((value) => (typeof value === 'string' ? normalizeWebsite(value) : value)),
  complexityScore,
  keyContacts,
  location: locationInputSchema.nullish(),
  notes: optionalMultilineText(LONG_TEXT_MAX_LENGTH),
  howToApply: optionalMultilineText(LONG_TEXT_MAX_LENGTH),
  isPaused: z.boolean({ error: issue.invalid }).optional(),
});

export type FunderUpdateParams = z.output<typeof funderUpdateParamsSchema>;
