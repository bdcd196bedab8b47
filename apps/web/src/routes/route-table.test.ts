import { describe, expect, it } from 'vitest';
import { flagsFor, ROUTE_NAMES, ROUTES } from './route-table.ts';

const PUBLIC = [
  'root',
  'verifyUser',
  'login',
  'forgotPassword',
  'resetPassword',
  'register',
  'privacy',
  'terms',
];

describe('route table', () => {
  it('holds every route named by the specification', () => {
    expect(ROUTE_NAMES).toEqual(
      expect.arrayContaining([
        'root',
        'dashboard',
        'assistantChat',
        'programs',
        'grantList',
        'pipeline',
        'deadlines',
        'reports',
        'fundersList',
        'largestFunders',
        'funderProfile',
        'login',
        'forgotPassword',
        'resetPassword',
        'verifyUser',
        'calendar',
      ]),
    );
  });

  it.each(ROUTE_NAMES)('%s needs sign-in unless it is public', (name) => {
    expect(ROUTES[name].requireAuth).toBe(!PUBLIC.includes(name));
  });

  it('shows no header on login, register and verify-user', () => {
    expect(ROUTES.login.showHeader).toBe(false);
    expect(ROUTES.verifyUser.showHeader).toBe(false);
    expect(ROUTES.register.showHeader).toBe(false);
  });

  it('adds the register and admin pages', () => {
    expect(ROUTES.register.path).toBe('/register');
    expect(ROUTES.admin.path).toBe('/admin');
    expect(ROUTES.admin.requireAuth).toBe(true);
  });

  it('shows header and footer on every signed-in screen', () => {
    for (const name of ROUTE_NAMES.filter((n) => ROUTES[n].requireAuth)) {
      expect(ROUTES[name].showHeader && ROUTES[name].showFooter, name).toBe(true);
    }
  });

  it('uses the known paths', () => {
    expect(ROUTES.grantList.path).toBe('/grants');
    expect(ROUTES.pipeline.path).toBe('/pipeline');
    expect(ROUTES.reports.path).toBe('/report-center');
    expect(ROUTES.funderProfile.path).toBe('/funder/$id');
    expect(new Set(ROUTE_NAMES.map((n) => ROUTES[n].path)).size).toBe(ROUTE_NAMES.length);
  });

  it('gives unknown pages no auth guard', () => {
    expect(flagsFor(undefined).requireAuth).toBe(false);
  });
});
