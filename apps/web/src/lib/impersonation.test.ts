// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  checkImpersonatedOrganization,
  clearImpersonatedOrganizationId,
  getImpersonatedOrganizationId,
  setImpersonatedOrganizationId,
} from './impersonation.ts';

describe('impersonation validity checks', () => {
  beforeEach(() => window.localStorage.clear());

  it('does nothing without a stored choice', () => {
    expect(checkImpersonatedOrganization(['1'])).toBe('none');
  });

  it('drops the choice after three failed checks in a row', () => {
    setImpersonatedOrganizationId('7');
    expect(checkImpersonatedOrganization(['1'])).toBe('missing');
    expect(checkImpersonatedOrganization(['1'])).toBe('missing');
    expect(getImpersonatedOrganizationId()).toBe('7');
    expect(checkImpersonatedOrganization(['1'])).toBe('dropped');
    expect(getImpersonatedOrganizationId()).toBeNull();
  });

  it('starts counting again after a check that finds it', () => {
    setImpersonatedOrganizationId('7');
    checkImpersonatedOrganization([]);
    checkImpersonatedOrganization([]);
    expect(checkImpersonatedOrganization(['7'])).toBe('kept');
    checkImpersonatedOrganization([]);
    checkImpersonatedOrganization([]);
    expect(getImpersonatedOrganizationId()).toBe('7');
  });

  it('forgets the count with the choice', () => {
    setImpersonatedOrganizationId('7');
    checkImpersonatedOrganization([]);
    checkImpersonatedOrganization([]);
    clearImpersonatedOrganizationId();
    setImpersonatedOrganizationId('8');
    expect(checkImpersonatedOrganization([])).toBe('missing');
  });
});
