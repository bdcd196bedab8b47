import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import {
  ALLOWED_FUNCTIONS,
  CHILD_ADDRESS_SPACE_KIB,
  FUNCTION_OPCODES,
  VIRTUAL_TABLE_OPCODES,
  withoutPaths,
} from './statement-policy.ts';

// Model-written SQL runs here: against the organisation's own SQLite copy, opened read-only,
// in a separate Node process that is killed at the statement timeout (a native SQLite loop cannot be
// interrupted from JavaScript, and a worker thread cannot be stopped while it is inside one). The checks:
// one statement only (better-sqlite3's prepare refuses several), a query by its first keyword, returning
// rows and leaving the file unchanged (sqlite3_stmt_readonly), and a compiled program (EXPLAIN) that opens
// no virtual table and calls only allow-listed functions; the child's address space is capped; a row cap.

export const DEFAULT_QUERY_TIMEOUT_MS = 3000;
export const DEFAULT_MAX_ROWS = 200;
const MAX_SQL_LENGTH = 10_000;
const MAX_OUTPUT_BYTES = 2_000_000;

export type QueryRefusal = 'NOT_READ_ONLY' | 'TOO_LONG' | 'TIMEOUT' | 'SQL_ERROR';
export type ReadOnlyQueryResult =
  | { ok: true; columns: string[]; rows: Record<string, unknown>[]; truncated: boolean }
  | { ok: false; refusal: QueryRefusal; error: string };

const NOT_READ_ONLY = "Only one read-only SELECT statement over the organisation's tables is allowed.";
// The statement's kind: PRAGMA, ATTACH and VACUUM compile to programs that read no table, so the program
// alone cannot tell them from a SELECT; SQLite's grammar starts every query with one of these.
const KEYWORDS = /^\s*(?:(?:--[^\n]*\n|\/\*[\s\S]*?\*\/)\s*)*(select|with)\b/i;

/** The cheap checks before any process starts; the child judges the statement SQLite compiled. */
export function preflightReadOnlySql(
  sql: string,
): { ok: true } | { ok: false; refusal: QueryRefusal; error: string } {
  if (sql.length > MAX_SQL_LENGTH) return { ok: false, refusal: 'TOO_LONG', error: 'The query is too long.' };
  if (!KEYWORDS.test(sql)) return { ok: false, refusal: 'NOT_READ_ONLY', error: NOT_READ_ONLY };
  return { ok: true };
}

const CHILD = `
const Database = require(process.env.GF_SQLITE_MODULE);
let input = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => { input += chunk; });
process.stdin.on('end', () => {
  const { file, sql, maxRows, policy } = JSON.parse(input);
  const allowed = new Set(policy.functions);
  const functionOps = new Set(policy.functionOpcodes);
  const virtualOps = new Set(policy.virtualOpcodes);
  const refused = { ok: false, refusal: 'NOT_READ_ONLY', error: policy.notReadOnly };
  const compiledIsAllowed = (db) => db.prepare('EXPLAIN ' + sql).all().every((op) => {
    if (virtualOps.has(op.opcode)) return false;
    if (!functionOps.has(op.opcode)) return true;
    return allowed.has(String(op.p4).replace(/\\(-?\\d+\\)$/, '').toLowerCase());
  });
  let answer;
  try {
    const db = new Database(file, { readonly: true, fileMustExist: true });
    db.pragma('query_only = ON');
    db.pragma('trusted_schema = OFF');
    const statement = db.prepare(sql);
    if (!statement.reader || !statement.readonly || !compiledIsAllowed(db)) {
      answer = refused;
    } else {
      const rows = [];
      let truncated = false;
      for (const row of statement.iterate()) {
        if (rows.length >= maxRows) { truncated = true; break; }
        rows.push(row);
      }
      answer = { ok: true, columns: statement.columns().map((c) => c.name), rows, truncated };
    }
  } catch (error) {
    const message = String((error && error.message) || error);
    answer = /more than one statement/i.test(message)
      ? refused
      : { ok: false, refusal: 'SQL_ERROR', error: message };
  }
  process.stdout.write(JSON.stringify(answer, (k, v) => typeof v === 'bigint' ? Number(v) : v));
});
`;

const POLICY = {
  functions: ALLOWED_FUNCTIONS,
  functionOpcodes: FUNCTION_OPCODES,
  virtualOpcodes: VIRTUAL_TABLE_OPCODES,
  notReadOnly: NOT_READ_ONLY,
};

const sqliteModule = createRequire(import.meta.url).resolve('better-sqlite3');

export interface ReadOnlyQueryOptions {
  file: string;
  sql: string;
  timeoutMs?: number;
  maxRows?: number;
}

/** Runs one model-written statement against a copy; never throws for the statement's own failures. */
export function runReadOnlyQuery(options: ReadOnlyQueryOptions): Promise<ReadOnlyQueryResult> {
  const preflight = preflightReadOnlySql(options.sql);
  if (!preflight.ok) return Promise.resolve(preflight);
  const timeoutMs = options.timeoutMs ?? DEFAULT_QUERY_TIMEOUT_MS;
  return new Promise((resolve) => {
    // A bare environment: the child gets no database URL, secret or token of this process.
    // better-sqlite3 builds SQLite without memory statistics, so its own heap limits do nothing: the
    // address-space limit is what stops a statement that builds a gigabyte string before the timeout.
    const script = `ulimit -v ${CHILD_ADDRESS_SPACE_KIB} && exec "$0" --max-old-space-size=128 -e "$1"`;
    const child = spawn('/bin/sh', ['-c', script, process.execPath, CHILD], {
      env: { GF_SQLITE_MODULE: sqliteModule },
      stdio: ['pipe', 'pipe', 'ignore'],
    });
    let output = '';
    let settled = false;
    const finish = (result: ReadOnlyQueryResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      child.kill('SIGKILL');
      resolve(result);
    };
    const timer = setTimeout(
      () =>
        finish({
          ok: false,
          refusal: 'TIMEOUT',
          error: `The query ran longer than ${timeoutMs} ms and was stopped.`,
        }),
      timeoutMs,
    );
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      output += chunk;
      if (output.length > MAX_OUTPUT_BYTES)
        finish({ ok: false, refusal: 'SQL_ERROR', error: 'The answer is too large.' });
    });
    child.on('error', () => finish({ ok: false, refusal: 'SQL_ERROR', error: 'The query failed.' }));
    child.on('close', () => {
      try {
        const answer = JSON.parse(output) as ReadOnlyQueryResult;
        finish(answer.ok ? answer : { ...answer, error: withoutPaths(answer.error, options.file) });
      } catch {
        finish({ ok: false, refusal: 'SQL_ERROR', error: 'The query failed.' });
      }
    });
    child.stdin.end(
      JSON.stringify({
        file: options.file,
        sql: options.sql,
        maxRows: options.maxRows ?? DEFAULT_MAX_ROWS,
        policy: POLICY,
      }),
    );
  });
}
