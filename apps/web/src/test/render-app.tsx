import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Client, fetchExchange, Provider } from 'urql';
import { initI18n } from '../i18n/index.ts';
import { createAppRouter } from '../routes/router.tsx';
import { cssVariablesResolver, theme } from '../ui/theme.ts';

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
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }));
  const view = render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <Notifications />
        <Provider value={client}>
          <ModalsProvider>
            <RouterProvider router={router} />
          </ModalsProvider>
        </Provider>
      </MantineProvider>
    </I18nextProvider>,
  );
  return { ...view, router };
}

export const staff: FakeUser = {
  id: '3',
  email: 'staff@example.org',
  role: 'USER',
  authorized: true,
  organization: { id: '1', name: 'Riverbend Community Foundation', currentFiscalYear: 2025 },
};
