import { type Db, withTenant } from '@grantflow/db/client';
import { listEveryOrganization } from '@grantflow/db/repositories/organizations';
import {
  claimReminder,
  type DueReminder,
  dueReminders,
  type ReminderKey,
  type ReminderRecipient,
  reminderRecipients,
} from '@grantflow/db/repositories/reminders';
import type { SupportedLanguage } from '@grantflow/domain/constants/limits';
import { toDisplayDate } from '@grantflow/domain/dates/display-date';
import { wireDateInTimeZone } from '@grantflow/domain/dates/to-wire-date';
import type { MailMessage, SentMail } from '@grantflow/email/mailer';
import { reminderEmail } from '@grantflow/email/templates';
import { sendDueTaskReminders } from '../task/send-due-task-reminders.ts';

export interface ReminderDeps {
  db: Db;
  mailer: { send(message: MailMessage): Promise<SentMail> };
  /** Links in the mail start here (PUBLIC_URL). */
  publicUrl: string;
  /** IANA zone whose calendar day counts as "today" (organisations carry no zone of their own yet). */
  timeZone: string;
  now?: () => Date;
  logger?: { warn(object: Record<string, unknown>, message: string): void };
  /** Called after each reminder is sent and committed; tests throw here to simulate a worker dying mid-run. */
  afterSend?: (key: ReminderKey) => void;
}

export interface ReminderRunResult {
  sent: number;
  /** Already sent by an earlier or concurrent run. */
  skipped: number;
  /** Not delivered this time; the claim was rolled back, so a later run tries again. */
  failed: number;
}

/**
 * Where a reminder's link opens: the application or report itself, in its organisation (docs/product.md, Screens and routes).
 */
function recordPath(reminder: DueReminder, organizationId: number): string {
  const record =
    reminder.kind === 'application_deadline'
      ? `/funder/${reminder.funderId}?application=${reminder.subjectId}`
      : `/report-center?report=${reminder.subjectId}`;
  return `${record}&organization=${organizationId}`;
}

/** One reminder's mail in the recipient's language. */
export function reminderMail(
  reminder: DueReminder,
  organization: { id: number; name: string },
  publicUrl: string,
  language: SupportedLanguage = 'en',
): Omit<MailMessage, 'to'> {
  const what = reminder.programName
    ? `${reminder.funderName} – ${reminder.programName}`
    : reminder.funderName;
  return {
    organizationId: organization.id,
    ...reminderEmail({
      kind: reminder.kind,
      daysBefore: reminder.daysBefore,
      what,
      organization: organization.name,
      date: toDisplayDate(reminder.deadline, language),
      link: `${publicUrl.replace(/\/+$/, '')}${recordPath(reminder, organization.id)}`,
      language,
    }),
  };
}

/**
 * One reminder: claim its unique row and send in the same transaction. A failure before the commit
 * (mail refused, crash) rolls the claim back, so the next run sends it; a claim already committed makes
 * every later run skip it. The only duplicate window left is a crash between the mail being accepted
 * and the commit.
 */
async function sendOne(
  deps: ReminderDeps,
  key: ReminderKey,
  message: MailMessage,
): Promise<'sent' | 'skipped'> {
  return withTenant(deps.db, key.organizationId, async (tx) => {
    if (!(await claimReminder(tx, key))) return 'skipped';
    const result = await deps.mailer.send(message);
    if (!result.delivered) throw new Error(`reminder mail not delivered (outbox ${result.id})`);
    return 'sent';
  });
}

async function remindOrganization(
  deps: ReminderDeps,
  organization: { id: number; name: string },
  today: string,
  result: ReminderRunResult,
): Promise<void> {
  const { due, recipients } = await withTenant(deps.db, organization.id, async (tx) => ({
    due: await dueReminders(tx, organization.id, today),
    recipients: await reminderRecipients(tx, organization.id),
  }));
  for (const reminder of due) {
    for (const recipient of recipients as ReminderRecipient[]) {
      const content = reminderMail(reminder, organization, deps.publicUrl, recipient.language);
      const key: ReminderKey = {
        organizationId: organization.id,
        userId: recipient.id,
        kind: reminder.kind,
        subjectId: reminder.subjectId,
        remindOn: today,
      };
      let outcome: 'sent' | 'skipped';
      try {
        outcome = await sendOne(deps, key, { ...content, to: recipient.email });
      } catch (error) {
        result.failed += 1;
        deps.logger?.warn(
          { err: error, organizationId: organization.id, kind: key.kind },
          'reminder not sent',
        );
        continue;
      }
      result[outcome] += 1;
      if (outcome === 'sent') deps.afterSend?.(key);
    }
  }
}

/**
 * Sends every reminder due today (30, 14, 7 or 1 days before a deadline) to every opted-in user, and every
 * task reminder due today to its assignee.
 */
export async function sendDueReminders(deps: ReminderDeps): Promise<ReminderRunResult> {
  const today = wireDateInTimeZone((deps.now ?? (() => new Date()))(), deps.timeZone);
  // Listing organisations crosses tenants; everything after it runs inside one tenant at a time.
  const all = await listEveryOrganization(deps.db);
  const result: ReminderRunResult = { sent: 0, skipped: 0, failed: 0 };
  for (const organization of all) {
    await remindOrganization(deps, organization, today, result);
    // Task reminders go to each task's assignee on their own days (docs/product.md, Tasks).
    await sendDueTaskReminders(deps, organization, today, result);
  }
  if (result.failed > 0) {
    // Failing the job makes BullMQ retry it with backoff; claimed reminders are skipped on the retry.
    throw new Error(
      `${result.failed} reminder(s) not sent (${result.sent} sent, ${result.skipped} already sent)`,
    );
  }
  return result;
}
