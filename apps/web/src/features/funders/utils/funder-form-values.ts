import type { FunderType } from '@grantflow/domain/shared/enums';

/** The wizard's values as Mantine inputs hold them ('' for empty text, null for an empty select). */
export interface FunderWizardValues {
  name: string;
  type: FunderType | null;
  keyContacts: string;
  email: string;
  phone: string;
  website: string;
  complexityScore: number | string;
  streetAddress: string;
  city: string;
  state: string;
  zipcode: string;
}

export const EMPTY_FUNDER_WIZARD: FunderWizardValues = {
  name: '',
  type: null,
  keyContacts: '',
  email: '',
  phone: '',
  website: '',
  complexityScore: '',
  streetAddress: '',
  city: '',
  state: '',
  zipcode: '',
};
