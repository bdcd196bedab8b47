import { type DestinationStream, type Logger, type LoggerOptions, pino } from 'pino';
import { serializeError } from './log-error.ts';
import { redactUrl } from './log-redaction.ts';

export type { Logger };

// Where secrets can appear in what we log. Request/response headers are covered for the case a
// route logs them; bodies and GraphQL variables for the case a handler logs its input.
const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  'authorization',
  'cookie',
  'password',
  'newPassword',
  'token',
  'accessToken',
  'refreshToken',
  'idToken',
  'secret',
  '*.password',
  '*.newPassword',
  '*.token',
  '*.accessToken',
  '*.refreshToken',
  '*.idToken',
  '*.access_token',
  '*.refresh_token',
  '*.id_token',
  '*.secret',
  '*.clientSecret',
  'apiKey',
  '*.apiKey',
  '*.api_key',
  // `code` is also a Node/pg error field worth keeping, so only user-input containers are redacted.
  'code2fa',
  'body.code',
  'input.code',
  'args.code',
  'params.code',
  'query.code',
  'variables.code',
  '*.body.code',
  '*.variables.code',
  '*.input.code',
];

interface LoggedRequest {
  id?: unknown;
  method?: string;
  url?: string;
  ip?: string;
  headers?: Record<string, unknown>;
}

export interface CreateLoggerOptions {
  level?: string;
  /** Added to every line as `service`, so lines from several services can be told apart. */
  service?: string;
  destination?: DestinationStream;
}

export function createLogger(options: CreateLoggerOptions = {}): Logger {
  const config: LoggerOptions = {
    level: options.level ?? 'info',
    base: options.service ? { service: options.service } : {},
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      req: (req: LoggedRequest) => ({
        id: req.id,
        method: req.method,
        url: req.url === undefined ? undefined : redactUrl(req.url),
        remoteAddress: req.ip,
      }),
      err: serializeError,
    },
  };
  const destination = options.destination ?? bufferedStdout();
  const logger = pino(config, destination);
  const { redact: _redact, ...unredacted } = config;
  requestLineLoggers.set(logger, pino(unredacted, destination));
  return logger;
}

// The one line per answered request (server.ts) holds the request's id, method, redacted URL and address, the
// status and the time (the serializers above): none of what the redaction paths guard, so checking them (wildcards
// over every key of the line) would guard nothing; that line goes through the same logger without redaction, to
// the same destination.
const requestLineLoggers = new WeakMap<Logger, Logger>();

/** The logger for request lines: `logger` without redaction when createLogger made it, else `logger` itself. */
export function requestLineLogger(logger: Logger): Logger {
  return requestLineLoggers.get(logger) ?? logger;
}

/** Lines are written out once this many bytes are waiting, or at the latest after LOG_FLUSH_MS. */
const LOG_BUFFER_BYTES = 4096;
const LOG_FLUSH_MS = 250;

/**
 * Asynchronous, buffered writes to stdout, so logging never waits on the terminal or the collector and a
 * request does not pay a system call per line. Under load lines go out a
 * few kilobytes at a time; when quiet, within LOG_FLUSH_MS. pino flushes what is left when the process exits
 * (a normal exit or a crash); only a SIGKILL can lose the last quarter second of lines.
 */
function bufferedStdout(): DestinationStream {
  const stream = pino.destination({ dest: 1, sync: false, minLength: LOG_BUFFER_BYTES });
  let closed = false;
  stream.once('close', () => {
    closed = true;
  });
  setInterval(() => {
    if (!closed) stream.flush();
  }, LOG_FLUSH_MS).unref();
  return stream;
}
