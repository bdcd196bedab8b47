import { describe, expect, it } from 'vitest';
import { layOutAtPaperWidth, PAPER_WIDTH_CLASS } from './paper-width.ts';

describe('layOutAtPaperWidth', () => {
  it('lays the page out at paper width until the print dialog closes', () => {
    const classes = new Set<string>();
    let afterPrint: (() => void) | undefined;
    const target = {
      document: {
        body: { classList: { add: (c: string) => classes.add(c), remove: (c: string) => classes.delete(c) } },
      },
      addEventListener: (type: string, listener: () => void) => {
        if (type === 'afterprint') afterPrint = listener;
      },
    } as unknown as Parameters<typeof layOutAtPaperWidth>[0];
    layOutAtPaperWidth(target);
    expect(classes.has(PAPER_WIDTH_CLASS)).toBe(true);
    afterPrint?.();
    expect(classes.has(PAPER_WIDTH_CLASS)).toBe(false);
  });
});
