import type { AuthOrganization } from '@grantflow/auth/user';
import type { Db } from '@grantflow/db/client';
import { parseFeedSlug } from '@grantflow/db/repositories/calendar';
import type { DeadlinesRecord } from '@grantflow/db/repositories/deadlines';
import { NEXT_DAYS_OPTIONS, type SupportedLanguage } from '@grantflow/domain/constants/limits';
import { addDays } from '@grantflow/domain/dates/date-arithmetic';
import { exportDeadlines } from '../deadlines/export-deadlines.ts';
import { type CombinedDeadlines, listCombinedDeadlines } from '../deadlines/list-combined-deadlines.ts';
import { derivationToday } from '../shared/use-case-options.ts';
import { type LabelledTaskDeadline, listTaskDeadlines } from '../task/list-task-deadlines.ts';
import { openCalendarFeed } from './open-calendar-feed.ts';

/** The feed covers the longest next-days option: today and the following 365 days. */
const FEED_DAYS = Math.max(...NEXT_DAYS_OPTIONS);

export interface ReadCalendarFeedOptions {
  db: Db;
  /** The feed's file name, `{organizationId}-{token}.ics`: the secret token is the credential. */
  file: string;
  today?: string;
}

export interface CalendarFeedDeadlines {
  /** A combined feed ("All my organisations"): every row is labelled with its organisation. */
  coversAll: boolean;
  /** The feed's organisation (the first one, for a combined feed). */
  organization: AuthOrganization;
  deadlines: DeadlinesRecord | CombinedDeadlines;
  /** The open tasks due in the feed's days (labelled with their organisation in a combined feed). */
  tasks: LabelledTaskDeadline[];
  /** The owner's language, for the feed's texts. */
  language: SupportedLanguage;
}

/**
 * The deadlines a calendar feed URL opens, or null for an unknown, malformed or revoked token and for an
 * owner who lost access: every refusal answers alike. A combined feed reads each organisation in its own
 * tenant transaction, as its organisations are at this fetch.
 */
export async function readCalendarFeed(
  options: ReadCalendarFeedOptions,
): Promise<CalendarFeedDeadlines | null> {
  const { db, file } = options;
  const slug = file.endsWith('.ics') ? parseFeedSlug(file.slice(0, -'.ics'.length)) : null;
  if (!slug) return null;
  const feed = await openCalendarFeed(db, slug);
  const [organization] = feed?.organizations ?? [];
  if (!feed || !organization) return null;
  const today = derivationToday(options.today);
  const range = { start: today, end: addDays(today, FEED_DAYS) };
  const deadlines = feed.coversAll
    ? await listCombinedDeadlines({ db, organizations: feed.organizations, range })
    : await exportDeadlines({ db, organization, days: FEED_DAYS, today });
  const tasks = await listTaskDeadlines({
    db,
    organizations: feed.coversAll ? feed.organizations : [organization],
    range,
    label: feed.coversAll,
  });
  return { coversAll: feed.coversAll, organization, deadlines, tasks, language: feed.language };
}
