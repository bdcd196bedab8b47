// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useImportsInProgress } from './use-imports-in-progress.ts';

describe('useImportsInProgress', () => {
  let running: Record<string, boolean>;
  let asked: string[];

  beforeEach(() => {
    vi.useFakeTimers();
    running = { google_drive: false, one_drive: true };
    asked = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const path = String(input);
      asked.push(path);
      const drive = /\/api\/(\w+)\/any-in-progress\//.exec(path)?.[1] ?? '';
      return new Response(JSON.stringify({ success: true, any_jobs_in_progress: running[drive] === true }), {
        headers: { 'content-type': 'application/json' },
      });
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks both drives every 25 s and reloads the folder once the running imports have finished', async () => {
    const settled = vi.fn();
    const { result } = renderHook(() => useImportsInProgress('7', settled));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(asked).toEqual(['/api/google_drive/any-in-progress/7', '/api/one_drive/any-in-progress/7']);
    expect(result.current.inProgress).toBe(true);

    running.one_drive = false;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(24_000);
    });
    expect(asked).toHaveLength(2);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    expect(asked).toHaveLength(4);
    expect(result.current.inProgress).toBe(false);
    expect(settled).toHaveBeenCalledTimes(1);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(25_000);
    });
    expect(settled).toHaveBeenCalledTimes(1);
  });

  it('checks at once when asked to refresh (an import was just started)', async () => {
    const { result } = renderHook(() => useImportsInProgress('7', () => undefined));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(asked).toHaveLength(2);
    await act(async () => {
      result.current.refresh();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(asked).toHaveLength(4);
  });
});
