import type { GrantflowQueue, GrantflowWorker, QueueBackend } from '@grantflow/queue/queue-backend';
import { z } from 'zod';
import type { ReminderDeps } from './reminders.handler.ts';

// Deadline reminders: a repeatable job, every hour and once at start. The handler is
// loaded on the first job, so a process that never runs one never loads it.

export const REMINDERS_QUEUE = 'deadline-reminders';
export const REMINDERS_JOB = 'send-due-reminders';
export const REMINDERS_SCHEDULER_ID = 'deadline-reminders-hourly';
export const REMINDERS_EVERY_MS = 60 * 60 * 1000;

/** The job carries nothing: what is due is read from the database when it runs. */
export const remindersPayloadSchema = z.object({}).strict();
export type RemindersPayload = z.infer<typeof remindersPayloadSchema>;

/**
 * Upserts the hourly scheduler and enqueues one run now. The start job's id is per hour, so several
 * replicas starting together add it once (and the handler is idempotent anyway).
 */
export async function scheduleReminders(
  queue: GrantflowQueue<RemindersPayload>,
  now = new Date(),
): Promise<void> {
  await queue.upsertJobScheduler(
    REMINDERS_SCHEDULER_ID,
    { every: REMINDERS_EVERY_MS },
    { name: REMINDERS_JOB, data: {} },
  );
  const hour = now.toISOString().slice(0, 13);
  await queue.add(REMINDERS_JOB, {}, { jobId: `start-${hour}` });
}

export function startRemindersWorker(
  backend: QueueBackend,
  deps: ReminderDeps,
  onFailed?: (error: Error) => void,
): GrantflowWorker<RemindersPayload> {
  return backend.createWorker<RemindersPayload>(
    REMINDERS_QUEUE,
    async (job) => {
      remindersPayloadSchema.parse(job.data);
      const { sendDueReminders } = await import('./reminders.handler.ts');
      return sendDueReminders(deps);
    },
    { concurrency: 1, onFailed: (_job, error) => onFailed?.(error) },
  );
}
