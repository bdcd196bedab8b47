import { describe, expect, it } from 'vitest';
import { ROUTE_NAMES, ROUTES } from './route-table.ts';
import { router } from './router.tsx';

describe('router', () => {
  it('registers every route of the table under its name', () => {
    const byPath = router.routesByPath as Record<
      string,
      { options: { staticData?: { routeName?: string } } }
    >;
    for (const name of ROUTE_NAMES) {
      expect(byPath[ROUTES[name].path]?.options.staticData?.routeName, name).toBe(name);
    }
  });
});
