import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { schedulePrint } from './print-sequence.ts';

describe('schedulePrint', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('closes the modal after 400 ms and opens the print dialog after 800 ms (docs/product.md, Constants and limits)', () => {
    const steps: string[] = [];
    schedulePrint({ closeModal: () => steps.push('close'), openPrintDialog: () => steps.push('print') });
    vi.advanceTimersByTime(399);
    expect(steps).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(steps).toEqual(['close']);
    vi.advanceTimersByTime(399);
    expect(steps).toEqual(['close']);
    vi.advanceTimersByTime(1);
    expect(steps).toEqual(['close', 'print']);
  });

  it('does nothing once cancelled (the page was left)', () => {
    const print = vi.fn();
    const cancel = schedulePrint({ closeModal: vi.fn(), openPrintDialog: print });
    cancel();
    vi.advanceTimersByTime(1000);
    expect(print).not.toHaveBeenCalled();
  });
});
