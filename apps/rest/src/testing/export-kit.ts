import { createSession } from '@grantflow/auth/session';
import { issueToken } from '@grantflow/auth/token';
import { withIdentity } from '@grantflow/db/client';
import { createAdminPool, createTestDatabase, type TestDatabase } from '@grantflow/db/testing/test-database';
import { seedDemoData } from '@grantflow/demo/rows/seed';
import { createLogger, type Logger } from '@grantflow/service/logger';
import ExcelJS from 'exceljs';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type pg from 'pg';
import { buildApp } from '../app.ts';
import { envSchema } from '../env.ts';

// What the list exports' integration tests share: the demo data, the REST app, bearer tokens, and the
// downloaded file read back with exceljs (an independent reader of what the route wrote).

const SECRET = 'list-export-secret-0123456789abcdef';

export interface ExportKit {
  database: TestDatabase;
  app: FastifyInstance;
  /** A superuser pool, for reads that row-level security would hide. */
  admin: pg.Pool;
  org: { main: number; harbor: number };
  /** USER of the main demo organisation. */
  staffToken: string;
  /** MANAGER belonging to Harbor. */
  harborToken: string;
  close: () => Promise<void>;
}

/** `logger`: where the app logs (default: nowhere), for a test that reads what a route logged. */
export async function startExportKit(options: { logger?: Logger } = {}): Promise<ExportKit> {
  const database = await createTestDatabase();
  const admin: pg.Pool = createAdminPool(database.url, 2);
  const seeded = await seedDemoData(database.db);
  const bearerOf = async (email: string) => {
    const id = (await admin.query<{ id: number }>('select id from users where email = $1', [email])).rows[0]
      ?.id as number;
    const session = await withIdentity(database.db, (tx) => createSession(tx, id));
    return issueToken({ userId: id, sessionId: session.id, expiresAt: session.expiresAt, secret: SECRET });
  };
  const config = envSchema.parse({
    DATABASE_URL: database.url,
    AUTH_SECRET: SECRET,
    PUBLIC_URL: 'https://grants.example.org',
  });
  const app = buildApp({
    config,
    logger: options.logger ?? createLogger({ level: 'silent' }),
    pool: database.pool,
    db: database.db,
  });
  await app.ready();
  return {
    database,
    app,
    admin,
    org: { main: seeded.organizationIds?.main as number, harbor: seeded.organizationIds?.harbor as number },
    staffToken: await bearerOf('staff@example.org'),
    harborToken: await bearerOf('manager@example.org'),
    close: async () => {
      await app.close();
      await admin.end();
      await database.close();
    },
  };
}

export function download(
  kit: ExportKit,
  url: string,
  token: string | null = kit.staffToken,
): Promise<LightMyRequestResponse> {
  return kit.app.inject({
    method: 'GET',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

export async function sheetOf(payload: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const [sheet] = workbook.worksheets;
  if (!sheet) throw new Error('no sheet');
  return sheet;
}

/** The sheet's data rows (under the header) as plain values, dates as yyyy-MM-dd, blanks as null. */
export function rowsOf(sheet: ExcelJS.Worksheet): unknown[][] {
  const rows: unknown[][] = [];
  // exceljs computes rowCount and columnCount by walking the sheet: read once, not per line.
  const { rowCount, columnCount } = sheet;
  for (let line = 2; line <= rowCount; line += 1) {
    const row = sheet.getRow(line);
    const values: unknown[] = [];
    for (let column = 1; column <= columnCount; column += 1) {
      const value = row.getCell(column).value;
      values.push(value instanceof Date ? value.toISOString().slice(0, 10) : (value ?? null));
    }
    rows.push(values);
  }
  return rows;
}

export const headerOf = (sheet: ExcelJS.Worksheet) => (sheet.getRow(1).values as unknown[]).slice(1);

export const cents = (value: number | null | undefined) =>
  value === null || value === undefined ? null : value / 100;

/**
 * The Content-Disposition of a list's download: `<organisation-slug>-<list>-<yyyy-mm-dd>.xlsx`, in ASCII and
 * again as UTF-8 (the demo organisations' names are ASCII, so both read alike).
 */
export const fileNamed = (list: string): RegExp =>
  new RegExp(
    `^attachment; filename="([a-z0-9-]+)-${list}-(\\d{4}-\\d{2}-\\d{2})\\.xlsx"; filename\\*=UTF-8''\\1-${list}-\\2\\.xlsx$`,
  );
