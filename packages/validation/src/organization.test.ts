import { describe, expect, it } from 'vitest';
import { codedIssues } from './issue.ts';
import { messages } from './messages.ts';
import {
  organizationCreateBodySchema,
  organizationCreateSchema,
  organizationSettingsSchema,
  organizationUpdateArgsSchema,
} from './organization.ts';
import { issuesOf } from './test-helpers.ts';

describe('organizationCreateSchema', () => {
  it('accepts a name and a fiscal year start', () => {
    expect(
      organizationCreateSchema.parse({ organizationName: ' Fine Org ', fiscalYearStart: '2025-07-01' }),
    ).toEqual({
      organizationName: 'Fine Org',
      fiscalYearStart: '2025-07-01',
    });
  });

  it.each([
    [
      'no name',
      { organizationName: '', fiscalYearStart: '2025-07-01' },
      'organizationName',
      messages.required,
    ],
    ['no start', { organizationName: 'A', fiscalYearStart: null }, 'fiscalYearStart', messages.required],
    [
      'a bad start',
      { organizationName: 'A', fiscalYearStart: '07/01/2025' },
      'fiscalYearStart',
      messages.invalid,
    ],
  ])('refuses %s', (_, input, path, message) => {
    expect(issuesOf(organizationCreateSchema, input)).toEqual([[path, message]]);
  });
});

describe('organizationCreateBodySchema', () => {
  const body = { user_id: '3', name: 'Fine Org', fiscal_year_start_date: '2025-07-01' };

  it('accepts {user_id, name, fiscal_year_start_date}', () => {
    expect(organizationCreateBodySchema.parse(body)).toEqual({ ...body, user_id: 3 });
  });

  it.each([
    ['no user', { ...body, user_id: '' }, 'user_id', messages.required],
    ['a zero user', { ...body, user_id: 0 }, 'user_id', messages.invalid],
    ['no name', { ...body, name: undefined }, 'name', messages.required],
    [
      'a bad date',
      { ...body, fiscal_year_start_date: '2025-02-30' },
      'fiscal_year_start_date',
      messages.invalid,
    ],
  ])('refuses %s', (_, input, path, message) => {
    expect(issuesOf(organizationCreateBodySchema, input)).toEqual([[path, message]]);
  });
});

describe('organizationUpdateArgsSchema', () => {
  it('keeps only the name and the fiscal-year start; absent keys stay absent', () => {
    expect(
      organizationUpdateArgsSchema.parse({ name: ' Renamed ', role: 'ADMIN', organizationId: 9 }),
    ).toEqual({ name: 'Renamed' });
    expect(organizationUpdateArgsSchema.parse({ fiscalYearStart: '2026-10-01' })).toEqual({
      fiscalYearStart: '2026-10-01',
    });
  });

  it.each([
    ['a blank name', { name: '  ' }, 'name', messages.required],
    ['a malformed start', { fiscalYearStart: '10/01/2026' }, 'fiscalYearStart', messages.invalid],
    ['an impossible start', { fiscalYearStart: '2026-02-30' }, 'fiscalYearStart', messages.invalid],
    ['a blank currency', { currency: ' ' }, 'currency', messages.required],
    ['an unknown currency', { currency: 'XYZ' }, 'currency', messages.currency],
    ['a lower-case currency', { currency: 'eur' }, 'currency', messages.currency],
    ['a currency name', { currency: 'Euro' }, 'currency', messages.currency],
    ['a non-text currency', { currency: 978 }, 'currency', messages.invalid],
  ])('refuses %s', (_, input, path, message) => {
    expect(issuesOf(organizationUpdateArgsSchema, input)).toEqual([[path, message]]);
  });

  it('accepts an ISO 4217 currency code', () => {
    expect(organizationUpdateArgsSchema.parse({ currency: ' EUR ' })).toEqual({ currency: 'EUR' });
    expect(organizationUpdateArgsSchema.parse({ currency: 'BRL' })).toEqual({ currency: 'BRL' });
  });

  it('codes the refusal of an unknown currency', () => {
    const result = organizationUpdateArgsSchema.safeParse({ currency: 'XYZ' });
    expect(result.success).toBe(false);
    expect(codedIssues(result.error?.issues ?? [])).toEqual([
      { path: 'currency', code: 'CURRENCY', params: {}, message: messages.currency },
    ]);
  });
});

describe('organizationSettingsSchema', () => {
  it('accepts a name and a currency', () => {
    expect(organizationSettingsSchema.parse({ name: ' Org ', currency: 'EUR' })).toEqual({
      name: 'Org',
      currency: 'EUR',
    });
  });

  it.each([
    ['no currency', { name: 'Org', currency: '' }, 'currency', messages.required],
    ['an unknown currency', { name: 'Org', currency: 'ABC' }, 'currency', messages.currency],
    ['no name', { name: '', currency: 'USD' }, 'name', messages.required],
  ])('refuses %s', (_, input, path, message) => {
    expect(issuesOf(organizationSettingsSchema, input)).toEqual([[path, message]]);
  });
});
