import { type Db, withIdentity } from '@grantflow/db/client';
import { deleteSession } from './session.ts';

/** Ends one session: the token naming it stops working on the next request. */
export function logoutUser(db: Db, sessionId: string): Promise<boolean> {
  return withIdentity(db, (tx) => deleteSession(tx, sessionId));
}
