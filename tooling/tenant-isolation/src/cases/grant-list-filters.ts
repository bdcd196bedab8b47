import type { Fixture, IsolationCase } from '../case.ts';

// Issue 13 (dashboard cards ↔ grant list): listApplications with the new awardYear filter (and the
// submissionYear one the other cards use), called with organisation A's id by callers who may not act for it.

const query = `query ($filters: ApplicationFilters) {
  listApplications(filters: $filters, pagination: { pageSize: 100 }) {
    total items { id status displayStatus grant { id funder { id name } program { id name } } }
  }
}`;

const filters = (fx: Fixture, extra: Record<string, unknown>) => ({
  filters: { organizationId: String(fx.orgA.id), ...extra },
});

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
];
