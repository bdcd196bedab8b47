import type { AuthOrganization } from '@grantflow/auth/user';
import type { Context } from '../context.ts';

// The tenant a request acts for, the first step of every tenant operation (docs/architecture.md, Operations
// and their contract). The wrappers take it; so do the batched reads that serve many fields at once (the
// dashboard's, the documents' index statuses), which belong to no single resolver.

/** What a use case acts with: the database and the organisation the request acts for. */
export interface Tenant {
  db: Context['db'];
  organization: AuthOrganization;
}

/** The signed-in user's effective organisation (`requested`, else X-Organization-Id, else their own). */
export async function requestTenant(ctx: Context, requested?: string | number | null): Promise<Tenant> {
  ctx.requireUser();
  return { db: ctx.db, organization: await ctx.effectiveOrganization(requested) };
}
