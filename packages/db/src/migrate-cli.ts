import { migrate } from './migrate.ts';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is required (a PostgreSQL URL of the database owner).');
  process.exit(1);
}
const started = Date.now();
await migrate(url);
console.log(`migrations applied in ${Date.now() - started} ms`);
