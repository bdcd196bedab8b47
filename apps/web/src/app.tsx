import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { RouterProvider } from '@tanstack/react-router';
import { I18nextProvider } from 'react-i18next';
import { i18n } from './i18n/index.ts';
import { GraphqlProvider } from './lib/graphql-provider.tsx';
import { router } from './routes/router.tsx';
import { TOAST_LONG_MS } from './ui/notify.ts';
import { cssVariablesResolver, theme } from './ui/theme.ts';

export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        {/* §2/§9: toasts slide in from the right; long duration unless a call asks for short. */}
        <Notifications position="top-right" autoClose={TOAST_LONG_MS} />
        <GraphqlProvider>
          <ModalsProvider>
            <RouterProvider router={router} />
          </ModalsProvider>
        </GraphqlProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
