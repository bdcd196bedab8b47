import type { TaskRecord } from '@grantflow/db/repositories/tasks';
import type { SupportedLanguage } from '@grantflow/domain/constants/limits';
import { toDisplayDate } from '@grantflow/domain/dates/display-date';
import type { MailMessage, SentMail } from '@grantflow/email/mailer';
import { taskAssignedEmail } from '@grantflow/email/task-mail';

/** What the task writes need to e-mail an assignee: the outbox, the public URL and who is acting. */
export interface TaskMailDeps {
  mailer: { send(message: MailMessage): Promise<SentMail> };
  /** Links in the mail start here (PUBLIC_URL). */
  publicUrl: string;
  /** The signed-in caller: a task they give themselves is not mailed. */
  actor: { id: number; email: string };
  organizationName: string;
}

/** Where a task's link opens: its application or funder, else My tasks; in its organisation. */
export function taskPath(
  task: { applicationId: number | null; funderId: number | null },
  organizationId: number,
): string {
  const org = `organization=${organizationId}`;
  if (task.applicationId !== null && task.funderId !== null)
    return `/funder/${task.funderId}?application=${task.applicationId}&${org}`;
  if (task.funderId !== null) return `/funder/${task.funderId}?${org}`;
  return `/tasks?${org}`;
}

/** Mails "a task for you" in the assignee's language; after the write committed (the outbox keeps it). */
export async function mailAssignment(
  deps: TaskMailDeps,
  task: TaskRecord,
  assignee: { email: string; language: SupportedLanguage },
  organizationId: number,
): Promise<void> {
  const funderId = task.funderId ?? task.applicationFunderId;
  const link = `${deps.publicUrl.replace(/\/+$/, '')}${taskPath({ applicationId: task.applicationId, funderId }, organizationId)}`;
  const content = taskAssignedEmail({
    title: task.title,
    organization: deps.organizationName,
    actor: deps.actor.email,
    date: task.dueDate ? toDisplayDate(task.dueDate, assignee.language) : null,
    link,
    language: assignee.language,
  });
  await deps.mailer.send({ ...content, to: assignee.email, organizationId });
}
