// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

const show = vi.fn();
vi.mock('@mantine/notifications', () => ({ notifications: { show } }));

const { notifySuccessAcrossReload, showSuccessKeptAcrossReload } = await import('./notify.ts');

const shownMessages = () => show.mock.calls.map((call) => call[0]?.message);

describe('a success toast followed by a reload', () => {
  beforeEach(() => {
    show.mockReset();
    window.sessionStorage.clear();
  });

  it('is shown at once and again, once, when the reloaded page starts', async () => {
    notifySuccessAcrossReload('Your message was sent.');
    await vi.waitFor(() => expect(shownMessages()).toEqual(['Your message was sent.']));
    // The reload: a new page reads what the old one kept.
    showSuccessKeptAcrossReload();
    await vi.waitFor(() =>
      expect(shownMessages()).toEqual(['Your message was sent.', 'Your message was sent.']),
    );
    showSuccessKeptAcrossReload();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(show).toHaveBeenCalledTimes(2);
  });

  it('shows nothing at start when no toast was kept', async () => {
    showSuccessKeptAcrossReload();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(show).not.toHaveBeenCalled();
  });
});
