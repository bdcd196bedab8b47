import { reloadNow } from './reload.ts';

// Route chunks (routes/router.tsx) load through here. Offline, a failed chunk waits for the connection
// instead of failing (the banner in ui/offline-banner.tsx says why); online, a failed chunk means a deploy
// replaced the files, so the page reloads to fetch the new ones. When a chunk fails again within
// CHUNK_RELOAD_WINDOW_MS of such a reload, the reload did not help: the error reaches the route's error screen.
// The moment of the reload is kept in sessionStorage, not a flag that loaded chunks clear: right after a reload
// other chunks (the shell, a hovered link's page) load before the missing one fails again.

const RELOADED_AT_KEY = 'chunkReloadedAt';

/** Longer than a reload takes on a slow connection; short enough that a later deploy reloads again. */
export const CHUNK_RELOAD_WINDOW_MS = 60_000;

export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    // Not "Failed to fetch dynamically imported module": TanStack's lazyRouteComponent would reload again.
    super('A part of the page could not be loaded', { cause });
    this.name = 'ChunkLoadError';
  }
}

function whenOnline(): Promise<void> {
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
}

function reloadedRecently(now: number): boolean {
  try {
    const at = Number(window.sessionStorage.getItem(RELOADED_AT_KEY));
    return at > 0 && now - at < CHUNK_RELOAD_WINDOW_MS;
  } catch {
    return true; // Storage blocked: never reload, so there is no loop to fear.
  }
}

function markReload(now: number): void {
  try {
    window.sessionStorage.setItem(RELOADED_AT_KEY, String(now));
  } catch {
    // Without storage reloadedRecently() already refuses to reload.
  }
}

export async function loadChunk<T>(importer: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      return await importer();
    } catch (error) {
      if (!navigator.onLine) {
        await whenOnline();
        continue;
      }
      const now = Date.now();
      if (!reloadedRecently(now)) {
        markReload(now);
        reloadNow();
        return new Promise<T>(() => {}); // the reload replaces the page
      }
      throw new ChunkLoadError(error);
    }
  }
}
