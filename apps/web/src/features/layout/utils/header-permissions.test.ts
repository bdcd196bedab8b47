import { describe, expect, it } from 'vitest';
import { headerPermissions } from './header-permissions.ts';

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
