import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkBoundaries } from './boundaries.ts';
import { importsOf, workspaceImports } from './imports.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));

describe('the repository keeps its boundaries', () => {
  it('finds the workspace sources it checks', () => {
    const files = new Set(workspaceImports(root).map((site) => site.file));
    expect(files.has('packages/db/src/client.ts')).toBe(true);
    expect(files.has('apps/api/src/app.ts')).toBe(true);
  });

  it('has no violation', () => {
    expect(checkBoundaries(workspaceImports(root))).toEqual([]);
  });
});

describe('checkBoundaries refuses', () => {
  const check = (file: string, text: string) => checkBoundaries(importsOf(file, text)).map((v) => v.rule);

  it.each([
    ['packages/auth/src/login.ts', "import { eq } from 'drizzle-orm';"],
    ['apps/api/src/schema/x.ts', "import { users } from '@grantflow/db/schema/identity';"],
    ['apps/importer/src/job.ts', "import { sql } from 'drizzle-orm/sql';"],
    ['packages/email/src/mailer.ts', "import { relations } from '@grantflow/db/relations';"],
  ])('SQL outside packages/db (%s)', (file, text) => {
    expect(check(file, text).some((rule) => rule.startsWith('SQL lives in packages/db'))).toBe(true);
  });

  it('an app importing another app, by name or by path', () => {
    expect(check('apps/api/src/a.ts', "import { buildApp } from '@grantflow/rest/app';")).toContain(
      'no app imports another app',
    );
    expect(check('apps/api/src/a.ts', "import x from '../../rest/src/app.ts';")).toContain(
      'no app imports another app',
    );
  });

  it('a package importing an app, and the domain importing anything of ours', () => {
    expect(check('packages/auth/src/a.ts', "import x from '@grantflow/api/app';")).toContain(
      'packages never import an app',
    );
    expect(check('packages/domain/src/a.ts', "import x from '@grantflow/db/client';")).toEqual([
      'packages/domain may import only no workspace package',
    ]);
    expect(check('packages/storage/src/a.ts', "import x from '@grantflow/db/client';")).toEqual([
      'packages/storage may import only no workspace package',
    ]);
  });

  it('but allows Drizzle in packages/db and in tests, and the one-way dependencies', () => {
    expect(check('packages/db/src/repositories/users.ts', "import { eq } from 'drizzle-orm';")).toEqual([]);
    expect(check('apps/api/src/x.integration.test.ts', "import { eq } from 'drizzle-orm';")).toEqual([]);
    expect(check('packages/auth/src/a.ts', "import { withIdentity } from '@grantflow/db/client';")).toEqual(
      [],
    );
    expect(check('packages/validation/src/a.ts', "import type { X } from '@grantflow/domain/x';")).toEqual(
      [],
    );
  });
});
