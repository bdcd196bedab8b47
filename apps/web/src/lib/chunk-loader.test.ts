// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_WINDOW_MS, ChunkLoadError, loadChunk } from './chunk-loader.ts';
import { reloadNow } from './reload.ts';

vi.mock('./reload.ts', () => ({ reloadNow: vi.fn() }));

const missing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
const present = () => Promise.resolve({ page: 'funders' });

/** What the promise has come to after a moment: its value, or 'pending' (a reload never settles it). */
function settled<T>(promise: Promise<T>): Promise<'pending' | T> {
  return Promise.race([
    promise,
    new Promise<'pending'>((resolve) => setTimeout(() => resolve('pending'), 20)),
  ]);
}

describe('loadChunk', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    vi.mocked(reloadNow).mockClear();
    vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
  });
  afterEach(() => vi.restoreAllMocks());

  it('returns the module when the chunk loads', async () => {
    await expect(loadChunk(present)).resolves.toEqual({ page: 'funders' });
    expect(reloadNow).not.toHaveBeenCalled();
  });

  it('reloads once for a chunk a deploy removed, then shows the error when it is still missing', async () => {
    expect(await settled(loadChunk(missing))).toBe('pending');
    expect(reloadNow).toHaveBeenCalledOnce();

    await expect(loadChunk(missing)).rejects.toBeInstanceOf(ChunkLoadError);
    expect(reloadNow).toHaveBeenCalledOnce();
  });

  it('does not reload again when another chunk loaded after the reload', async () => {
    expect(await settled(loadChunk(missing))).toBe('pending');
    // Right after the reload the shell's or a hovered link's chunk loads before the missing one fails again.
    await loadChunk(present);

    await expect(loadChunk(missing)).rejects.toBeInstanceOf(ChunkLoadError);
    expect(reloadNow).toHaveBeenCalledOnce();
  });

  it('reloads again for a later deploy', async () => {
    expect(await settled(loadChunk(missing))).toBe('pending');
    vi.mocked(Date.now).mockReturnValue(1_000_000 + CHUNK_RELOAD_WINDOW_MS);

    expect(await settled(loadChunk(missing))).toBe('pending');
    expect(reloadNow).toHaveBeenCalledTimes(2);
  });
});
