// What a read loads beyond an entity's own columns: the API passes what the GraphQL selection asks for
// (look-ahead), every other caller gets everything (`FULL_*`). A part left out is `undefined` in the
// returned record, never a made-up value, so a caller that reads it anyway fails instead of lying.

export interface FunderLoad {
  /** All-time award total (a correlated aggregate over the funder's awarded applications). */
  totals?: boolean;
  /** The most recent award with a receivement date. */
  lastAward?: boolean;
  /** Responsiveness figures, derived as of `today` (correlated aggregates over the funder's submissions). */
  responsiveness?: { today: string };
}

export interface GrantLoad {
  /** Mean response days over the grant's applications. */
  responseAverage?: boolean;
  /** The grant's funder, or false to leave it out. */
  funder?: FunderLoad | false;
}

export interface ApplicationLoad {
  reports?: boolean;
  /** The grant (program, funder, response average), or false to leave it out. */
  grant?: GrantLoad | false;
}

export const FULL_FUNDER_LOAD: FunderLoad = { totals: true, lastAward: true };
export const FULL_GRANT_LOAD: GrantLoad = { responseAverage: true, funder: FULL_FUNDER_LOAD };
export const FULL_APPLICATION_LOAD: ApplicationLoad = { reports: true, grant: FULL_GRANT_LOAD };
