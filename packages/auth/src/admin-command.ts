import type { Readable, Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { createDb } from '@grantflow/db/client';
import { isDomainError } from '@grantflow/domain/shared/errors';
import { createAdmin } from './create-admin.ts';

export interface CommandIo {
  env: Record<string, string | undefined>;
  stdin: Readable & { isTTY?: boolean };
  stdout: Writable;
  stderr: Writable;
}

const USAGE = `usage: grantflow admin create --email <address> [--organization <name>]

Creates the user as ADMIN (verified, in a new organisation named by --organization), or promotes a
known user to ADMIN and sets the password. The password is read from GRANTFLOW_ADMIN_PASSWORD or, when
that is unset, from standard input (one line), never from the command line. DATABASE_URL names the
database (the owner's or the services' login).
`;

/** Standard input up to its end, without the line break a shell's echo or printf adds. */
async function readAll(stdin: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stdin) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

async function readPassword(io: CommandIo): Promise<string | null> {
  const fromEnv = io.env.GRANTFLOW_ADMIN_PASSWORD;
  if (fromEnv) return fromEnv;
  // A prompt would echo the password; a terminal gives nothing to read to the end.
  if (io.stdin.isTTY) return null;
  return readAll(io.stdin);
}

function parse(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: { email: { type: 'string' }, organization: { type: 'string' }, help: { type: 'boolean' } },
    });
  } catch {
    return null;
  }
}

/** `grantflow admin create`; resolves to the process's exit code (0 done, 1 refused, 2 usage). */
export async function runAdminCommand(argv: string[], io: CommandIo): Promise<number> {
  const parsed = parse(argv);
  if (parsed?.values.help) {
    io.stdout.write(USAGE);
    return 0;
  }
  const email = parsed?.positionals.join(' ') === 'admin create' ? parsed.values.email : undefined;
  if (!parsed || !email) {
    io.stderr.write(USAGE);
    return 2;
  }
  const url = io.env.DATABASE_URL;
  if (!url) {
    io.stderr.write('DATABASE_URL is required (a PostgreSQL URL of the Grantflow database).\n');
    return 2;
  }
  const password = await readPassword(io);
  if (!password) {
    io.stderr.write(
      'No password: set GRANTFLOW_ADMIN_PASSWORD or pipe it on standard input (read -rs pw; printf %s "$pw" | …).\n',
    );
    return 2;
  }
  const handle = createDb(url, { max: 1 });
  try {
    const admin = await createAdmin(handle.db, {
      email: email,
      password,
      ...(parsed.values.organization ? { organizationName: parsed.values.organization } : {}),
    });
    io.stdout.write(
      admin.created
        ? `created ADMIN ${email} (user ${admin.userId}) in a new organisation ${admin.organizationId}\n`
        : `promoted ${email} (user ${admin.userId}) to ADMIN and set the password\n`,
    );
    return 0;
  } catch (error) {
    if (!isDomainError(error)) throw error;
    const fields = Object.entries(error.details ?? {}).map(([field, text]) => `  ${field}: ${text}`);
    io.stderr.write(`${[`${error.code}: ${error.message}`, ...fields].join('\n')}\n`);
    return 1;
  } finally {
    await handle.close();
  }
}
