// The Idempotency-Key header of creating requests (GraphQL create* mutations, REST POSTs).
import { IDEMPOTENCY_KEY_MAX_LENGTH } from '@grantflow/domain/idempotency/idempotency-window';
import { object } from './fields.ts';
import { issue } from './messages.ts';
import { text } from './text.ts';

/** Visible ASCII only: the key travels in a header and names a row, so nothing else is needed. */
const KEY_PATTERN = /^[\x21-\x7e]+$/;

/** `{ 'Idempotency-Key': value }`: the header as sent (a UUID from the web), 1–255 visible ASCII characters. */
export const idempotencyKeyHeaderSchema = object({
  'Idempotency-Key': text({ error: issue.invalid })
    .min(1, { error: issue.required, abort: true })
    .max(IDEMPOTENCY_KEY_MAX_LENGTH, { error: issue.maxLength(IDEMPOTENCY_KEY_MAX_LENGTH), abort: true })
    .regex(KEY_PATTERN, { error: issue.invalid }),
});
