import { describe, expect, it } from 'vitest';
import { currentOrganizationId, headerPermissions, sortOrganizations } from './header-permissions.ts';

describe('headerPermissions', () => {
  it('gives ADMIN everything', () => {
    expect(headerPermissions({ role: 'ADMIN', authorized: true })).toEqual({
      showNavigation: true,
      showAdminLink: true,
      showOrganizationPicker: true,
      showAddOrganization: true,
    });
  });

  it('gives MANAGER the picker but no Admin link', () => {
    const p = headerPermissions({ role: 'MANAGER', authorized: true });
    expect(p.showOrganizationPicker && p.showAddOrganization && !p.showAdminLink).toBe(true);
  });

  it('gives USER navigation only', () => {
    expect(headerPermissions({ role: 'USER', authorized: true })).toEqual({
      showNavigation: true,
      showAdminLink: false,
      showOrganizationPicker: false,
      showAddOrganization: false,
    });
  });

  it('hides everything from unauthorized and anonymous users', () => {
    for (const user of [{ role: 'ADMIN', authorized: false } as const, null]) {
      expect(Object.values(headerPermissions(user)).some(Boolean)).toBe(false);
    }
  });
});

describe('sortOrganizations', () => {
  it('sorts by name ignoring case', () => {
    const sorted = sortOrganizations([
      { id: '1', name: 'beta' },
      { id: '2', name: 'Alpha' },
      { id: '3', name: 'alpha house' },
    ]);
    expect(sorted.map((o) => o.name)).toEqual(['Alpha', 'alpha house', 'beta']);
  });
});

describe('currentOrganizationId', () => {
  const offered = [
    { id: '1', name: 'A' },
    { id: '2', name: 'B' },
  ];

  it('uses the stored choice when it is offered', () => {
    expect(currentOrganizationId('2', '1', offered)).toBe('2');
  });

  it('falls back to the own organisation', () => {
    expect(currentOrganizationId(null, '1', offered)).toBe('1');
    expect(currentOrganizationId('9', '1', offered)).toBe('1');
  });
});
