// @vitest-environment jsdom
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { member, renderIdentity } from '../../../test/render-identity.tsx';
import { expectStackedRows } from '../../../test/stacked-rows.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

const deadlines = {
  start: '2026-11-25',
  end: '2027-02-23',
  grantDeadlines: [
    {
      id: '11',
      deadline: '2026-12-01',
      deadlineType: 'REQUIRED',
      status: 'NOT_APPLY',
      amountRequested: 12500,
      funder: { id: '5', name: 'Cedar Ridge Community Trust' },
      program: { id: '2', name: 'Youth Literacy' },
    },
  ],
  reportDeadlines: [
    {
      id: '21',
      deadline: '2027-01-23',
      urgency: 'COURTESY',
      funder: { id: '6', name: 'Evergreen Health Foundation' },
      program: null,
    },
  ],
};

function renderDeadlines(path = '/deadlines') {
  return renderIdentity(path, {
    user: member,
    graphql: (call) => (call.operationName === 'Deadlines' ? { data: { deadlines } } : undefined),
    rest: (call) => (call.path.startsWith('/export/deadlines.xlsx') ? { body: { fake: 'xlsx' } } : undefined),
  });
}

describe('Deadlines page', () => {
  it('shows both tables with the specified columns', async () => {
    const view = renderDeadlines();
    const grants = await screen.findByRole('table', { name: 'Grant deadlines' });
    const row = within(grants).getAllByRole('row')[1] as HTMLElement;
    expect(row.textContent).toContain('12/01/2026');
    expect(row.textContent).toContain('Hard');
    expect(row.textContent).toContain('Open');
    expect(row.textContent).toContain('$12,500');
    expect(within(row).getByRole('link', { name: 'Cedar Ridge Community Trust' }).getAttribute('href')).toBe(
      '/funder/5',
    );
    const reports = screen.getByRole('table', { name: 'Report deadlines' });
    expect(within(reports).getAllByRole('row')[1]?.textContent).toContain('Courtesy');
    expect(view.graphqlCalls.find((c) => c.operationName === 'Deadlines')?.variables).toEqual({ days: 90 });
  });

  it('keeps the window in the address: read on load, written when it changes', async () => {
    const view = renderDeadlines('/deadlines?days=30');
    await screen.findByRole('table', { name: 'Grant deadlines' });
    expect(view.graphqlCalls.find((c) => c.operationName === 'Deadlines')?.variables).toEqual({ days: 30 });
    const select = screen.getByLabelText('Show deadlines for');
    expect((select as HTMLInputElement).value).toBe('Next 30 days');
    fireEvent.click(select);
    fireEvent.click(await screen.findByRole('option', { name: 'Next 180 days' }));
    await waitFor(() => expect(view.router.state.location.search).toMatchObject({ days: 180 }));
    await waitFor(() =>
      expect(
        view.graphqlCalls.some((c) => c.operationName === 'Deadlines' && c.variables?.days === 180),
      ).toBe(true),
    );
  });

  it('marks both tables for cards on a phone, each titled by its funder', async () => {
    renderDeadlines();
    const grants = await screen.findByRole('table', { name: 'Grant deadlines' });
    expect(expectStackedRows(grants)).toEqual(['Cedar Ridge Community Trust']);
    const reports = screen.getByRole('table', { name: 'Report deadlines' });
    expect(expectStackedRows(reports)).toEqual(['Evergreen Health Foundation']);
  });

  it('asks for at least one table, then downloads the chosen ones as Excel', async () => {
    const createObjectURL = vi.fn(() => 'blob:deadlines');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const view = renderDeadlines();
    await screen.findByRole('table', { name: 'Grant deadlines' });
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Excel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Which tables should the download include?' });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Grant deadlines' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Report deadlines' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download Excel' }));
    expect(await within(dialog).findByText('Choose at least one table.')).toBeTruthy();
    expect(view.restCalls).toEqual([]);

    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Report deadlines' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download Excel' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(view.restCalls.map((c) => c.path)).toEqual([
      '/export/deadlines.xlsx?days=90&tables=reports&lang=en',
    ]);
  });
});
