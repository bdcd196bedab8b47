import { DomainError } from '@grantflow/domain/shared/errors';
import { createFunder } from '../funder/create-funder.ts';
import { createGrant } from '../grant/create-grant.ts';
import { createProgram } from '../program/create-program.ts';
import type { TestTenant } from './use-case-kit.ts';

// Small builders shared by the use-case tests.

/** How a use case ended: 'resolved', or the DomainError code it refused with. */
export const codeOf = async (promise: Promise<unknown>): Promise<string> =>
  promise.then(
    () => 'resolved',
    (error: unknown) => (error instanceof DomainError ? error.code : String(error)),
  );

/** The refusal itself (for its message and details); fails the test when the use case resolved. */
export async function refusalOf(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof DomainError)) throw new Error(`expected a DomainError, got ${String(error)}`);
  return error;
}

export interface Parents {
  funderId: number;
  programId: number;
}

/** A funder and a program of the tenant, both named after `name`. */
export async function funderAndProgram(tenant: TestTenant, name: string): Promise<Parents> {
  const funder = await createFunder({
    ...tenant,
    fields: { name: `${name} Foundation`, type: 'FOUNDATION' },
  });
  const program = await createProgram({ ...tenant, name, yearlyGoal: 1000 });
  return { funderId: funder.id, programId: program.id };
}

/** createGrant's input for a one-time grant not applied for, with `application` overrides. */
export const oneTime = (parents: Parents, application: object = {}) => ({
  ...parents,
  frequency: 'ONE_TIME' as const,
  recurrenceCount: null,
  application: { deadline: '2026-03-01', deadlineType: 'REQUIRED' as const, notApply: true, ...application },
});

/** A one-time grant of the tenant (new funder and program); its single application. */
export async function oneTimeGrant(tenant: TestTenant, name: string, application: object = {}) {
  const created = await createGrant({
    ...tenant,
    input: oneTime(await funderAndProgram(tenant, name), application),
  });
  const first = created.applications[0];
  if (!first) throw new Error('no application created');
  return { grant: created.grant, application: first };
}
