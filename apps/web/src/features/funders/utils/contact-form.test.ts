import { funderContactUpdateSchema } from '@grantflow/validation/funder';
import { describe, expect, it } from 'vitest';
import { contactValuesFrom, toContactUpdateParams } from './contact-form.ts';

const funder = {
  name: 'Acme Trust',
  type: 'FOUNDATION' as const,
  email: null,
  phone: '(212) 555-1234',
  website: 'acme.org',
  keyContacts: 'Ann; Bo',
  complexityScore: 4,
};

describe('contact card values', () => {
  it('fills blanks for missing values', () => {
    const values = contactValuesFrom(funder, null);
    expect(values.email).toBe('');
    expect(values.city).toBe('');
    expect(values.complexityScore).toBe(4);
  });

  it('sends blanks as null and clears an all-blank address', () => {
    const parsed = funderContactUpdateSchema.parse(contactValuesFrom(funder, null));
    expect(toContactUpdateParams(parsed)).toEqual({
      name: 'Acme Trust',
      type: 'FOUNDATION',
      email: null,
      phone: '(212) 555-1234',
      website: 'http://acme.org',
      keyContacts: 'Ann; Bo',
      complexityScore: 4,
      location: null,
    });
  });

  it('sends the address when any part is filled', () => {
    const values = { ...contactValuesFrom(funder, null), city: ' Springfield ', complexityScore: '' };
    const params = toContactUpdateParams(funderContactUpdateSchema.parse(values));
    expect(params.location).toEqual({
      streetAddress: null,
      complement: null,
      city: 'Springfield',
      state: null,
      zipcode: null,
    });
    expect(params.complexityScore).toBeNull();
  });
});
