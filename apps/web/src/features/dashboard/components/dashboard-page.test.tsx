// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type GraphqlHandler, member, renderIdentity } from '../../../test/render-identity.tsx';

const organization = {
  id: '1',
  name: 'Riverbend Community Foundation',
  currentFiscalYear: 2025,
  firstFiscalYear: 2022,
  awardsByYear: [
    { year: 2023, awarded: 0, awardedCount: 0, pending: 0, pendingCount: 0, requested: 0, requestedCount: 0 },
    {
      year: 2024,
      awarded: 10,
      awardedCount: 1,
      pending: 0,
      pendingCount: 0,
      requested: 10,
      requestedCount: 1,
    },
    {
      year: 2025,
      awarded: 125_000.5,
      awardedCount: 3,
      pending: 40_000,
      pendingCount: 2,
      requested: 310_000,
      requestedCount: 9,
    },
  ],
  funderTypesCount: {
    foundation: 100_000,
    corporate: 25_000.5,
    government: 0,
    government_local: 0,
    government_state: 0,
    other: 0,
  },
  currentYearGoal: { overall: { achieved: 125_000.5, goal: 200_000, achievedRate: 62.5, missing: 74_999.5 } },
};

const row = (id: string, program: string | null, funder: string, amount: number, date: string) => ({
  id,
  amount,
  date,
  program: program ? { id: `p${id}`, name: program } : null,
  funder: { id: `f${id}`, name: funder },
});

const graphql: GraphqlHandler = ({ operationName }) => {
  if (operationName === 'Dashboard') return { data: { getOrganization: organization } };
  if (operationName === 'DashboardApplications')
    return {
      data: {
        sent: [row('1', 'Youth', 'Acme Foundation', 50_000, '2025-08-01')],
        awarded: [row('2', null, 'City Fund', 125_000.5, '2025-09-15')],
        pending: [],
      },
    };
  return undefined;
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('DashboardPage', () => {
  it('shows the three cards with totals, counts and links to the filtered grant list', async () => {
    renderIdentity('/dashboard', { user: member, graphql });
    const total = await screen.findByTestId('dashboard-card-grantsAwarded-total', {}, { timeout: 10_000 });
    expect(total.textContent).toBe('$125,000.50');
    expect(screen.getByTestId('dashboard-card-grantsAwarded-count').textContent).toBe('3 applications');
    expect(screen.getByTestId('dashboard-card-applicationSent-total').textContent).toBe('$310,000');
    expect(screen.getByTestId('dashboard-card-grantsPending-count').textContent).toBe('2 applications');
    // Each card says which date it counts by, the date its grant list filters on.
    expect(screen.getByTestId('dashboard-card-applicationSent-counted-by').textContent).toBe(
      'By submission date in FY 2025',
    );
    expect(screen.getByTestId('dashboard-card-grantsAwarded-counted-by').textContent).toBe(
      'By award date in FY 2025',
    );
    expect(screen.getByTestId('dashboard-card-grantsPending-counted-by').textContent).toBe(
      'By submission date in FY 2025',
    );
    expect(screen.getByTestId('dashboard-fiscal-year').textContent).toBe('FY 2025');
    expect(screen.getByTestId('dashboard-organization').textContent).toBe('Riverbend Community Foundation');
    // The line is read as it shows: a name on the paragraph would be read instead of the organisation and year.
    expect(screen.getByTestId('dashboard-organization').parentElement?.hasAttribute('aria-label')).toBe(
      false,
    );
    const link = screen.getByRole('link', { name: 'Grants pending: view in the grant list' });
    expect(link.getAttribute('href')).toBe('/grants?status=PENDING&submissionYear=2025');
    // Awards count by award date: the link filters by the award date's fiscal year, as the card counts.
    expect(
      screen.getByRole('link', { name: 'Grants awarded: view in the grant list' }).getAttribute('href'),
    ).toBe('/grants?status=AWARDED&awardYear=2025');
    // The print-only table of a card: Program, Funder, Amount, Date.
    const awarded = screen.getByRole('region', { name: 'Grants awarded' });
    expect(within(awarded).getByRole('table').textContent).toContain('City Fund');
    expect(within(awarded).getByRole('table').textContent).toContain('09/15/2025');
  });

  it('prints the board report without the unchecked sections', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderIdentity('/dashboard', { user: member, graphql });
    const button = await screen.findByRole('button', { name: 'Board report' }, { timeout: 10_000 });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false), { timeout: 10_000 });
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Printable board report' }, { timeout: 10_000 });
    const boxes = within(dialog).getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes).toHaveLength(6);
    expect(boxes.every((box) => box.checked)).toBe(true);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Funding by funder type' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download' }));

    await waitFor(() => expect(print).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    // The modal closes before printing; its exit transition may still be finishing on a busy machine.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 10_000 });
    const byType = screen.getByRole('region', { name: 'Funding by funder type' });
    expect(byType.className).toContain('board-report-excluded');
    expect(screen.getByRole('region', { name: 'Fundraising tracker' }).className).not.toContain(
      'board-report-excluded',
    );
  });

  it('says so when the dashboard cannot be loaded', async () => {
    renderIdentity('/dashboard', {
      user: member,
      graphql: ({ operationName }) =>
        operationName === 'Dashboard'
          ? { errors: [{ message: 'Something went wrong' }] }
          : graphql({ operationName, variables: {} }),
    });
    expect(
      await screen.findByText('The dashboard could not be loaded.', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Board report' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
