import { createSession } from '@grantflow/auth/session';
import { issueToken } from '@grantflow/auth/token';
import { withIdentity, withTenant } from '@grantflow/db/client';
import { type ApplicationRecord, listApplications } from '@grantflow/db/repositories/applications';
import { FULL_GRANT_LOAD } from '@grantflow/db/repositories/load';
import { createAdminPool, createTestDatabase, type TestDatabase } from '@grantflow/db/testing/test-database';
import { seedDemoData } from '@grantflow/demo/rows/seed';
import { toWireDate } from '@grantflow/domain/dates/to-wire-date';
import { createLogger } from '@grantflow/service/logger';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { envSchema } from '../../env.ts';
import { fileNamed } from '../../testing/export-kit.ts';
import { XLSX_TYPE } from '../excel-formats.ts';

// GET /export/grants.xlsx: the file parsed back with exceljs equals the grant list's
// rows for the same filters (the list's repository query over all pages), with typed cells.

const SECRET = 'grants-export-secret-0123456789abcdef';

let database: TestDatabase;
let admin: pg.Pool;
let app: FastifyInstance;
const org = { main: 0, harbor: 0 };
let staffToken = '';
let harborToken = '';
const today = toWireDate(new Date());

async function bearerOf(email: string): Promise<string> {
  const id = (await admin.query<{ id: number }>('select id from users where email = $1', [email])).rows[0]
    ?.id as number;
  const session = await withIdentity(database.db, (tx) => createSession(tx, id));
  return issueToken({ userId: id, sessionId: session.id, expiresAt: session.expiresAt, secret: SECRET });
}

/** The grant list's rows for these filters, every page at once (what the screen pages through). */
function listed(filters: {
  search?: string;
  status?: 'AWARDED' | 'NOT_APPLY';
  deadline?: { start: string | null; end: string | null };
}): Promise<ApplicationRecord[]> {
  return withTenant(database.db, org.main, async (tx) => {
    const page = await listApplications(tx, {
      organizationId: org.main,
      today,
      search: filters.search ?? null,
      status: filters.status ?? null,
      record: 'ALL',
      deadline: filters.deadline,
      direction: 'ASC',
      page: 1,
      pageSize: 100_000,
      load: { reports: false, grant: FULL_GRANT_LOAD },
    });
    return page.items;
  });
}

async function download(query: string, token = staffToken) {
  const response = await app.inject({
    method: 'GET',
    url: `/export/grants.xlsx?${query}`,
    headers: { authorization: `Bearer ${token}` },
  });
  return response;
}

async function sheetOf(payload: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const [sheet] = workbook.worksheets;
  if (!sheet) throw new Error('no sheet');
  return sheet;
}

const day = (value: ExcelJS.CellValue) => (value instanceof Date ? value.toISOString().slice(0, 10) : value);

beforeAll(async () => {
  database = await createTestDatabase();
  admin = createAdminPool(database.url, 2);
  const seeded = await seedDemoData(database.db);
  org.main = seeded.organizationIds?.main as number;
  org.harbor = seeded.organizationIds?.harbor as number;
  staffToken = await bearerOf('staff@example.org');
  harborToken = await bearerOf('manager@example.org');
  const config = envSchema.parse({
    DATABASE_URL: database.url,
    AUTH_SECRET: SECRET,
    PUBLIC_URL: 'https://grants.example.org',
  });
  app = buildApp({ config, logger: createLogger({ level: 'silent' }), pool: database.pool, db: database.db });
  await app.ready();
}, 60_000);

afterAll(async () => {
  await app?.close();
  await admin?.end();
  await database?.close();
});

describe('GET /export/grants.xlsx', () => {
  it('holds every row of the list (all pages) with typed date and money cells', async () => {
    // Asked in any order, the columns come in the table's order.
    const response = await download('columns=status,deadline,funder,program,amountRequested&lang=en');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX_TYPE);
    expect(response.headers['content-disposition']).toMatch(fileNamed('grants'));
    const sheet = await sheetOf(response.rawPayload);
    expect(sheet.name).toBe('Grants');
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Application deadline',
      'Funder',
      'Amount requested',
      'Program',
      'Status',
    ]);

    const rows = await listed({});
    expect(rows.length).toBeGreaterThan(5); // more than one screen page of the grant list
    expect(sheet.rowCount).toBe(rows.length + 1);
    rows.forEach((row, index) => {
      const line = sheet.getRow(index + 2);
      expect(day(line.getCell(1).value)).toBe(row.deadline);
      expect(line.getCell(2).value).toBe(row.grant?.funder?.name);
      // GraphQL's submission.amountRequested: there only once the application was submitted.
      expect(line.getCell(3).value ?? null).toBe(
        row.submissionDate && row.amountRequestedCents !== null ? row.amountRequestedCents / 100 : null,
      );
      expect(line.getCell(4).value ?? null).toBe(row.grant?.program?.name ?? null);
    });
    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toBeInstanceOf(Date);
    expect(first.getCell(1).numFmt).toBe('mm/dd/yyyy');
    const money = rows.findIndex((row) => row.submissionDate && row.amountRequestedCents !== null);
    expect(typeof sheet.getRow(money + 2).getCell(3).value).toBe('number');
    expect(sheet.getRow(money + 2).getCell(3).numFmt).toBe('"$"#,##0.00');
  });

  it("writes both amount columns in the organisation's currency", async () => {
    await admin.query(`update organizations set currency = 'EUR' where id = $1`, [org.main]);
    try {
      const sheet = await sheetOf(
        (await download('status=AWARDED&columns=amountRequested,amountAwarded')).rawPayload,
      );
      expect(sheet.rowCount).toBeGreaterThan(1);
      for (const column of [1, 2]) {
        let line = 2;
        while (line < sheet.rowCount && typeof sheet.getRow(line).getCell(column).value !== 'number')
          line += 1;
        expect(typeof sheet.getRow(line).getCell(column).value).toBe('number');
        expect(sheet.getRow(line).getCell(column).numFmt).toBe('"€"#,##0.00');
      }
    } finally {
      await admin.query(`update organizations set currency = 'USD' where id = $1`, [org.main]);
    }
  });

  it('applies the filters and search, in the language asked for', async () => {
    const awarded = await listed({ status: 'AWARDED' });
    expect(awarded.length).toBeGreaterThan(0);
    const sheet = await sheetOf(
      (await download('status=AWARDED&columns=funder,amountAwarded,status&lang=de')).rawPayload,
    );
    expect(sheet.name).toBe('Anträge');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Förderer', 'Bewilligter Betrag', 'Status']);
    expect(sheet.rowCount).toBe(awarded.length + 1);
    for (let line = 2; line <= sheet.rowCount; line += 1)
      expect(sheet.getRow(line).getCell(3).value).toBe('Bewilligt');

    const term = awarded[0]?.grant?.funder?.name.slice(0, 5) ?? '';
    const searched = await listed({ search: term });
    const found = await sheetOf(
      (await download(`search=${encodeURIComponent(term)}&columns=funder&lang=pt`)).rawPayload,
    );
    expect(found.getRow(1).values).toEqual([undefined, 'Financiador']);
    expect(found.rowCount).toBe(searched.length + 1);
    expect(searched.length).toBeLessThan((await listed({})).length);
  });

  it("holds the view's rows: Upcoming from today, Overdue (not applied for) until yesterday", async () => {
    const yesterday = toWireDate(new Date(Date.now() - 86_400_000));
    const views = [
      { query: `startAt=${today}`, filters: { deadline: { start: today, end: null } } },
      {
        query: `status=NOT_APPLY&endAt=${yesterday}`,
        filters: { status: 'NOT_APPLY' as const, deadline: { start: null, end: yesterday } },
      },
    ];
    for (const view of views) {
      const rows = await listed(view.filters);
      expect(rows.length, view.query).toBeGreaterThan(0);
      const sheet = await sheetOf((await download(`${view.query}&columns=deadline,funder`)).rawPayload);
      const written = [];
      for (let line = 2; line <= sheet.rowCount; line += 1)
        written.push([day(sheet.getRow(line).getCell(1).value), sheet.getRow(line).getCell(2).value]);
      expect(written, view.query).toEqual(rows.map((row) => [row.deadline, row.grant?.funder?.name]));
    }
    // The two views part the deadlines at today, and together hold fewer rows than every year's history.
    const upcoming = await listed({ deadline: { start: today, end: null } });
    expect(upcoming.every((row) => row.deadline >= today)).toBe(true);
    expect(upcoming.length).toBeLessThan((await listed({})).length);
    expect((await download('startAt=31.12.2026')).statusCode).toBe(400);
  });

  it('refuses bad parameters with a coded error, anonymous callers and another organisation', async () => {
    for (const query of ['status=NOPE', 'columns=funder,password', 'lang=fr', 'record=SOME']) {
      const response = await download(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ status: 400, data: null });
      expect(response.json().error).toMatch(/\S/);
    }
    expect((await app.inject({ method: 'GET', url: '/export/grants.xlsx' })).statusCode).toBe(401);
    const staffOfMain = await download(`organizationId=${org.harbor}`);
    expect(staffOfMain.statusCode).toBe(404);
    // The demo manager belongs to Harbor: their own export never holds Riverbend's funders.
    const harbor = await sheetOf((await download('columns=funder', harborToken)).rawPayload);
    const mainFunders = new Set((await listed({})).map((row) => row.grant?.funder?.name));
    for (let line = 2; line <= harbor.rowCount; line += 1) {
      expect(mainFunders.has(String(harbor.getRow(line).getCell(1).value))).toBe(false);
    }
  });
});
