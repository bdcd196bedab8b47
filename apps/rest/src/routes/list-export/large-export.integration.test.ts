import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { withTenant } from '@grantflow/db/client';
import { listApplications } from '@grantflow/db/repositories/applications';
import { EMPTY_RESPONSIVENESS, funderResponsiveness } from '@grantflow/db/repositories/funder-responsiveness';
import { listFunders } from '@grantflow/db/repositories/funders';
import { toWireDate } from '@grantflow/domain/dates/to-wire-date';
import { createLogger } from '@grantflow/service/logger';
import { EXPORT_BATCH_SIZE } from '@grantflow/use-cases/list-export/read-in-batches';
import { LIST_LABELS } from '@grantflow/validation/list-labels-all';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  cents,
  download,
  type ExportKit,
  rowsOf,
  sheetOf,
  startExportKit,
} from '../../testing/export-kit.ts';

// Exports longer than one batch (EXPORT_BATCH_SIZE rows a statement, keyset paging): the demo's
// applications are copied until the main organisation has a few batches of them, each copy on a deadline
// the demo already uses (so ties on the deadline straddle the batch boundaries and only the id orders them)
// and with its own award amount (so each line of the file names one application); the same for funders,
// many of them with one name and no figure to sort on. Then every row is in the file exactly once, in the
// list's order, and a client that hangs up mid-file ends the export's database work.

let kit: ExportKit;
const logged: { msg?: string; rows?: number; path?: string }[] = [];
const today = toWireDate(new Date());
const en = LIST_LABELS.en;
let applicationTotal = 0;

beforeAll(async () => {
  kit = await startExportKit({
    logger: createLogger({
      level: 'info',
      destination: { write: (line) => void logged.push(JSON.parse(line)) },
    }),
  });
  const { rows } = await kit.admin.query<{ n: number }>(
    'select count(*)::int as n from applications where organization_id = $1',
    [kit.org.main],
  );
  const copies = Math.ceil((2.5 * EXPORT_BATCH_SIZE) / (rows[0]?.n ?? 1));
  await kit.admin.query(
    `insert into applications (organization_id, grant_id, status, deadline, deadline_type, submission_date,
       amount_requested_cents, amount_awarded_cents, receivement_date)
     select a.organization_id, a.grant_id, 'AWARDED', a.deadline, a.deadline_type, a.deadline - 30,
       a.amount_requested_cents, 100 * (copy * 100000 + a.id), a.deadline + 30
     from applications a cross join generate_series(1, $2::int) copy where a.organization_id = $1`,
    [kit.org.main, copies],
  );
  applicationTotal = (
    await kit.admin.query<{ n: number }>(
      'select count(*)::int as n from applications where organization_id = $1',
      [kit.org.main],
    )
  ).rows[0]?.n as number;
  await kit.admin.query(
    `insert into funders (organization_id, name, type)
     select $1, case when n % 3 = 0 then 'Bulk funder' else 'Bulk funder ' || n end, 'FOUNDATION'
     from generate_series(1, $2::int) n`,
    [kit.org.main, Math.ceil(1.5 * EXPORT_BATCH_SIZE)],
  );
  // Statistics for the new rows, as autovacuum would give them, so the lists are planned for their real size.
  await kit.admin.query('analyze applications; analyze funders; analyze grants');
}, 120_000);

/** The first line where the file and the list differ (a whole-list diff of thousands of rows is unreadable). */
function firstDifference(file: unknown[][], list: unknown[][]) {
  const index = list.findIndex((row, at) => JSON.stringify(row) !== JSON.stringify(file[at]));
  return index === -1 ? null : { line: index + 2, file: file[index], list: list[index] };
}

afterAll(async () => {
  await kit?.close();
});

describe('an export of more rows than one batch', () => {
  it('holds every application of the pipeline exactly once, in the list order', async () => {
    expect(applicationTotal).toBeGreaterThan(2 * EXPORT_BATCH_SIZE);
    const expected = await withTenant(kit.database.db, kit.org.main, async (tx) => {
      const page = await listApplications(tx, {
        organizationId: kit.org.main,
        today,
        direction: 'ASC',
        page: 1,
        pageSize: 100_000,
        load: { reports: false, grant: { funder: {} } },
      });
      return page.items.map((row) => [
        row.deadline,
        row.grant?.funder?.name ?? null,
        row.grant?.program?.name ?? null,
        row.submissionDate ? cents(row.amountRequestedCents) : null,
        cents(row.amountAwardedCents),
        en.status[row.displayStatus],
      ]);
    });
    expect(expected).toHaveLength(applicationTotal);
    const response = await download(kit, '/export/pipeline.xlsx');
    expect(response.statusCode).toBe(200);
    const rows = rowsOf(await sheetOf(response.rawPayload));
    expect(rows.length).toBe(expected.length);
    expect(firstDifference(rows, expected)).toBeNull();
    // Each copy's award amount is its own: none is there twice.
    const copied = rows
      .map((row) => row[4])
      .filter((amount) => typeof amount === 'number' && amount >= 100_000);
    expect(new Set(copied).size).toBe(copied.length);
    expect(copied.length).toBeGreaterThan(2 * EXPORT_BATCH_SIZE);
  });

  it('holds every funder exactly once in a figure sort where most figures are missing and names repeat', async () => {
    for (const query of ['sort=WIN_RATE&direction=DESC', 'sort=MEDIAN_RESPONSE_DAYS', '']) {
      const expected = await withTenant(kit.database.db, kit.org.main, async (tx) => {
        const sort = query.includes('WIN_RATE')
          ? ({ field: 'WIN_RATE', direction: 'DESC', today } as const)
          : query.includes('MEDIAN')
            ? ({ field: 'MEDIAN_RESPONSE_DAYS', direction: 'ASC', today } as const)
            : null;
        const { items } = await listFunders(tx, {
          organizationId: kit.org.main,
          page: 1,
          pageSize: 100_000,
          sort,
        });
        const figures = await funderResponsiveness(
          tx,
          kit.org.main,
          items.map((funder) => funder.id),
          today,
        );
        return items.map((funder) => [funder.name, (figures.get(funder.id) ?? EMPTY_RESPONSIVENESS).winRate]);
      });
      expect(expected.length, query).toBeGreaterThan(EXPORT_BATCH_SIZE);
      const sheet = await sheetOf((await download(kit, `/export/funders.xlsx?${query}`)).rawPayload);
      const rows = rowsOf(sheet).map((row) => [row[0], row[5]]);
      expect(rows.length, query).toBe(expected.length);
      expect(firstDifference(rows, expected), query).toBeNull();
    }
  });
});

describe('a client hanging up mid-export', () => {
  it('ends the database work: the reading stops, the transaction ends, the connection is free again', async () => {
    const address = await kit.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address) as unknown as AddressInfo;
    await new Promise<void>((resolve, reject) => {
      const request = http.get(
        `http://127.0.0.1:${port}/export/pipeline.xlsx`,
        { headers: { authorization: `Bearer ${kit.staffToken}` } },
        (response) => {
          expect(response.statusCode).toBe(200);
          // The first bytes of the file, then the client is gone.
          response.once('data', () => {
            request.destroy();
            resolve();
          });
        },
      );
      request.on('error', (error) => {
        if (!request.destroyed) reject(error);
      });
    });

    const stopped = await vi.waitFor(
      () => {
        const line = logged.find((entry) => entry.msg === 'list export stopped: the client went away');
        if (!line) throw new Error('the export has not stopped yet');
        return line;
      },
      { timeout: 30_000, interval: 50 },
    );
    expect(stopped.path).toBe('/export/pipeline.xlsx');
    expect(stopped.rows).toBeLessThan(applicationTotal);
    // The export's transaction ended (rolled back) and its connection went back to the pool.
    await vi.waitFor(
      async () => {
        const { rows } = await kit.admin.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity
           where datname = current_database() and pid <> pg_backend_pid() and state <> 'idle'`,
        );
        expect(rows[0]?.n).toBe(0);
        expect(kit.database.pool.idleCount).toBe(kit.database.pool.totalCount);
      },
      { timeout: 30_000, interval: 50 },
    );
    // And the next export is whole.
    const response = await download(kit, '/export/pipeline.xlsx');
    expect(rowsOf(await sheetOf(response.rawPayload))).toHaveLength(applicationTotal);
  });
});
