import { Readable, Writable } from 'node:stream';
import { withIdentity } from '@grantflow/db/client';
import { organizations, users } from '@grantflow/db/schema/identity';
import { createTestDatabase, type TestDatabase } from '@grantflow/db/testing/test-database';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from './admin-command.ts';
import { loginUser } from './login-user.ts';
import { hashPassword } from './password.ts';

const SECRET = 'integration-secret-integration-secret-03';
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

function sink() {
  let text = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      text += String(chunk);
      done();
    },
  });
  return { stream, text: () => text };
}

async function run(argv: string[], options: { stdin?: string; env?: Record<string, string> } = {}) {
  const stdout = sink();
  const stderr = sink();
  const code = await runAdminCommand(argv, {
    env: { DATABASE_URL: database.url, ...options.env },
    stdin: Readable.from(options.stdin === undefined ? [] : [options.stdin]),
    stdout: stdout.stream,
    stderr: stderr.stream,
  });
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}

const findUser = (email: string) =>
  withIdentity(database.db, async (tx) => {
    const [row] = await tx
      .select({
        role: users.role,
        authorized: users.authorized,
        verifiedAt: users.verifiedAt,
        org: organizations.name,
      })
      .from(users)
      .innerJoin(organizations, eq(organizations.id, users.organizationId))
      .where(eq(users.email, email));
    return row;
  });

describe('grantflow admin create', () => {
  it('creates a verified ADMIN in a new organisation with the password from stdin, who can sign in', async () => {
    const result = await run(
      ['admin', 'create', '--email', 'First.Admin@example.org', '--organization', 'Acme Trust'],
      {
        stdin: 'a long enough password\n',
      },
    );
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toMatch(/^created ADMIN/);
    const user = await findUser('first.admin@example.org');
    expect(user).toMatchObject({ role: 'ADMIN', authorized: true, org: 'Acme Trust' });
    expect(user?.verifiedAt).toBeInstanceOf(Date);
    const token = await loginUser(
      database.db,
      { email: 'first.admin@example.org', password: 'a long enough password' },
      SECRET,
    );
    expect(token.length).toBeGreaterThan(20);
  });

  it('promotes a known user to ADMIN with the password from GRANTFLOW_ADMIN_PASSWORD', async () => {
    const passwordHash = await hashPassword('the users old password');
    await withIdentity(database.db, async (tx) => {
      const [org] = await tx
        .insert(organizations)
        .values({ name: 'Existing' })
        .returning({ id: organizations.id });
      await tx.insert(users).values({
        email: 'member@example.org',
        organizationId: org?.id ?? 0,
        passwordHash,
        role: 'USER',
        authorized: false,
      });
    });
    const result = await run(['admin', 'create', '--email', 'member@example.org'], {
      env: { GRANTFLOW_ADMIN_PASSWORD: 'the new admin password' },
    });
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(await findUser('member@example.org')).toMatchObject({
      role: 'ADMIN',
      authorized: true,
      org: 'Existing',
    });
    await expect(
      loginUser(database.db, { email: 'member@example.org', password: 'the users old password' }, SECRET),
    ).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
    await loginUser(database.db, { email: 'member@example.org', password: 'the new admin password' }, SECRET);
  });

  it('refuses a password on the command line, a short password and a new user without organisation', async () => {
    const onCommandLine = await run([
      'admin',
      'create',
      '--email',
      'x@example.org',
      '--password',
      'secret secret',
    ]);
    expect(onCommandLine.code).toBe(2);
    expect(onCommandLine.stderr).toMatch(/^usage: grantflow admin create/);

    const short = await run(['admin', 'create', '--email', 'x@example.org', '--organization', 'X'], {
      stdin: 'short',
    });
    expect(short.code).toBe(1);
    expect(short.stderr).toMatch(/^VALIDATION: /);

    const noOrganization = await run(['admin', 'create', '--email', 'x@example.org'], {
      stdin: 'long enough password',
    });
    expect(noOrganization.code).toBe(1);
    expect(noOrganization.stderr).toMatch(/^VALIDATION: .*\n {2}organizationName: /);

    const noPassword = await run(['admin', 'create', '--email', 'x@example.org', '--organization', 'X'], {
      stdin: '',
    });
    expect(noPassword.code).toBe(2);
    expect(noPassword.stderr).toMatch(/GRANTFLOW_ADMIN_PASSWORD/);
    expect(await findUser('x@example.org')).toBeUndefined();
  });
});
