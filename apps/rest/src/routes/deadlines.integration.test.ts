import { createSession } from '@grantflow/auth/session';
import { issueToken } from '@grantflow/auth/token';
import { withIdentity, withTenant } from '@grantflow/db/client';
import { createFeedToken, feedSlug, revokeFeedTokens } from '@grantflow/db/repositories/calendar';
import { loadRawData, referenceDeadlines } from '@grantflow/db/repositories/dashboard-reference';
import { createAdminPool, createTestDatabase, type TestDatabase } from '@grantflow/db/testing/test-database';
import { seedDemoData } from '@grantflow/demo/rows/seed';
import { addDays } from '@grantflow/domain/dates/date-arithmetic';
import { toWireDate } from '@grantflow/domain/dates/to-wire-date';
import { createLogger } from '@grantflow/service/logger';
import { LIST_LABELS } from '@grantflow/validation/list-labels-all';
import ExcelJS from 'exceljs';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import ICAL from 'ical.js';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { envSchema } from '../env.ts';
import { XLSX_TYPE } from './excel-formats.ts';

const SECRET = 'deadlines-route-secret-0123456789abcdef';
const SHEET_NAMES = {
  grants: LIST_LABELS.en.deadlines.grants.sheet,
  reports: LIST_LABELS.en.deadlines.reports.sheet,
};

async function workbookOf(response: LightMyRequestResponse): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  return workbook;
}

let database: TestDatabase;
let admin: pg.Pool;
let app: FastifyInstance;
const org = { main: 0, harbor: 0 };
const users = { staff: 0, harborUser: 0 };
let staffToken = '';
const today = toWireDate(new Date());

async function userId(email: string): Promise<number> {
  return (await admin.query<{ id: number }>('select id from users where email = $1', [email])).rows[0]
    ?.id as number;
}

async function bearer(id: number): Promise<string> {
  const session = await withIdentity(database.db, (tx) => createSession(tx, id));
  return issueToken({ userId: id, sessionId: session.id, expiresAt: session.expiresAt, secret: SECRET });
}

beforeAll(async () => {
  database = await createTestDatabase();
  admin = createAdminPool(database.url, 2);
  const seeded = await seedDemoData(database.db);
  org.main = seeded.organizationIds?.main as number;
  org.harbor = seeded.organizationIds?.harbor as number;
  users.staff = await userId('staff@example.org');
  users.harborUser = (
    await admin.query<{ id: number }>(
      `insert into users (email, organization_id, role, authorized, verified_at) values ('harbor-user@example.org', $1, 'USER', true, now()) returning id`,
      [org.harbor],
    )
  ).rows[0]?.id as number;
  staffToken = await bearer(users.staff);
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

describe('GET /export/deadlines.xlsx', () => {
  it('downloads a real workbook with both sheets and the right rows', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/export/deadlines.xlsx?days=90&tables=grants,reports',
      headers: { authorization: `Bearer ${staffToken}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX_TYPE);
    const slug = (
      await admin.query<{ name: string }>('select name from organizations where id = $1', [org.main])
    ).rows[0]?.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${slug}-deadlines-${today}.xlsx"; filename*=UTF-8''${slug}-deadlines-${today}.xlsx`,
    );

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([SHEET_NAMES.grants, SHEET_NAMES.reports]);

    const expected = referenceDeadlines(await loadRawData(admin, org.main), {
      start: today,
      end: addDays(today, 90),
    });
    const grants = workbook.getWorksheet(SHEET_NAMES.grants);
    const reports = workbook.getWorksheet(SHEET_NAMES.reports);
    expect(grants?.getRow(1).values).toEqual([
      undefined,
      'Deadline',
      'Funder',
      'Program',
      'Deadline type',
      'Status',
      'Amount requested',
    ]);
    expect(reports?.getRow(1).values).toEqual([
      undefined,
      'Deadline',
      'Urgency',
      'Funder',
      'Program',
      'Submitted',
    ]);
    expect(grants?.getRow(2).getCell(5).value).toBe('Open');
    expect(reports?.getRow(2).getCell(5).value).toBe('No');
    expect(grants?.rowCount).toBe(expected.grantIds.length + 1);
    expect(reports?.rowCount).toBe(expected.reportIds.length + 1);
    expect(expected.grantIds.length).toBeGreaterThan(0);

    const deadlines = (
      await admin.query<{ deadline: string }>(
        `select deadline::text as deadline from applications where id = any($1) order by deadline, id`,
        [expected.grantIds],
      )
    ).rows.map((row) => row.deadline);
    const first = grants?.getRow(2);
    const cell = first?.getCell(1);
    const value = cell?.value;
    expect(value).toBeInstanceOf(Date);
    expect(value instanceof Date ? value.toISOString().slice(0, 10) : null).toBe(deadlines[0]);
    expect(cell?.numFmt).toBe('mm/dd/yyyy');
    expect(first?.getCell(6).numFmt).toBe('"$"#,##0.00');
  });

  it.each([
    ['pt', 'dd/mm/yyyy'],
    ['de', 'dd.mm.yyyy'],
  ] as const)('writes sheets, headers, words and date formats in %s', async (lang, dateFormat) => {
    const response = await app.inject({
      method: 'GET',
      url: `/export/deadlines.xlsx?days=90&lang=${lang}`,
      headers: { authorization: `Bearer ${staffToken}` },
    });
    expect(response.statusCode).toBe(200);
    const workbook = await workbookOf(response);
    const labels = LIST_LABELS[lang].deadlines;
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      labels.grants.sheet,
      labels.reports.sheet,
    ]);
    const [grants, reports] = workbook.worksheets;
    expect(grants?.getRow(1).values).toEqual([undefined, ...Object.values(labels.grants.columns)]);
    expect(reports?.getRow(1).values).toEqual([undefined, ...Object.values(labels.reports.columns)]);
    const typeWords = Object.values(LIST_LABELS[lang].deadlineType);
    const urgencyWords = Object.values(LIST_LABELS[lang].urgency);
    for (let index = 2; index <= (grants?.rowCount ?? 0); index++) {
      const row = grants?.getRow(index);
      expect(row?.getCell(1).numFmt).toBe(dateFormat);
      expect(typeWords).toContain(row?.getCell(4).value);
      expect(row?.getCell(5).value).toBe(LIST_LABELS[lang].status.NOT_APPLY);
    }
    for (let index = 2; index <= (reports?.rowCount ?? 0); index++) {
      const row = reports?.getRow(index);
      expect(row?.getCell(1).numFmt).toBe(dateFormat);
      expect(urgencyWords).toContain(row?.getCell(2).value);
      expect(row?.getCell(5).value).toBe(LIST_LABELS[lang].yesNo.no);
    }
    // English words would mean the language was not applied.
    expect(JSON.stringify(grants?.getSheetValues())).not.toMatch(/"(Hard|Rolling|Open)"/);
    expect(JSON.stringify(reports?.getSheetValues())).not.toMatch(/"(Required|Courtesy)"/);
  });

  it("writes amounts with the organisation's currency sign", async () => {
    await admin.query(`update organizations set currency = 'EUR' where id = $1`, [org.main]);
    try {
      const response = await app.inject({
        method: 'GET',
        url: '/export/deadlines.xlsx?days=90&tables=grants',
        headers: { authorization: `Bearer ${staffToken}` },
      });
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      expect(workbook.getWorksheet(SHEET_NAMES.grants)?.getRow(2).getCell(6).numFmt).toBe('"€"#,##0.00');
    } finally {
      await admin.query(`update organizations set currency = 'USD' where id = $1`, [org.main]);
    }
  });

  it('includes only the tables asked for, and checks its parameters', async () => {
    const headers = { authorization: `Bearer ${staffToken}` };
    const reportsOnly = await app.inject({
      method: 'GET',
      url: '/export/deadlines.xlsx?tables=reports',
      headers,
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(reportsOnly.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([SHEET_NAMES.reports]);
    for (const query of ['days=45', 'tables=', 'tables=funders', 'tables=grants,funders']) {
      const bad = await app.inject({ method: 'GET', url: `/export/deadlines.xlsx?${query}`, headers });
      expect(bad.statusCode, query).toBe(query === 'tables=' ? 200 : 400);
    }
  });

  it("refuses anonymous callers and another organisation's id", async () => {
    expect((await app.inject({ method: 'GET', url: '/export/deadlines.xlsx' })).statusCode).toBe(401);
    const other = await app.inject({
      method: 'GET',
      url: `/export/deadlines.xlsx?organizationId=${org.harbor}`,
      headers: { authorization: `Bearer ${staffToken}` },
    });
    expect(other.statusCode).toBe(404);
  });
});

interface ParsedEvent {
  uid: string;
  summary: string;
  start: string;
  isDate: boolean;
  categories: string;
  url: string;
  dtstamp: unknown;
}

function parseFeed(text: string): ParsedEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
  expect(calendar.getFirstPropertyValue('prodid')).toBeTruthy();
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toString(),
      isDate: event.startDate.isDate,
      categories: String(vevent.getFirstPropertyValue('categories')),
      url: String(vevent.getFirstPropertyValue('url')),
      dtstamp: vevent.getFirstPropertyValue('dtstamp'),
    };
  });
}

async function feedPath(organizationId: number, owner: number): Promise<string> {
  const row = await withTenant(database.db, organizationId, (tx) =>
    createFeedToken(tx, SECRET, organizationId, owner),
  );
  return `/calendar/${feedSlug(SECRET, row)}.ics`;
}

describe('GET /calendar/{slug}.ics', () => {
  it('is an RFC 5545 calendar with every upcoming deadline as an all-day event', async () => {
    const path = await feedPath(org.main, users.staff);
    const response = await app.inject({ method: 'GET', url: path });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);

    const events = parseFeed(response.body);
    const data = await loadRawData(admin, org.main);
    const expected = referenceDeadlines(data, { start: today, end: addDays(today, 365) });
    const uids = events.map((event) => event.uid).sort();
    expect(uids).toEqual(
      [
        ...expected.grantIds.map((id) => `application-${id}@grants.example.org`),
        ...expected.reportIds.map((id) => `report-${id}@grants.example.org`),
      ].sort(),
    );
    for (const event of events) {
      expect(event.isDate).toBe(true);
      expect(event.dtstamp).toBeTruthy();
      expect(event.url.startsWith('https://grants.example.org/')).toBe(true);
    }
    const application = data.applications.find((a) => a.id === expected.grantIds[0]);
    const event = events.find((e) => e.uid === `application-${application?.id}@grants.example.org`);
    expect(event?.summary).toBe(
      application?.programName
        ? `Grant deadline: ${application.funderName} – ${application.programName}`
        : `Grant deadline: ${application?.funderName}`,
    );
    expect(event?.start).toBe(application?.deadline);
    expect(event?.categories).toBe('Grant deadline');
    expect(events.some((e) => e.categories === 'Report deadline')).toBe(true);

    // Stable UIDs: a second download names the same events.
    const again = parseFeed((await app.inject({ method: 'GET', url: path })).body);
    expect(again.map((e) => e.uid).sort()).toEqual(uids);
  });

  it("speaks its owner's language (users.language): pt and de", async () => {
    const path = await feedPath(org.main, users.staff);
    try {
      for (const [language, calendar, grant, report] of [
        ['pt', 'X-WR-CALNAME:Prazos do Grantflow', 'Prazo de candidatura', 'Prazo de relatório'],
        ['de', 'X-WR-CALNAME:Grantflow-Fristen', 'Antragsfrist', 'Berichtsfrist'],
      ] as const) {
        await admin.query('update users set language = $1 where id = $2', [language, users.staff]);
        const body = (await app.inject({ method: 'GET', url: path })).body;
        expect(body.replace(/\r\n /g, '')).toContain(calendar);
        const events = parseFeed(body);
        expect(events.length).toBeGreaterThan(0);
        expect(events.every((event) => event.categories === grant || event.categories === report)).toBe(true);
        expect(events.some((event) => event.summary.startsWith(`${grant}: `))).toBe(true);
        expect(body).not.toMatch(/Grant deadline|Report deadline/);
      }
    } finally {
      await admin.query(`update users set language = 'en' where id = $1`, [users.staff]);
    }
  });

  it('answers 404 once revoked, and for unknown, malformed or cross-organisation tokens', async () => {
    const path = await feedPath(org.main, users.staff);
    expect((await app.inject({ method: 'GET', url: path })).statusCode).toBe(200);
    await withTenant(database.db, org.main, (tx) => revokeFeedTokens(tx, org.main, users.staff));
    const revoked = await app.inject({ method: 'GET', url: path });
    expect(revoked.statusCode).toBe(404);
    expect(revoked.body).not.toContain('VEVENT');

    const harborPath = await feedPath(org.harbor, users.harborUser);
    const token = harborPath.slice(`/calendar/${org.harbor}-`.length, -'.ics'.length);
    const guesses = [
      `/calendar/${org.main}-${token}.ics`, // B's secret presented for A
      `/calendar/${org.main}-${'A'.repeat(43)}.ics`,
      `/calendar/${org.main}-short.ics`,
      `/calendar/not-a-slug.ics`,
      harborPath.replace('.ics', '.txt'),
    ];
    for (const url of guesses) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('BEGIN:VCALENDAR');
    }
    // B's own feed lists only B's deadlines.
    const harbor = parseFeed((await app.inject({ method: 'GET', url: harborPath })).body);
    const harborData = await loadRawData(admin, org.harbor);
    const harborIds = new Set([...harborData.applications.map((a) => a.id)]);
    for (const event of harbor.filter((e) => e.uid.startsWith('application-'))) {
      expect(harborIds.has(Number(event.uid.split(/[-@]/)[1]))).toBe(true);
    }
  });

  it('stops working when the owner loses access to the organisation', async () => {
    const path = await feedPath(org.main, users.staff);
    await admin.query('update users set authorized = false where id = $1', [users.staff]);
    try {
      expect((await app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    } finally {
      await admin.query('update users set authorized = true where id = $1', [users.staff]);
    }
    expect((await app.inject({ method: 'GET', url: path })).statusCode).toBe(200);
  });
});
