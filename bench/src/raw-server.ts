// The raw-SQL floor, run as its own process by the bench: plain node:http + pg, one statement per request
// (PORT, DATABASE_URL, ORGANIZATION_ID, TODAY). Each pooled connection is set once to the services' role and
// the organisation (session-level): RLS applies exactly as for Grantflow, without a transaction per request.
import { createServer } from 'node:http';
import { createDb } from '@grantflow/db/client';
import pg from 'pg';
import { runAggregate, runDashboard } from './dashboard-aggregates.ts';
import {
  containsPattern,
  LIST_APPLICATIONS_SQL,
  LIST_FUNDER_COLUMNS_SQL,
  LIST_FUNDERS_SQL,
  LIST_REPORTS_SQL,
  SEARCH_OPPORTUNITIES_SQL,
} from './raw-sql.ts';

const port = Number(process.env.PORT);
const url = process.env.DATABASE_URL as string;
const organizationId = Number(process.env.ORGANIZATION_ID);
const today = process.env.TODAY as string;

const pool = new pg.Pool({
  connectionString: url,
  max: 10,
  onConnect: async (client) => {
    await client.query(
      `set role grantflow_app; select set_config('app.organization_id', '${organizationId}', false)`,
    );
  },
});
const app = createDb(url, { max: 10 });
const { rows } = await pool.query(
  'select fiscal_year_start::text as start from organizations where id = $1',
  [organizationId],
);
const scope = { organizationId, today, fiscalYearStart: rows[0]?.start ?? '2015-01-01' };

async function body(path: string, params: URLSearchParams): Promise<string> {
  const search = params.get('search');
  const pattern = search ? containsPattern(search) : null;
  const one = async (text: string, values: unknown[]) =>
    (await pool.query(text, values)).rows[0].body as string;
  const typePattern = search ? containsPattern(search.replace(/\s+/g, '_')) : null;
  switch (path) {
    case '/list-applications':
      return one(LIST_APPLICATIONS_SQL, [organizationId, today, pattern, 20]);
    case '/list-funders':
      return one(LIST_FUNDERS_SQL, [organizationId, pattern, typePattern, 12, today]);
    case '/list-funder-columns':
      return one(LIST_FUNDER_COLUMNS_SQL, [organizationId, pattern, typePattern, 12]);
    case '/list-reports':
      return one(LIST_REPORTS_SQL, [organizationId, 8]);
    case '/search-opportunities': {
      const filters = ['status', 'closeFrom', 'closeTo', 'agency'].map((name) => params.get(name));
      const page = (similar: boolean) =>
        one(SEARCH_OPPORTUNITIES_SQL, [organizationId, search, ...filters, 20, similar]);
      const words = await page(false);
      const none =
        (JSON.parse(words) as { data: { searchOpportunities: { total: number } } }).data.searchOpportunities
          .total === 0;
      return search && none ? page(true) : words;
    }
    case '/get-organization':
      return runDashboard(app.db, scope);
    default:
      if (path.startsWith('/aggregate/'))
        return runAggregate(app.db, path.slice('/aggregate/'.length), scope);
      throw Object.assign(new Error('not found'), { status: 404 });
  }
}

const server = createServer((req, res) => {
  const target = new URL(req.url ?? '/', 'http://localhost');
  body(target.pathname, target.searchParams).then(
    (text) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
      res.end(text);
    },
    (error: { status?: number; message: string }) => {
      res.writeHead(error.status ?? 500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ errors: [{ message: error.message }] }));
    },
  );
});
server.listen(port, '127.0.0.1', () => console.log(`raw listening on ${port}`));
process.on('SIGTERM', () => {
  server.close();
  void Promise.all([pool.end(), app.close()]).then(() => process.exit(0));
});
