import type { DbTransaction } from '@grantflow/db/client';
import {
  type FiscalYearWindow,
  getProgram,
  createProgram as insertProgram,
  type ProgramRecord,
  renameProgram,
  setProgramYearlyGoal,
} from '@grantflow/db/repositories/programs';

/** What the program use cases write and read back, in one organisation's transaction. */
export interface ProgramRepositories {
  /** The new program's id; a name taken (in any case) is a VALIDATION error. */
  insert(input: { name: string; goalCents: number; fiscalYear: number }): Promise<number>;
  /** PROGRAM_NOT_FOUND when absent; a name another program has is a VALIDATION error. */
  rename(id: number, name: string): Promise<void>;
  /** `singleYear` false: every later year that has a goal gets it too. PROGRAM_NOT_FOUND when absent. */
  setGoal(input: {
    programId: number;
    goalCents: number;
    fiscalYear: number;
    singleYear: boolean;
  }): Promise<void>;
  /** The program with the goal, achieved and missing amounts of `window`'s fiscal year. */
  get(id: number, window: FiscalYearWindow): Promise<ProgramRecord>;
}

export function dbProgramRepositories(tx: DbTransaction, organizationId: number): ProgramRepositories {
  return {
    insert: (input) => insertProgram(tx, organizationId, input),
    rename: async (id, name) => {
      await renameProgram(tx, organizationId, id, name);
    },
    setGoal: (input) => setProgramYearlyGoal(tx, organizationId, input),
    get: (id, window) => getProgram(tx, organizationId, id, window),
  };
}
