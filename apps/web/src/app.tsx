import { MantineProvider } from '@mantine/core';
import { RouterProvider } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from './i18n/index.ts';
import { GraphqlProvider } from './lib/graphql-provider.tsx';
import { router } from './routes/router.tsx';
import { TOAST_LONG_MS } from './ui/notify.ts';
import { OfflineBanner } from './ui/offline-banner.tsx';
import { cssVariablesResolver, theme } from './ui/theme.ts';

// The toast container and the confirm-modal host are chunks of their own, mounted after the first render
// (the toasts once the browser is idle): the first screen (login above all) does not wait for Modal,
// ScrollArea and floating-ui. A toast shown before its container mounts waits in the store; confirmations
// (ui/confirm.tsx) only follow a user's action, and the host renders no children, so nothing uses the modals
// context (only `modals.*`).
const Notifications = lazy(() =>
  import('@mantine/notifications').then((m) => ({ default: m.Notifications })),
);
const ModalsHost = lazy(() => import('@mantine/modals').then((m) => ({ default: m.ModalsProvider })));

export function App() {
  const toastsMounted = useIdleAfterFirstRender();
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        {/* §2/§9: toasts slide in from the right, bottom corner so they never cover the header's controls or a
            modal's close button (issue 13); long duration unless a call asks for short. */}
        {toastsMounted && (
          <Suspense fallback={null}>
            <Notifications position="bottom-right" autoClose={TOAST_LONG_MS} />
          </Suspense>
        )}
        <GraphqlProvider>
          <RouterProvider router={router} />
          <OfflineBanner />
          <Suspense fallback={null}>
            <ModalsHost />
          </Suspense>
        </GraphqlProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}

/**
 * True once the browser is idle after the first render: the toast container's chunk is then fetched after the
 * first screen's, not beside them on the way to the first paint.
 */
function useIdleAfterFirstRender(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(() => setIdle(true), 0);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 1000 });
    return () => window.cancelIdleCallback(handle);
  }, []);
  return idle;
}
