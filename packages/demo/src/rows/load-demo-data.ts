import { createDb } from '@grantflow/db/client';
import { type SeedResult, seedDemoData } from './seed.ts';

/** Opens a short-lived connection, loads the demo data set if it is absent, and closes. */
export async function loadDemoData(url: string): Promise<SeedResult> {
  const { db, close } = createDb(url, { max: 2 });
  try {
    return await seedDemoData(db);
  } finally {
    await close();
  }
}
