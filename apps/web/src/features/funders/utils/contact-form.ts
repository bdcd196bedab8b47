import type { FunderType } from '@grantflow/domain/shared/enums';
import { type FunderContactUpdateValues, hasLocation, normalizeWebsite } from '@grantflow/validation/funder';

/** The contact/location card's values as Mantine inputs hold them. */
export interface FunderContactValues {
  name: string;
  type: FunderType | null;
  email: string;
  phone: string;
  website: string;
  keyContacts: string;
  complexityScore: number | string;
  streetAddress: string;
  complement: string;
  city: string;
  state: string;
  zipcode: string;
}

interface FunderLike {
  name: string;
  type: FunderType;
  email?: string | null;
  phone?: string | null;
  website?: string | null;
  keyContacts?: string | null;
  complexityScore?: number | null;
}

interface LocationLike {
  streetAddress?: string | null;
  complement?: string | null;
  city?: string | null;
  state?: string | null;
  zipcode?: string | null;
}

export function contactValuesFrom(
  funder: FunderLike,
  location: LocationLike | null | undefined,
): FunderContactValues {
  return {
    name: funder.name,
    type: funder.type,
    email: funder.email ?? '',
    phone: funder.phone ?? '',
    website: funder.website ?? '',
    keyContacts: funder.keyContacts ?? '',
    complexityScore: funder.complexityScore ?? '',
    streetAddress: location?.streetAddress ?? '',
    complement: location?.complement ?? '',
    city: location?.city ?? '',
    state: location?.state ?? '',
    zipcode: location?.zipcode ?? '',
  };
}

const orNull = (value: string | null | undefined): string | null => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
};

/**
 * updateFunder params from the parsed card: blanks clear their column (null), the website gets its
 * scheme, and an all-blank address clears the location.
 */
export function toContactUpdateParams(values: FunderContactUpdateValues) {
  const address = {
    streetAddress: orNull(values.streetAddress),
    complement: orNull(values.complement),
    city: orNull(values.city),
    state: orNull(values.state),
    zipcode: orNull(values.zipcode),
  };
  const website = orNull(values.website);
  return {
    name: values.name,
    type: values.type,
    email: orNull(values.email),
    phone: orNull(values.phone),
    website: website === null ? null : normalizeWebsite(website),
    keyContacts: orNull(values.keyContacts),
    complexityScore: values.complexityScore ?? null,
    location: hasLocation(values) || address.complement !== null ? address : null,
  };
}
