import { describe, expect, it } from 'vitest';
import {
  alternate,
  formatKb,
  formatMs,
  formatRate,
  formatRatio,
  median,
  medianScore,
  ratio,
} from './stats.ts';

describe('median', () => {
  it('takes the middle value of an odd count, whatever the order', () => {
    expect(median([3, 1, 2])).toBe(2);
  });
  it('averages the middle two of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
  it('is NaN for no values', () => {
    expect(median([])).toBeNaN();
  });
});

describe('ratio and its formatting', () => {
  it('divides', () => {
    expect(ratio(151, 2395)).toBeCloseTo(0.063, 3);
  });
  it('has no ratio without a positive denominator', () => {
    expect(ratio(1, 0)).toBeNull();
    expect(ratio(1, undefined)).toBeNull();
    expect(ratio(Number.NaN, 2)).toBeNull();
  });
  it('formats small and large ratios', () => {
    expect(formatRatio(0.0631)).toBe('0.06×');
    expect(formatRatio(12.34)).toBe('12.3×');
    expect(formatRatio(null)).toBe('–');
  });
});

describe('number formatting', () => {
  it('formats rates, milliseconds and kilobytes', () => {
    expect(formatRate(4615.6)).toBe('4,616');
    expect(formatMs(65.4)).toBe('65 ms');
    expect(formatMs(0.42)).toBe('0.4 ms');
    expect(formatKb(204_800)).toBe('204.8 KB');
  });
});

describe('alternate', () => {
  it('reverses the order every other round', () => {
    expect(alternate(['a', 'b', 'c'], 0)).toEqual(['a', 'b', 'c']);
    expect(alternate(['a', 'b', 'c'], 1)).toEqual(['c', 'b', 'a']);
    expect(alternate(['a', 'b', 'c'], 2)).toEqual(['a', 'b', 'c']);
  });
});

describe('medianScore', () => {
  it('takes the median of repeated Lighthouse runs', () => {
    expect(medianScore([0.72, 0.61, 0.69])).toBe(0.69);
    expect(medianScore([0.7])).toBe(0.7);
  });
  it('has no score when a run is missing (it ended signed out) or there was none', () => {
    expect(medianScore([0.72, null, 0.69])).toBeNull();
    expect(medianScore([])).toBeNull();
  });
});
