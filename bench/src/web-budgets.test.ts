import { describe, expect, it } from 'vitest';
import { lighthouseFailure } from './web-budgets.ts';

describe('lighthouseFailure', () => {
  it('names the runtime error Lighthouse reported for a load', () => {
    expect(lighthouseFailure({ runtimeError: { code: 'NO_FCP', message: 'The page did not paint' } })).toBe(
      'NO_FCP',
    );
  });

  it('is null for a load Lighthouse scored', () => {
    expect(lighthouseFailure({ runtimeError: undefined })).toBeNull();
    expect(lighthouseFailure({})).toBeNull();
  });

  it('counts a load without any result as failed', () => {
    expect(lighthouseFailure(undefined)).toBe('NO_RESULT');
    expect(lighthouseFailure(null)).toBe('NO_RESULT');
  });
});
