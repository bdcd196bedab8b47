import type { IsolationCase } from '../case.ts';

const ADMIN_USER_FIELDS =
  'id email role authorized organization { id name } managedOrganizations { id name }';

// The admin page's operations: ADMIN only, so every caller of the matrix must be refused.
export const cases: IsolationCase[] = [
  {
    kind: 'graphql',
    operation: 'adminListOrganizations',
    request: () => ({ query: '{ adminListOrganizations { id name userCount } }' }),
  },
  {
    kind: 'graphql',
    operation: 'adminListUsers',
    request: (fx) => ({
      query: `query ($organizationId: ID) { adminListUsers(organizationId: $organizationId) { ${ADMIN_USER_FIELDS} } }`,
      variables: { organizationId: String(fx.orgA.id) },
    }),
  },
  {
    kind: 'graphql',
    operation: 'adminUpdateUser',
    request: (fx) => ({
      query: `mutation ($id: ID!) { adminUpdateUser(id: $id, role: ADMIN, authorized: false) { ${ADMIN_USER_FIELDS} } }`,
      variables: { id: String(fx.orgA.userId) },
    }),
  },
  {
    kind: 'graphql',
    operation: 'adminLinkManager',
    request: (fx) => ({
      query: `mutation ($userId: ID!, $organizationId: ID!) { adminLinkManager(userId: $userId, organizationId: $organizationId) { ${ADMIN_USER_FIELDS} } }`,
      variables: { userId: String(fx.users.managerNotLinked), organizationId: String(fx.orgA.id) },
    }),
  },
  {
    kind: 'graphql',
    operation: 'adminUnlinkManager',
    request: (fx) => ({
      query: `mutation ($userId: ID!, $organizationId: ID!) { adminUnlinkManager(userId: $userId, organizationId: $organizationId) { ${ADMIN_USER_FIELDS} } }`,
      variables: { userId: String(fx.users.managerOfA), organizationId: String(fx.orgA.id) },
    }),
  },
];
