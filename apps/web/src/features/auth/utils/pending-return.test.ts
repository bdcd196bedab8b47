// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { rememberReturnPath, takeReturnPath } from './pending-return.ts';

describe('the return path kept across an external sign-in', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('is read once', () => {
    rememberReturnPath('/report-center?report=50');
    expect(takeReturnPath()).toBe('/report-center?report=50');
    expect(takeReturnPath()).toBeUndefined();
  });

  it('forgets an older path when a visit brings none', () => {
    rememberReturnPath('/grants');
    rememberReturnPath(undefined);
    expect(takeReturnPath()).toBeUndefined();
  });

  it('never keeps, nor returns, another site', () => {
    rememberReturnPath('//evil.example');
    expect(takeReturnPath()).toBeUndefined();
    window.sessionStorage.setItem('signInReturnPath', 'https://evil.example');
    expect(takeReturnPath()).toBeUndefined();
  });
});
