// @vitest-environment jsdom
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type IdentityUser, member, renderIdentity } from '../../../test/render-identity.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

const manager: IdentityUser = { ...member, id: '9', email: 'consultant@example.org', role: 'MANAGER' };
const alder = { id: '1', name: 'Alder Trust' };
const cedar = { id: '3', name: 'Cedar Works' };

const grant = (organization: typeof alder, id: string, deadline: string, funder: string) => ({
  organization,
  deadline: {
    id,
    deadline,
    deadlineType: 'REQUIRED',
    status: 'NOT_APPLY',
    amountRequested: null,
    funder: { id: `f${id}`, name: funder },
    program: null,
  },
});

describe('Calendar: All my organisations', () => {
  it("shows every linked organisation's deadlines in the month, labelled, filterable", async () => {
    const view = renderIdentity('/calendar?month=2026-11', {
      user: manager,
      graphql: (call) => {
        if (call.operationName === 'CombinedDeadlines') {
          return {
            data: {
              combinedDeadlines: {
                start: call.variables?.start,
                end: call.variables?.end,
                organizations: [alder, cedar],
                grantDeadlines: [
                  grant(cedar, '31', '2026-11-03', 'Cedar Funder'),
                  grant(alder, '11', '2026-11-09', 'Alder Funder'),
                ],
                reportDeadlines: [],
              },
            },
          };
        }
        if (call.operationName === 'CalendarDeadlines') {
          return {
            data: {
              calendarDeadlines: {
                start: call.variables?.start,
                end: call.variables?.end,
                grantDeadlines: [],
                reportDeadlines: [],
              },
            },
          };
        }
        return undefined;
      },
    });
    await screen.findByRole('grid', { name: 'November 2026' });
    fireEvent.click(screen.getByRole('radio', { name: 'All my organisations' }));
    expect((await screen.findByTestId('calendar-item-grant-31')).textContent).toBe(
      'Cedar Funder (Cedar Works)',
    );
    expect(screen.getByTestId('calendar-item-grant-11').textContent).toBe('Alder Funder (Alder Trust)');
    expect(view.graphqlCalls.some((c) => c.operationName === 'CombinedDeadlines')).toBe(true);

    fireEvent.click(screen.getByRole('combobox', { name: 'Show organisation' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Cedar Works', hidden: true }));
    expect(screen.queryByTestId('calendar-item-grant-11')).toBeNull();
    expect(screen.getByTestId('calendar-item-grant-31')).toBeTruthy();
  });

  it('offers the one feed of all organisations, regenerated and revoked after a confirmation', async () => {
    const feed = (path: string) => ({ data: { feed: { path, createdAt: '2026-11-20T10:00:00Z' } } });
    const view = renderIdentity('/calendar?month=2026-11', {
      user: manager,
      graphql: (call) => {
        if (call.operationName === 'CombinedDeadlines') {
          return {
            data: {
              combinedDeadlines: {
                start: call.variables?.start,
                end: call.variables?.end,
                organizations: [alder, cedar],
                grantDeadlines: [],
                reportDeadlines: [],
              },
            },
          };
        }
        if (call.operationName === 'CombinedCalendarFeed') return feed('/calendar/1-first.ics');
        if (call.operationName === 'RegenerateCombinedCalendarFeed') return feed('/calendar/1-second.ics');
        if (call.operationName === 'RevokeCombinedCalendarFeed') return { data: { revoked: true } };
        return undefined;
      },
    });
    expect(await screen.findByRole('button', { name: 'Show my calendar address' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'All my organisations' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Show my address for all organisations' }));
    const url = await screen.findByRole('textbox', {
      name: 'Your private calendar address for all your organisations (iCalendar)',
    });
    expect((url as HTMLInputElement).value).toBe(`${window.location.origin}/calendar/1-first.ics`);
    expect(view.graphqlCalls.some((c) => c.operationName === 'CalendarFeed')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Regenerate link' }));
    const ask = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(ask.textContent).toContain('The current address stops working at once');
    fireEvent.click(within(ask).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect((url as HTMLInputElement).value).toBe(`${window.location.origin}/calendar/1-second.ics`),
    );
    expect(await screen.findByText('A new calendar address was created.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Revoke link' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Please confirm' })).getByRole('button', {
        name: 'Confirm',
      }),
    );
    expect(await screen.findByRole('button', { name: 'Create a new address' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /for all your organisations/ })).toBeNull();
    expect(view.graphqlCalls.map((c) => c.operationName)).toEqual(
      expect.arrayContaining(['RegenerateCombinedCalendarFeed', 'RevokeCombinedCalendarFeed']),
    );
    expect(view.graphqlCalls.some((c) => /^(Regenerate|Revoke)CalendarFeed$/.test(c.operationName))).toBe(
      false,
    );
  });

  it('says so when the feed cannot be loaded', async () => {
    renderIdentity('/calendar?month=2026-11', {
      user: manager,
      graphql: (call) =>
        call.operationName === 'CombinedCalendarFeed' ? { errors: [{ message: 'boom' }] } : undefined,
    });
    fireEvent.click(await screen.findByRole('radio', { name: 'All my organisations' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Show my address for all organisations' }));
    expect(await screen.findByText(/boom/i)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show my address for all organisations' })).toBeTruthy();
  });
});
