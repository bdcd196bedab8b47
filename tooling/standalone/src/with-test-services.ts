// Runs a command with DATABASE_URL pointing at a PostgreSQL server: the one given, or a throwaway
// embedded cluster started here and removed afterwards. Used by `npm test`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type EmbeddedDatabase, startEmbeddedDatabase } from './embedded-db.ts';

const [command, ...args] = process.argv.slice(2).filter((arg) => arg !== '--');
if (!command) {
  process.stderr.write('usage: with-test-services <command> [args…]\n');
  process.exit(2);
}

let embedded: EmbeddedDatabase | undefined;
let scratch: string | undefined;
const env = { ...process.env };
if (!env.DATABASE_URL) {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'grantflow-test-pg-'));
  fs.chmodSync(scratch, 0o755);
  process.stdout.write('DATABASE_URL is not set: starting an embedded PostgreSQL for the tests.\n');
  embedded = await startEmbeddedDatabase({
    dataDir: path.join(scratch, 'pg'),
    database: 'test',
    portHint: 55432,
  });
  env.DATABASE_URL = embedded.url;
}

const child = spawn(command, args, { env, stdio: 'inherit' });
const forward = (signal: NodeJS.Signals) => child.kill(signal);
process.on('SIGINT', forward);
process.on('SIGTERM', forward);
const code: number = await new Promise((resolve) => child.once('exit', (c, s) => resolve(c ?? (s ? 1 : 0))));
await embedded?.stop().catch(() => undefined);
if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
process.exit(code);
