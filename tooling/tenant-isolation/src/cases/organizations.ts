import type { IsolationCase } from '../case.ts';

const UPDATE_ORGANIZATION = `mutation ($id: ID!, $params: OrganizationParams!) {
  updateOrganization(id: $id, params: $params) { id name fiscalYearStart currentFiscalYear currency }
}`;

export const cases: IsolationCase[] = [
  {
    kind: 'graphql',
    operation: 'listOrganizations',
    callerScoped: 'lists the organisations the caller may pick: their own and, for a MANAGER, linked ones',
    request: () => ({
      query: '{ listOrganizations { id name currentFiscalYear fiscalYearStart currency } }',
    }),
  },
  {
    kind: 'graphql',
    operation: 'updateOrganization',
    request: (fx) => ({
      query: UPDATE_ORGANIZATION,
      variables: {
        id: String(fx.orgA.id),
        params: { name: 'Taken over', fiscalYearStart: '2020-01-01', currency: 'EUR' },
      },
    }),
  },
  {
    kind: 'rest',
    service: 'rest',
    method: 'GET',
    url: (fx) => `/managers/${fx.orgA.userId}`,
  },
  {
    kind: 'rest',
    name: "rest GET /managers/:userId (A's linked manager)",
    service: 'rest',
    method: 'GET',
    url: (fx) => `/managers/${fx.users.managerOfA}`,
  },
  {
    kind: 'rest',
    service: 'rest',
    method: 'POST',
    url: () => '/managers/organisation',
    body: (fx) => ({ user_id: fx.orgA.userId, name: 'Isolation Org', fiscal_year_start_date: '2020-07-01' }),
  },
  {
    kind: 'rest',
    name: "rest POST /managers/organisation (for A's linked manager, with organizationId: A)",
    service: 'rest',
    method: 'POST',
    url: () => '/managers/organisation',
    body: (fx) => ({
      user_id: fx.users.managerOfA,
      name: 'Isolation Org',
      fiscal_year_start_date: '2020-07-01',
      organizationId: fx.orgA.id,
      role: 'ADMIN',
    }),
  },
];
