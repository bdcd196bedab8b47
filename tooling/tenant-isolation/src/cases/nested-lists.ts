import type { IsolationCase } from '../case.ts';

// The lists nested under an organisation, a funder and a grant (Organization.funders / programs,
// Funder.grants / awards, Grant.applications). Each runs in its parent's organisation: reached through a
// root field naming A, the root refuses; reached through the caller's own objects, they answer only the
// caller's own rows (callerScoped), never A's.

const orgA = (fx: { orgA: { id: number } }) => String(fx.orgA.id);

const FUNDER_LISTS = `grants(pagination: { pageSize: 50 }) { total items { id program { name }
  applications { total items { id deadline } } } }
  awards { total items { id amountAwarded } }`;

export const cases: IsolationCase[] = [
  {
    kind: 'graphql',
    name: 'Organization.funders and programs under getOrganization(A)',
    operation: 'getOrganization',
    request: (fx) => ({
      query: `query ($id: ID!) { getOrganization(id: $id) {
        funders(pagination: { pageSize: 50 }) { total items { id name ${FUNDER_LISTS} } }
        programs { id name achievedAmount }
      } }`,
      variables: { id: orgA(fx) },
    }),
  },
  {
    kind: 'graphql',
    name: "Organization.funders and programs under the caller's own organisations",
    operation: 'listOrganizations',
    callerScoped:
      "the caller's own organisations (a MANAGER's linked ones), with their own funders and programs",
    request: () => ({
      query: `{ listOrganizations { id name
        funders(filters: { search: "" }) { total items { id name ${FUNDER_LISTS} } }
        programs { id name } } }`,
    }),
  },
  {
    kind: 'graphql',
    name: 'Organization.funders and programs under currentUser',
    operation: 'currentUser',
    callerScoped: "the signed-in user's own organisation, with its own funders and programs",
    request: () => ({
      query: `{ currentUser { id organization { id funders { total items { id name ${FUNDER_LISTS} } }
        programs { id name } } } }`,
    }),
  },
  {
    kind: 'graphql',
    name: 'Funder.grants, Funder.awards and Grant.applications under listFunders(organizationId: A)',
    operation: 'listFunders',
    request: (fx) => ({
      query: `query ($org: ID!) { listFunders(filters: { organizationId: $org }, pagination: { pageSize: 50 }) {
        total items { id name ${FUNDER_LISTS} } } }`,
      variables: { org: orgA(fx) },
    }),
  },
  {
    kind: 'graphql',
    name: "Funder.grants, Funder.awards and Grant.applications under getFunder(A's funder)",
    operation: 'getFunder',
    request: (fx) => ({
      query: `query ($id: ID!) { getFunder(id: $id) { id name ${FUNDER_LISTS} } }`,
      variables: { id: String(fx.orgA.funderId) },
    }),
  },
  {
    kind: 'graphql',
    name: 'Grant.applications under listApplications(organizationId: A)',
    operation: 'listApplications',
    request: (fx) => ({
      query: `query ($org: ID!) { listApplications(filters: { organizationId: $org }) {
        items { id grant { id applications(pagination: { pageSize: 50 }) { total items { id deadline } }
          funder { name grants { total items { id } } awards { total items { id } } } } } } }`,
      variables: { org: orgA(fx) },
    }),
  },
  {
    kind: 'graphql',
    name: "Grant.applications under getApplication(A's application)",
    operation: 'getApplication',
    request: (fx) => ({
      query: `query ($id: ID!) { getApplication(id: $id) { id grant { id
        applications { total items { id deadline grant { program { name } } } } } } }`,
      variables: { id: String(fx.orgA.applicationId) },
    }),
  },
];
