import { randomBytes } from 'node:crypto';
import { createAdminPool, createTestDatabase, type TestDatabase } from '@grantflow/db/testing/test-database';
import { addDays } from '@grantflow/domain/dates/date-arithmetic';
import { createMailer, type Mailer, type MailMessage } from '@grantflow/email/mailer';
import { createQueueBackend } from '@grantflow/queue/queue-backend';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ReminderDeps, sendDueReminders } from './reminders.handler.ts';
import {
  REMINDERS_QUEUE,
  type RemindersPayload,
  scheduleReminders,
  startRemindersWorker,
} from './reminders.ts';

const NOW = new Date('2026-03-10T15:00:00Z');
const TODAY = '2026-03-10';

let database: TestDatabase;
let admin: pg.Pool;
let mailer: Mailer;

async function id(text: string, values: unknown[]): Promise<number> {
  return (await admin.query<{ id: number }>(`${text} returning id`, values)).rows[0]?.id as number;
}

interface Organization {
  id: number;
  /** Users who should get every reminder. */
  recipients: string[];
}

/**
 * An organisation with 3 things due on TODAY (application in 7 days, application in 30 days, report
 * tomorrow) and several that are not (other days, already sent, submitted report), and 4 users of
 * whom 2 keep reminders on.
 */
async function organizationWithDeadlines(): Promise<Organization> {
  const tag = randomBytes(3).toString('hex');
  const org = await id('insert into organizations (name) values ($1)', [`Reminders ${tag}`]);
  const funder = await id(
    `insert into funders (organization_id, name, type) values ($1, 'River Fund', 'FOUNDATION')`,
    [org],
  );
  const program = await id(`insert into programs (organization_id, name) values ($1, 'Youth Arts')`, [org]);
  const grant = await id('insert into grants (organization_id, funder_id, program_id) values ($1, $2, $3)', [
    org,
    funder,
    program,
  ]);
  const application = (deadline: string, status = 'NOT_APPLY') =>
    id('insert into applications (organization_id, grant_id, status, deadline) values ($1, $2, $3, $4)', [
      org,
      grant,
      status,
      deadline,
    ]);
  await application(addDays(TODAY, 7));
  await application(addDays(TODAY, 30));
  await application(addDays(TODAY, 8)); // not an offset
  await application(addDays(TODAY, 14), 'SUBMITTED'); // already sent: no reminder
  const awarded = await application(addDays(TODAY, -100), 'AWARDED');
  const report = (deadline: string, submitted: boolean) =>
    id(
      `insert into reports (organization_id, application_id, deadline, urgency, submitted) values ($1, $2, $3, 'REQUIRED', $4)`,
      [org, awarded, deadline, submitted],
    );
  await report(addDays(TODAY, 1), false);
  await report(addDays(TODAY, 1), true);
  const user = (email: string, reminders: boolean, authorized = true) =>
    id(
      `insert into users (email, organization_id, role, authorized, verified_at, reminders_enabled) values ($1, $2, 'USER', $3, now(), $4)`,
      [email, org, authorized, reminders],
    );
  const recipients = [`a-${tag}@example.org`, `b-${tag}@example.org`];
  for (const email of recipients) await user(email, true);
  await user(`off-${tag}@example.org`, false);
  await user(`expired-${tag}@example.org`, true, false);
  return { id: org, recipients };
}

async function outbox(organizationId: number): Promise<{ to: string; subject: string }[]> {
  const { rows } = await admin.query<{ to: string; subject: string }>(
    'select to_address as "to", subject from email_outbox where organization_id = $1 order by id',
    [organizationId],
  );
  return rows;
}

function deps(overrides: Partial<ReminderDeps> = {}): ReminderDeps {
  return {
    db: database.db,
    mailer,
    publicUrl: 'https://grants.example.org',
    timeZone: 'UTC',
    now: () => NOW,
    ...overrides,
  };
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

function expectEachOnce(mails: { to: string; subject: string }[], organization: Organization) {
  expect(mails).toHaveLength(3 * organization.recipients.length);
  expect(new Set(mails.map((mail) => `${mail.to}|${mail.subject}`)).size).toBe(mails.length);
  expect(new Set(mails.map((mail) => mail.to))).toEqual(new Set(organization.recipients));
}

describe('deadline reminders', () => {
  it('mails each opted-in user once per due item, and a second run sends nothing', async () => {
    const organization = await organizationWithDeadlines();
    const first = await sendDueReminders(deps());
    expect(first.sent).toBeGreaterThanOrEqual(6);
    const mails = await outbox(organization.id);
    expectEachOnce(mails, organization);
    expect(mails.map((mail) => mail.subject)).toContain('Grant deadline in 7 days: River Fund – Youth Arts');
    expect(mails.map((mail) => mail.subject)).toContain('Report deadline tomorrow: River Fund – Youth Arts');

    const second = await sendDueReminders(deps());
    expect(second.sent).toBe(0);
    expect(await outbox(organization.id)).toHaveLength(mails.length);
  });

  it('links each mail to its application or report, in its organisation', async () => {
    const organization = await organizationWithDeadlines();
    await sendDueReminders(deps());
    const { rows } = await admin.query<{ subject: string; text: string }>(
      'select subject, text from email_outbox where organization_id = $1',
      [organization.id],
    );
    const base = 'https://grants.example.org';
    const inOrganization = `&organization=${organization.id}`;
    for (const mail of rows) {
      const link = mail.subject.startsWith('Report')
        ? new RegExp(`${base}/report-center\\?report=\\d+${inOrganization}`)
        : new RegExp(`${base}/funder/\\d+\\?application=\\d+${inOrganization}`);
      expect(mail.text, mail.subject).toMatch(link);
    }
    expect(rows.some((mail) => mail.subject.startsWith('Report'))).toBe(true);
  });

  it("writes each reminder in its recipient's language (users.language)", async () => {
    const organization = await organizationWithDeadlines();
    const [inPortuguese, inGerman] = organization.recipients;
    await admin.query(`update users set language = 'pt' where email = $1`, [inPortuguese]);
    await admin.query(`update users set language = 'de' where email = $1`, [inGerman]);
    await sendDueReminders(deps());
    const mails = await outbox(organization.id);
    const subjectsOf = (to: string | undefined) =>
      mails.filter((mail) => mail.to === to).map((mail) => mail.subject);
    expect(subjectsOf(inPortuguese)).toEqual(
      expect.arrayContaining([
        'Prazo de candidatura em 7 dias: River Fund – Youth Arts',
        'Prazo de relatório amanhã: River Fund – Youth Arts',
      ]),
    );
    expect(subjectsOf(inGerman)).toEqual(
      expect.arrayContaining([
        'Antragsfrist in 7 Tagen: River Fund – Youth Arts',
        'Berichtsfrist morgen: River Fund – Youth Arts',
      ]),
    );
    expect([...subjectsOf(inPortuguese), ...subjectsOf(inGerman)].join('\n')).not.toMatch(/deadline/);
  });

  it('two runs at once (two workers) still mail each reminder once', async () => {
    const organization = await organizationWithDeadlines();
    const [a, b] = await Promise.all([sendDueReminders(deps()), sendDueReminders(deps())]);
    expect(a.sent + b.sent).toBe(6);
    expectEachOnce(await outbox(organization.id), organization);
  });

  it('a worker dying right after the first send: the re-run sends every reminder exactly once', async () => {
    const organization = await organizationWithDeadlines();
    // Earlier tests' organisations are already done; this run only has the new one to send.
    let sends = 0;
    await expect(
      sendDueReminders(
        deps({
          afterSend: () => {
            sends += 1;
            if (sends === 1) throw new Error('worker killed');
          },
        }),
      ),
    ).rejects.toThrow('worker killed');
    expect(await outbox(organization.id)).toHaveLength(1);
    await sendDueReminders(deps());
    expectEachOnce(await outbox(organization.id), organization);
  });

  it('a send that fails mid-run is rolled back and sent by the retry, never twice', async () => {
    const organization = await organizationWithDeadlines();
    let calls = 0;
    const flaky = {
      send: async (message: MailMessage) => {
        calls += 1;
        if (calls === 2) throw new Error('SMTP connection reset');
        return mailer.send(message);
      },
    };
    await expect(sendDueReminders(deps({ mailer: flaky }))).rejects.toThrow('1 reminder(s) not sent');
    expect(await outbox(organization.id)).toHaveLength(5);
    await sendDueReminders(deps());
    expectEachOnce(await outbox(organization.id), organization);
  });

  it('runs from the queue: the scheduler enqueues a run at once and the worker sends', async () => {
    const organization = await organizationWithDeadlines();
    const queues = createQueueBackend({
      databaseUrl: database.url,
      namespace: `reminders_${randomBytes(3).toString('hex')}`,
    });
    try {
      const done = new Promise<unknown>((resolve, reject) => {
        const worker = startRemindersWorker(queues, deps(), reject);
        worker.on('completed', (_job, result) => resolve(result));
      });
      await scheduleReminders(queues.createQueue<RemindersPayload>(REMINDERS_QUEUE), NOW);
      await expect(done).resolves.toMatchObject({ failed: 0 });
      expectEachOnce(await outbox(organization.id), organization);
    } finally {
      await queues.close();
    }
  }, 30_000);
});
