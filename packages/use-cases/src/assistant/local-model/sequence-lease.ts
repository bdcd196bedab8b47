import { DomainError } from '@grantflow/domain/shared/errors';

// One prompt at a time per context (its single sequence): the others wait in order, at most `maxQueue` of
// them; one more is refused with ASSISTANT_BUSY rather than piling up. A waiter whose request is aborted
// (gone, timed out) leaves the queue.

export interface SequenceLease {
  /** Resolves when the caller's turn comes; the returned release hands the turn on. */
  acquire(signal: AbortSignal | undefined): Promise<() => void>;
  /** Prompts waiting for their turn. */
  readonly waiting: number;
}

export function createSequenceLease(maxQueue: number): SequenceLease {
  let busy = false;
  const waiting: Array<() => void> = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else busy = false;
  };
  const once = () => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      release();
    };
  };
  return {
    get waiting() {
      return waiting.length;
    },
    async acquire(signal) {
      signal?.throwIfAborted();
      if (!busy) {
        busy = true;
        return once();
      }
      if (waiting.length >= maxQueue) throw new DomainError('ASSISTANT_BUSY');
      await new Promise<void>((resolve, reject) => {
        const onAbort = () => {
          waiting.splice(waiting.indexOf(turn), 1);
          reject(signal?.reason);
        };
        const turn = () => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        };
        waiting.push(turn);
        signal?.addEventListener('abort', onAbort, { once: true });
      });
      return once();
    },
  };
}
