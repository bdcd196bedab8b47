import type { AuthOrganization } from '@grantflow/auth/user';
import { DomainError } from '@grantflow/domain/shared/errors';
import DataLoader from 'dataloader';
import type { Context, LoaderFactory } from '../context.ts';

// The tenant a request acts for, the first step of every tenant operation (docs/architecture.md, Operations
// and their contract). The wrappers take it; so do the batched reads that serve many fields at once (the
// dashboard's, the documents' index statuses), which belong to no single resolver.

/** What a use case acts with: the database and the organisation the request acts for. */
export interface Tenant {
  db: Context['db'];
  organization: AuthOrganization;
  /** The signed-in caller, whom the use cases record in history; set by tenant mutations. */
  actorId?: number;
}

/** The signed-in user's effective organisation (`requested`, else X-Organization-Id, else their own). */
export async function requestTenant(ctx: Context, requested?: string | number | null): Promise<Tenant> {
  ctx.requireUser();
  return { db: ctx.db, organization: await ctx.effectiveOrganization(requested) };
}

// A parent object's organisation, resolved once per request and organisation: a field under a list of
// parents (every funder's grants) asks for the same organisation once per row.
const parentOrganizations: LoaderFactory<number, AuthOrganization> = (ctx) =>
  new DataLoader((ids) =>
    Promise.all(ids.map((id) => ctx.effectiveOrganization(id).catch((error: unknown) => toError(error)))),
  );

const toError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));

/**
 * The tenant of a field read under its parent object: the parent's organisation, checked against the caller
 * exactly like an `organizationId` argument (an organisation they may not act for is ORGANIZATION_NOT_FOUND),
 * and never another: the nested read then filters on that organisation, so a parent's id is not trusted alone.
 */
export async function parentTenant(ctx: Context, organizationId: number): Promise<Tenant> {
  ctx.requireUser();
  const organization = await ctx.loader(parentOrganizations).load(organizationId);
  if (organization.id !== organizationId) throw new DomainError('ORGANIZATION_NOT_FOUND');
  return { db: ctx.db, organization };
}
