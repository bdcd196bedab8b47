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
  ])('refuses %s', async (_name, sql) => {
    const result = await runReadOnlyQuery({ file, sql });
    expect(result.ok).toBe(false);
    expect(readSnapshotRows(file, 'funders', { limit: 10, offset: 0 })).toHaveLength(1);
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
