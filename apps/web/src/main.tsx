import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './ui/global.css';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { preloadShellFor } from './features/layout/components/app-frame.tsx';
import { initI18n } from './i18n/index.ts';
import { startCurrentUserQuery } from './lib/graphql-provider.tsx';
import { dropLegacyTokenCookie } from './lib/session-marker.ts';

// Starts fetching the current language's catalogue; screens that translate suspend until it is there.
initI18n();
// The session is an HttpOnly cookie now; a readable token left by an earlier version goes.
dropLegacyTokenCookie();
// Neither waits for the route's chunk: the signed-in pages need both first.
startCurrentUserQuery();
preloadShellFor(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');

createRoot(container).render(
  <StrictMode>
    <Suspense fallback={null}>
      <App />
    </Suspense>
  </StrictMode>,
);
