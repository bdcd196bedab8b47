import type { IsolationCase, RestCase } from '../case.ts';

// "All my organisations". The combined view names A in organizationIds: no caller of the
// matrix may read A (the manager whose link was removed included), so each call must be refused. Without
// organizationIds the caller gets their own set, which must hold nothing of A (callerScoped).

const SELECTION = `organizations { id name }
  grantDeadlines { organization { id name } deadline { id deadline funder { name } program { name } } }
  reportDeadlines { organization { id name } deadline { id deadline funder { name } } }`;

export const cases: IsolationCase[] = [
  {
    kind: 'graphql',
    operation: 'combinedDeadlines',
    request: (fx) => ({
      query: `query ($ids: [ID!]) { combinedDeadlines(start: "2000-01-01", end: "2001-01-31", organizationIds: $ids) { ${SELECTION} } }`,
      variables: { ids: [String(fx.orgA.id)] },
    }),
  },
  {
    kind: 'graphql',
    operation: 'combinedDeadlines',
    name: "combinedDeadlines naming B and A (A must not ride along with the caller's own)",
    request: (fx) => ({
      query: `query ($ids: [ID!]) { combinedDeadlines(start: "2026-01-01", end: "2027-01-31", organizationIds: $ids) { ${SELECTION} } }`,
      variables: { ids: [String(fx.orgB.id), String(fx.orgA.id)] },
    }),
  },
  {
    kind: 'graphql',
    operation: 'combinedDeadlines',
    name: "combinedDeadlines without a pick (the caller's own organisations only)",
    callerScoped: "the caller's own and linked organisations: never A for these callers",
    request: () => ({
      query: `{ combinedDeadlines(start: "2026-01-01", end: "2027-01-31") { ${SELECTION} } }`,
    }),
  },
];

const feedCase = (operation: string, query: string): IsolationCase => ({
  kind: 'graphql',
  operation,
  callerScoped: "the caller's own all-organisations feed, kept in their own organisation",
  request: () => ({ query }),
});

cases.push(
  feedCase('combinedCalendarFeed', '{ combinedCalendarFeed { url path } }'),
  feedCase('regenerateCombinedCalendarFeed', 'mutation { regenerateCombinedCalendarFeed { url path } }'),
  feedCase('revokeCombinedCalendarFeed', 'mutation { revokeCombinedCalendarFeed }'),
  // An ADMIN's pick of organisations for the feed: no caller of the matrix may name A (nor slip it in after B).
  ...['combinedCalendarFeed', 'regenerateCombinedCalendarFeed'].flatMap((operation): IsolationCase[] => {
    const query = (kind: string) =>
      `${kind} ($ids: [ID!]) { ${operation}(organizationIds: $ids) { url path organizationIds } }`;
    const kind = operation === 'combinedCalendarFeed' ? 'query' : 'mutation';
    return [
      {
        kind: 'graphql',
        operation,
        name: `${operation} picking A`,
        request: (fx) => ({ query: query(kind), variables: { ids: [String(fx.orgA.id)] } }),
      },
      {
        kind: 'graphql',
        operation,
        name: `${operation} picking B and A`,
        request: (fx) => ({
          query: query(kind),
          variables: { ids: [String(fx.orgB.id), String(fx.orgA.id)] },
        }),
      },
    ];
  }),
  {
    kind: 'rest',
    service: 'rest',
    method: 'GET',
    name: 'rest GET /calendar/{A}-{guessed secret}.ics as a combined feed of A',
    url: (fx) => `/calendar/${fx.orgA.id}-${'Y29tYmluZWQtZmVlZA'.padEnd(43, 'B')}.ics`,
  },
);

// Excel from the lists: each list's file for A, with A's own search words where the list
// has a search, so a leak would hold A's rows.
const listExport = (url: RestCase['url']): RestCase => ({
  kind: 'rest',
  service: 'rest',
  method: 'GET',
  url,
});
cases.push(
  listExport(
    (fx) => `/export/grants.xlsx?organizationId=${fx.orgA.id}&columns=funder,program,amountRequested&lang=en`,
  ),
  listExport(
    (fx) =>
      `/export/pipeline.xlsx?organizationId=${fx.orgA.id}&search=${encodeURIComponent(fx.orgA.funderName)}&lang=en`,
  ),
  listExport(
    (fx) =>
      `/export/reports.xlsx?organizationId=${fx.orgA.id}&search=${encodeURIComponent(fx.orgA.funderName)}&lang=en`,
  ),
  listExport(
    (fx) =>
      `/export/funders.xlsx?organizationId=${fx.orgA.id}&search=${encodeURIComponent(fx.orgA.funderName)}&sort=WIN_RATE&lang=en`,
  ),
  listExport((fx) => `/export/programs.xlsx?organizationId=${fx.orgA.id}&lang=en`),
);
