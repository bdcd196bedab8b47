import type { Fixture, IsolationCase } from '../case.ts';

// Dashboard cards ↔ grant list: listApplications with the new awardYear filter (and the
// submissionYear one the other cards use), called with organisation A's id by callers who may not act for it.
// The grant list's and the report center's searches match A's funder and program names in
// subqueries of their own (packages/db applicationPartiesMatch): searched by those names, still nothing of A.

const query = `query ($filters: ApplicationFilters) {
  listApplications(filters: $filters, pagination: { pageSize: 100 }) {
    total items { id status displayStatus grant { id funder { id name } program { id name } } }
  }
}`;

const filters = (fx: Fixture, extra: Record<string, unknown>) => ({
  filters: { organizationId: String(fx.orgA.id), ...extra },
});

const reportsQuery = `query ($filters: ReportFilters) {
  listReports(filters: $filters, pagination: { pageSize: 100 }) {
    total items { id deadline grantApplication { id grant { funder { id name } program { id name } } } }
  }
}`;

export const cases: IsolationCase[] = [
  {
    kind: 'graphql',
    operation: 'listApplications',
    request: (fx) => ({ query, variables: filters(fx, { status: 'AWARDED', awardYear: 2026 }) }),
  },
  {
    kind: 'graphql',
    operation: 'listApplications',
    request: (fx) => ({ query, variables: filters(fx, { status: 'PENDING', submissionYear: 2026 }) }),
  },
  {
    kind: 'graphql',
    name: "listApplications searching A's funder name",
    operation: 'listApplications',
    request: (fx) => ({ query, variables: filters(fx, { search: fx.orgA.funderName }) }),
  },
  {
    kind: 'graphql',
    name: "listApplications searching A's program name",
    operation: 'listApplications',
    request: (fx) => ({ query, variables: filters(fx, { search: fx.orgA.programName }) }),
  },
  {
    kind: 'graphql',
    name: "listReports searching A's funder name",
    operation: 'listReports',
    request: (fx) => ({ query: reportsQuery, variables: filters(fx, { search: fx.orgA.funderName }) }),
  },
];
