import { withTenant } from '@grantflow/db/client';
import { insertComment, listCommentMentions } from '@grantflow/db/repositories/comments';
import { insertHistoryEntry, subjectFunder } from '@grantflow/db/repositories/history';
import type { HistorySubject } from '@grantflow/domain/history/history-subjects';
import { DomainError } from '@grantflow/domain/shared/errors';
import type { TenantUseCaseOptions } from '../shared/use-case-options.ts';
import { storeMentions } from './comment-mentions.ts';
import { type CommentView, commentView, historyUser, SUBJECT_NOT_FOUND } from './history-views.ts';
import { type MentionMailDeps, notifyMentions } from './notify-mentions.ts';

export interface AddCommentOptions extends TenantUseCaseOptions {
  /** The author: comments are always someone's. */
  actorId: number;
  subject: HistorySubject;
  /** As packages/validation's addCommentSchema reads it (trimmed, at most COMMENT_MAX_LENGTH). */
  text: string;
  mail: MentionMailDeps;
}

/**
 * Adds a comment to a record the organisation holds (*_NOT_FOUND otherwise) with its COMMENTED history entry,
 * in one transaction; then mails the users it mentions (once each; a failed mail is retried by the next edit).
 */
export async function addComment(options: AddCommentOptions): Promise<CommentView> {
  const { db, organization, subject, actorId, text } = options;
  const { comment, notice, mentions } = await withTenant(db, organization.id, async (tx) => {
    const owner = await subjectFunder(tx, organization.id, subject);
    if (!owner) throw new DomainError(SUBJECT_NOT_FOUND[subject.type]);
    const comment = await insertComment(tx, organization.id, { subject, authorId: actorId, text });
    await insertHistoryEntry(tx, organization.id, {
      subject,
      funderId: owner.funderId,
      userId: actorId,
      action: 'COMMENTED',
      changes: [],
      commentId: comment.id,
    });
    const notice = await storeMentions(tx, {
      db,
      organizationId: organization.id,
      commentId: comment.id,
      subject,
      funderId: owner.funderId,
      authorId: actorId,
      text,
    });
    const mentions = await listCommentMentions(tx, organization.id, [comment.id]);
    return { comment, notice, mentions };
  });
  if (notice) await notifyMentions(options.mail, notice).catch(() => 0);
  return commentView(
    comment,
    mentions.map((m) => historyUser({ id: m.userId, email: m.email })),
  );
}
