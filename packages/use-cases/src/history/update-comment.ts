import { withTenant } from '@grantflow/db/client';
import { listCommentMentions, setCommentText } from '@grantflow/db/repositories/comments';
import { subjectFunder } from '@grantflow/db/repositories/history';
import type { TenantUseCaseOptions } from '../shared/use-case-options.ts';
import { storeMentions } from './comment-mentions.ts';
import { type CommentView, commentView, historyUser } from './history-views.ts';
import { type MentionMailDeps, notifyMentions } from './notify-mentions.ts';
import { ownComment } from './own-comment.ts';

export interface UpdateCommentOptions extends TenantUseCaseOptions {
  actorId: number;
  id: number;
  /** As commentTextSchema reads it. */
  text: string;
  mail: MentionMailDeps;
}

/**
 * Replaces the text of the caller's own comment (COMMENT_NOT_YOURS otherwise) and marks it edited; users it
 * newly mentions are mailed, those mentioned before are not mailed again. A mention removed stays recorded.
 */
export async function updateComment(options: UpdateCommentOptions): Promise<CommentView> {
  const { db, organization, id, actorId, text } = options;
  const { view, notice } = await withTenant(db, organization.id, async (tx) => {
    const comment = await ownComment(tx, organization.id, id, actorId);
    await setCommentText(tx, organization.id, id, text);
    const subject = { type: comment.subjectType, id: comment.subjectId };
    const owner = await subjectFunder(tx, organization.id, subject);
    const notice = await storeMentions(tx, {
      db,
      organizationId: organization.id,
      commentId: id,
      subject,
      funderId: owner?.funderId ?? null,
      authorId: actorId,
      text,
    });
    const mentions = await listCommentMentions(tx, organization.id, [id]);
    const edited = { ...comment, text, editedAt: new Date() };
    const view = commentView(
      edited,
      mentions.map((m) => historyUser({ id: m.userId, email: m.email })),
    );
    return { view, notice };
  });
  if (notice) await notifyMentions(options.mail, notice).catch(() => 0);
  return view;
}
