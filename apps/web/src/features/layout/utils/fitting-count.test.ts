import { describe, expect, it } from 'vitest';
import { fittingCount } from './fitting-count.ts';

describe('fittingCount', () => {
  it('keeps every item when the row holds them all', () => {
    expect(fittingCount([100, 100, 100], 320, 10, 60)).toBe(3);
  });

  it('leaves room for the More control when some must move', () => {
    // 100 + 10 + 100 = 210; + 10 + 60 for More = 280 <= 300; a third would need 390.
    expect(fittingCount([100, 100, 100], 300, 10, 60)).toBe(2);
    expect(fittingCount([100, 100, 100], 200, 10, 60)).toBe(1);
  });

  it('keeps none when not even one fits beside More', () => {
    expect(fittingCount([100, 100], 120, 10, 60)).toBe(0);
  });
});
