import { migrate } from './migrate.ts';
import { prepareServiceLogin, serviceRoleName } from './service-role.ts';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is required (a PostgreSQL URL of the database owner).');
  process.exit(1);
}
const started = Date.now();
await migrate(url);
console.log(`migrations applied in ${Date.now() - started} ms`);
// Deployments give the services' login role its password here; the services' DATABASE_URL then names
// that role (printed below) with it.
const servicePassword = process.env.SERVICE_DATABASE_PASSWORD;
if (servicePassword) {
  const role = serviceRoleName(
    decodeURIComponent(new URL(url).pathname.slice(1)),
    process.env.SERVICE_DATABASE_ROLE || undefined,
  );
  await prepareServiceLogin(url, servicePassword, { role });
  console.log(`login role ${role} ready`);
}
