// @vitest-environment jsdom
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type GraphqlHandler, member, renderIdentity } from '../../../test/render-identity.tsx';

// "Export to Excel" on each list: the button asks its list's route for what the screen
// shows (filters, search, sort, visible columns, language), saves the file, and says why when it fails.

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

const EMPTY_LISTS: Record<string, unknown> = {
  ListApplications: { listApplications: { __typename: 'ApplicationPage', total: 0, items: [] } },
  ListReports: { listReports: { __typename: 'ReportPage', total: 0, items: [] } },
  ListFunders: {
    listFunders: {
      __typename: 'FunderPage',
      total: 1,
      items: [
        {
          __typename: 'Funder',
          id: '5',
          name: 'River Trust',
          email: null,
          type: 'FOUNDATION',
          website: null,
          totalAwardAmount: 0,
          responsiveness: { __typename: 'FunderResponsiveness', winRate: null, medianResponseDays: null },
          filings: [],
        },
      ],
    },
  },
  Programs: { listPrograms: [] },
};
const lists: GraphqlHandler = (call) =>
  call.operationName in EMPTY_LISTS ? { data: EMPTY_LISTS[call.operationName] } : undefined;

function renderList(path: string, rest: (path: string) => { status?: number; body: unknown } | undefined) {
  return renderIdentity(path, { user: member, graphql: lists, rest: (call) => rest(call.path) });
}

/** Clicks the button and returns the export request's address once the file was handed to the browser. */
async function exported(path: string, route: string, before?: () => Promise<void>): Promise<URL> {
  const createObjectURL = vi.fn(() => 'blob:list');
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
  const view = renderList(path, (call) => (call.startsWith(route) ? { body: { fake: 'xlsx' } } : undefined));
  const button = await screen.findByRole('button', { name: 'Export to Excel' });
  await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
  await before?.();
  fireEvent.click(button);
  await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
  const call = view.restCalls.find((entry) => entry.path.startsWith(route));
  return new URL(call?.path ?? '', 'http://localhost');
}

describe('Export to Excel', () => {
  it("grant list: the list's filters and visible columns", async () => {
    const url = await exported('/grants?status=AWARDED', '/export/grants.xlsx');
    expect(url.pathname).toBe('/export/grants.xlsx');
    expect(url.searchParams.get('organizationId')).toBe('1');
    expect(url.searchParams.get('status')).toBe('AWARDED');
    expect(url.searchParams.get('lang')).toBe('en');
    expect(url.searchParams.get('columns')?.split(',')).toEqual([
      'deadline',
      'deadlineType',
      'funder',
      'complexityScore',
      'lastAward',
      'dateSubmitted',
      'program',
      // The awarded list shows what was awarded, as the dashboard card it opens from counts it.
      'amountAwarded',
      'responseAverage',
      'status',
    ]);
  });

  it('pipeline: its status (grantStatus) and the next-90-days range', async () => {
    const url = await exported('/pipeline?grantStatus=PENDING&range=next90', '/export/pipeline.xlsx');
    expect(url.searchParams.get('status')).toBe('PENDING');
    expect(url.searchParams.get('startAt')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(url.searchParams.get('endAt')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(url.searchParams.get('lang')).toBe('en');
  });

  it('report center: its search from the address, no filter otherwise', async () => {
    const url = await exported('/report-center?search=Arts', '/export/reports.xlsx');
    expect(url.searchParams.get('search')).toBe('Arts');
    expect(url.searchParams.has('record')).toBe(false);
    expect(url.searchParams.has('startAt')).toBe(false);
  });

  it('funders list: its search', async () => {
    const url = await exported('/funders?search=river', '/export/funders.xlsx');
    expect(url.searchParams.get('search')).toBe('river');
    expect(url.searchParams.has('sort')).toBe(false);
  });

  it('funders list: sorted by median response', async () => {
    const url = await exported('/funders', '/export/funders.xlsx', async () => {
      await screen.findByRole('link', { name: 'River Trust' });
      const header = screen.getByRole('columnheader', { name: /Median response/ });
      fireEvent.click(within(header).getByRole('button'));
      await waitFor(() => expect(header.getAttribute('aria-sort')).toBe('ascending'));
    });
    expect(url.searchParams.get('sort')).toBe('MEDIAN_RESPONSE_DAYS');
    expect(url.searchParams.get('direction')).toBe('ASC');
  });

  it("programs page: the page's fiscal year", async () => {
    const url = await exported('/programs', '/export/programs.xlsx');
    expect(url.searchParams.get('fiscalYear')).toBe('2025');
  });

  it("says why when the file can't be made", async () => {
    renderList('/pipeline', (path) =>
      path.startsWith('/export/pipeline.xlsx')
        ? { status: 400, body: { status: 400, error: 'Bad filter', data: null } }
        : undefined,
    );
    const button = await screen.findByRole('button', { name: 'Export to Excel' });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    expect(await screen.findByText('The Excel file could not be made: Bad filter')).toBeTruthy();
  });
});
