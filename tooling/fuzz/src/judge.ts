// What no answer and no log line above info may ever hold (SECURITY.md, targets 9, 10 and 22).

/** A stack frame, or a serialised error's stack. */
const STACK = /\n\s+at \S.*:\d+:\d+|"stack"\s*:|node_modules\//;
/** PostgreSQL's and drizzle's own words: the text of a failed statement or of the server's error. */
const SQL_TEXT =
  /\bselect\s+(?:"|\*|count\()[^\n]{0,200}\bfrom\s+"|\binsert into "|\bupdate "[a-z_]+" set\b|delete from "|syntax error at or near|invalid byte sequence for encoding|invalid input syntax for type|violates (?:foreign key|unique|check|not-null) constraint|duplicate key value|value too long for type|out of range for type|relation "[a-z_]+" does not exist|Failed query:/i;
/** Errors of our own code or libraries surfacing as text. */
const INTERNALS =
  /\b(?:ZodError|TypeError|ReferenceError|RangeError|SyntaxError|DrizzleQueryError)\b|originalError/;

export function leakIn(text: string): string | null {
  for (const [name, pattern] of [
    ['stack', STACK],
    ['SQL text', SQL_TEXT],
    ['internal error name', INTERNALS],
  ] as const) {
    const match = pattern.exec(text);
    if (match) return `${name}: …${text.slice(Math.max(0, match.index - 60), match.index + 80)}…`;
  }
  return null;
}

export interface Answer {
  status: number;
  body: string;
}

/** Why an answer is wrong, or null. */
export function judgeAnswer(request: { app: string; url: string }, answer: Answer): string | null {
  let json: unknown;
  try {
    json = JSON.parse(answer.body);
  } catch {
    json = undefined;
  }
  const envelope = json as
    | { code?: unknown; error?: unknown; errors?: { extensions?: { code?: unknown } }[] }
    | undefined;
  if (envelope?.errors?.some((error) => error.extensions?.code === 'INTERNAL')) return 'GraphQL INTERNAL';
  if (envelope?.code === 'INTERNAL') return 'REST INTERNAL';
  // A refused rename on /program/name answers status 500 with its (coded) error text, on purpose (docs/product.md, REST calls).
  const specifiedFailure =
    answer.status === 500 && request.url.startsWith('/program/name') && envelope?.code === 'VALIDATION';
  if (answer.status >= 500 && !specifiedFailure) return `HTTP ${answer.status}`;
  const leak = leakIn(answer.body);
  return leak ? `answer holds ${leak}` : null;
}

export interface LogLine {
  level: number;
  msg?: string;
}

/** Log lines above info: none at error level, and none holding a stack or SQL text. */
export function judgeLogLine(raw: string): string | null {
  const line = JSON.parse(raw) as LogLine;
  if (line.level <= 30) return null;
  if (line.level >= 50) return `error-level log line: ${raw.slice(0, 300)}`;
  const leak = leakIn(raw.replace(/\\n/g, '\n'));
  return leak ? `warn line holds ${leak}` : null;
}
