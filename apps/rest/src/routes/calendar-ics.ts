import type { DeadlinesRecord } from '@grantflow/db/repositories/deadlines';
import { addDays } from '@grantflow/domain/dates/date-arithmetic';

// A minimal RFC 5545 writer for the deadline feed: all-day VEVENTs, CRLF lines folded at 75 octets,
// TEXT values escaped. Tests parse the output with ical.js, an independent parser.

/** TEXT escaping (RFC 5545, section 3.3.11). */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Folds a content line to at most 75 octets per line without splitting a UTF-8 character (RFC 5545, section 3.1). */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    // Continuation lines start with a space, which counts towards their 75 octets.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const compactDate = (day: string) => day.replaceAll('-', '');

function timestamp(instant: Date): string {
  return `${instant.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
}

export interface FeedOptions {
  /** Names the calendar in subscribing clients. */
  calendarName: string;
  /** PUBLIC_URL without a trailing slash: item links and UID domain. */
  baseUrl: string;
  now: Date;
}

/** An organisation's name labels each event of a combined feed ("All my organisations"). */
type Labelled = { organization?: { name: string } };

/** The deadlines of one organisation, or of several with each row labelled. */
export interface FeedDeadlines {
  grantDeadlines: (DeadlinesRecord['grantDeadlines'][number] & Labelled)[];
  reportDeadlines: (DeadlinesRecord['reportDeadlines'][number] & Labelled)[];
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

function eventLines(event: FeedEvent, stamp: string): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${compactDate(event.day)}`,
    `DTEND;VALUE=DATE:${compactDate(addDays(event.day, 1))}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `URL:${event.url}`,
    `CATEGORIES:${escapeText(event.category)}`,
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ];
}

/** The whole VCALENDAR for a set of deadlines. UIDs are stable per item, so clients update in place. */
export function deadlinesCalendar(deadlines: FeedDeadlines, options: FeedOptions): string {
  const host = new URL(options.baseUrl).hostname || 'grantflow';
  const stamp = timestamp(options.now);
  const events: FeedEvent[] = [
    ...deadlines.grantDeadlines.map((d) => ({
      uid: `application-${d.id}@${host}`,
      day: d.deadline,
      summary: title('Grant deadline', d.funder.name, d.program?.name ?? null, d),
      description: `Application deadline (${d.deadlineType === 'ROLLING' ? 'rolling' : 'hard'}).`,
      url: `${options.baseUrl}/funder/${d.funder.id}?application=${d.id}`,
      category: 'Grant deadline',
    })),
    ...deadlines.reportDeadlines.map((d) => ({
      uid: `report-${d.id}@${host}`,
      day: d.deadline,
      summary: title('Report deadline', d.funder.name, d.program?.name ?? null, d),
      description: `${d.urgency === 'REQUIRED' ? 'Required' : 'Courtesy'} report.${d.description ? `\n${d.description}` : ''}`,
      url: `${options.baseUrl}/report-center?report=${d.id}`,
      category: 'Report deadline',
    })),
  ];
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Grantflow//Deadlines//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(options.calendarName)}`,
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
    ...events.flatMap((event) => eventLines(event, stamp)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
