// Runs a command with DATABASE_URL and REDIS_URL pointing at real servers: the ones given, or a
// throwaway embedded PostgreSQL cluster and redis-server started here and removed afterwards.
// Used by `npm test`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type EmbeddedDatabase, startEmbeddedDatabase } from './embedded-db.ts';
import { startTestRedis, type TestRedis } from './test-redis.ts';

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

let redis: TestRedis | undefined;
if (!env.REDIS_URL) {
  process.stdout.write(
    'REDIS_URL is not set: starting a throwaway redis-server for the Redis backend tests.\n',
  );
  redis = await startTestRedis();
  env.REDIS_URL = redis.url;
}

const child = spawn(command, args, { env, stdio: 'inherit' });
const forward = (signal: NodeJS.Signals) => child.kill(signal);
process.on('SIGINT', forward);
process.on('SIGTERM', forward);
const code: number = await new Promise((resolve) => child.once('exit', (c, s) => resolve(c ?? (s ? 1 : 0))));
await redis?.stop().catch(() => undefined);
await embedded?.stop().catch(() => undefined);
if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
process.exit(code);
