import fs from 'node:fs';
import path from 'node:path';

// docs/architecture.md, Operations and their contract: one wrapper per transport signs in and resolves
// the organisation (restRoutes in packages/service for the REST services). A REST route file reaches
// those steps only through it, so no route can skip one or take them in another order.

/** The folders whose files are REST routes. */
export const REST_ROUTE_DIRS = ['apps/rest/src/routes', 'apps/ai/src/routes', 'apps/importer/src/routes'];

/**
 * Route files that authenticate themselves, each with its reason. The queue board's guard is an
 * onRequest hook in front of a plugin (a throw would become the plugin's 500, so it answers itself),
 * and it reads the bearer header or, only without one, the browser's cookie.
 */
export const OWN_SIGN_IN: Readonly<Record<string, string>> = {
  'apps/importer/src/routes/admin-queues.ts':
    'Bull Board guard hook (bearer header, else the session cookie)',
};

/** What signing in or resolving the organisation looks like when a file does it itself. */
const OWN_ACCESS_STEPS: readonly { rule: string; pattern: RegExp }[] = [
  { rule: 'builds its own access checks (createRestAuth)', pattern: /\bcreateRestAuth\b/ },
  { rule: 'signs in itself (requireUser)', pattern: /\.requireUser\s*\(/ },
  {
    rule: 'resolves the organisation itself (effectiveOrganization)',
    pattern: /\b(effectiveOrganization|resolveEffectiveOrganization)\b/,
  },
  { rule: 'checks authorization itself (assertAuthorized)', pattern: /\bassertAuthorized\b/ },
  {
    rule: 'authenticates the token itself (authenticate)',
    pattern: /import\s*\{[^}]*\bauthenticate\b[^}]*\}\s*from\s*['"]@grantflow\/auth\/authenticate['"]/,
  },
];

export interface RouteViolation {
  file: string;
  rule: string;
}

/** The access steps a route file takes itself instead of through the wrapper. */
export function ownAccessSteps(file: string, text: string): RouteViolation[] {
  if (OWN_SIGN_IN[file]) return [];
  return OWN_ACCESS_STEPS.filter(({ pattern }) => pattern.test(text)).map(({ rule }) => ({ file, rule }));
}

const isRouteSource = (name: string) => /\.ts$/.test(name) && !/\.(test|spec)\.ts$/.test(name);

function* routeFiles(root: string, dir: string): Generator<string> {
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) yield* routeFiles(root, relative);
    else if (isRouteSource(entry.name)) yield relative;
  }
}

/** Every REST route file of the repository at `root`, relative to it. */
export function restRouteFiles(root: string): string[] {
  return REST_ROUTE_DIRS.flatMap((dir) => [...routeFiles(root, dir)]);
}
