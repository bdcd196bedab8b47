// Mantine's global rules; each component's own rules come with its code (vite.config.ts, mantineComponentStyles).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/notifications/styles.css';
import './ui/global.css';
import { StrictMode, Suspense, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { preloadShellFor } from './features/layout/index.ts';
import { initI18n, whenCatalogueLoaded } from './i18n/index.ts';
import { prepareFormats } from './lib/format.ts';
import { startCurrentUserQuery } from './lib/graphql-provider.tsx';
import { dropLegacyTokenCookie } from './lib/session-marker.ts';
import { preloadPageFor, router } from './routes/router.tsx';
import { showSuccessKeptAcrossReload } from './ui/notify.ts';

// Starts fetching the current language's catalogue; screens that translate suspend until it is there.
initI18n();
// The session is an HttpOnly cookie now; a readable token left by an earlier version goes.
dropLegacyTokenCookie();
// Started before the first render: the signed-in pages need the user, the shell and their own chunk first.
startCurrentUserQuery();
const firstScreen = [
  whenCatalogueLoaded(),
  preloadShellFor(window.location.pathname),
  preloadPageFor(window.location.pathname),
  // The router settles its first location before React renders. Left to RouterProvider, it settled during
  // the first render, so every component reading the router's store saw it change between render and commit
  // and React re-rendered the whole screen synchronously, twice, in one long task (bench/HISTORY.md).
  router.load(),
];

// A task of its own while the chunks download. Not requestIdleCallback: a loading page had no idle moment
// before its first screen, so the formatters were built inside the render of its first dates
// (bench/HISTORY.md, Web budgets).
setTimeout(prepareFormats, 0);

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');
const root = createRoot(container);

// The first render waits for the catalogue, the shell, the page's chunk and the router (all in parallel above),
// so it renders the whole first screen at once. Rendered earlier, it suspended on each of them in turn, and
// React holds every reveal after a fallback for 300 ms: two such waits came before the first paint. Offline a
// chunk may wait for the connection (lib/chunk-loader.ts), so the app renders at once and shows the offline
// banner.
const offline = new Promise<void>((resolve) => {
  if (!navigator.onLine) resolve();
  window.addEventListener('offline', () => resolve(), { once: true });
});
void Promise.race([Promise.allSettled(firstScreen), offline]).then(() => {
  // A transition: React renders the first screen in slices and lets the browser breathe between them, where a
  // plain render would be one long task (the shell and the page together).
  startTransition(() => {
    root.render(
      <StrictMode>
        <Suspense fallback={null}>
          <App />
        </Suspense>
      </StrictMode>,
    );
  });
  // After the catalogue: the toast's title is translated.
  showSuccessKeptAcrossReload();
});
