import { graphql, type ResultOf } from '../../../graphql/graphql.ts';

export const AdminListOrganizationsQuery = graphql(`
  query AdminListOrganizations {
    adminListOrganizations {
      id
      name
      fiscalYearStart
      currency
      currentFiscalYear
      userCount
    }
  }
`);

export const AdminListUsersQuery = graphql(`
  query AdminListUsers($search: String, $organizationId: ID) {
    adminListUsers(search: $search, organizationId: $organizationId) {
      id
      email
      role
      authorized
      organization {
        id
        name
      }
      managedOrganizations {
        id
        name
      }
    }
  }
`);

export type AdminUserRow = ResultOf<typeof AdminListUsersQuery>['adminListUsers'][number];
export type AdminOrganizationRow = ResultOf<
  typeof AdminListOrganizationsQuery
>['adminListOrganizations'][number];

export const AdminUpdateUserMutation = graphql(`
  mutation AdminUpdateUser($id: ID!, $role: Role, $authorized: Boolean) {
    adminUpdateUser(id: $id, role: $role, authorized: $authorized) {
      id
      role
      authorized
    }
  }
`);

export const AdminLinkManagerMutation = graphql(`
  mutation AdminLinkManager($userId: ID!, $organizationId: ID!) {
    adminLinkManager(userId: $userId, organizationId: $organizationId) {
      id
      managedOrganizations {
        id
        name
      }
    }
  }
`);

export const AdminUnlinkManagerMutation = graphql(`
  mutation AdminUnlinkManager($userId: ID!, $organizationId: ID!) {
    adminUnlinkManager(userId: $userId, organizationId: $organizationId) {
      id
      managedOrganizations {
        id
        name
      }
    }
  }
`);

export const UpdateOrganizationSettingsMutation = graphql(`
  mutation UpdateOrganizationSettings($id: ID!, $params: OrganizationParams!) {
    updateOrganization(id: $id, params: $params) {
      id
      name
      fiscalYearStart
      currentFiscalYear
      currency
    }
  }
`);
