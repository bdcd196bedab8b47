// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type IdentityUser, member, renderIdentity } from '../../../test/render-identity.tsx';

const manager: IdentityUser = { ...member, id: '9', email: 'consultant@example.org', role: 'MANAGER' };
const alder = { id: '1', name: 'Alder Trust' };
const cedar = { id: '3', name: 'Cedar Works' };

const grant = (organization: typeof alder, id: string, deadline: string, funder: string) => ({
  organization,
  deadline: {
    id,
    deadline,
    deadlineType: 'REQUIRED',
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
});
