import { type Exchange, makeOperation, mapExchange, type Operation } from 'urql';

// Every mutation carries an Idempotency-Key, fresh for each call: when the answer is lost (a 502 from
// the gateway, a timeout) and the same operation is sent again, the server answers it as the first time
// instead of creating a second funder. A re-sent operation keeps its context, so it keeps its key; a new
// call to the mutation is a new operation with a new key. The retry exchange must come after this one, so
// the operation it sends again is the one that already carries the key.

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

interface IdempotentContext {
  idempotencyKey?: string;
}

function withKey(operation: Operation, key: string): Operation {
  const base = operation.context.fetchOptions;
  return makeOperation(operation.kind, operation, {
    ...operation.context,
    idempotencyKey: key,
    fetchOptions: () => {
      const options = (typeof base === 'function' ? base() : base) ?? {};
      const headers = new Headers(options.headers);
      headers.set(IDEMPOTENCY_KEY_HEADER, key);
      return { ...options, headers: Object.fromEntries(headers.entries()) };
    },
  });
}

export function idempotencyExchange(newKey: () => string = () => crypto.randomUUID()): Exchange {
  return mapExchange({
    onOperation(operation) {
      if (operation.kind !== 'mutation') return operation;
      const known = (operation.context as IdempotentContext).idempotencyKey;
      return known ? operation : withKey(operation, newKey());
    },
  });
}
