import { createRootRoute, lazyRouteComponent } from '@tanstack/react-router';
import { AppFrame } from '../features/layout/index.ts';
import { loadChunk } from '../lib/chunk-loader.ts';
import { NotFoundPage } from '../ui/not-found-page.tsx';

export const rootRoute = createRootRoute({ component: AppFrame, notFoundComponent: NotFoundPage });

/** Every route's parent: the frame. */
export const child = { getParentRoute: () => rootRoute } as const;

// Every page is its own chunk; the frame (header, guard) stays in the main one. Chunks load through
// loadChunk: offline they wait for the connection, after a deploy the page reloads once.
export function lazyPage<T extends Record<string, unknown>, K extends keyof T>(
  importer: () => Promise<T>,
  name: K,
) {
  return lazyRouteComponent(() => loadChunk(importer), name);
}
