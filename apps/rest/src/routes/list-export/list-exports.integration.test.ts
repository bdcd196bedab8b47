import { withTenant } from '@grantflow/db/client';
import { listApplications } from '@grantflow/db/repositories/applications';
import { EMPTY_RESPONSIVENESS, funderResponsiveness } from '@grantflow/db/repositories/funder-responsiveness';
import { listFunders } from '@grantflow/db/repositories/funders';
import { FULL_GRANT_LOAD } from '@grantflow/db/repositories/load';
import { listPrograms } from '@grantflow/db/repositories/programs';
import { listReports } from '@grantflow/db/repositories/reports';
import { toWireDate } from '@grantflow/domain/dates/to-wire-date';
import { fiscalWindow } from '@grantflow/domain/fiscal-year/fiscal-window';
import type { VisibleApplicationStatus } from '@grantflow/domain/shared/enums';
import { LIST_LABELS } from '@grantflow/validation/list-labels-all';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cents,
  download,
  type ExportKit,
  fileNamed,
  headerOf,
  rowsOf,
  sheetOf,
  startExportKit,
} from '../../testing/export-kit.ts';
import { PERCENT_FORMAT, XLSX_TYPE } from '../excel-formats.ts';

// GET /export/{pipeline,reports,funders,programs}.xlsx: each file, read back with exceljs,
// equals its list's rows for the same filters — the repository query its GraphQL list resolves with, over
// every page — with typed cells, headers in the asked language, and the refusals.

let kit: ExportKit;
const today = toWireDate(new Date());
const en = LIST_LABELS.en;
// Written out rather than computed with excelMoneyFormat, so the tests check what the reader sees.
const DOLLARS = '"$"#,##0.00';
const EUROS = '"€"#,##0.00';
const inMain = <T>(read: Parameters<typeof withTenant<T>>[2]) =>
  withTenant(kit.database.db, kit.org.main, read);

beforeAll(async () => {
  kit = await startExportKit();
}, 60_000);

afterAll(async () => {
  await kit?.close();
});

/** Bad parameters → 400 VALIDATION with the field's issue code; anonymous → 401; another organisation → 404. */
async function expectRefusals(path: string, bad: Record<string, string>) {
  for (const [query, code] of Object.entries(bad)) {
    const response = await kit.app.inject({
      method: 'GET',
      url: `${path}?${query}`,
      headers: { authorization: `Bearer ${kit.staffToken}`, 'grantflow-error-codes': '1' },
    });
    expect(response.statusCode, query).toBe(400);
    const body = response.json();
    expect(body, query).toMatchObject({ status: 400, data: null, code: 'VALIDATION' });
    expect(JSON.stringify(body.fieldErrors), query).toContain(code);
  }
  expect((await download(kit, path, null)).statusCode).toBe(401);
  expect((await download(kit, `${path}?organizationId=${kit.org.harbor}`)).statusCode).toBe(404);
}

describe('GET /export/pipeline.xlsx', () => {
  const pipeline = (filters: {
    search?: string;
    status?: VisibleApplicationStatus;
    start?: string;
    end?: string;
  }) =>
    inMain(async (tx) => {
      const page = await listApplications(tx, {
        organizationId: kit.org.main,
        today,
        search: filters.search ?? null,
        status: filters.status ?? null,
        deadline: { start: filters.start ?? null, end: filters.end ?? null },
        direction: 'ASC',
        page: 1,
        pageSize: 100_000,
        load: { reports: false, grant: FULL_GRANT_LOAD },
      });
      return page.items.map((row) => [
        row.deadline,
        row.grant?.funder?.name ?? null,
        row.grant?.program?.name ?? null,
        row.submissionDate ? cents(row.amountRequestedCents) : null,
        cents(row.amountAwardedCents),
        row.displayStatus,
      ]);
    });

  it('holds every row of the pipeline (all pages) with typed cells', async () => {
    const response = await download(kit, '/export/pipeline.xlsx');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX_TYPE);
    expect(response.headers['content-disposition']).toMatch(fileNamed('pipeline'));
    const sheet = await sheetOf(response.rawPayload);
    expect(sheet.name).toBe('Pipeline');
    expect(headerOf(sheet)).toEqual(Object.values(en.pipeline.columns));
    const expected = await pipeline({});
    expect(expected.length).toBeGreaterThan(10); // more than one screen page of the pipeline
    expect(rowsOf(sheet)).toEqual(
      expected.map((row) => [...row.slice(0, 5), en.status[row[5] as 'AWARDED']]),
    );
    expect(sheet.getRow(2).getCell(1).value).toBeInstanceOf(Date);
    expect(sheet.getRow(2).getCell(1).numFmt).toBe(en.dateFormat);
    const awarded = expected.findIndex((row) => row[4] !== null);
    expect(typeof sheet.getRow(awarded + 2).getCell(5).value).toBe('number');
    expect(sheet.getRow(awarded + 2).getCell(5).numFmt).toBe(DOLLARS);
  });

  it('applies the status, search and period, in the language asked for', async () => {
    const all = await pipeline({});
    const year = String(all[Math.floor(all.length / 2)]?.[0]).slice(0, 4);
    const range = { start: `${year}-01-01`, end: `${year}-12-31` };
    const inYear = await pipeline(range);
    expect(inYear.length).toBeGreaterThan(0);
    expect(inYear.length).toBeLessThan(all.length);
    const sheet = await sheetOf(
      (await download(kit, `/export/pipeline.xlsx?startAt=${range.start}&endAt=${range.end}&lang=de`))
        .rawPayload,
    );
    expect(sheet.name).toBe('Pipeline');
    expect(headerOf(sheet)).toEqual(Object.values(LIST_LABELS.de.pipeline.columns));
    expect(sheet.getRow(2).getCell(1).numFmt).toBe('dd.mm.yyyy');
    expect(rowsOf(sheet).map((row) => row.slice(0, 5))).toEqual(inYear.map((row) => row.slice(0, 5)));

    const awarded = await pipeline({ status: 'AWARDED' });
    const term = String(awarded[0]?.[1]).slice(0, 5);
    const both = await pipeline({ status: 'AWARDED', search: term });
    const found = await sheetOf(
      (await download(kit, `/export/pipeline.xlsx?status=AWARDED&search=${encodeURIComponent(term)}&lang=pt`))
        .rawPayload,
    );
    expect(found.rowCount).toBe(both.length + 1);
    for (const row of rowsOf(found)) expect(row[5]).toBe(LIST_LABELS.pt.status.AWARDED);
  });

  it('refuses bad parameters, anonymous callers and another organisation', async () => {
    await expectRefusals('/export/pipeline.xlsx', {
      'status=OPEN': 'ONE_OF',
      'startAt=01/02/2026': 'INVALID',
      'lang=fr': 'ONE_OF',
    });
  });
});

describe('GET /export/reports.xlsx', () => {
  const reports = (filters: { search?: string; submitted?: boolean; start?: string; end?: string }) =>
    inMain(async (tx) => {
      const page = await listReports(tx, {
        organizationId: kit.org.main,
        today,
        search: filters.search ?? null,
        submitted: filters.submitted ?? null,
        deadline: { start: filters.start ?? null, end: filters.end ?? null },
        page: 1,
        pageSize: 100_000,
      });
      return page.items.map((report) => [
        report.deadline,
        en.urgency[report.urgency],
        report.application?.grant?.funder?.name ?? null,
        cents(report.application?.amountAwardedCents),
        report.application?.grant?.program?.name ?? null,
        report.submitted ? en.reportState.submitted : en.reportState.notSubmitted,
      ]);
    });

  it('holds every report of the list (all pages) with typed cells', async () => {
    const response = await download(kit, '/export/reports.xlsx?lang=en');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(fileNamed('reports'));
    const sheet = await sheetOf(response.rawPayload);
    expect(sheet.name).toBe('Reports');
    expect(headerOf(sheet)).toEqual(Object.values(en.reports.columns));
    const expected = await reports({});
    expect(expected.length).toBeGreaterThan(10);
    expect(rowsOf(sheet)).toEqual(expected);
    expect(sheet.getRow(2).getCell(1).value).toBeInstanceOf(Date);
    const awarded = expected.findIndex((row) => row[3] !== null);
    expect(sheet.getRow(awarded + 2).getCell(4).numFmt).toBe(DOLLARS);
  });

  it('applies the submitted filter, the search and the year', async () => {
    const open = await reports({ submitted: false });
    expect(open.length).toBeGreaterThan(0);
    expect(
      rowsOf(await sheetOf((await download(kit, '/export/reports.xlsx?record=NOT_SUBMITTED')).rawPayload)),
    ).toEqual(open);
    const year = String(open[0]?.[0]).slice(0, 4);
    const term = String(open[0]?.[2]).slice(0, 4);
    const expected = await reports({ search: term, start: `${year}-01-01`, end: `${year}-12-31` });
    const sheet = await sheetOf(
      (
        await download(
          kit,
          `/export/reports.xlsx?search=${encodeURIComponent(term)}&startAt=${year}-01-01&endAt=${year}-12-31&lang=pt`,
        )
      ).rawPayload,
    );
    expect(sheet.name).toBe('Relatórios');
    expect(sheet.rowCount).toBe(expected.length + 1);
    expect(rowsOf(sheet).map((row) => row[0])).toEqual(expected.map((row) => row[0]));
  });

  it('refuses bad parameters, anonymous callers and another organisation', async () => {
    await expectRefusals('/export/reports.xlsx', { 'record=SOME': 'ONE_OF', 'endAt=2026-02-30': 'INVALID' });
  });
});

describe('GET /export/funders.xlsx', () => {
  const funders = (filters: {
    search?: string;
    sort?: 'WIN_RATE' | 'MEDIAN_RESPONSE_DAYS';
    desc?: boolean;
  }) =>
    inMain(async (tx) => {
      const { items } = await listFunders(tx, {
        organizationId: kit.org.main,
        search: filters.search ?? null,
        page: 1,
        pageSize: 100_000,
        sort: filters.sort ? { field: filters.sort, direction: filters.desc ? 'DESC' : 'ASC', today } : null,
      });
      const figures = await funderResponsiveness(
        tx,
        kit.org.main,
        items.map((funder) => funder.id),
        today,
      );
      return items.map((funder) => {
        const { winRate, medianResponseDays } = figures.get(funder.id) ?? EMPTY_RESPONSIVENESS;
        return [
          funder.name,
          funder.email || null,
          en.funderType[funder.type],
          funder.website || null,
          cents(funder.totalAwardCents ?? 0),
          winRate,
          medianResponseDays === null ? null : Math.ceil(medianResponseDays),
        ];
      });
    });

  it('holds every funder (all pages) in the sort asked for, with typed cells', async () => {
    const response = await download(kit, '/export/funders.xlsx?sort=WIN_RATE&direction=DESC');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(fileNamed('funders'));
    const sheet = await sheetOf(response.rawPayload);
    expect(sheet.name).toBe('Funders');
    expect(headerOf(sheet)).toEqual(Object.values(en.funders.columns));
    const expected = await funders({ sort: 'WIN_RATE', desc: true });
    expect(expected.length).toBeGreaterThan(12); // more than one page of the funders list
    expect(rowsOf(sheet)).toEqual(expected);
    expect(sheet.getRow(2).getCell(5).numFmt).toBe(DOLLARS);
    expect(typeof sheet.getRow(2).getCell(6).value).toBe('number');
    expect(sheet.getRow(2).getCell(6).numFmt).toBe(PERCENT_FORMAT);

    const byMedian = await sheetOf(
      (await download(kit, '/export/funders.xlsx?sort=MEDIAN_RESPONSE_DAYS')).rawPayload,
    );
    expect(rowsOf(byMedian)).toEqual(await funders({ sort: 'MEDIAN_RESPONSE_DAYS' }));
  });

  it('applies the search, in the language asked for', async () => {
    const all = await funders({});
    const term = String(all[0]?.[0]).slice(0, 5);
    const expected = await funders({ search: term });
    expect(expected.length).toBeLessThan(all.length);
    const sheet = await sheetOf(
      (await download(kit, `/export/funders.xlsx?search=${encodeURIComponent(term)}&lang=de`)).rawPayload,
    );
    expect(sheet.name).toBe('Förderer');
    expect(headerOf(sheet)).toEqual(Object.values(LIST_LABELS.de.funders.columns));
    expect(rowsOf(sheet).map((row) => row[0])).toEqual(expected.map((row) => row[0]));
  });

  it('refuses bad parameters, anonymous callers and another organisation', async () => {
    await expectRefusals('/export/funders.xlsx', { 'sort=NAME': 'ONE_OF', 'direction=UP': 'ONE_OF' });
  });
});

describe('GET /export/programs.xlsx', () => {
  const programs = async (year: number | null) => {
    const start = (
      await kit.admin.query<{ start: string | null }>(
        `select to_char(fiscal_year_start, 'YYYY-MM-DD') as start from organizations where id = $1`,
        [kit.org.main],
      )
    ).rows[0]?.start;
    return inMain(async (tx) =>
      (await listPrograms(tx, kit.org.main, fiscalWindow(start ?? null, today, year))).map((program) => [
        program.name,
        cents(program.yearlyGoalCents),
        cents(program.achievedCents),
      ]),
    );
  };

  it("holds the programs with the fiscal year's goal and achieved amount", async () => {
    const response = await download(kit, '/export/programs.xlsx');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(fileNamed('programs'));
    const sheet = await sheetOf(response.rawPayload);
    expect(sheet.name).toBe('Programs');
    expect(headerOf(sheet)).toEqual(Object.values(en.programs.columns));
    const expected = await programs(null);
    expect(expected.length).toBeGreaterThan(0);
    expect(rowsOf(sheet)).toEqual(expected);
    expect(sheet.getRow(2).getCell(3).numFmt).toBe(DOLLARS);

    const lastYear = Number(today.slice(0, 4)) - 1;
    const earlier = await sheetOf(
      (await download(kit, `/export/programs.xlsx?fiscalYear=${lastYear}&lang=pt`)).rawPayload,
    );
    expect(earlier.name).toBe('Programas');
    expect(rowsOf(earlier)).toEqual(await programs(lastYear));
  });

  it('refuses bad parameters, anonymous callers and another organisation', async () => {
    await expectRefusals('/export/programs.xlsx', { 'fiscalYear=next': 'INVALID', 'lang=fr': 'ONE_OF' });
  });
});

describe("money cells in the organisation's currency", () => {
  // Each list's first money column (1-based) and a row where it holds an amount.
  const moneyCells = [
    { path: '/export/pipeline.xlsx', column: 5 },
    { path: '/export/reports.xlsx', column: 4 },
    { path: '/export/funders.xlsx', column: 5 },
    { path: '/export/programs.xlsx', column: 2 },
  ];

  it('carry the euro sign once the organisation keeps its amounts in EUR', async () => {
    await kit.admin.query(`update organizations set currency = 'EUR' where id = $1`, [kit.org.main]);
    try {
      for (const { path, column } of moneyCells) {
        const response = await download(kit, path);
        expect(response.statusCode, path).toBe(200);
        const sheet = await sheetOf(response.rawPayload);
        const amounts = rowsOf(sheet).findIndex((row) => typeof row[column - 1] === 'number');
        expect(amounts, path).toBeGreaterThanOrEqual(0);
        expect(sheet.getRow(amounts + 2).getCell(column).numFmt, path).toBe(EUROS);
      }
    } finally {
      await kit.admin.query(`update organizations set currency = 'USD' where id = $1`, [kit.org.main]);
    }
  });
});
