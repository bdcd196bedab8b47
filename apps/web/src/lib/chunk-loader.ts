// Route chunks (routes/router.tsx) load through here. Offline, a failed chunk waits for the connection
// instead of failing (the banner in ui/offline-banner.tsx says why); online, a failed chunk means a deploy
// replaced the files, so the page reloads once to fetch the new ones. The flag in sessionStorage stops a
// loop: if the chunk fails again right after that reload, the error reaches the route's error screen.

const RELOADED_KEY = 'chunkReloaded';

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

function readFlag(): boolean {
  try {
    return window.sessionStorage.getItem(RELOADED_KEY) === '1';
  } catch {
    return true; // Storage blocked: never reload, so there is no loop to fear.
  }
}

function writeFlag(on: boolean): void {
  try {
    if (on) window.sessionStorage.setItem(RELOADED_KEY, '1');
    else window.sessionStorage.removeItem(RELOADED_KEY);
  } catch {
    // Without storage readFlag() already refuses to reload.
  }
}

export async function loadChunk<T>(importer: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      const module = await importer();
      writeFlag(false);
      return module;
    } catch (error) {
      if (!navigator.onLine) {
        await whenOnline();
        continue;
      }
      if (!readFlag()) {
        writeFlag(true);
        window.location.reload();
        return new Promise<T>(() => {}); // the reload replaces the page
      }
      throw new ChunkLoadError(error);
    }
  }
}
