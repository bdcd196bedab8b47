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
    expect(
      check('packages/auth/src/a.ts', "import x from '@grantflow/use-cases/admin/admin-users';"),
    ).toEqual(['packages/auth may import only db, domain, email, validation']);
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

  it('an operation outside its home: auth calling a repository of another kind of operation', () => {
    expect(
      check(
        'packages/auth/src/create-support-ticket.ts',
        "import { insertSupportTicket } from '@grantflow/db/repositories/support-tickets';",
      ),
    ).toEqual(['packages/auth holds identity flows only: other operations live in packages/use-cases']);
    expect(
      check('packages/email/src/a.ts', "import { listFunders } from '@grantflow/db/repositories/funders';"),
    ).toEqual(['packages/email calls no repository: operations live in packages/use-cases']);
  });

  it('a resolver, route, job or MCP tool calling a repository', () => {
    for (const file of [
      'apps/api/src/schema/funder.ts',
      'apps/rest/src/routes/x.ts',
      'apps/importer/src/jobs/x.handler.ts',
    ]) {
      expect(check(file, "import { listFunders } from '@grantflow/db/repositories/funders';")).toEqual([
        'transports call use cases: no repository in apps/*',
      ]);
    }
    expect(
      check(
        'apps/ai/src/routes/mcp-tools.ts',
        "import { getFunder } from '../../../../packages/db/src/repositories/funders.ts';",
      ),
    ).toEqual(['transports call use cases: no repository in apps/*']);
  });

  it('a transport opening a tenant scope itself', () => {
    expect(check('apps/api/src/schema/x.ts', "import { withTenant } from '@grantflow/db/client';")).toEqual([
      'transports open no transaction: @grantflow/db/client only in main.ts (createDb)',
    ]);
    expect(check('apps/rest/src/main.ts', "import { createDb } from '@grantflow/db/client';")).toEqual([]);
    expect(check('apps/rest/src/deps.ts', "import type { Db } from '@grantflow/db/client';")).toEqual([]);
  });

  it('but lets a transport name a record type, and tests set up rows', () => {
    expect(
      check(
        'apps/api/src/schema/refs.ts',
        "import type { FunderRecord } from '@grantflow/db/repositories/funders';",
      ),
    ).toEqual([]);
    expect(
      check(
        'apps/api/src/schema/funder.integration.test.ts',
        "import { listFunders } from '@grantflow/db/repositories/funders';",
      ),
    ).toEqual([]);
    expect(
      check(
        'apps/rest/src/testing/kit.ts',
        "import { listFunders } from '@grantflow/db/repositories/funders';",
      ),
    ).toEqual([]);
  });

  it('but lets auth call the identity repositories and use cases call any', () => {
    expect(
      check(
        'packages/auth/src/session.ts',
        "import { insertSession } from '@grantflow/db/repositories/sessions';",
      ),
    ).toEqual([]);
    expect(
      check(
        'packages/use-cases/src/support/create-support-ticket.ts',
        "import { insertSupportTicket } from '@grantflow/db/repositories/support-tickets';",
      ),
    ).toEqual([]);
    expect(
      check(
        'packages/auth/src/a.ts',
        "import type { FunderRecord } from '@grantflow/db/repositories/funders';",
      ),
    ).toEqual([]);
  });
});

describe('importsOf', () => {
  it('tells type-only imports from imports that run code', () => {
    const text = [
      "import type { A } from 'a';",
      "import { type B, type C } from 'b';",
      "import { type D, e } from 'c';",
      "import f from 'd';",
      "export type { G } from 'e';",
    ].join('\n');
    expect(importsOf('x.ts', text).map((site) => [site.specifier, site.typeOnly])).toEqual([
      ['a', true],
      ['b', true],
      ['c', false],
      ['d', false],
      ['e', true],
    ]);
  });

  it('tells a dynamic import() from a static one', () => {
    const text = "import { a } from 'a';\nconst b = () => import( 'b');\nexport { c } from 'c';";
    expect(importsOf('x.ts', text).map((site) => [site.specifier, site.dynamic])).toEqual([
      ['a', false],
      ['b', true],
      ['c', false],
    ]);
  });
});
