import { type Db, withTenant } from '@grantflow/db/client';
import { claimCommentMentions } from '@grantflow/db/repositories/comments';
import type { HistorySubject } from '@grantflow/domain/history/history-subjects';
import type { MailMessage, SentMail } from '@grantflow/email/mailer';
import { mentionEmail } from '@grantflow/email/mention-email';

/** How comment use cases send mention mail: the app's mailer (outbox or SMTP) and PUBLIC_URL for links. */
export interface MentionMailDeps {
  mailer: { send(message: MailMessage): Promise<SentMail> };
  publicUrl: string;
}

export interface MentionNotice {
  db: Db;
  organizationId: number;
  commentId: number;
  subject: HistorySubject;
  funderId: number | null;
  funderName: string | null;
  author: string;
  text: string;
}

function recordPath(notice: MentionNotice): string {
  const { subject, funderId, organizationId } = notice;
  if (funderId === null) return `/documents?organization=${organizationId}`;
  const query = subject.type === 'APPLICATION' ? `application=${subject.id}&` : '';
  return `/funder/${funderId}?${query}organization=${organizationId}`;
}

/**
 * Mails each user the comment mentions and was not mailed about it yet, in their language. The claim
 * (notified_at) and the sending share one transaction: a refused send rolls its claim back for a later try,
 * a committed claim is never sent again, so a mention mails its user once per comment.
 */
export async function notifyMentions(deps: MentionMailDeps, notice: MentionNotice): Promise<number> {
  const link = `${deps.publicUrl.replace(/\/+$/, '')}${recordPath(notice)}`;
  return withTenant(notice.db, notice.organizationId, async (tx) => {
    const recipients = await claimCommentMentions(tx, notice.organizationId, notice.commentId);
    for (const recipient of recipients) {
      const content = mentionEmail({
        author: notice.author,
        what: notice.funderName ?? 'Grantflow',
        text: notice.text,
        link,
        language: recipient.language,
      });
      const sent = await deps.mailer.send({
        ...content,
        to: recipient.email,
        organizationId: notice.organizationId,
      });
      if (!sent.delivered) throw new Error(`mention mail to user ${recipient.userId} was not delivered`);
    }
    return recipients.length;
  });
}
