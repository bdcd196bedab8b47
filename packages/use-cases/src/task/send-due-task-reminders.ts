import { type Db, withTenant } from '@grantflow/db/client';
import { claimReminder, type ReminderKey } from '@grantflow/db/repositories/reminders';
import { type DueTaskReminder, dueTaskReminders } from '@grantflow/db/repositories/task-reminders';
import { toDisplayDate } from '@grantflow/domain/dates/display-date';
import type { MailMessage, SentMail } from '@grantflow/email/mailer';
import { taskReminderEmail } from '@grantflow/email/task-mail';
import { taskPath } from './task-mail.ts';

export interface TaskReminderDeps {
  db: Db;
  mailer: { send(message: MailMessage): Promise<SentMail> };
  publicUrl: string;
  logger?: { warn(object: Record<string, unknown>, message: string): void };
  afterSend?: (key: ReminderKey) => void;
}

export interface TaskReminderTally {
  sent: number;
  skipped: number;
  failed: number;
}

function reminderMessage(
  reminder: DueTaskReminder,
  organization: { id: number; name: string },
  publicUrl: string,
): MailMessage {
  const { language, email } = reminder.assignee;
  const path = taskPath(
    { applicationId: reminder.applicationId, funderId: reminder.funderId },
    organization.id,
  );
  return {
    ...taskReminderEmail({
      title: reminder.title,
      organization: organization.name,
      date: toDisplayDate(reminder.dueDate, language),
      daysBefore: reminder.daysBefore,
      link: `${publicUrl.replace(/\/+$/, '')}${path}`,
      language,
    }),
    to: email,
    organizationId: organization.id,
  };
}

/**
 * The task reminders of one organisation due `today`, each claimed in reminder_sends (kind `task_due`) in
 * the transaction that sends it, like the deadline reminders: a re-run or a concurrent run sends nothing twice,
 * a failed send is rolled back and tried again by the next run.
 */
export async function sendDueTaskReminders(
  deps: TaskReminderDeps,
  organization: { id: number; name: string },
  today: string,
  tally: TaskReminderTally,
): Promise<void> {
  const due = await withTenant(deps.db, organization.id, (tx) =>
    dueTaskReminders(tx, organization.id, today),
  );
  for (const reminder of due) {
    const key: ReminderKey = {
      organizationId: organization.id,
      userId: reminder.assignee.id,
      kind: 'task_due',
      subjectId: reminder.taskId,
      remindOn: today,
    };
    try {
      const outcome = await withTenant(deps.db, organization.id, async (tx) => {
        if (!(await claimReminder(tx, key))) return 'skipped' as const;
        const result = await deps.mailer.send(reminderMessage(reminder, organization, deps.publicUrl));
        if (!result.delivered) throw new Error(`task reminder not delivered (outbox ${result.id})`);
        return 'sent' as const;
      });
      tally[outcome] += 1;
      if (outcome === 'sent') deps.afterSend?.(key);
    } catch (error) {
      tally.failed += 1;
      deps.logger?.warn({ err: error, organizationId: organization.id }, 'task reminder not sent');
    }
  }
}
