import { Client, fetchExchange } from 'urql';
import { initI18n } from '../i18n/index.ts';
import { staff } from './render-app.tsx';
import { renderRouter } from './render-router.tsx';

export interface Call {
  operationName: string;
  variables: { filters?: Record<string, unknown> };
}

/** One application as the list returns it. */
export const applicationRow = {
  id: '41',
  status: 'PENDING',
  displayStatus: 'PENDING',
  canEdit: true,
  deadline: '2026-12-01',
  deadlineType: 'REQUIRED',
  declined: false,
  isSubmittedAsIneligible: false,
  ineligibleReason: null,
  declinedDetails: null,
  submission: { submissionDate: '2026-11-02', amountRequested: 12500 },
  award: null,
  reports: [],
  grant: {
    id: '31',
    frequency: 'ONE_TIME',
    responseAverage: null,
    program: { id: '2', name: 'Youth Literacy' },
    funder: { id: '5', name: 'Cedar Ridge Community Trust', complexityScore: 3, lastAward: null },
  },
};

/** A tracker screen (pipeline, grant list) at `path` whose application list answers `items`; returns the GraphQL calls. */
export function renderTracker(path: string, items: readonly unknown[]) {
  const i18n = initI18n();
  void i18n.changeLanguage('en');
  const calls: Call[] = [];
  const client = new Client({
    url: 'http://localhost/graphql',
    preferGetMethod: false,
    exchanges: [fetchExchange],
    fetch: async (_url, init) => {
      const body = JSON.parse(String(init?.body)) as { query: string; variables: Call['variables'] };
      const operationName = /(?:query|mutation)\s+(\w+)/.exec(body.query)?.[1] ?? '';
      calls.push({ operationName, variables: body.variables });
      const data: Record<string, unknown> = {
        CurrentUser: { currentUser: staff },
        ListOrganizations: { listOrganizations: [staff.organization] },
        OrganizationsFiscal: {
          listOrganizations: [{ id: '1', currentFiscalYear: 2025, fiscalYearStart: '2015-07-01' }],
        },
        ListApplications: { listApplications: { total: items.length, items } },
      };
      return new Response(JSON.stringify({ data: data[operationName] ?? null }), {
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  renderRouter(path, { i18n, client });
  return calls;
}
