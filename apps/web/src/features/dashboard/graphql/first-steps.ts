import { graphql } from '../../../graphql/graphql.ts';

// What the first-steps checklist needs to tick its steps: whether the organisation has any funder, program and
// grant. Totals of one-row pages and the program list (an organisation has few programs).
export const FirstStepsQuery = graphql(`
  query FirstSteps($organizationId: ID) {
    listFunders(filters: { organizationId: $organizationId }, pagination: { pageSize: 1 }) {
      total
    }
    listPrograms(organizationId: $organizationId) {
      id
    }
    listApplications(filters: { organizationId: $organizationId }, pagination: { pageSize: 1 }) {
      total
    }
  }
`);
