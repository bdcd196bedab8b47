// `npm start`: everything on one machine behind one origin, on embedded defaults (docs/architecture.md, Two ways to run the same code).
import path from 'node:path';
import { migrate } from '@grantflow/db/migrate';
import { prepareServiceLogin } from '@grantflow/db/service-role';
import { loadDemoDocuments } from '@grantflow/demo/documents/load-demo-documents';
import { loadDemoData } from '@grantflow/demo/rows/load-demo-data';
import { loadOrCreateAuthSecret, loadOrCreateDriveTokenKey, loadOrCreateSecret } from './auth-secret.ts';
import { describeError } from './describe-error.ts';
import { type EmbeddedDatabase, startEmbeddedDatabase } from './embedded-db.ts';
import { assertPortFree } from './ports.ts';
import { type RunningStack, startStack } from './stack.ts';

const DEMO_SIGN_INS = [
  ['admin@example.org', 'ADMIN'],
  ['manager@example.org', 'MANAGER of two organisations'],
  ['staff@example.org', 'USER'],
  ['expired@example.org', 'USER whose trial has ended'],
] as const;

const rootDir = path.resolve(import.meta.dirname, '..', '..', '..');
const dataDir = path.resolve(rootDir, process.env.DATA_DIR ?? '.data');
const port = Number(process.env.PORT ?? 3000);

function say(line: string): void {
  process.stdout.write(`${line}\n`);
}

async function main(): Promise<void> {
  await assertPortFree(port);
  let embedded: EmbeddedDatabase | undefined;
  let stack: RunningStack | undefined;
  let stopping = false;
  const shutdown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    const started = performance.now();
    say('\nStopping Grantflow…');
    await stack?.stop();
    await embedded?.stop().catch(() => undefined);
    say(`Stopped in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));

  try {
    let databaseUrl = process.env.DATABASE_URL;
    let loadDemo = process.env.DEMO_DATA === '1';
    if (!databaseUrl) {
      say(`Starting embedded PostgreSQL (data in ${path.relative(process.cwd(), dataDir) || '.'}/pg)…`);
      embedded = await startEmbeddedDatabase({ dataDir: path.join(dataDir, 'pg'), database: 'grantflow' });
      databaseUrl = embedded.url;
      loadDemo ||= embedded.firstRun;
    }
    say('Applying migrations…');
    await migrate(databaseUrl);
    // Migrations and demo data use the owner URL; the services log in as their own role (neither
    // SUPERUSER nor BYPASSRLS), with SERVICE_DATABASE_URL or a password the launcher keeps in DATA_DIR.
    const servicesUrl =
      process.env.SERVICE_DATABASE_URL ??
      (await prepareServiceLogin(databaseUrl, loadOrCreateSecret(dataDir, 'service-db-password')));
    if (loadDemo) {
      say('Loading demo data…');
      await loadDemoData(databaseUrl);
      // As the services do (their login): the file-events queue's tables in `bullmq` are created by the
      // first to connect, and tables the owner created there would be refused to the services later.
      const documents = await loadDemoDocuments({ databaseUrl: servicesUrl, dataDir });
      say(`Demo documents: ${documents.stored} stored, ${documents.skipped} already there.`);
    }
    say('Starting services…');
    stack = await startStack({
      rootDir,
      databaseUrl: servicesUrl,
      authSecret: loadOrCreateAuthSecret(dataDir),
      port,
      logDir: path.join(dataDir, 'logs'),
      // Absolute, so every service keeps uploaded files in DATA_DIR/files whatever its working directory.
      env: { DATA_DIR: dataDir, DRIVE_TOKEN_KEY: loadOrCreateDriveTokenKey(dataDir) },
    });
  } catch (error) {
    say(`Grantflow could not start: ${describeError(error)}`);
    say(`Service logs are in ${path.join(dataDir, 'logs')}.`);
    await shutdown(1);
    return;
  }

  say('');
  say(`Grantflow is running at ${stack.url}`);
  say('');
  say('Demo sign-ins (password: grantflow-demo):');
  for (const [email, role] of DEMO_SIGN_INS) say(`  ${email.padEnd(22)} ${role}`);
  say('');
  say(
    `Mail sent by the app is shown at ${stack.url}/dev/mailbox. Service logs: ${path.join(dataDir, 'logs')}`,
  );
  say('Press Ctrl-C to stop.');
  // From here the launcher only supervises: a service that exits unexpectedly is restarted (stack.ts),
  // and everything stops only on Ctrl-C (SIGINT) or SIGTERM.
}

await main();
