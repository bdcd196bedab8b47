import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { type Client, Provider } from 'urql';
import { GraphqlProvider } from '../lib/graphql-provider.tsx';
import { createAppRouter } from '../routes/router.tsx';
import { AppThemeProvider } from '../ui/app-theme-provider.tsx';
import { modalsHostReady } from '../ui/lazy-hosts.ts';
import { SkipLink } from '../ui/skip-link.tsx';

// The app shell and the pages' modals are lazy chunks in the app; loaded here once per test file, as the
// static imports used to, so that a screen test does not spend its wait (findBy…) on loading them.
// The header's tools and "More" menu through their loaders, as main.tsx fetches them before a wide window's
// first render, so that they render with the header.
await Promise.all([
  // Imported, not a static import: shared folders import nothing from src/features (layout-rules.test.ts).
  import('../features/layout/index.ts').then((layout) =>
    Promise.all([
      layout.loadShellFrame(),
      layout
        .loadHeaderChunks()
        .then((chunks) => Promise.all([chunks.loadHeaderTools(), chunks.loadNavMoreMenu()])),
    ]),
  ),
  import('../features/grants/index.ts').then((grants) =>
    Promise.all([grants.loadCreateGrantModal(), grants.loadDeleteGrantModal()]),
  ),
  import('../features/funders/index.ts').then((funders) => funders.loadCreateFunderModal()),
  import('../features/programs/index.ts').then((programs) => programs.loadCreateProgramModal()),
  import('../features/board-report/index.ts').then((boardReport) => boardReport.loadBoardReportModal()),
  import('../features/applications/index.ts').then((applications) =>
    applications.loadUpdateApplicationModal(),
  ),
  import('../features/reports/index.ts').then((reports) => reports.loadUpdateReportModal()),
]);

// Every screen test renders its own ModalsProvider (below), so confirmations need not wait for the app's host.
modalsHostReady();

/**
 * The real router and frame at `path`, inside the app's providers (screen tests). With `client` GraphQL goes
 * through that client; without, through the app's own client (`GraphqlProvider`) and the stubbed fetch.
 */
export function renderRouter(path: string, { i18n, client }: { i18n: I18n; client?: Client }) {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }));
  const graphql = (children: ReactNode) =>
    client ? <Provider value={client}>{children}</Provider> : <GraphqlProvider>{children}</GraphqlProvider>;
  const view = render(
    <I18nextProvider i18n={i18n}>
      <AppThemeProvider>
        <SkipLink />
        <Notifications />
        {graphql(
          <ModalsProvider>
            <RouterProvider router={router} />
          </ModalsProvider>,
        )}
      </AppThemeProvider>
    </I18nextProvider>,
  );
  return { ...view, router };
}
