import type { DraftSection } from '@grantflow/domain/drafting/draft-sections';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { applicationDrafts, type StoredDraftCitation } from '../schema/application-drafts.ts';
import { found } from './shared.ts';

export type { StoredDraftCitation };

export type DraftAuthor = 'outline' | 'model' | 'user';

export interface ApplicationDraftRecord {
  applicationId: number;
  section: DraftSection;
  body: string;
  citations: StoredDraftCitation[];
  generatedBy: DraftAuthor;
  edited: boolean;
  updatedAt: Date;
}

export interface DraftWrite {
  applicationId: number;
  section: DraftSection;
  body: string;
  /** Kept as stored when absent (a save of the user's edit keeps the generated citations). */
  citations?: StoredDraftCitation[];
  generatedBy: DraftAuthor;
  edited: boolean;
}

const columns = {
  applicationId: applicationDrafts.applicationId,
  section: applicationDrafts.section,
  body: applicationDrafts.body,
  citations: applicationDrafts.citations,
  generatedBy: applicationDrafts.generatedBy,
  edited: applicationDrafts.edited,
  updatedAt: applicationDrafts.updatedAt,
};

const toRecord = (row: {
  applicationId: number;
  section: string;
  body: string;
  citations: StoredDraftCitation[];
  generatedBy: string;
  edited: boolean;
  updatedAt: Date;
}): ApplicationDraftRecord => ({
  ...row,
  section: row.section as DraftSection,
  generatedBy: row.generatedBy as DraftAuthor,
});

/** The application's drafts, in section order of the database (the caller orders them for display). */
export async function listApplicationDrafts(
  tx: DbExecutor,
  organizationId: number,
  applicationId: number,
): Promise<ApplicationDraftRecord[]> {
  const rows = await tx
    .select(columns)
    .from(applicationDrafts)
    .where(
      and(
        eq(applicationDrafts.organizationId, organizationId),
        eq(applicationDrafts.applicationId, applicationId),
      ),
    )
    .orderBy(asc(applicationDrafts.section));
  return rows.map(toRecord);
}

/** Writes the section's one draft, replacing the one stored (the application must be the organisation's). */
export async function saveApplicationDraft(
  tx: DbExecutor,
  organizationId: number,
  draft: DraftWrite,
): Promise<ApplicationDraftRecord> {
  const [row] = await tx
    .insert(applicationDrafts)
    .values({
      organizationId,
      applicationId: draft.applicationId,
      section: draft.section,
      body: draft.body,
      citations: draft.citations ?? [],
      generatedBy: draft.generatedBy,
      edited: draft.edited,
    })
    .onConflictDoUpdate({
      target: [applicationDrafts.organizationId, applicationDrafts.applicationId, applicationDrafts.section],
      set: {
        body: draft.body,
        ...(draft.citations ? { citations: draft.citations } : {}),
        generatedBy: draft.citations ? draft.generatedBy : sql`${applicationDrafts.generatedBy}`,
        edited: draft.edited,
        updatedAt: new Date(),
      },
    })
    .returning(columns);
  return toRecord(found(row, 'APPLICATION_NOT_FOUND'));
}
