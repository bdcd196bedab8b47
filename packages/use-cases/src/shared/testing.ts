import { createTestDatabase, type TestDatabase } from '@grantflow/db/testing/test-database';
import pg from 'pg';
import type { EffectiveOrganization } from './use-case-options.ts';

// Test fixtures: a fresh database with two organisations, and SQL as the superuser to read stored rows.

export interface UseCaseKit {
  database: TestDatabase;
  orgA: EffectiveOrganization;
  orgB: EffectiveOrganization;
  sql: <R extends pg.QueryResultRow = Record<string, unknown>>(
    text: string,
    params?: unknown[],
  ) => Promise<R[]>;
  close: () => Promise<void>;
}

export async function createUseCaseKit(): Promise<UseCaseKit> {
  const database = await createTestDatabase();
  const admin = new pg.Pool({ connectionString: database.url, max: 2 });
  const sql: UseCaseKit['sql'] = async (text, params = []) => (await admin.query(text, params)).rows;
  const organization = async (name: string, fiscalYearStart: string | null) => {
    const [row] = await sql<{ id: number }>(
      'insert into organizations (name, fiscal_year_start) values ($1, $2) returning id',
      [name, fiscalYearStart],
    );
    if (!row) throw new Error('organization not created');
    return { id: row.id, fiscalYearStart };
  };
  return {
    database,
    orgA: await organization('Riverbend Community Foundation', '2020-07-01'),
    orgB: await organization('Harbor Lights Youth Alliance', null),
    sql,
    close: async () => {
      await admin.end();
      await database.close();
    },
  };
}
