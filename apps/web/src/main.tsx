import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './ui/global.css';
import { StrictMode, Suspense, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { preloadShellFor } from './features/layout/components/app-frame.tsx';
import { initI18n } from './i18n/index.ts';
import { startCurrentUserQuery } from './lib/graphql-provider.tsx';
import { dropLegacyTokenCookie } from './lib/session-marker.ts';
import { preloadPageFor } from './routes/router.tsx';

// Starts fetching the current language's catalogue; screens that translate suspend until it is there.
initI18n();
// The session is an HttpOnly cookie now; a readable token left by an earlier version goes.
dropLegacyTokenCookie();
// None waits for the first render: the signed-in pages need the user, the shell and their own chunk first.
startCurrentUserQuery();
preloadShellFor(window.location.pathname);
preloadPageFor(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');

// A transition: React renders the first screen in slices and lets the browser breathe between them, where a
// plain render would be one long task (the shell and the page together).
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <Suspense fallback={null}>
        <App />
      </Suspense>
    </StrictMode>,
  );
});
