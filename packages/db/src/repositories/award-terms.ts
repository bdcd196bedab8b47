import type { ReportUrgency } from '@grantflow/domain/shared/enums';
import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { funders } from '../schema/funders.ts';
import { applications, reports } from '../schema/grants.ts';
import { found } from './shared.ts';

// The writes of an award letter's confirmed terms (docs/product.md, Award letters): reports added to the
// application beside those it has, the amount awarded, and the conditions appended to the funder's notes.

export interface ReportToAdd {
  deadline: string;
  urgency: ReportUrgency;
  /** The report's name as the letter words it. */
  description: string;
}

/** Adds reports to an application; its other reports stay as they are. */
export async function addApplicationReports(
  tx: DbExecutor,
  organizationId: number,
  applicationId: number,
  added: readonly ReportToAdd[],
): Promise<void> {
  if (added.length === 0) return;
  await tx.insert(reports).values(added.map((report) => ({ ...report, organizationId, applicationId })));
}

export async function setAmountAwarded(
  tx: DbExecutor,
  organizationId: number,
  applicationId: number,
  cents: number,
): Promise<void> {
  const [row] = await tx
    .update(applications)
    .set({ amountAwardedCents: cents })
    .where(and(eq(applications.organizationId, organizationId), eq(applications.id, applicationId)))
    .returning({ id: applications.id });
  found(row, 'APPLICATION_NOT_FOUND');
}

/** The funder's notes, read under a row lock so that two confirmations append one after the other. */
export async function lockFunderNotes(
  tx: DbExecutor,
  organizationId: number,
  funderId: number,
): Promise<string | null> {
  const [row] = await tx
    .select({ notes: funders.notes })
    .from(funders)
    .where(and(eq(funders.organizationId, organizationId), eq(funders.id, funderId)))
    .for('update');
  return found(row, 'FUNDER_NOT_FOUND').notes;
}

export async function setFunderNotes(
  tx: DbExecutor,
  organizationId: number,
  funderId: number,
  notes: string,
): Promise<void> {
  await tx
    .update(funders)
    .set({ notes })
    .where(and(eq(funders.organizationId, organizationId), eq(funders.id, funderId)));
}
