import type { FiscalYearWindow, ProgramRecord } from '@grantflow/db/repositories/programs';
import { DomainError } from '@grantflow/domain/shared/errors';
import type { ProgramRepositories } from '../program/program-repositories.ts';

interface StoredProgram {
  id: number;
  organizationId: number;
  name: string;
  /** Goal cents by fiscal year. */
  goals: Map<number, number>;
}

/**
 * ProgramRepositories in memory: programs with their goals by fiscal year; nothing is achieved (no grants).
 * A name taken in any case is refused as the real repository refuses it.
 */
export function memoryPrograms() {
  const programs = new Map<number, StoredProgram>();
  let nextId = 1;
  const bind = (organizationId: number): ProgramRepositories => {
    const mine = (id: number) => {
      const program = programs.get(id);
      if (!program || program.organizationId !== organizationId) throw new DomainError('PROGRAM_NOT_FOUND');
      return program;
    };
    const refuseTaken = (name: string, exceptId?: number) => {
      for (const program of programs.values())
        if (
          program.organizationId === organizationId &&
          program.id !== exceptId &&
          program.name.toLowerCase() === name.toLowerCase()
        )
          throw new DomainError('VALIDATION');
    };
    return {
      insert: async ({ name, goalCents, fiscalYear }) => {
        refuseTaken(name);
        const id = nextId++;
        programs.set(id, { id, organizationId, name, goals: new Map([[fiscalYear, goalCents]]) });
        return id;
      },
      rename: async (id, name) => {
        const program = mine(id);
        refuseTaken(name, id);
        program.name = name;
      },
      setGoal: async ({ programId, goalCents, fiscalYear, singleYear }) => {
        const program = mine(programId);
        program.goals.set(fiscalYear, goalCents);
        if (singleYear) return;
        for (const year of program.goals.keys()) if (year > fiscalYear) program.goals.set(year, goalCents);
      },
      get: async (id, window: FiscalYearWindow): Promise<ProgramRecord> => {
        const program = mine(id);
        const yearlyGoalCents = program.goals.get(window.fiscalYear) ?? null;
        return {
          id,
          organizationId,
          name: program.name,
          fiscalYear: window.fiscalYear,
          yearlyGoalCents,
          achievedCents: 0,
          missingCents: yearlyGoalCents ?? 0,
        };
      },
    };
  };
  return { bind, programs };
}
