// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Client, fetchExchange } from 'urql';
import { describe, expect, it } from 'vitest';
import { initI18n } from '../../../i18n/index.ts';
import { type FakeUser, staff } from '../../../test/render-app.tsx';
import { renderRouter } from '../../../test/render-router.tsx';

// The list's states against a fake GraphQL endpoint: the variables the address asks for, "nothing matches"
// against "nothing synced yet", and the ADMIN's Sync now.

interface Call {
  operationName: string;
  variables: Record<string, unknown>;
}

const admin: FakeUser = { ...staff, role: 'ADMIN' };

const row = {
  id: '7',
  title: 'Community arts grants (fictional demo opportunity)',
  number: 'EX-DEMO-003',
  agency: 'Example Agency',
  status: 'posted',
  openDate: '2026-11-01',
  closeDate: '2099-01-31',
  awardCeiling: 100000,
  awardFloor: 10000,
  matchReasons: ['Program: Community arts'],
  tracked: false,
  dismissed: false,
};

/** `copy` is how many opportunities the local copy holds; narrowed searches find none of them. */
function renderOpportunities(path: string, user: FakeUser, copy: number) {
  const i18n = initI18n();
  void i18n.changeLanguage('en');
  const calls: Call[] = [];
  const client = new Client({
    url: 'http://localhost/graphql',
    preferGetMethod: false,
    exchanges: [fetchExchange],
    fetch: async (_url, init) => {
      const body = JSON.parse(String(init?.body)) as { query: string; variables: Record<string, unknown> };
      const operationName = /(?:query|mutation)\s+(\w+)/.exec(body.query)?.[1] ?? '';
      calls.push({ operationName, variables: body.variables });
      const filters = body.variables.filters as Record<string, unknown> | null;
      const narrowed = Boolean(body.variables.search) || Object.values(filters ?? {}).some((v) => v !== null);
      const total = narrowed ? 0 : copy;
      const data: Record<string, unknown> = {
        CurrentUser: { currentUser: user },
        ListOrganizations: { listOrganizations: [user.organization] },
        OrganizationsFiscal: {
          listOrganizations: [{ id: '1', currentFiscalYear: 2025, fiscalYearStart: '2015-07-01' }],
        },
        SavedOpportunitySearches: { listSavedOpportunitySearches: [] },
        SearchOpportunities: {
          searchOpportunities: { total, items: total > 0 ? [row] : [] },
        },
        SyncOpportunities: { syncOpportunities: true },
      };
      return new Response(JSON.stringify({ data: data[operationName] ?? null }), {
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  renderRouter(path, { i18n, client });
  return calls;
}

describe('opportunities list', () => {
  it('asks for the search, status, close-date range and agency of the address', async () => {
    const calls = renderOpportunities(
      '/opportunities?search=arts&state=posted&closeFrom=2026-12-01&closeTo=2027-03-31&agency=EXA&page=2',
      staff,
      1,
    );
    await waitFor(() => expect(calls.some((c) => c.operationName === 'SearchOpportunities')).toBe(true));
    expect(calls.find((c) => c.operationName === 'SearchOpportunities')?.variables).toEqual({
      search: 'arts',
      filters: { status: 'posted', closeFrom: '2026-12-01', closeTo: '2027-03-31', agency: 'EXA' },
      pagination: { page: 2, pageSize: 10 },
    });
    expect((screen.getByRole('textbox', { name: 'Closes on or after' }) as HTMLInputElement).value).toBe(
      '12/01/2026',
    );
  });

  it('shows a result with its award range in USD and why it fits', async () => {
    renderOpportunities('/opportunities', staff, 1);
    expect(await screen.findByRole('link', { name: row.title })).toBeTruthy();
    expect(screen.getByText('$10,000 – $100,000')).toBeTruthy();
    expect(screen.getByText('Why it fits:')).toBeTruthy();
    expect(screen.getByText('Program: Community arts')).toBeTruthy();
  });

  it('tells "nothing matches" from an empty copy, and clears the filters', async () => {
    const calls = renderOpportunities('/opportunities?search=zzz', staff, 1);
    expect(await screen.findByText('No opportunities match')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0] as HTMLElement);
    expect(await screen.findByRole('link', { name: row.title })).toBeTruthy();
    expect(calls.at(-1)?.variables).toMatchObject({ search: null });
  });

  it('says Grants.gov has not been synced; an ADMIN starts a sync', async () => {
    const calls = renderOpportunities('/opportunities', admin, 0);
    expect(await screen.findByText('No opportunities yet — Grants.gov has not been synced')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sync now' }));
    expect(
      await screen.findByText('The Grants.gov sync has started. New opportunities appear here as it runs.', {
        selector: 'p',
      }),
    ).toBeTruthy();
    expect(calls.some((c) => c.operationName === 'SyncOpportunities')).toBe(true);
  });

  it('offers no sync to anyone else', async () => {
    renderOpportunities('/opportunities?state=closed', staff, 0);
    expect(await screen.findByText('Ask an administrator to sync Grants.gov.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sync now' })).toBeNull();
  });
});
