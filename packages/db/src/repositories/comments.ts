import type { SupportedLanguage } from '@grantflow/domain/constants/limits';
import type { HistorySubject } from '@grantflow/domain/history/history-subjects';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { commentMentions, comments } from '../schema/history.ts';
import { users } from '../schema/identity.ts';

// Comments on a record and the users they mention (docs/architecture.md, History). A comment is edited in
// place and deleted as a trace: its text is emptied, who wrote it and when it was deleted stay.

export interface CommentRow {
  id: number;
  subjectType: HistorySubject['type'];
  subjectId: number;
  authorId: number | null;
  text: string | null;
  editedAt: Date | null;
  deletedAt: Date | null;
}

const commentColumns = {
  id: comments.id,
  subjectType: comments.subjectType,
  subjectId: comments.subjectId,
  authorId: comments.authorId,
  text: comments.text,
  editedAt: comments.editedAt,
  deletedAt: comments.deletedAt,
};

export async function insertComment(
  tx: DbExecutor,
  organizationId: number,
  comment: { subject: HistorySubject; authorId: number; text: string },
): Promise<CommentRow> {
  const [row] = await tx
    .insert(comments)
    .values({
      organizationId,
      subjectType: comment.subject.type,
      subjectId: comment.subject.id,
      authorId: comment.authorId,
      text: comment.text,
    })
    .returning(commentColumns);
  if (!row) throw new Error('comments insert returned no row');
  return row;
}

/** The comment, locked for the caller's change; undefined when the organisation has none with this id. */
export async function getCommentForUpdate(
  tx: DbExecutor,
  organizationId: number,
  id: number,
): Promise<CommentRow | undefined> {
  const [row] = await tx
    .select(commentColumns)
    .from(comments)
    .where(and(eq(comments.organizationId, organizationId), eq(comments.id, id)))
    .for('update');
  return row;
}

export async function setCommentText(tx: DbExecutor, organizationId: number, id: number, text: string) {
  await tx
    .update(comments)
    .set({ text, editedAt: sql`now()` })
    .where(and(eq(comments.organizationId, organizationId), eq(comments.id, id)));
}

export async function markCommentDeleted(tx: DbExecutor, organizationId: number, id: number) {
  await tx
    .update(comments)
    .set({ text: null, deletedAt: sql`now()` })
    .where(and(eq(comments.organizationId, organizationId), eq(comments.id, id)));
}

/** The organisation's users, for resolving @mentions. */
export function listMentionableUsers(
  tx: DbExecutor,
  organizationId: number,
): Promise<Array<{ id: number; email: string }>> {
  return tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.organizationId, organizationId))
    .orderBy(users.id);
}

/** Adds the mentions a comment does not have yet (an edit adds the new ones). */
export async function addCommentMentions(
  tx: DbExecutor,
  organizationId: number,
  commentId: number,
  userIds: readonly number[],
): Promise<void> {
  if (userIds.length === 0) return;
  await tx
    .insert(commentMentions)
    .values(userIds.map((userId) => ({ organizationId, commentId, userId })))
    .onConflictDoNothing();
}

/** The users each comment mentions, for a page of entries in one statement. */
export function listCommentMentions(
  tx: DbExecutor,
  organizationId: number,
  commentIds: readonly number[],
): Promise<Array<{ commentId: number; userId: number; email: string }>> {
  if (commentIds.length === 0) return Promise.resolve([]);
  return tx
    .select({ commentId: commentMentions.commentId, userId: users.id, email: users.email })
    .from(commentMentions)
    .innerJoin(users, eq(users.id, commentMentions.userId))
    .where(
      and(
        eq(commentMentions.organizationId, organizationId),
        inArray(commentMentions.commentId, [...commentIds]),
      ),
    )
    .orderBy(commentMentions.commentId, users.id);
}

export interface MentionToNotify {
  userId: number;
  email: string;
  language: SupportedLanguage;
}

/**
 * Claims the comment's mentions not notified yet (notified_at now) and answers whom to mail: a claim
 * committed once is never answered again, so each mentioned user gets one mail per comment.
 */
export async function claimCommentMentions(
  tx: DbExecutor,
  organizationId: number,
  commentId: number,
): Promise<MentionToNotify[]> {
  const claimed = await tx
    .update(commentMentions)
    .set({ notifiedAt: sql`now()` })
    .where(
      and(
        eq(commentMentions.organizationId, organizationId),
        eq(commentMentions.commentId, commentId),
        isNull(commentMentions.notifiedAt),
      ),
    )
    .returning({ userId: commentMentions.userId });
  if (claimed.length === 0) return [];
  return tx
    .select({ userId: users.id, email: users.email, language: users.language })
    .from(users)
    .where(
      and(
        eq(users.organizationId, organizationId),
        inArray(
          users.id,
          claimed.map((row) => row.userId),
        ),
      ),
    )
    .orderBy(users.id);
}
