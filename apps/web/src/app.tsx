import { useMediaQuery } from '@mantine/hooks';
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

/** Mantine's sm breakpoint: below it the app lays out for phones. */
const WIDE_SCREEN = '(min-width: 48em)';

export function App() {
  const toastsWanted = useHostRequested('notifications');
  const modalsWanted = useHostRequested('modals');
  const wide = useMediaQuery(WIDE_SCREEN, true, { getInitialValueInEffect: false });
  return (
    <I18nextProvider i18n={i18n}>
      <AppThemeProvider>
        <SkipLink />
        {/* Toasts slide in from the right (docs/product.md, Screens and routes), long unless a call asks for short.
            Wide screens: top right under the header (global.css), 320 px wide, clear of a large modal's close
            button and of its footer, where the primary button is (at the bottom they covered it at 1366×768).
            Phones: a modal fills the screen, so the toast stays at the bottom, clear of the header and the ×. */}
        {toastsWanted && (
          <Suspense fallback={null}>
            <Notifications
              position={wide ? 'top-right' : 'bottom-right'}
              containerWidth={320}
              autoClose={TOAST_LONG_MS}
            />
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
