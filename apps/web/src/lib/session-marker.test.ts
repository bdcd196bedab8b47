// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { clearSignedIn, dropLegacyTokenCookie, isSignedIn, markSignedIn } from './session-marker.ts';

describe('session marker', () => {
  it('remembers only that the browser signed in, never a token', () => {
    markSignedIn();
    expect(isSignedIn()).toBe(true);
    expect(Object.values({ ...window.localStorage })).toEqual(['1']);
    clearSignedIn();
    expect(isSignedIn()).toBe(false);
  });

  it('removes the JavaScript-readable token cookie of earlier versions', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: sets up the legacy cookie the code must remove.
    document.cookie = 'token=old.jwt.value; Path=/';
    dropLegacyTokenCookie();
    expect(document.cookie).not.toContain('token=');
  });
});
