import { describe, expect, it } from 'vitest';
import { formatFileSize, formatTimestamp } from './format.ts';

describe('formatFileSize', () => {
  it('picks the unit and keeps one decimal for small values', () => {
    expect(formatFileSize(0, 'en')).toBe('0 B');
    expect(formatFileSize(1023, 'en')).toBe('1,023 B');
    expect(formatFileSize(1536, 'en')).toBe('1.5 KB');
    expect(formatFileSize(50 * 1024 * 1024, 'en')).toBe('50 MB');
    expect(formatFileSize(1536, 'de')).toBe('1,5 KB');
  });
});

describe('formatTimestamp', () => {
  it('shows a dash for a missing or unreadable value', () => {
    expect(formatTimestamp(null, 'en')).toBe('–');
    expect(formatTimestamp('not a date', 'en')).toBe('–');
    expect(formatTimestamp('2025-03-04T10:00:00Z', 'en')).toMatch(/2025/);
  });
});
