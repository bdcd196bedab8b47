// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { Client, fetchExchange } from 'urql';
import { afterEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../../i18n/index.ts';
import { setDisplayCurrency } from '../../../lib/format.ts';
import { staff } from '../../../test/render-app.tsx';
import { renderRouter } from '../../../test/render-router.tsx';

// Every amount on the screens is shown in the organisation's currency, with the
// separators of the language the person picked.

const funders = [
  {
    id: '1',
    name: 'Euro Foundation',
    email: null,
    type: 'FOUNDATION',
    website: null,
    totalAwardAmount: 1_234_567,
    responsiveness: { winRate: null, medianResponseDays: null },
    filings: [],
  },
];

function renderFundersIn(language: string, currency: string) {
  const i18n = initI18n();
  void i18n.changeLanguage(language);
  const organization = { ...staff.organization, currency };
  const client = new Client({
    url: 'http://localhost/graphql',
    preferGetMethod: false,
    exchanges: [fetchExchange],
    fetch: async (_url, init) => {
      const body = JSON.parse(String(init?.body)) as { query: string };
      const operationName = /(?:query|mutation)\s+(\w+)/.exec(body.query)?.[1] ?? '';
      const data: Record<string, unknown> = {
        CurrentUser: { currentUser: { ...staff, organization } },
        OrganizationsFiscal: {
          listOrganizations: [{ id: '1', currentFiscalYear: 2025, fiscalYearStart: '2015-07-01', currency }],
        },
        ListFunders: { listFunders: { total: 1, items: funders } },
      };
      return new Response(JSON.stringify({ data: data[operationName] ?? null }), {
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  return renderRouter('/funders', { i18n, client });
}

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

afterEach(async () => {
  setDisplayCurrency('USD');
  await initI18n().changeLanguage('en');
});

describe('OrganizationCurrencyScope', () => {
  it('shows an organisation in EUR in euros with German separators', async () => {
    renderFundersIn('de', 'EUR');
    const row = (await screen.findByText('Euro Foundation')).closest('tr');
    expect(row).toBeTruthy();
    expect(plain(within(row as HTMLElement).getByText(/€/).textContent)).toBe('1.234.567 €');
  });

  it('shows an organisation in USD in dollars with English separators', async () => {
    renderFundersIn('en', 'USD');
    const row = (await screen.findByText('Euro Foundation')).closest('tr');
    expect(within(row as HTMLElement).getByText('$1,234,567')).toBeTruthy();
  });
});
