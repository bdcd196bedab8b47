import { NodePgSession, NodePgTransaction, nodePgCodecs } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { relations } from './relations.ts';

// drizzle's `db.transaction` sends BEGIN on its own and the caller's first statement after it: two round trips
// before any work. Here the opening (BEGIN and the transaction-local setting) goes as one simple-query message,
// and the callback gets a drizzle transaction bound to that connection, as `db.transaction` would hand it.

/** drizzle's node-postgres transaction over this package's relations: what every callback receives. */
export type OpenedTransaction = NodePgTransaction<typeof relations>;

// The same dialect `drizzle({ client, relations })` builds (node-postgres codecs, no JIT mappers).
const dialect = new PgDialect({ codecs: nodePgCodecs });

/**
 * Takes a connection from `pool`, sends `opening` (statements without parameters, at least a BEGIN, run as
 * one simple query), runs `fn`, and COMMITs, or ROLLs BACK when `fn` throws. The connection goes back to the
 * pool only after COMMIT or ROLLBACK has answered, so no other use of it ever sees this transaction's
 * settings; a connection that failed (or whose rollback failed) is destroyed instead of reused.
 */
export async function runOpenedTransaction<T>(
  pool: pg.Pool,
  opening: string,
  fn: (tx: OpenedTransaction) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  const onError = (error: Error) => {
    broken ??= error;
  };
  client.on('error', onError);
  try {
    await client.query(opening);
    const session = new NodePgSession(client, dialect, relations);
    const result = await fn(new NodePgTransaction(dialect, session, relations, undefined, false));
    await client.query('commit');
    return result;
  } catch (error) {
    // A failed opening may have begun the transaction (BEGIN ran, the setting did not): roll back either way.
    if (!broken) {
      await client.query('rollback').catch((rollbackError: Error) => {
        broken = rollbackError;
      });
    }
    throw error;
  } finally {
    client.off('error', onError);
    client.release(broken);
  }
}
