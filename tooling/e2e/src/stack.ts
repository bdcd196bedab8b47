import crypto from 'node:crypto';
import path from 'node:path';
import { createTestDatabase } from '@grantflow/db/testing/test-database';
import { loadDemoData } from '@grantflow/demo/rows/load-demo-data';
import { findFreePort } from '@grantflow/standalone/ports';
import { type RunningStack, startStack } from '@grantflow/standalone/stack';
import { artifactPath, rootDir } from './artifacts.ts';

export interface TestStack {
  url: string;
  /** The stack's own database (superuser URL), for tests that recompute what a screen shows. */
  databaseUrl: string;
  stop(): Promise<void>;
}

/**
 * The whole product as `npm start` runs it, over a fresh database holding the demo data. `env` adds
 * settings for every service (e.g. a throwaway DATA_DIR for uploaded documents).
 */
export async function startTestStack(
  name: string,
  options: { env?: Record<string, string> } = {},
): Promise<TestStack> {
  const database = await createTestDatabase();
  await loadDemoData(database.url);
  const port = await findFreePort(3100 + Math.floor(Math.random() * 500));
  let stack: RunningStack;
  try {
    stack = await startStack({
      rootDir,
      databaseUrl: database.url,
      authSecret: crypto.randomBytes(32).toString('hex'),
      port,
      logDir: path.dirname(artifactPath('logs', name, 'x')),
      firstInternalPort: port + 1,
      env: options.env,
    });
  } catch (error) {
    await database.drop();
    throw error;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    databaseUrl: database.url,
    stop: async () => {
      await stack.stop();
      await database.drop();
    },
  };
}
