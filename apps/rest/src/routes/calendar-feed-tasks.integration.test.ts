import { withTenant } from '@grantflow/db/client';
import { createFeedToken, feedSlug } from '@grantflow/db/repositories/calendar';
import { createAdminPool, createTestDatabase, type TestDatabase } from '@grantflow/db/testing/test-database';
import { addDays } from '@grantflow/domain/dates/date-arithmetic';
import { toWireDate } from '@grantflow/domain/dates/to-wire-date';
import { createLogger } from '@grantflow/service/logger';
import type { FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { envSchema } from '../env.ts';

// Tasks in the calendar feed (docs/product.md, Tasks): each open task with a due date in the feed's days is
// an all-day event with a stable UID, linked to its application, funder or My tasks.

const SECRET = 'task-feed-route-secret-0123456789abcdef';
const today = toWireDate(new Date());

let database: TestDatabase;
let admin: pg.Pool;
let app: FastifyInstance;

async function id(text: string, values: unknown[]): Promise<number> {
  return (await admin.query<{ id: number }>(`${text} returning id`, values)).rows[0]?.id as number;
}

beforeAll(async () => {
  database = await createTestDatabase();
  admin = createAdminPool(database.url, 2);
  const config = envSchema.parse({
    DATABASE_URL: database.url,
    AUTH_SECRET: SECRET,
    PUBLIC_URL: 'https://grants.example.org',
  });
  app = buildApp({ config, logger: createLogger({ level: 'silent' }), pool: database.pool, db: database.db });
  await app.ready();
}, 60_000);

afterAll(async () => {
  await app?.close();
  await admin?.end();
  await database?.close();
});

describe('tasks in GET /calendar/{slug}.ics', () => {
  it('lists open tasks due in the feed’s days as all-day events with stable UIDs', async () => {
    const org = await id("insert into organizations (name) values ('Feed Tasks')", []);
    const other = await id("insert into organizations (name) values ('Other')", []);
    const owner = await id(
      `insert into users (email, organization_id, role, verified_at, language) values ('feed-owner@example.org', $1, 'USER', now(), 'pt')`,
      [org],
    );
    const funder = await id(
      `insert into funders (organization_id, name, type) values ($1, 'River', 'FOUNDATION')`,
      [org],
    );
    const task = (
      organizationId: number,
      title: string,
      due: string | null,
      state = 'OPEN',
      funderId: number | null = null,
    ) =>
      id(
        'insert into tasks (organization_id, title, assignee_id, due_date, state, funder_id) values ($1, $2, $3, $4, $5, $6)',
        [organizationId, title, organizationId === org ? owner : null, due, state, funderId],
      );
    const open = await task(org, 'Budget', addDays(today, 5), 'OPEN', funder);
    const free = await task(org, 'Board minutes', addDays(today, 20));
    await task(org, 'Done already', addDays(today, 5), 'DONE');
    await task(org, 'Undated', null);
    await task(org, 'Too far', addDays(today, 400));
    await task(other, 'Not theirs', addDays(today, 5));

    const row = await withTenant(database.db, org, (tx) => createFeedToken(tx, SECRET, org, owner));
    const path = `/calendar/${feedSlug(SECRET, row)}.ics`;
    const response = await app.inject({ method: 'GET', url: path });
    expect(response.statusCode).toBe(200);
    const calendar = new ICAL.Component(ICAL.parse(response.body));
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
      const event = new ICAL.Event(vevent);
      return {
        uid: event.uid,
        summary: event.summary,
        start: event.startDate.toString(),
        isDate: event.startDate.isDate,
        url: String(vevent.getFirstPropertyValue('url')),
        description: event.description,
      };
    });
    expect(events).toEqual([
      {
        uid: `task-${open}@grants.example.org`,
        summary: 'Tarefa: Budget',
        start: addDays(today, 5),
        isDate: true,
        url: `https://grants.example.org/funder/${funder}?organization=${org}`,
        description: 'Atribuída a feed-owner@example.org.',
      },
      {
        uid: `task-${free}@grants.example.org`,
        summary: 'Tarefa: Board minutes',
        start: addDays(today, 20),
        isDate: true,
        url: `https://grants.example.org/tasks?organization=${org}`,
        description: 'Atribuída a feed-owner@example.org.',
      },
    ]);
    const again = new ICAL.Component(ICAL.parse((await app.inject({ method: 'GET', url: path })).body));
    expect(again.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v).uid)).toEqual(
      events.map((e) => e.uid),
    );
  });
});
