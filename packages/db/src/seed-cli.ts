import { createDb } from './client.ts';
import { seedDemoData } from './demo/seed.ts';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is required (run `pnpm migrate` first).');
  process.exit(1);
}
const { db, close } = createDb(url, { max: 2 });
try {
  const started = Date.now();
  const result = await seedDemoData(db);
  console.log(
    result.created
      ? `demo data loaded in ${Date.now() - started} ms (organisations ${JSON.stringify(result.organizationIds)})`
      : 'demo data already present; nothing to do',
  );
} finally {
  await close();
}
