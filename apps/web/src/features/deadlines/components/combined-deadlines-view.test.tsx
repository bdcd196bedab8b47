// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/index.ts';
import { type IdentityUser, member, renderIdentity } from '../../../test/render-identity.tsx';

const manager: IdentityUser = { ...member, id: '9', email: 'consultant@example.org', role: 'MANAGER' };

const alder = { id: '1', name: 'Alder Trust' };
const cedar = { id: '3', name: 'Cedar Works' };
const funder = (id: string, name: string) => ({ id, name });

const combinedDeadlines = {
  start: '2026-11-26',
  end: '2027-02-24',
  organizations: [alder, cedar],
  grantDeadlines: [
    {
      organization: cedar,
      deadline: {
        id: '31',
        deadline: '2026-12-01',
        deadlineType: 'REQUIRED',
        status: 'NOT_APPLY',
        amountRequested: 5000,
        funder: funder('7', 'Cedar Funder'),
        program: null,
      },
    },
    {
      organization: alder,
      deadline: {
        id: '11',
        deadline: '2026-12-09',
        deadlineType: 'ROLLING',
        status: 'NOT_APPLY',
        amountRequested: null,
        funder: funder('5', 'Alder Funder'),
        program: { id: '2', name: 'Youth Literacy' },
      },
    },
  ],
  reportDeadlines: [],
};

function renderAs(user: IdentityUser) {
  return renderIdentity('/deadlines', {
    user,
    graphql: (call) => {
      if (call.operationName === 'CombinedDeadlines') return { data: { combinedDeadlines } };
      if (call.operationName === 'Deadlines') {
        return {
          data: {
            deadlines: { start: '2026-11-26', end: '2027-02-24', grantDeadlines: [], reportDeadlines: [] },
          },
        };
      }
      return undefined;
    },
  });
}

describe('Deadlines page: All my organisations', () => {
  it("lists every linked organisation's deadlines, labelled, and filters by organisation", async () => {
    const view = renderAs(manager);
    fireEvent.click(await screen.findByRole('radio', { name: 'All my organisations' }));
    const table = await screen.findByRole('table', { name: 'Grant deadlines' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Cedar Works',
      'Alder Trust',
    ]);
    expect(rows[0]?.textContent).toContain('Cedar Funder');
    expect(screen.getByText('No report deadlines in these organisations for this period.')).toBeTruthy();
    const call = view.graphqlCalls.find((c) => c.operationName === 'CombinedDeadlines');
    expect(call?.variables).toMatchObject({ start: expect.any(String), end: expect.any(String) });

    fireEvent.click(screen.getByRole('combobox', { name: 'Show organisation' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Alder Trust', hidden: true }));
    const filtered = within(screen.getByRole('table', { name: 'Grant deadlines' }))
      .getAllByRole('row')
      .slice(1);
    expect(filtered.map((row) => row.textContent)).toEqual([expect.stringContaining('Alder Funder')]);
  });

  it("shows the organisation's table columns, dates and amounts in the user's language", async () => {
    renderAs(manager);
    fireEvent.click(await screen.findByRole('radio', { name: 'All my organisations' }));
    const table = await screen.findByRole('table', { name: 'Grant deadlines' });
    const header = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(header).toEqual([
      'Organisation',
      'Deadline',
      'Funder',
      'Program',
      'Deadline type',
      'Status',
      'Amount requested',
    ]);
    const [cedarRow] = within(table).getAllByRole('row').slice(1);
    const cells = () =>
      within(cedarRow as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells()).toEqual(['Cedar Works', '12/01/2026', 'Cedar Funder', '–', 'Hard', 'Open', '$5,000']);
    // Funder pages belong to the organisation picked in the header, so no link here.
    expect(within(table).queryByRole('link')).toBeNull();

    await act(async () => {
      await i18n.changeLanguage('de');
    });
    expect(cells()[1]).toBe('01.12.2026');
    expect(cells()[6]?.replace(/\s/g, ' ')).toBe('5.000 $');
    await act(async () => {
      await i18n.changeLanguage('pt');
    });
    expect(cells()[1]).toBe('01/12/2026');
    expect(cells()[6]?.replace(/\s/g, ' ')).toBe('US$ 5.000');
    await act(async () => {
      await i18n.changeLanguage('en');
    });
  });

  it('is not offered to a USER', async () => {
    renderAs(member);
    await screen.findByText('No grant deadlines', { exact: false });
    expect(screen.queryByRole('radio', { name: 'All my organisations' })).toBeNull();
  });
});
