// A PostGraphile 5 server (Amber preset + connection filter) over the bench database, run as its own
// process by the bench: PORT, DATABASE_URL (superuser, for introspection) and ORGANIZATION_ID.
import './with-resolvers.ts';
import { createServer } from 'node:http';
import { POSTGRAPHILE_FUNCTIONS_SCHEMA } from './postgraphile-functions.ts';

const { postgraphile } = await import('postgraphile');
const { PostGraphileAmberPreset } = await import('postgraphile/presets/amber');
const { makePgService } = await import('postgraphile/adaptors/pg');
const { grafserv } = await import('postgraphile/grafserv/node');
const { PostGraphileConnectionFilterPreset } = await import('postgraphile-plugin-connection-filter');

const port = Number(process.env.PORT);
const organizationId = String(Number(process.env.ORGANIZATION_ID));

const preset: GraphileConfig.Preset = {
  extends: [PostGraphileAmberPreset, PostGraphileConnectionFilterPreset],
  // Amber filters and orders only on indexed columns; Grantflow searches names with ILIKE scans, so the
  // same filters must be allowed here (funders.name and programs.name have no index).
  disablePlugins: ['PgIndexBehaviorsPlugin'],
  pgServices: [
    makePgService({
      connectionString: process.env.DATABASE_URL,
      // The second schema holds only the computed columns of postgraphile-functions.ts (the funders' figures).
      schemas: ['public', POSTGRAPHILE_FUNCTIONS_SCHEMA],
      poolConfig: { max: 10 },
    }),
  ],
  schema: { connectionFilterRelations: true, connectionFilterAllowedOperators: ['includesInsensitive'] },
  grafast: {
    // Every request runs as the services' role with the same tenant setting Grantflow's withTenant sets, in
    // a transaction PostGraphile opens for it (set local): RLS shows exactly the organisation's rows.
    context: () => ({ pgSettings: { role: 'grantflow_app', 'app.organization_id': organizationId } }),
    explain: false,
  },
  grafserv: { graphiql: false, watch: false },
};

const pgl = postgraphile(preset);
const serv = pgl.createServ(grafserv);
const server = createServer();
server.on('error', (error) => {
  console.error(error);
  process.exit(1);
});
serv.addTo(server).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
server.listen(port, '127.0.0.1', () => console.log(`postgraphile listening on ${port}`));
process.on('SIGTERM', () => {
  server.close();
  void Promise.resolve(pgl.release()).then(() => process.exit(0));
});
