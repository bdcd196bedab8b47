import { openCalendarFeed } from '@grantflow/auth/calendar-feed-access';
import { withTenant } from '@grantflow/db/client';
import { parseFeedSlug } from '@grantflow/db/repositories/calendar';
import { deadlinesBetween } from '@grantflow/db/repositories/deadlines';
import { NEXT_DAYS_OPTIONS } from '@grantflow/domain/constants/limits';
import { addDays } from '@grantflow/domain/dates/date-arithmetic';
import { toWireDate } from '@grantflow/domain/dates/to-wire-date';
import { fail } from '@grantflow/service/envelope';
import { listCombinedDeadlines } from '@grantflow/use-cases/deadlines/list-combined-deadlines';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { deadlinesCalendar } from './calendar-ics.ts';

/** The feed covers the longest next-days option: today and the following 365 days. */
const FEED_DAYS = Math.max(...NEXT_DAYS_OPTIONS);

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

  // The URL carries the secret: keep this route out of the info-level request log (SECURITY §16).
  app.get<{ Params: { file: string } }>('/calendar/:file', { logLevel: 'warn' }, async (request, reply) => {
    const { file } = request.params;
    const slug = file.endsWith('.ics') ? parseFeedSlug(file.slice(0, -'.ics'.length)) : null;
    if (!slug) return notFound(reply);
    const feed = await openCalendarFeed(deps.db, slug);
    const [organization] = feed?.organizations ?? [];
    if (!feed || !organization) return notFound(reply);

    const today = toWireDate(new Date());
    const range = { start: today, end: addDays(today, FEED_DAYS) };
    // A combined feed reads each organisation in its own tenant transaction and labels every event.
    const deadlines = feed.coversAll
      ? await listCombinedDeadlines({ db: deps.db, organizations: feed.organizations, range })
      : await withTenant(deps.db, organization.id, (tx) => deadlinesBetween(tx, organization.id, range));
    const body = deadlinesCalendar(deadlines, {
      calendarName: feed.coversAll
        ? 'Grantflow deadlines – All my organisations'
        : `Grantflow deadlines – ${organization.name}`,
      baseUrl,
      now: new Date(),
    });
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', 'inline; filename="grantflow-deadlines.ics"')
      .header('cache-control', 'private, max-age=300')
      .header('referrer-policy', 'no-referrer')
      .send(body);
  });
}
