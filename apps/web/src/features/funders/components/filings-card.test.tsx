// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { Client, fetchExchange } from 'urql';
import { describe, expect, it } from 'vitest';
import { initI18n } from '../../../i18n/index.ts';
import { staff } from '../../../test/render-app.tsx';
import { renderRouter } from '../../../test/render-router.tsx';

// The profile's 990 card against a fake GraphQL endpoint: the candidates found by the (edited) name, and the
// provider's coded errors shown as the messages of their codes.

const funder = {
  id: '5',
  name: 'Willow Creek Foundation',
  email: null,
  phone: null,
  type: 'FOUNDATION',
  website: null,
  complexityScore: null,
  keyContacts: null,
  notes: null,
  howToApply: null,
  isPaused: false,
};

type Answer = { data?: unknown; errors?: { message: string; extensions: { code: string } }[] };

function renderCard(answers: { find: () => Answer; confirm: () => Answer }) {
  const i18n = initI18n();
  void i18n.changeLanguage('en');
  const searches: unknown[] = [];
  const client = new Client({
    url: 'http://localhost/graphql',
    preferGetMethod: false,
    exchanges: [fetchExchange],
    fetch: async (_url, init) => {
      const body = JSON.parse(String(init?.body)) as { query: string; variables: Record<string, unknown> };
      const operationName = /(?:query|mutation)\s+(\w+)/.exec(body.query)?.[1] ?? '';
      const data: Record<string, Answer> = {
        CurrentUser: { data: { currentUser: staff } },
        ListOrganizations: { data: { listOrganizations: [staff.organization] } },
        OrganizationsFiscal: {
          data: { listOrganizations: [{ id: '1', currentFiscalYear: 2025, fiscalYearStart: '2015-07-01' }] },
        },
        FunderProfile: {
          data: {
            GetFunderProfile: {
              id: '5',
              totalAwardAmount: 0,
              lastAward: null,
              location: null,
              funder,
              previousGrants: [],
              nextGrants: [],
            },
          },
        },
        FunderFilings: { data: { getFunder: { id: '5', name: funder.name, ein: null, filings: [] } } },
      };
      if (operationName === 'FindFunderFilings') searches.push(body.variables.search);
      const answer =
        operationName === 'FindFunderFilings'
          ? answers.find()
          : operationName === 'ConfirmFunderEin'
            ? answers.confirm()
            : (data[operationName] ?? { data: null });
      return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
    },
  });
  renderRouter('/funder/5', { i18n, client });
  return searches;
}

const candidates = {
  data: {
    findFunderFilings: [{ ein: '931234567', name: 'Willow Creek Fdn', city: 'Eugene', state: 'OR' }],
  },
};

const coded = (code: string): Answer => ({ errors: [{ message: code, extensions: { code } }] });

describe('public 990 filings card', () => {
  it('searches by the edited name and says when the EIN has no filings', async () => {
    const searches = renderCard({ find: () => candidates, confirm: () => coded('EIN_NOT_FOUND') });
    const card = await screen.findByRole('region', { name: 'Public 990 filings' });
    const name = (await within(card).findByRole('textbox', {
      name: /Name to search for/,
    })) as HTMLInputElement;
    expect(name.value).toBe('Willow Creek Foundation');
    fireEvent.change(name, { target: { value: 'Willow Creek' } });
    fireEvent.click(within(card).getByRole('button', { name: "Find this funder's 990" }));
    expect(await within(card).findByText('EIN 93-1234567 · Eugene, OR')).toBeTruthy();
    expect(searches).toEqual(['Willow Creek']);

    fireEvent.click(within(card).getByRole('button', { name: /This is the funder: Willow Creek Fdn/ }));
    expect((await within(card).findByRole('alert')).textContent).toBe(
      'No public filings are known for this EIN.',
    );
  });

  it('says when ProPublica cannot be reached', async () => {
    renderCard({ find: () => coded('FILINGS_PROVIDER_UNAVAILABLE'), confirm: () => candidates });
    const card = await screen.findByRole('region', { name: 'Public 990 filings' });
    fireEvent.click(await within(card).findByRole('button', { name: "Find this funder's 990" }));
    expect((await within(card).findByRole('alert')).textContent).toBe(
      'ProPublica Nonprofit Explorer cannot be reached just now. Please try again later.',
    );
  });
});
