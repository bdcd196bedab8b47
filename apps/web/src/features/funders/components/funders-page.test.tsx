// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Client, fetchExchange } from 'urql';
import { describe, expect, it } from 'vitest';
import { initI18n } from '../../../i18n/index.ts';
import { staff } from '../../../test/render-app.tsx';
import { renderRouter } from '../../../test/render-router.tsx';
import { expectStackedRows } from '../../../test/stacked-rows.ts';

interface Call {
  operationName: string;
  variables: Record<string, unknown>;
}

const funders = Array.from({ length: 12 }, (_, i) => ({
  id: String(i + 1),
  name: `Funder ${String(i + 1).padStart(2, '0')}`,
  email: i === 0 ? 'grants@one.org' : null,
  type: 'FOUNDATION',
  website: null,
  totalAwardAmount: 1234.5 * i,
  responsiveness: { winRate: i === 1 ? 0.25 : null, medianResponseDays: i === 1 ? 40.5 : null },
  filings: [],
}));

function renderFunders(
  path: string,
  list: (variables: Record<string, unknown>) => unknown = () => ({ total: 30, items: funders }),
) {
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
      const data: Record<string, unknown> = {
        CurrentUser: { currentUser: staff },
        ListOrganizations: { listOrganizations: [staff.organization] },
        OrganizationsFiscal: {
          listOrganizations: [{ id: '1', currentFiscalYear: 2025, fiscalYearStart: '2015-07-01' }],
        },
        ListFunders: operationName === 'ListFunders' ? { listFunders: list(body.variables) } : null,
        CreateFunder: { createFunder: { id: '77' } },
      };
      return new Response(JSON.stringify({ data: data[operationName] ?? null }), {
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  const { router } = renderRouter(path, { i18n, client });
  return { router, calls };
}

async function chooseType(dialog: HTMLElement, label: string) {
  fireEvent.click(within(dialog).getByRole('combobox', { name: /^Type/ }));
  fireEvent.click(await screen.findByRole('option', { name: label, hidden: true }));
}

describe('funders list', () => {
  it('asks for the page and search of the address, 12 per page, with the effective organisation', async () => {
    const { calls } = renderFunders('/funders?search=fund&page=2');
    expect(await screen.findByRole('link', { name: 'Funder 01' })).toBeTruthy();
    const list = calls.find((c) => c.operationName === 'ListFunders');
    expect(list?.variables).toEqual({
      filters: { organizationId: '1', search: 'fund' },
      pagination: { page: 2, pageSize: 12 },
      sort: null,
    });
    expect(screen.getByRole('link', { name: 'Funder 01' }).getAttribute('href')).toBe('/funder/1');
    expect(screen.getByText('$2,469')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeTruthy();
    expect(screen.getByText('25%')).toBeTruthy();
    expect(screen.getByText('41')).toBeTruthy();
    // On a phone each funder is a card titled by its name; the sortable headers stay above the cards.
    const table = screen.getByRole('table');
    expect(expectStackedRows(table).slice(0, 2)).toEqual(['Funder 01', 'Funder 02']);
    expect(table.querySelectorAll('th[data-sortable]')).toHaveLength(4);
  });

  it('sorts by win rate (best first, then reversed, then by name again) and by median response', async () => {
    const { calls } = renderFunders('/funders');
    await screen.findByRole('link', { name: 'Funder 01' });
    const sorts = () => calls.filter((c) => c.operationName === 'ListFunders').map((c) => c.variables.sort);
    const header = () => screen.getByRole('columnheader', { name: /Win rate/ });
    fireEvent.click(within(header()).getByRole('button'));
    await waitFor(() => expect(sorts().at(-1)).toEqual({ field: 'WIN_RATE', direction: 'DESC' }));
    expect(header().getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(within(header()).getByRole('button'));
    await waitFor(() => expect(sorts().at(-1)).toEqual({ field: 'WIN_RATE', direction: 'ASC' }));
    fireEvent.click(within(header()).getByRole('button'));
    await waitFor(() => expect(sorts().at(-1)).toBeNull());
    fireEvent.click(
      within(screen.getByRole('columnheader', { name: /Median response/ })).getByRole('button'),
    );
    await waitFor(() => expect(sorts().at(-1)).toEqual({ field: 'MEDIAN_RESPONSE_DAYS', direction: 'ASC' }));
  });
});

describe('create-funder wizard', () => {
  it('validates each step, keeps values between steps and resets on close', async () => {
    renderFunders('/funders');
    fireEvent.click(await screen.findByRole('button', { name: 'Add new funder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add new funder' });
    expect(within(dialog).getByText('Step 1 of 2')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Go back' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Submit' })).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please fill all fields')).toBeTruthy();
    expect(within(dialog).getByText('Step 1 of 2')).toBeTruthy();

    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Name/ }), { target: { value: 'Acme' } });
    await chooseType(dialog, 'Corporate');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('Step 2 of 2')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Continue' })).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Go back' }));
    expect((within(dialog).getByRole('textbox', { name: /^Name/ }) as HTMLInputElement).value).toBe('Acme');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add new funder' })).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Add new funder' }));
    const again = await screen.findByRole('dialog', { name: 'Add new funder' });
    expect(within(again).getByText('Step 1 of 2')).toBeTruthy();
    expect((within(again).getByRole('textbox', { name: /^Name/ }) as HTMLInputElement).value).toBe('');
  });

  it('sends the website with a scheme, no location when none was given, then opens the profile', async () => {
    const { calls, router } = renderFunders('/funders');
    fireEvent.click(await screen.findByRole('button', { name: 'Add new funder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add new funder' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Name/ }), { target: { value: 'Acme' } });
    await chooseType(dialog, 'Foundation');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Website/ }), {
      target: { value: 'acme.org' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/funder/77'));
    const create = calls.find((c) => c.operationName === 'CreateFunder');
    expect(create?.variables.params).toMatchObject({
      name: 'Acme',
      type: 'FOUNDATION',
      website: 'http://acme.org',
      organizationId: '1',
    });
    expect(create?.variables.params).not.toHaveProperty('location');
  });

  it('says which search matched nothing and clears it', async () => {
    const { router, calls } = renderFunders('/funders?search=zzz', (variables) =>
      (variables.filters as { search: string | null }).search
        ? { total: 0, items: [] }
        : { total: 30, items: funders },
    );
    expect(await screen.findByText("No funders match 'zzz'")).toBeTruthy();
    expect(screen.queryByText('No funders yet')).toBeNull();
    expect(screen.getByLabelText('Search funders').getAttribute('placeholder')).toBe(
      'Search by name, e-mail or type',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(await screen.findByText('Funder 01')).toBeTruthy();
    expect(
      calls.filter((call) => call.operationName === 'ListFunders').at(-1)?.variables.filters,
    ).toMatchObject({
      search: null,
    });
  });

  it('moves a page past the end to the last page', async () => {
    const { router, calls } = renderFunders('/funders?page=99');
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 3 }));
    await waitFor(() =>
      expect(
        calls.filter((call) => call.operationName === 'ListFunders').at(-1)?.variables.pagination,
      ).toEqual({
        page: 3,
        pageSize: 12,
      }),
    );
    expect(screen.queryByText('No funders yet')).toBeNull();
  });
});
