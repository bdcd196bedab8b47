import { loadDemoData } from './rows/load-demo-data.ts';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is required (run `pnpm migrate` first).');
  process.exit(1);
}
const started = Date.now();
const result = await loadDemoData(url);
console.log(
  result.created
    ? `demo data loaded in ${Date.now() - started} ms (organisations ${JSON.stringify(result.organizationIds)})`
    : 'demo data already present; nothing to do',
);
