// How long a creating request's first answer is kept for its retries. A client retries within minutes;
// a day covers a laptop closed overnight and a queue drained the next morning.
export const IDEMPOTENCY_WINDOW_HOURS = 24;

/**
 * A key whose first request never recorded its answer (the process died while it ran) is given up after
 * this long, so a retry runs again rather than being refused for a day. Longer than any request may run.
 */
export const IDEMPOTENCY_ABANDONED_AFTER_SECONDS = 120;

/** The longest key accepted; clients send a UUID (36 characters). */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;
