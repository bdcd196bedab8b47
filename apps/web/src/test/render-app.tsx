import { Client, fetchExchange } from 'urql';
import { initI18n } from '../i18n/index.ts';
import { renderRouter } from './render-router.tsx';

export interface FakeUser {
  id: string;
  email: string;
  role: 'ADMIN' | 'MANAGER' | 'USER';
  authorized: boolean;
  organization: { id: string; name: string; currentFiscalYear: number };
}

/** Renders the real router and frame against a canned GraphQL answer for currentUser. */
export function renderApp(path: string, currentUser: FakeUser | null) {
  const i18n = initI18n();
  void i18n.changeLanguage('en');
  const client = new Client({
    url: 'http://localhost/graphql',
    preferGetMethod: false,
    exchanges: [fetchExchange],
    fetch: async (_url, init) => {
      const body = JSON.parse(String(init?.body)) as { query: string };
      const data = body.query.includes('listOrganizations')
        ? { listOrganizations: currentUser ? [currentUser.organization] : [] }
        : { currentUser };
      return new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } });
    },
  });
  return renderRouter(path, { i18n, client });
}

export const staff: FakeUser = {
  id: '3',
  email: 'staff@example.org',
  role: 'USER',
  authorized: true,
  organization: { id: '1', name: 'Riverbend Community Foundation', currentFiscalYear: 2025 },
};
