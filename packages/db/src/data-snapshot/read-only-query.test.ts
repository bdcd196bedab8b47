import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrganizationData } from '../repositories/organization-data.ts';
import { dataVersion, ensureSnapshot, listSnapshotTables, readSnapshotRows } from './build-snapshot.ts';
import { runReadOnlyQuery } from './read-only-query.ts';

// SECURITY 13 at the level of the runner: every attack a model could write is refused or contained.

const data: OrganizationData = {
  funders: [
    {
      id: 1,
      name: 'Acme Foundation',
      type: 'foundation',
      email: null,
      phone: null,
      website: null,
      complexity_score: 3,
      key_contacts: null,
      notes: 'n',
      how_to_apply: null,
      is_paused: false,
      city: 'Austin',
      state: 'TX',
      zipcode: null,
    },
  ],
  programs: [{ id: 7, name: 'Literacy' }],
  program_goals: [{ program_id: 7, fiscal_year: 2025, goal: 50000 }],
  grants: [{ id: 3, funder_id: 1, program_id: 7, frequency: 'ONE_TIME', recurrence_count: null }],
  applications: [
    {
      id: 9,
      grant_id: 3,
      status: 'AWARDED',
      deadline: '2025-05-01',
      deadline_type: 'REQUIRED',
      amount_requested: 10000,
      amount_awarded: 7500,
      submission_date: '2025-04-01',
      award_date: '2025-06-01',
      declined: false,
      declined_date: null,
      declined_reason: null,
      is_submitted_as_ineligible: false,
      ineligible_reason: null,
    },
  ],
  reports: [],
};

let directory: string;
let file: string;

beforeAll(() => {
  directory = mkdtempSync(join(tmpdir(), 'gf-snapshot-'));
  file = ensureSnapshot(directory, 42, data);
});
afterAll(() => rmSync(directory, { recursive: true, force: true }));

describe('the organisation copy', () => {
  it('is reused while the data is unchanged and replaced when it changes', () => {
    expect(ensureSnapshot(directory, 42, data)).toBe(file);
    const changed = { ...data, programs: [{ id: 7, name: 'Literacy and numeracy' }] };
    const next = ensureSnapshot(directory, 42, changed);
    expect(next).not.toBe(file);
    expect(next).toContain(dataVersion(changed));
    file = ensureSnapshot(directory, 42, data);
  });

  it('lists its tables with their CREATE statements and pages rows', () => {
    const tables = listSnapshotTables(file);
    expect(tables.map((t) => t.name)).toEqual([
      'applications',
      'funders',
      'grants',
      'program_goals',
      'programs',
      'reports',
    ]);
    expect(tables.find((t) => t.name === 'funders')?.create_sql).toMatch(/^CREATE TABLE funders/);
    expect(readSnapshotRows(file, 'programs', { limit: 10, offset: 0 })).toEqual([
      { id: 7, name: 'Literacy' },
    ]);
    expect(readSnapshotRows(file, 'sqlite_master', { limit: 10, offset: 0 })).toBeNull();
  });
});

describe('runReadOnlyQuery', () => {
  it('answers a SELECT with its rows', async () => {
    const result = await runReadOnlyQuery({
      file,
      sql: 'SELECT f.name, sum(a.amount_awarded) AS total FROM applications a JOIN grants g ON g.id = a.grant_id JOIN funders f ON f.id = g.funder_id GROUP BY f.name',
    });
    expect(result).toEqual({
      ok: true,
      columns: ['name', 'total'],
      rows: [{ name: 'Acme Foundation', total: 7500 }],
      truncated: false,
    });
  });

  it.each([
    ['a write', "UPDATE funders SET name = 'x'"],
    ['a write hidden in a CTE', 'WITH x AS (SELECT 1) DELETE FROM funders'],
    ['an insert', "INSERT INTO programs (id, name) VALUES (99, 'x')"],
    ['a drop', 'DROP TABLE funders'],
    ['two statements', 'SELECT 1; DELETE FROM funders'],
    ['ATTACH', "ATTACH DATABASE '/tmp/other.sqlite' AS other"],
    ['ATTACH after a select', "SELECT 1; ATTACH DATABASE '/tmp/x.sqlite' AS x"],
    ['COPY', "COPY funders TO '/tmp/out.csv'"],
    ['load_extension', "SELECT load_extension('/tmp/evil.so')"],
    ['readfile', "SELECT readfile('/etc/passwd')"],
    ['writefile', "SELECT writefile('/tmp/x', 'y')"],
    ['PRAGMA', 'PRAGMA writable_schema = 1'],
    ['VACUUM INTO', "VACUUM INTO '/tmp/copy.sqlite'"],
    ['load_extension behind a comment', "SELECT load_extension/**/('/tmp/evil.so')"],
    ['a pragma table function', 'SELECT * FROM pragma_database_list'],
    ['a quoted pragma table function', 'SELECT file FROM "pragma_database_list"'],
    ['a schema-qualified pragma table function', "SELECT * FROM main.pragma_table_info('funders')"],
    ['pragma_table_info in a subquery', "SELECT (SELECT count(*) FROM pragma_table_info('funders')) AS n"],
    ['pragma_compile_options', 'SELECT * FROM pragma_compile_options'],
    ['a compile option probe', 'SELECT sqlite_compileoption_get(0) AS o'],
    ['a virtual table of pages', 'SELECT * FROM dbstat'],
    ['PRAGMA database_list', 'PRAGMA database_list'],
  ])('refuses %s', async (_name, sql) => {
    const result = await runReadOnlyQuery({ file, sql });
    expect(result).toMatchObject({
      ok: false,
      refusal: expect.stringMatching(/^(NOT_READ_ONLY|SQL_ERROR)$/),
    });
    expect(JSON.stringify(result)).not.toContain(directory);
    expect(readSnapshotRows(file, 'funders', { limit: 10, offset: 0 })).toHaveLength(1);
  });

  it.each([
    ['a pragma table function', 'SELECT * FROM pragma_database_list'],
    ['a pragma table function in a CTE', 'WITH d AS (SELECT * FROM pragma_database_list) SELECT file FROM d'],
    ['load_extension behind a comment', "SELECT load_extension/**/('/tmp/evil.so')"],
  ])('refuses %s by the statement SQLite compiled', async (_name, sql) => {
    expect(await runReadOnlyQuery({ file, sql })).toEqual({
      ok: false,
      refusal: 'NOT_READ_ONLY',
      error: "Only one read-only SELECT statement over the organisation's tables is allowed.",
    });
  });

  it("answers from the copy's own schema table, which names no path", async () => {
    const result = await runReadOnlyQuery({ file, sql: 'SELECT name, sql FROM sqlite_master ORDER BY name' });
    expect(result).toMatchObject({ ok: true });
    expect(result.ok && result.rows.map((row) => row.name)).toContain('funders');
    expect(JSON.stringify(result)).not.toContain(directory);
  });

  it('keeps the ordinary functions of a report', async () => {
    const result = await runReadOnlyQuery({
      file,
      sql: "SELECT upper(name) AS n, strftime('%Y', '2025-05-01') AS y, round(avg(complexity_score), 1) AS c, coalesce(email, '-') AS e FROM funders GROUP BY name",
    });
    expect(result).toEqual({
      ok: true,
      columns: ['n', 'y', 'c', 'e'],
      rows: [{ n: 'ACME FOUNDATION', y: '2025', c: 3, e: '-' }],
      truncated: false,
    });
  });

  it('names no server path in an error', async () => {
    const result = await runReadOnlyQuery({ file: join(directory, 'missing.sqlite'), sql: 'SELECT 1' });
    expect(result).toMatchObject({ ok: false, refusal: 'SQL_ERROR' });
    expect(JSON.stringify(result)).not.toContain(directory);
  });

  it('stops a statement that builds a gigabyte string at the memory cap', async () => {
    const result = await runReadOnlyQuery({
      file,
      sql: "WITH RECURSIVE c(x) AS (SELECT 'ab' UNION ALL SELECT x || x FROM c) SELECT length(x) FROM c LIMIT 40",
      timeoutMs: 30_000,
    });
    expect(result).toEqual({ ok: false, refusal: 'SQL_ERROR', error: 'out of memory' });
  });

  it('stops a query that runs for ever at the timeout', async () => {
    const result = await runReadOnlyQuery({
      file,
      sql: 'WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT count(*) FROM c',
      timeoutMs: 500,
    });
    expect(result).toMatchObject({ ok: false, refusal: 'TIMEOUT' });
  });

  it('caps a million-row answer', async () => {
    const result = await runReadOnlyQuery({
      file,
      sql: 'WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 1000000) SELECT x FROM c',
      maxRows: 200,
    });
    expect(result).toMatchObject({ ok: true, truncated: true });
    expect(result.ok && result.rows).toHaveLength(200);
  });
});
