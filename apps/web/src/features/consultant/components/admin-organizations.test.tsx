// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  type GraphqlCall,
  type IdentityUser,
  member,
  renderIdentity,
} from '../../../test/render-identity.tsx';

// An ADMIN's "Several organisations": a searchable pick of at most 20 organisations,
// kept in the address, passed to combinedDeadlines and to a new combined feed.

const admin: IdentityUser = { ...member, id: '7', email: 'admin@example.org', role: 'ADMIN' };
const organizations = Array.from({ length: 22 }, (_, index) => ({
  id: String(index + 1),
  name: `Org ${String(index + 1).padStart(2, '0')}`,
  fiscalYearStart: null,
}));
const nameOf = (id: string) => organizations.find((organization) => organization.id === id)?.name ?? id;

function combinedAnswer(call: GraphqlCall) {
  const ids = (call.variables.organizationIds as string[] | null) ?? [];
  return {
    data: {
      combinedDeadlines: {
        start: call.variables.start,
        end: call.variables.end,
        organizations: ids.map((id) => ({ id, name: nameOf(id) })),
        grantDeadlines: ids.map((id, index) => ({
          organization: { id, name: nameOf(id) },
          deadline: {
            id: `g${id}`,
            deadline: `2026-11-${String(10 + index).padStart(2, '0')}`,
            deadlineType: 'REQUIRED',
            status: 'NOT_APPLY',
            amountRequested: null,
            funder: { id: `f${id}`, name: `Funder of ${nameOf(id)}` },
            program: null,
          },
        })),
        reportDeadlines: [],
      },
    },
  };
}

function renderAdmin(path: string, extra?: (call: GraphqlCall) => unknown) {
  return renderIdentity(path, {
    user: admin,
    graphql: (call) => {
      const answer = extra?.(call);
      if (answer) return answer as { data?: unknown };
      if (call.operationName === 'ListOrganizations') return { data: { listOrganizations: organizations } };
      if (call.operationName === 'CombinedDeadlines') return combinedAnswer(call);
      if (call.operationName === 'Deadlines') {
        return {
          data: {
            deadlines: { start: '2026-11-01', end: '2027-01-30', grantDeadlines: [], reportDeadlines: [] },
          },
        };
      }
      if (call.operationName === 'CalendarDeadlines') {
        const { start, end } = call.variables;
        return { data: { calendarDeadlines: { start, end, grantDeadlines: [], reportDeadlines: [] } } };
      }
      return undefined;
    },
  });
}

const combinedCalls = (calls: GraphqlCall[]) => calls.filter((c) => c.operationName === 'CombinedDeadlines');

async function pick(name: string) {
  const [input] = screen.getAllByLabelText('Organisations to show');
  fireEvent.click(input as HTMLElement);
  // The header's organisation picker lists the same names: the option of this listbox.
  const listbox = await screen.findByRole('listbox', { name: 'Organisations to show', hidden: true });
  fireEvent.click(await within(listbox).findByRole('option', { name, hidden: true }));
}

describe('Deadlines page: an ADMIN picks several organisations', () => {
  it('asks to pick, then lists the picked organisations, labelled, and keeps the pick in the address', async () => {
    const view = renderAdmin('/deadlines');
    expect(screen.queryByRole('radio', { name: 'All my organisations' })).toBeNull();
    fireEvent.click(await screen.findByRole('radio', { name: 'Several organisations' }));
    expect((await screen.findByTestId('combined-pick-prompt')).textContent).toBe(
      'Pick the organisations whose deadlines you want to see (at most 20).',
    );
    expect(combinedCalls(view.graphqlCalls)).toEqual([]);
    expect(screen.getByText('0 of at most 20 chosen')).toBeTruthy();

    await pick('Org 03');
    await pick('Org 01');
    const table = await screen.findByRole('table', { name: 'Grant deadlines' });
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('row')
          .slice(1)
          .map((row) => within(row).getAllByRole('cell')[0]?.textContent),
      ).toEqual(['Org 03', 'Org 01']),
    );
    expect(combinedCalls(view.graphqlCalls).at(-1)?.variables.organizationIds).toEqual(['3', '1']);
    expect(view.router.state.location.search).toMatchObject({ scope: 'all', orgs: '3,1' });
    expect(screen.getByText('2 of at most 20 chosen')).toBeTruthy();
  });

  it('restores the pick from a shared address', async () => {
    const view = renderAdmin('/deadlines?scope=all&orgs=2,5');
    const table = await screen.findByRole('table', { name: 'Grant deadlines' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(combinedCalls(view.graphqlCalls)[0]?.variables.organizationIds).toEqual(['2', '5']);
    expect((screen.getByRole('radio', { name: 'Several organisations' }) as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it('refuses a 21st organisation with a clear message', async () => {
    const twenty = organizations.slice(0, 20).map((organization) => organization.id);
    const view = renderAdmin(`/deadlines?scope=all&orgs=${twenty.join(',')}`);
    await screen.findByRole('table', { name: 'Grant deadlines' });
    expect(screen.getByText('20 of at most 20 chosen')).toBeTruthy();
    await pick('Org 21');
    expect(
      await screen.findByText('You can pick at most 20 organisations. Remove one to add another.'),
    ).toBeTruthy();
    expect(view.router.state.location.search).toMatchObject({ orgs: twenty.join(',') });
    expect(
      combinedCalls(view.graphqlCalls).every(
        (call) => (call.variables.organizationIds as string[]).length === 20,
      ),
    ).toBe(true);
  });
});

describe('Calendar: an ADMIN picks several organisations', () => {
  it('shows the picked organisations in the month and creates the feed with them', async () => {
    const view = renderAdmin('/calendar?month=2026-11&scope=all&orgs=4,6', (call) => {
      if (call.operationName === 'CombinedCalendarFeed') {
        return {
          data: {
            feed: { path: '/calendar/7-x.ics', createdAt: '2026-11-20T10:00:00Z', organizationIds: ['4'] },
          },
        };
      }
      return undefined;
    });
    expect((await screen.findByTestId('calendar-item-grant-g4')).textContent).toBe(
      'Funder of Org 04 (Org 04)',
    );
    expect(screen.getByTestId('calendar-item-grant-g6')).toBeTruthy();
    expect(combinedCalls(view.graphqlCalls)[0]?.variables.organizationIds).toEqual(['4', '6']);

    fireEvent.click(screen.getByRole('button', { name: 'Show my address for these organisations' }));
    const coverage = await screen.findByTestId('combined-feed-coverage');
    expect(coverage.textContent).toContain('This address covers: Org 04.');
    expect(coverage.textContent).toContain('Your pick has changed since');
    const feedCall = view.graphqlCalls.find((c) => c.operationName === 'CombinedCalendarFeed');
    expect(feedCall?.variables.organizationIds).toEqual(['4', '6']);

    // The month keeps the scope and the pick.
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    await waitFor(() =>
      expect(view.router.state.location.search).toMatchObject({
        month: '2026-12',
        scope: 'all',
        orgs: '4,6',
      }),
    );
  });

  it('asks to pick before showing anything or offering a feed', async () => {
    const view = renderAdmin('/calendar?month=2026-11&scope=all');
    expect(await screen.findByTestId('combined-pick-prompt')).toBeTruthy();
    expect(screen.getByText('Pick organisations to get one calendar address for all of them.')).toBeTruthy();
    expect(combinedCalls(view.graphqlCalls)).toEqual([]);
  });
});
