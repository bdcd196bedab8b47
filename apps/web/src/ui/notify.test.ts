import { beforeEach, describe, expect, it, vi } from 'vitest';

const show = vi.fn();
vi.mock('@mantine/notifications', () => ({ notifications: { show } }));

const { notifyError, notifySuccess, TOAST_LONG_MS, TOAST_SHORT_MS } = await import('./notify.ts');

const shownAutoClose = async () => {
  await vi.waitFor(() => expect(show).toHaveBeenCalledTimes(1));
  return show.mock.calls[0]?.[0]?.autoClose;
};

describe('toasts', () => {
  beforeEach(() => show.mockReset());

  it('stay the long 10 s by default, success toasts too (docs/product.md, Constants and limits)', async () => {
    expect(TOAST_LONG_MS).toBe(10_000);
    notifySuccess('Saved');
    expect(await shownAutoClose()).toBe(TOAST_LONG_MS);
    show.mockReset();
    notifyError('Failed');
    expect(await shownAutoClose()).toBe(TOAST_LONG_MS);
  });

  it('are short (4 s) only when asked', async () => {
    notifySuccess('Copied', 'short');
    expect(await shownAutoClose()).toBe(TOAST_SHORT_MS);
  });
});
