import { RouterProvider } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from './i18n/index.ts';
import { GraphqlProvider } from './lib/graphql-provider.tsx';
import { router } from './routes/router.tsx';
import { AppThemeProvider } from './ui/app-theme-provider.tsx';
import { modalsHostReady, useHostRequested } from './ui/lazy-hosts.ts';
import { TOAST_LONG_MS } from './ui/notify.ts';
import { OfflineBanner } from './ui/offline-banner.tsx';
import { SkipLink } from './ui/skip-link.tsx';

// The toast container and the confirm-modal host are chunks of their own, mounted when first needed (the first
// toast, the first confirmation: ui/lazy-hosts.ts), so no screen waits for Modal, @mantine/notifications or
// @mantine/modals before its first paint. A toast shown before its container mounts waits in the store; the host
// renders no children, so nothing uses the modals context (only `modals.*`).
const Notifications = lazy(() =>
  import('@mantine/notifications').then((m) => ({ default: m.Notifications })),
);
const ModalsHost = lazy(() =>
  import('@mantine/modals').then(({ ModalsProvider }) => ({
    default: function ModalsHost() {
      // The provider's own effects (its event listeners) run before this parent's.
      useEffect(modalsHostReady, []);
      return <ModalsProvider />;
    },
  })),
);

export function App() {
  const toastsWanted = useHostRequested('notifications');
  const modalsWanted = useHostRequested('modals');
  return (
    <I18nextProvider i18n={i18n}>
      <AppThemeProvider>
        <SkipLink />
        {/* Toasts slide in from the right (docs/product.md, Screens and routes). Top corner: at the bottom they covered
            a modal's footer, where its primary button is; 320 px wide, they stay clear of a large modal's close button
            at 1366 px. Long duration unless a call asks for short. */}
        {toastsWanted && (
          <Suspense fallback={null}>
            <Notifications position="top-right" containerWidth={320} autoClose={TOAST_LONG_MS} />
          </Suspense>
        )}
        <GraphqlProvider>
          <RouterProvider router={router} />
          <OfflineBanner />
          {modalsWanted && (
            <Suspense fallback={null}>
              <ModalsHost />
            </Suspense>
          )}
        </GraphqlProvider>
      </AppThemeProvider>
    </I18nextProvider>
  );
}
