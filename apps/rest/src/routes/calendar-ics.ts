import type { DeadlinesRecord } from '@grantflow/db/repositories/deadlines';
import type { TaskDeadlineRecord } from '@grantflow/db/repositories/task-reminders';
import { addDays } from '@grantflow/domain/dates/date-arithmetic';
import ICAL from 'ical.js';
import type { CalendarWords } from './calendar-words.ts';

// The deadline feed is built with ical.js, which escapes TEXT values and folds lines by UTF-8 octets.
// Its fold length counts the octets after the leading space of a continuation line, so 74 keeps every
// physical line, space included, within RFC 5545's 75 octets.
ICAL.foldLength = 74;
// ical.js leaves X- properties untyped (unescaped); the calendar name is TEXT, as clients read it.
ICAL.design.icalendar.property['x-wr-calname'] = { defaultType: 'text' };

export interface FeedOptions {
  /** Names the calendar in subscribing clients. */
  calendarName: string;
  /** The texts of the events, in the feed owner's language. */
  words: CalendarWords;
  /** PUBLIC_URL without a trailing slash: item links and UID domain. */
  baseUrl: string;
  /** The feed's organisation: named in the links of its unlabelled rows. */
  organizationId: number;
  now: Date;
}

/** An organisation's name labels each event of a combined feed ("All my organisations"). */
type Labelled = { organization?: { id: number; name: string } };

/** The deadlines of one organisation, or of several with each row labelled. */
export interface FeedDeadlines {
  grantDeadlines: (DeadlinesRecord['grantDeadlines'][number] & Labelled)[];
  reportDeadlines: (DeadlinesRecord['reportDeadlines'][number] & Labelled)[];
  /** Open tasks with a due date (docs/product.md, Tasks). */
  tasks?: (TaskDeadlineRecord & Labelled)[];
}

function title(kind: string, funder: string, program: string | null, row: Labelled): string {
  const text = program ? `${kind}: ${funder} – ${program}` : `${kind}: ${funder}`;
  return row.organization ? `${text} (${row.organization.name})` : text;
}

interface FeedEvent {
  uid: string;
  day: string;
  summary: string;
  description: string;
  url: string;
  category: string;
}

function eventComponent(event: FeedEvent, stamp: ICAL.Time): ICAL.Component {
  const vevent = new ICAL.Component('vevent');
  vevent.addPropertyWithValue('uid', event.uid);
  vevent.addPropertyWithValue('dtstamp', stamp);
  vevent.addPropertyWithValue('dtstart', ICAL.Time.fromDateString(event.day));
  vevent.addPropertyWithValue('dtend', ICAL.Time.fromDateString(addDays(event.day, 1)));
  vevent.addPropertyWithValue('summary', event.summary);
  vevent.addPropertyWithValue('description', event.description);
  vevent.addPropertyWithValue('url', event.url);
  vevent.addPropertyWithValue('categories', event.category);
  vevent.addPropertyWithValue('transp', 'TRANSPARENT');
  return vevent;
}

/** A task opens on its application (on its funder's page), its funder, or My tasks; in `organization`. */
function taskLink(task: TaskDeadlineRecord, organization: string): string {
  if (task.applicationId !== null && task.funderId !== null)
    return `/funder/${task.funderId}?application=${task.applicationId}&${organization}`;
  if (task.funderId !== null) return `/funder/${task.funderId}?${organization}`;
  return `/tasks?${organization}`;
}

/**
 * The whole VCALENDAR for a set of deadlines. UIDs are stable per item, so clients update in place. Each link
 * names the row's organisation, so a user who acts in several opens the record where it is (docs/product.md, Screens and routes).
 */
export function deadlinesCalendar(deadlines: FeedDeadlines, options: FeedOptions): string {
  const host = new URL(options.baseUrl).hostname || 'grantflow';
  const { words } = options;
  const organizationOf = (row: Labelled) => `organization=${row.organization?.id ?? options.organizationId}`;
  const stamp = ICAL.Time.fromJSDate(new Date(Math.floor(options.now.getTime() / 1000) * 1000), true);
  const events: FeedEvent[] = [
    ...deadlines.grantDeadlines.map((d) => ({
      uid: `application-${d.id}@${host}`,
      day: d.deadline,
      summary: title(words.grantDeadline, d.funder.name, d.program?.name ?? null, d),
      description: words.applicationDescription(words.deadlineType[d.deadlineType]),
      url: `${options.baseUrl}/funder/${d.funder.id}?application=${d.id}&${organizationOf(d)}`,
      category: words.grantDeadline,
    })),
    ...deadlines.reportDeadlines.map((d) => ({
      uid: `report-${d.id}@${host}`,
      day: d.deadline,
      summary: title(words.reportDeadline, d.funder.name, d.program?.name ?? null, d),
      description: `${words.reportDescription(words.urgency[d.urgency])}${d.description ? `\n${d.description}` : ''}`,
      url: `${options.baseUrl}/report-center?report=${d.id}&${organizationOf(d)}`,
      category: words.reportDeadline,
    })),
    ...(deadlines.tasks ?? []).map((task) => ({
      uid: `task-${task.id}@${host}`,
      day: task.dueDate,
      summary: task.organization
        ? `${words.task}: ${task.title} (${task.organization.name})`
        : `${words.task}: ${task.title}`,
      description: task.assigneeEmail ? words.taskDescription(task.assigneeEmail) : '',
      url: `${options.baseUrl}${taskLink(task, organizationOf(task))}`,
      category: words.task,
    })),
  ];
  const calendar = new ICAL.Component('vcalendar');
  calendar.addPropertyWithValue('version', '2.0');
  calendar.addPropertyWithValue('prodid', '-//Grantflow//Deadlines//EN');
  calendar.addPropertyWithValue('calscale', 'GREGORIAN');
  calendar.addPropertyWithValue('method', 'PUBLISH');
  calendar.addPropertyWithValue('x-wr-calname', options.calendarName);
  calendar.addPropertyWithValue('refresh-interval', ICAL.Duration.fromString('PT1H'));
  calendar.addPropertyWithValue('x-published-ttl', 'PT1H');
  for (const event of events) calendar.addSubcomponent(eventComponent(event, stamp));
  return `${calendar.toString()}\r\n`;
}
