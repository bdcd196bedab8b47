// @vitest-environment jsdom
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { member, renderIdentity } from '../../../test/render-identity.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

function renderGrants(rest: (path: string) => { status?: number; body: unknown } | undefined) {
  return renderIdentity('/grants', {
    user: member,
    graphql: (call) =>
      call.operationName === 'ListApplications'
        ? { data: { listApplications: { __typename: 'ApplicationPage', total: 0, items: [] } } }
        : undefined,
    rest: (call) => rest(call.path),
  });
}

describe('Grant list: Export to Excel', () => {
  it("downloads the file of the list's filters and visible columns", async () => {
    const createObjectURL = vi.fn(() => 'blob:grants');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const view = renderGrants((path) =>
      path.startsWith('/export/grants.xlsx') ? { body: { fake: 'xlsx' } } : undefined,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Export to Excel' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    const [call] = view.restCalls;
    const url = new URL(call?.path ?? '', 'http://localhost');
    expect(url.pathname).toBe('/export/grants.xlsx');
    expect(url.searchParams.get('lang')).toBe('en');
    expect(url.searchParams.get('columns')?.split(',')).toEqual([
      'deadline',
      'deadlineType',
      'funder',
      'complexityScore',
      'lastAward',
      'dateSubmitted',
      'amountRequested',
      'program',
      'responseAverage',
      'status',
    ]);
  });

  it("says why when the file can't be made", async () => {
    renderGrants((path) =>
      path.startsWith('/export/grants.xlsx')
        ? { status: 400, body: { status: 400, error: 'Bad filter', data: null } }
        : undefined,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Export to Excel' }));
    expect(await screen.findByText('The Excel file could not be made: Bad filter')).toBeTruthy();
  });
});
