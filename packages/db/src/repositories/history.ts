import type { FieldChange, HistoryAction, HistorySubject } from '@grantflow/domain/history/history-subjects';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { files } from '../schema/documents.ts';
import { funders } from '../schema/funders.ts';
import { applications, grants, reports } from '../schema/grants.ts';
import { comments, historyEntries } from '../schema/history.ts';
import { users } from '../schema/identity.ts';
import { tasks } from '../schema/tasks.ts';
import { offsetOf, type PageRequest } from './shared.ts';

// `history_entries`: append-only (the services' role may only INSERT and SELECT), written in the
// transaction of the change it records (docs/architecture.md, History).

export interface NewHistoryEntry {
  subject: HistorySubject;
  /** The funder the subject belongs to (its funder's timeline shows it), when it has one. */
  funderId: number | null;
  userId: number | null;
  action: HistoryAction;
  changes: readonly FieldChange[];
  commentId?: number | null;
}

export async function insertHistoryEntry(
  tx: DbExecutor,
  organizationId: number,
  entry: NewHistoryEntry,
): Promise<void> {
  await tx.insert(historyEntries).values({
    organizationId,
    subjectType: entry.subject.type,
    subjectId: entry.subject.id,
    funderId: entry.funderId,
    userId: entry.userId,
    action: entry.action,
    changes: [...entry.changes],
    commentId: entry.commentId ?? null,
  });
}

export interface HistoryEntryRow {
  id: number;
  at: Date;
  subjectType: HistorySubject['type'];
  subjectId: number;
  action: HistoryAction;
  changes: FieldChange[];
  /** Null for a system write, a deleted user, or a user of another organisation (a manager). */
  user: { id: number; email: string } | null;
  comment: {
    id: number;
    text: string | null;
    authorId: number | null;
    editedAt: Date | null;
    deletedAt: Date | null;
  } | null;
}

/**
 * A subject's entries, newest first. A funder's timeline adds its applications' status changes
 * (`funder_id` is the funder the subject belonged to when the entry was written).
 */
export async function listHistoryEntries(
  tx: DbExecutor,
  organizationId: number,
  subject: HistorySubject,
  page: PageRequest,
): Promise<HistoryEntryRow[]> {
  const own = and(eq(historyEntries.subjectType, subject.type), eq(historyEntries.subjectId, subject.id));
  const where: SQL | undefined =
    subject.type === 'FUNDER'
      ? sql`(${own} or (${historyEntries.funderId} = ${subject.id} and ${historyEntries.subjectType} = 'APPLICATION' and ${historyEntries.action} = 'STATUS_CHANGED'))`
      : own;
  const rows = await tx
    .select({
      id: historyEntries.id,
      at: historyEntries.at,
      subjectType: historyEntries.subjectType,
      subjectId: historyEntries.subjectId,
      action: historyEntries.action,
      changes: historyEntries.changes,
      userId: users.id,
      userEmail: users.email,
      commentId: comments.id,
      commentText: comments.text,
      commentAuthorId: comments.authorId,
      commentEditedAt: comments.editedAt,
      commentDeletedAt: comments.deletedAt,
    })
    .from(historyEntries)
    .leftJoin(users, eq(users.id, historyEntries.userId))
    .leftJoin(
      comments,
      and(
        eq(comments.organizationId, historyEntries.organizationId),
        eq(comments.id, historyEntries.commentId),
      ),
    )
    .where(and(eq(historyEntries.organizationId, organizationId), where))
    .orderBy(desc(historyEntries.at), desc(historyEntries.id))
    .limit(page.pageSize)
    .offset(offsetOf(page));
  return rows.map((row) => ({
    id: row.id,
    at: row.at,
    subjectType: row.subjectType,
    subjectId: row.subjectId,
    action: row.action,
    changes: row.changes,
    user: row.userId === null || row.userEmail === null ? null : { id: row.userId, email: row.userEmail },
    comment:
      row.commentId === null
        ? null
        : {
            id: row.commentId,
            text: row.commentText,
            authorId: row.commentAuthorId,
            editedAt: row.commentEditedAt,
            deletedAt: row.commentDeletedAt,
          },
  }));
}

/**
 * Whether the organisation holds the subject and, if so, the funder it belongs to (null for an
 * organisation-wide file). Undefined when there is no such record (TASK: none until tasks exist).
 */
export async function subjectFunder(
  tx: DbExecutor,
  organizationId: number,
  subject: HistorySubject,
): Promise<{ funderId: number | null } | undefined> {
  const { id } = subject;
  const first = async (query: Promise<Array<{ funderId: number | null }>>) => (await query)[0];
  switch (subject.type) {
    case 'FUNDER':
      return first(
        tx
          .select({ funderId: funders.id })
          .from(funders)
          .where(and(eq(funders.organizationId, organizationId), eq(funders.id, id))),
      );
    case 'GRANT':
      return first(
        tx
          .select({ funderId: grants.funderId })
          .from(grants)
          .where(and(eq(grants.organizationId, organizationId), eq(grants.id, id))),
      );
    case 'APPLICATION':
      return first(
        tx
          .select({ funderId: applications.funderId })
          .from(applications)
          .where(and(eq(applications.organizationId, organizationId), eq(applications.id, id))),
      );
    case 'REPORT':
      return first(
        tx
          .select({ funderId: applications.funderId })
          .from(reports)
          .innerJoin(
            applications,
            and(
              eq(applications.organizationId, reports.organizationId),
              eq(applications.id, reports.applicationId),
            ),
          )
          .where(and(eq(reports.organizationId, organizationId), eq(reports.id, id))),
      );
    case 'FILE':
      return first(
        tx
          .select({ funderId: files.funderId })
          .from(files)
          .where(and(eq(files.organizationId, organizationId), eq(files.id, id))),
      );
    case 'TASK':
      // A funder's own task, or its application's funder.
      return first(
        tx
          .select({ funderId: sql<number | null>`coalesce(${tasks.funderId}, ${applications.funderId})` })
          .from(tasks)
          .leftJoin(
            applications,
            and(
              eq(applications.organizationId, tasks.organizationId),
              eq(applications.id, tasks.applicationId),
            ),
          )
          .where(and(eq(tasks.organizationId, organizationId), eq(tasks.id, id))),
      );
  }
}
