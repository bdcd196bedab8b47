import { fail } from '@grantflow/service/envelope';
import { readCalendarFeed } from '@grantflow/use-cases/calendar/read-calendar-feed';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { deadlinesCalendar } from './calendar-ics.ts';
import { calendarWords } from './calendar-words.ts';

function notFound(reply: FastifyReply) {
  return reply.code(404).send(fail(404, 'Not Found'));
}

/**
 * GET /calendar/{organizationId}-{token}.ics — public, the secret token is the credential (calendar
 * clients cannot send a bearer token). Unknown, malformed or revoked tokens, and owners who lost access
 * to the organisation (unauthorized, manager link removed), all answer the same 404. A combined feed
 * ("All my organisations") covers the owner's organisations as they are at this fetch.
 */
export async function registerCalendarFeedRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const baseUrl = deps.config.PUBLIC_URL.replace(/\/+$/, '');

  // The URL carries the secret: keep this route out of the info-level request log (SECURITY.md, row 16).
  app.get<{ Params: { file: string } }>('/calendar/:file', { logLevel: 'warn' }, async (request, reply) => {
    const feed = await readCalendarFeed({ db: deps.db, file: request.params.file });
    if (!feed) return notFound(reply);
    const { deadlines, organization } = feed;
    const words = calendarWords(feed.language);
    const body = deadlinesCalendar(
      { ...deadlines, tasks: feed.tasks },
      {
        calendarName: feed.coversAll
          ? words.calendarNameAll
          : words.calendarName.replace('{organization}', organization.name),
        words,
        baseUrl,
        organizationId: organization.id,
        now: new Date(),
      },
    );
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', 'inline; filename="grantflow-deadlines.ics"')
      .header('cache-control', 'private, max-age=300')
      .header('referrer-policy', 'no-referrer')
      .send(body);
  });
}
