import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

// Model-written SQL runs here (SECURITY 13): against the organisation's own SQLite copy, opened read-only,
// in a separate Node process that is killed at the statement timeout (a native SQLite loop cannot be
// interrupted from JavaScript, and a worker thread cannot be stopped while it is inside one). The checks:
// one statement only (better-sqlite3's prepare refuses several), it must start with SELECT or WITH and
// return rows and leave the file unchanged (sqlite3_stmt_readonly), no file/extension functions, a row cap.

export const DEFAULT_QUERY_TIMEOUT_MS = 3000;
export const DEFAULT_MAX_ROWS = 200;
const MAX_SQL_LENGTH = 10_000;
const MAX_OUTPUT_BYTES = 2_000_000;

export type QueryRefusal = 'NOT_READ_ONLY' | 'TOO_LONG' | 'TIMEOUT' | 'SQL_ERROR';
export type ReadOnlyQueryResult =
  | { ok: true; columns: string[]; rows: Record<string, unknown>[]; truncated: boolean }
  | { ok: false; refusal: QueryRefusal; error: string };

// Functions that reach outside the copy in some SQLite builds (and the CLI); refused by name as well.
const FORBIDDEN = /\b(load_extension|readfile|writefile|edit|fts3_tokenizer|zipfile|sqlar_\w+)\s*\(/i;
const KEYWORDS = /^\s*(?:(?:--[^\n]*\n|\/\*[\s\S]*?\*\/)\s*)*(select|with)\b/i;

/** The cheap checks before any process starts; the child repeats the real ones on the prepared statement. */
export function preflightReadOnlySql(
  sql: string,
): { ok: true } | { ok: false; refusal: QueryRefusal; error: string } {
  if (sql.length > MAX_SQL_LENGTH) return { ok: false, refusal: 'TOO_LONG', error: 'The query is too long.' };
  if (
    !KEYWORDS.test(sql) ||
    FORBIDDEN.test(sql) ||
    /\b(attach|detach|pragma|vacuum)\b/i.test(stripLiterals(sql))
  ) {
    return { ok: false, refusal: 'NOT_READ_ONLY', error: 'Only one read-only SELECT statement is allowed.' };
  }
  return { ok: true };
}

/** The query without its string literals, so a value such as 'attach' is not mistaken for the keyword. */
function stripLiterals(sql: string): string {
  return sql.replace(/'(?:[^']|'')*'/g, "''");
}

const CHILD = `
const Database = require(process.env.GF_SQLITE_MODULE);
let input = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => { input += chunk; });
process.stdin.on('end', () => {
  const { file, sql, maxRows } = JSON.parse(input);
  let answer;
  try {
    const db = new Database(file, { readonly: true, fileMustExist: true });
    const statement = db.prepare(sql);
    if (!statement.reader || !statement.readonly) {
      answer = { ok: false, refusal: 'NOT_READ_ONLY', error: 'Only one read-only SELECT statement is allowed.' };
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
      ? { ok: false, refusal: 'NOT_READ_ONLY', error: 'Only one read-only SELECT statement is allowed.' }
      : { ok: false, refusal: 'SQL_ERROR', error: message };
  }
  process.stdout.write(JSON.stringify(answer, (k, v) => typeof v === 'bigint' ? Number(v) : v));
});
`;

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
    const child = spawn(process.execPath, ['--max-old-space-size=128', '-e', CHILD], {
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
    child.on('error', (error) => finish({ ok: false, refusal: 'SQL_ERROR', error: error.message }));
    child.on('close', () => {
      try {
        finish(JSON.parse(output) as ReadOnlyQueryResult);
      } catch {
        finish({ ok: false, refusal: 'SQL_ERROR', error: 'The query failed.' });
      }
    });
    child.stdin.end(
      JSON.stringify({ file: options.file, sql: options.sql, maxRows: options.maxRows ?? DEFAULT_MAX_ROWS }),
    );
  });
}
