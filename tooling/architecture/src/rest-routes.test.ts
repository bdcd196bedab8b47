import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { OWN_SIGN_IN, ownAccessSteps, restRouteFiles } from './rest-routes.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));

describe('REST routes sign in only through their wrapper', () => {
  const files = restRouteFiles(root);

  it('finds the route files of the three REST services', () => {
    expect(files).toContain('apps/rest/src/routes/program-name.ts');
    expect(files).toContain('apps/ai/src/routes/chat.ts');
    expect(files).toContain('apps/importer/src/routes/drive-imports.ts');
    for (const file of Object.keys(OWN_SIGN_IN)) expect(files).toContain(file);
  });

  it('has no route file that signs in or resolves the organisation itself', () => {
    const violations = files.flatMap((file) =>
      ownAccessSteps(file, fs.readFileSync(path.join(root, file), 'utf8')),
    );
    expect(violations).toEqual([]);
  });
});

describe('ownAccessSteps refuses', () => {
  const rules = (text: string) => ownAccessSteps('apps/rest/src/routes/x.ts', text).map((v) => v.rule);

  it.each([
    ["import { createRestAuth } from '@grantflow/auth/rest-auth';", 'createRestAuth'],
    ['const user = await auth.requireUser(request);', 'requireUser'],
    ['const organization = await auth.effectiveOrganization(request, id);', 'effectiveOrganization'],
    ['await resolveEffectiveOrganization(db, user, id);', 'effectiveOrganization'],
    ['assertAuthorized(authentication?.user);', 'assertAuthorized'],
    ["import { authenticate } from '@grantflow/auth/authenticate';", 'authenticate'],
  ])('%s', (text, named) => {
    expect(rules(text).some((rule) => rule.includes(named))).toBe(true);
  });

  it('but not the wrapper itself or a type-only name', () => {
    expect(rules("import { restRoutes } from '@grantflow/service/tenant-route';")).toEqual([]);
    expect(rules('const { tenantRoute } = restRoutes({ db, authSecret });')).toEqual([]);
    expect(rules("import type { Authentication } from '@grantflow/auth/authenticate';")).toEqual([]);
  });
});
