import { describe, expect, it } from 'vitest';
import {
  FUNDER_CREATE_STEPS,
  funderContactUpdateSchema,
  funderCreateParamsSchema,
  funderCreateSchema,
  funderUpdateParamsSchema,
  hasLocation,
  normalizeWebsite,
  toFunderCreateParams,
} from './funder.ts';
import { messages } from './messages.ts';
import { issuesOf } from './test-helpers.ts';

const valid = {
  name: 'Riverbend Trust',
  type: 'FOUNDATION',
  keyContacts: 'Ann; Bob',
  email: '',
  phone: '',
  website: '',
  complexityScore: '',
  streetAddress: '',
  city: '',
  state: '',
  zipcode: '',
};

describe('funderCreateSchema', () => {
  it.each([
    ['the empty optional fields', {}],
    ['an e-mail', { email: 'grants@riverbend.org' }],
    ['a masked phone', { phone: '(555) 123-4567' }],
    ['a phone with country code', { phone: '+1 555 123 4567' }],
    ['complexity 0', { complexityScore: 0 }],
    ['complexity 20', { complexityScore: 20 }],
    ['complexity as text', { complexityScore: '7' }],
    ['complexity null', { complexityScore: null }],
    ['a five-digit zipcode', { zipcode: '12345' }],
    ['a ZIP+4', { zipcode: '12345-6789' }],
    ['missing optional keys', { email: undefined, phone: undefined, zipcode: undefined }],
  ])('accepts %s', (_, override) => {
    expect(issuesOf(funderCreateSchema, { ...valid, ...override })).toEqual([]);
  });

  it.each([
    ['a blank name', { name: '   ' }, 'name', messages.required],
    ['no name', { name: undefined }, 'name', messages.required],
    ['a long name', { name: 'x'.repeat(256) }, 'name', 'Maximum of 255 characters'],
    ['no type', { type: null }, 'type', messages.required],
    ['an empty type', { type: '' }, 'type', messages.required],
    ['an unknown type', { type: 'CHARITY' }, 'type', messages.invalid],
    ['a bad e-mail', { email: 'not-an-email' }, 'email', messages.email],
    ['a short phone', { phone: '(555) 123-456' }, 'phone', messages.phone],
    ['a phone starting with 0', { phone: '(055) 123-4567' }, 'phone', messages.phone],
    ['a phone with letters', { phone: '555-CALL-NOW1' }, 'phone', messages.phone],
    ['complexity 21', { complexityScore: 21 }, 'complexityScore', messages.complexityScore],
    ['complexity -1', { complexityScore: -1 }, 'complexityScore', messages.complexityScore],
    ['complexity 2.5', { complexityScore: 2.5 }, 'complexityScore', messages.complexityScore],
    ['complexity text', { complexityScore: 'hard' }, 'complexityScore', messages.complexityScore],
    ['a zipcode over 10', { zipcode: '12345-67890' }, 'zipcode', 'Maximum of 10 characters'],
    ['a zipcode with letters', { zipcode: '1234A' }, 'zipcode', messages.invalid],
    ['a dash in the wrong place', { zipcode: '1234-56789' }, 'zipcode', messages.invalid],
  ])('refuses %s', (_, override, path, message) => {
    expect(issuesOf(funderCreateSchema, { ...valid, ...override })).toEqual([[path, message]]);
  });

  it('renders the complexity message with the limits', () => {
    expect(messages.complexityScore).toBe('Input a number between 0 and 20');
  });

  it('names the fields of each wizard step', () => {
    expect(FUNDER_CREATE_STEPS.flat().sort()).toEqual(Object.keys(valid).sort());
  });
});

describe('normalizeWebsite', () => {
  it.each([
    ['riverbend.org', 'http://riverbend.org'],
    ['http://riverbend.org', 'http://riverbend.org'],
    ['https://riverbend.org', 'https://riverbend.org'],
    ['HTTPS://riverbend.org', 'HTTPS://riverbend.org'],
    ['  www.riverbend.org ', 'http://www.riverbend.org'],
    ['', ''],
  ])('%j -> %j', (input, output) => {
    expect(normalizeWebsite(input)).toBe(output);
  });
});

describe('hasLocation', () => {
  it.each([
    [{ city: 'Austin' }, true],
    [{ state: 'TX' }, true],
    [{ streetAddress: '1 Main St' }, true],
    [{ zipcode: '78701' }, true],
    [{ city: '  ', state: '', streetAddress: null, zipcode: undefined }, false],
    [{}, false],
  ])('%j -> %s', (values, expected) => {
    expect(hasLocation(values)).toBe(expected);
  });
});

describe('toFunderCreateParams', () => {
  it('normalises the website and leaves out an empty location', () => {
    const values = funderCreateSchema.parse({ ...valid, website: 'riverbend.org', city: ' ' });
    const params = funderCreateParamsSchema.parse(toFunderCreateParams(values));
    expect(params.website).toBe('http://riverbend.org');
    expect(params.location).toBeUndefined();
  });

  it('sends the location when one field is filled', () => {
    const values = funderCreateSchema.parse({ ...valid, city: 'Austin', zipcode: '78701' });
    expect(funderCreateParamsSchema.parse(toFunderCreateParams(values)).location).toEqual({
      streetAddress: '',
      city: 'Austin',
      state: '',
      zipcode: '78701',
    });
  });
});

describe('funderContactUpdateSchema', () => {
  const contact = { name: 'Riverbend Trust', type: 'CORPORATE', email: '', phone: '' };

  it.each([
    ['a blank contact', {}],
    ['ten digits', { phone: '5551234567' }],
    ['a valid e-mail', { email: 'a@b.org' }],
  ])('accepts %s', (_, override) => {
    expect(issuesOf(funderContactUpdateSchema, { ...contact, ...override })).toEqual([]);
  });

  it.each([
    ['no name', { name: '' }, 'name', messages.required],
    ['no type', { type: undefined }, 'type', messages.required],
    ['nine digits', { phone: '555123456' }, 'phone', messages.phone],
    ['a bad e-mail', { email: 'a@' }, 'email', messages.email],
    ['complexity 30', { complexityScore: '30' }, 'complexityScore', messages.complexityScore],
  ])('refuses %s', (_, override, path, message) => {
    expect(issuesOf(funderContactUpdateSchema, { ...contact, ...override })).toEqual([[path, message]]);
  });
});

describe('funderCreateParamsSchema', () => {
  it('accepts numeric organisation ids and drops unknown keys', () => {
    const params = funderCreateParamsSchema.parse({
      name: 'A',
      type: 'OTHER',
      organizationId: '4',
      role: 'ADMIN',
      location: { city: 'Austin' },
    });
    expect(params).toEqual({ name: 'A', type: 'OTHER', organizationId: 4, location: { city: 'Austin' } });
  });

  it.each([
    ['no name', { type: 'OTHER' }, 'name', messages.required],
    ['a bad id', { name: 'A', type: 'OTHER', organizationId: 'x1' }, 'organizationId', messages.invalid],
    [
      'a bad zipcode',
      { name: 'A', type: 'OTHER', location: { zipcode: 'abc' } },
      'location.zipcode',
      messages.invalid,
    ],
  ])('refuses %s', (_, input, path, message) => {
    expect(issuesOf(funderCreateParamsSchema, input)).toEqual([[path, message]]);
  });
});

describe('funderUpdateParamsSchema', () => {
  it('accepts a partial update and keeps absent keys absent', () => {
    expect(funderUpdateParamsSchema.parse({ isPaused: true })).toEqual({ isPaused: true });
  });

  it('clears the complexity score with null and normalises the website', () => {
    expect(funderUpdateParamsSchema.parse({ complexityScore: null, website: 'x.org', notes: ' n ' })).toEqual(
      {
        complexityScore: null,
        website: 'http://x.org',
        notes: 'n',
      },
    );
  });

  it.each([
    ['a blank name', { name: ' ' }, 'name', messages.required],
    ['an unknown type', { type: 'x' }, 'type', messages.invalid],
    ['isPaused as text', { isPaused: 'yes' }, 'isPaused', messages.invalid],
    ['complexity 21', { complexityScore: 21 }, 'complexityScore', messages.complexityScore],
    ['a bad e-mail', { email: 'x' }, 'email', messages.email],
  ])('refuses %s', (_, input, path, message) => {
    expect(issuesOf(funderUpdateParamsSchema, input)).toEqual([[path, message]]);
  });
});
