// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePolling } from './use-polling.ts';

describe('usePolling', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('polls at once, then every interval while enabled, and stops when disabled', async () => {
    const poll = vi.fn(async (_signal: AbortSignal) => undefined);
    const { rerender } = renderHook(({ enabled }) => usePolling(poll, 2000, enabled), {
      initialProps: { enabled: true },
    });
    await act(async () => {});
    expect(poll).toHaveBeenCalledTimes(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(poll).toHaveBeenCalledTimes(2);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4000);
    });
    expect(poll).toHaveBeenCalledTimes(4);

    rerender({ enabled: false });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(poll).toHaveBeenCalledTimes(4);
    expect(poll.mock.calls.at(-1)?.[0]).toHaveProperty('aborted', true);
  });

  it('never overlaps a slow poll: the next waits for the previous to settle', async () => {
    let finish: () => void = () => undefined;
    const poll = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    renderHook(() => usePolling(poll, 2000, true));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(7000);
    });
    expect(poll).toHaveBeenCalledTimes(1);
    await act(async () => {
      finish();
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(poll).toHaveBeenCalledTimes(2);
  });

  it('keeps polling after a poll fails', async () => {
    const poll = vi.fn(async () => {
      throw new Error('offline');
    });
    renderHook(() => usePolling(poll, 25_000, true));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(25_000);
    });
    expect(poll).toHaveBeenCalledTimes(2);
  });
});
