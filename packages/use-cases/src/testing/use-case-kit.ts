import { createAdminPool, createTestDatabase, type TestDatabase } from '@grantflow/db/testing/test-database';
import type pg from 'pg';
import type { EffectiveOrganization } from '../shared/use-case-options.ts';

// The use-case tests' kit: a fresh database per test file with two organisations, each as the options a use case
// takes (`a`, `b`), and SQL as the superuser to read stored rows.

/** The fixed today of the tests: FY 2025 of organisation A (July start) runs 2025-07-01..2026-06-30. */
export const TODAY = '2026-06-15';

export interface TestTenant {
  db: TestDatabase['db'];
  organization: EffectiveOrganization;
  today: string;
}

export interface UseCaseKit {
  database: TestDatabase;
  orgA: EffectiveOrganization;
  orgB: EffectiveOrganization;
  /** Organisation A (fiscal year from July 1) as use-case options. */
  a: TestTenant;
  /** Organisation B (calendar fiscal year): the other tenant, who must never see A's rows. */
  b: TestTenant;
  sql: <R extends pg.QueryResultRow = Record<string, unknown>>(
    text: string,
    params?: unknown[],
  ) => Promise<R[]>;
  close: () => Promise<void>;
}

export async function createUseCaseKit(): Promise<UseCaseKit> {
  const database = await createTestDatabase();
  const admin = createAdminPool(database.url, 2);
  // close() drops the database `with (force)`; a client still shutting down then gets 57P01, which the pool
  // would re-emit as an unhandled error. The pool is being discarded, so that error means nothing.
  admin.on('error', () => {});
  const sql: UseCaseKit['sql'] = async (text, params = []) => (await admin.query(text, params)).rows;
  const organization = async (name: string, fiscalYearStart: string | null) => {
    const [row] = await sql<{ id: number }>(
      'insert into organizations (name, fiscal_year_start) values ($1, $2) returning id',
      [name, fiscalYearStart],
    );
    if (!row) throw new Error('organization not created');
    return { id: row.id, fiscalYearStart };
  };
  const orgA = await organization('Riverbend Community Foundation', '2020-07-01');
  const orgB = await organization('Harbor Lights Youth Alliance', null);
  return {
    database,
    orgA,
    orgB,
    a: { db: database.db, organization: orgA, today: TODAY },
    b: { db: database.db, organization: orgB, today: TODAY },
    sql,
    close: async () => {
      await admin.end();
      await database.close();
    },
  };
}
