import type { Role } from '@grantflow/domain/shared/enums';

export interface HeaderUser {
  readonly role: Role;
  readonly authorized: boolean;
}

export interface HeaderPermissions {
  readonly showNavigation: boolean;
  readonly showAdminLink: boolean;
  readonly showOrganizationPicker: boolean;
  readonly showAddOrganization: boolean;
}

/** docs/product.md, Screens and routes; Users and roles: what the header offers. An unauthorized account keeps only its user menu (to sign out). */
export function headerPermissions(user: HeaderUser | null): HeaderPermissions {
  const authorized = user?.authorized === true;
  const picks = authorized && (user?.role === 'ADMIN' || user?.role === 'MANAGER');
  return {
    showNavigation: authorized,
    showAdminLink: authorized && user?.role === 'ADMIN',
    showOrganizationPicker: picks,
    showAddOrganization: picks,
  };
}
