import { describe, expect, it } from 'vitest';
import { effectiveOrganizationOf, requestedOrganizationIdOf } from './effective-organization.ts';
import type { AuthUser } from './user.ts';

const own = { id: 1, name: 'Own', fiscalYearStart: null, currency: 'USD' };
const other = { id: 2, name: 'Other', fiscalYearStart: '2020-07-01', currency: 'EUR' };
const user = (role: AuthUser['role'], authorized = true): AuthUser => ({
  id: 7,
  email: 'u@example.org',
  role,
  authorized,
  organizationId: 1,
  organization: own,
});
const codeOf = (fn: () => unknown) => {
  try {
    fn();
    return null;
  } catch (error) {
    return (error as { code?: string }).code;
  }
};

describe('effectiveOrganizationOf (what authenticate read in its one statement)', () => {
  it('answers the own organisation without a request or for its own id', () => {
    expect(effectiveOrganizationOf(user('USER'), undefined, null)).toBe(own);
    expect(effectiveOrganizationOf(user('USER'), '1', null)).toBe(own);
  });

  it('lets an ADMIN act for any existing organisation, a MANAGER only for a linked one, a USER for none', () => {
    const read = { id: 2, organization: other, linked: false };
    expect(effectiveOrganizationOf(user('ADMIN'), '2', read)).toBe(other);
    expect(codeOf(() => effectiveOrganizationOf(user('MANAGER'), '2', read))).toBe('ORGANIZATION_NOT_FOUND');
    expect(effectiveOrganizationOf(user('MANAGER'), '2', { ...read, linked: true })).toBe(other);
    expect(codeOf(() => effectiveOrganizationOf(user('USER'), '2', { ...read, linked: true }))).toBe(
      'ORGANIZATION_NOT_FOUND',
    );
  });

  it('refuses a missing organisation, an id that was not the one read, garbage and unauthorized users', () => {
    expect(
      codeOf(() => effectiveOrganizationOf(user('ADMIN'), '2', { id: 2, organization: null, linked: false })),
    ).toBe('ORGANIZATION_NOT_FOUND');
    expect(
      codeOf(() => effectiveOrganizationOf(user('ADMIN'), '3', { id: 2, organization: other, linked: true })),
    ).toBe('ORGANIZATION_NOT_FOUND');
    expect(codeOf(() => effectiveOrganizationOf(user('ADMIN'), 'x', null))).toBe('ORGANIZATION_NOT_FOUND');
    expect(codeOf(() => effectiveOrganizationOf(user('ADMIN', false), undefined, null))).toBe('UNAUTHORIZED');
    expect(requestedOrganizationIdOf('x')).toBeNull();
    expect(requestedOrganizationIdOf(' 12 ')).toBe(12);
  });
});
