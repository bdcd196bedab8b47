// @vitest-environment jsdom
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { member, renderIdentity } from '../../../test/render-identity.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

const calendarDeadlines = {
  start: '2026-11-01',
  end: '2026-12-05',
  grantDeadlines: [
    {
      id: '11',
      deadline: '2026-11-10',
      deadlineType: 'REQUIRED',
      funder: { id: '5', name: 'Cedar Ridge Community Trust' },
      program: { id: '2', name: 'Youth Literacy' },
    },
  ],
  reportDeadlines: [
    {
      id: '21',
      deadline: '2026-11-10',
      urgency: 'REQUIRED',
      funder: { id: '6', name: 'Evergreen Health Foundation' },
      program: null,
    },
  ],
};

function renderCalendar(path = '/calendar?month=2026-11') {
  return renderIdentity(path, {
    user: member,
    graphql: (call) =>
      call.operationName === 'CalendarDeadlines'
        ? { data: { calendarDeadlines } }
        : call.operationName === 'ReminderPreference'
          ? { data: { currentUser: { id: member.id, remindersEnabled: true } } }
          : undefined,
  });
}

describe('Calendar page', () => {
  it("asks for the grid's days and puts each deadline on its day, linked to its item", async () => {
    const view = renderCalendar();
    const grid = await screen.findByRole('grid', { name: 'November 2026' });
    await waitFor(() =>
      expect(view.graphqlCalls.find((c) => c.operationName === 'CalendarDeadlines')?.variables).toEqual({
        start: '2026-11-01',
        end: '2026-12-05',
      }),
    );
    const day = grid.querySelector('[data-date="2026-11-10"]') as HTMLElement;
    const grant = await within(day).findByRole('link', {
      name: /^Grant deadline: Cedar Ridge Community Trust/,
    });
    expect(grant.getAttribute('href')).toBe('/funder/5');
    const report = within(day).getByRole('link', { name: /^Required report: Evergreen Health Foundation/ });
    expect(report.getAttribute('href')).toBe('/report-center?search=Evergreen+Health+Foundation');
    expect(within(day).getAllByRole('link')).toHaveLength(2);
  });

  it("lists the month's deadlines by day in full, for phones, beside the grid's marks", async () => {
    renderCalendar();
    const agenda = await screen.findByRole('region', { name: 'Deadlines this month' });
    expect(within(agenda).getByText('Tuesday, November 10, 2026')).toBeTruthy();
    const grant = within(agenda).getByRole('link', { name: /^Grant deadline: Cedar Ridge Community Trust/ });
    expect(grant.textContent).toBe('Grant deadline: Cedar Ridge Community Trust – Youth Literacy');
    expect(grant.getAttribute('href')).toBe('/funder/5');
    expect(grant.classList.contains('calendar-chip')).toBe(false);
    expect(within(agenda).getByRole('link', { name: /^Required report: Evergreen/ }).textContent).toBe(
      'Required report: Evergreen Health Foundation',
    );
    // The grid's own links are the chips that phones show as marks.
    const grid = screen.getByRole('grid', { name: 'November 2026' });
    for (const link of within(grid).getAllByRole('link'))
      expect(link.classList.contains('calendar-chip')).toBe(true);
  });

  it('moves the focus with the keyboard and changes month past the edge', async () => {
    const view = renderCalendar();
    const grid = await screen.findByRole('grid', { name: 'November 2026' });
    const cell = grid.querySelector('[data-date="2026-11-30"]') as HTMLElement;
    fireEvent.click(cell);
    await waitFor(() => expect(cell.getAttribute('tabindex')).toBe('0'));
    fireEvent.keyDown(cell, { key: 'ArrowLeft' });
    await waitFor(() => expect(document.activeElement?.getAttribute('data-date')).toBe('2026-11-29'));
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'PageDown' });
    await waitFor(() => expect(view.router.state.location.search).toEqual({ month: '2026-12' }));
    await waitFor(() => expect(document.activeElement?.getAttribute('data-date')).toBe('2026-12-29'));
  });

  it('shows the reminder switch with the stored setting', async () => {
    renderCalendar();
    // Mantine's label wraps the description too, so the name starts with the label.
    const toggle = await screen.findByRole('switch', {
      name: /^E-mail me deadline reminders \(30, 14, 7 and 1/,
    });
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(true));
  });
});
