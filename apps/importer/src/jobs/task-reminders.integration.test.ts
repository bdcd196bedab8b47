import { randomBytes } from 'node:crypto';
import { createAdminPool, createTestDatabase, type TestDatabase } from '@grantflow/db/testing/test-database';
import { addDays } from '@grantflow/domain/dates/date-arithmetic';
import { createMailer, type Mailer } from '@grantflow/email/mailer';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ReminderDeps, sendDueReminders } from './reminders.handler.ts';

// Task reminders ride on the deadline reminders' job: each open task's assignee is mailed on their own
// task reminder days, in their language, once per day and task however often the job runs.

const NOW = new Date('2026-03-10T15:00:00Z');
const TODAY = '2026-03-10';

let database: TestDatabase;
let admin: pg.Pool;
let mailer: Mailer;

async function id(text: string, values: unknown[]): Promise<number> {
  return (await admin.query<{ id: number }>(`${text} returning id`, values)).rows[0]?.id as number;
}

function deps(): ReminderDeps {
  return {
    db: database.db,
    mailer,
    publicUrl: 'https://grants.example.org',
    timeZone: 'UTC',
    now: () => NOW,
  };
}

async function outbox(organizationId: number) {
  const { rows } = await admin.query<{ to: string; subject: string; text: string }>(
    'select to_address as "to", subject, text from email_outbox where organization_id = $1 order by id',
    [organizationId],
  );
  return rows;
}

beforeAll(async () => {
  database = await createTestDatabase();
  admin = createAdminPool(database.url, 2);
  mailer = createMailer({ db: database.db, from: 'Grantflow <no-reply@example.org>' });
}, 60_000);

afterAll(async () => {
  await admin?.end();
  await database?.close();
});

describe('task reminders', () => {
  it('mails the assignee on their own days, in their language, once', async () => {
    const tag = randomBytes(3).toString('hex');
    const org = await id('insert into organizations (name) values ($1)', [`Tasks ${tag}`]);
    const funder = await id(
      `insert into funders (organization_id, name, type) values ($1, 'River Fund', 'FOUNDATION')`,
      [org],
    );
    const user = (email: string, language: string, days: string, remindersEnabled = true) =>
      id(
        `insert into users (email, organization_id, role, verified_at, language, task_reminder_days, reminders_enabled)
         values ($1, $2, 'USER', now(), $3, $4::integer[], $5)`,
        [email, org, language, days, remindersEnabled],
      );
    // The default days; the deadline reminders' switch off does not turn task reminders off.
    const ana = await user(`ana-${tag}@example.org`, 'pt', '{30,14,7,1}', false);
    const ben = await user(`ben-${tag}@example.org`, 'de', '{3}');
    const task = (title: string, assignee: number, due: string, state = 'OPEN') =>
      id(
        `insert into tasks (organization_id, title, assignee_id, due_date, state, funder_id) values ($1, $2, $3, $4, $5, $6)`,
        [org, title, assignee, due, state, funder],
      );
    const letter = await task('Carta de apoio', ana, addDays(TODAY, 7));
    await task('Not a day of hers', ana, addDays(TODAY, 3));
    await task('Already done', ana, addDays(TODAY, 1), 'DONE');
    await task('Budget', ben, addDays(TODAY, 3));
    await task('Not a day of his', ben, addDays(TODAY, 7));

    await sendDueReminders(deps());
    const mails = await outbox(org);
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([
      [`ben-${tag}@example.org`, 'Aufgabe fällig in 3 Tagen: Budget'],
      [`ana-${tag}@example.org`, 'Tarefa vence em 7 dias: Carta de apoio'],
    ]);
    const toAna = mails.find((mail) => mail.to.startsWith('ana'));
    expect(toAna?.text).toContain(`https://grants.example.org/funder/${funder}?organization=${org}`);
    expect(toAna?.text).toContain('17/03/2026');

    await sendDueReminders(deps());
    expect(await outbox(org)).toHaveLength(2);
    const { rows } = await admin.query<{ kind: string; subject_id: number }>(
      `select kind, subject_id from reminder_sends where organization_id = $1 and user_id = $2`,
      [org, ana],
    );
    expect(rows).toEqual([{ kind: 'task_due', subject_id: letter }]);
  });
});
