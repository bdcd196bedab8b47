// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  checkImpersonatedOrganization,
  clearImpersonatedOrganizationId,
  getImpersonatedOrganizationId,
  setImpersonatedOrganizationId,
  subscribeToImpersonation,
} from './impersonation.ts';

describe('impersonation validity checks', () => {
  beforeEach(() => window.sessionStorage.clear());

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

describe('where the acting choice lives', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    window.localStorage.clear();
  });

  it('stays in the tab (session storage), never across browser sessions', () => {
    setImpersonatedOrganizationId('7');
    expect(window.sessionStorage.getItem('impersonatedOrganizationId')).toBe('7');
    expect(window.localStorage.getItem('impersonatedOrganizationId')).toBeNull();
  });

  it('drops a choice an earlier version left in local storage', () => {
    window.localStorage.setItem('impersonatedOrganizationId', '7');
    expect(getImpersonatedOrganizationId()).toBeNull();
    clearImpersonatedOrganizationId();
    expect(window.localStorage.getItem('impersonatedOrganizationId')).toBeNull();
  });

  it('tells its subscribers when the choice changes', () => {
    const seen: (string | null)[] = [];
    const stop = subscribeToImpersonation(() => seen.push(getImpersonatedOrganizationId()));
    setImpersonatedOrganizationId('7');
    clearImpersonatedOrganizationId();
    clearImpersonatedOrganizationId();
    stop();
    setImpersonatedOrganizationId('8');
    expect(seen).toEqual(['7', null]);
  });
});
