import { describe, expect, it } from 'vitest';
import { deadlinesCalendar, type FeedDeadlines } from './calendar-ics.ts';
import { calendarWords } from './calendar-words.ts';

const options = {
  calendarName: 'Deadlines, Main; Org',
  words: calendarWords('en'),
  baseUrl: 'https://grants.example.org',
  organizationId: 12,
  now: new Date('2026-03-04T05:06:07.891Z'),
};

function feed(funderName: string): FeedDeadlines {
  return {
    grantDeadlines: [
      {
        id: 7,
        grantId: 70,
        deadline: '2026-12-31',
        deadlineType: 'ROLLING',
        status: 'NOT_APPLY',
        amountRequestedCents: null,
        funder: { id: 3, name: funderName },
        program: { id: 4, name: 'Arts' },
      },
    ],
    reportDeadlines: [
      {
        id: 9,
        grantId: 70,
        applicationId: 7,
        deadline: '2026-02-28',
        urgency: 'REQUIRED',
        description: 'Budget\nNarrative; a,b',
        amountAwardedCents: null,
        funder: { id: 3, name: 'Fund' },
        program: null,
      },
    ],
  };
}

const unfold = (text: string) => text.replace(/\r\n /g, '');

describe('deadlinesCalendar', () => {
  it("names each labelled row's own organisation in its link (a combined feed)", () => {
    const rows = feed('Fund');
    const labelled: FeedDeadlines = {
      grantDeadlines: rows.grantDeadlines.map((row) => ({
        ...row,
        organization: { id: 31, name: 'Prairie' },
      })),
      reportDeadlines: rows.reportDeadlines.map((row) => ({
        ...row,
        organization: { id: 32, name: 'Harbor' },
      })),
    };
    const lines = unfold(deadlinesCalendar(labelled, options)).split('\r\n');
    expect(lines).toContain('URL:https://grants.example.org/funder/3?application=7&organization=31');
    expect(lines).toContain('URL:https://grants.example.org/report-center?report=9&organization=32');
    expect(lines).toContain('SUMMARY:Grant deadline: Fund – Arts (Prairie)');
  });

  it('writes all-day events with stable UIDs and escaped TEXT values (RFC 5545, section 3.3.11)', () => {
    const lines = unfold(deadlinesCalendar(feed('Fund'), options)).split('\r\n');
    expect(lines).toContain('X-WR-CALNAME:Deadlines\\, Main\\; Org');
    expect(lines).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT1H');
    expect(lines).toContain('UID:application-7@grants.example.org');
    expect(lines).toContain('DTSTAMP:20260304T050607Z');
    expect(lines).toContain('DTSTART;VALUE=DATE:20261231');
    expect(lines).toContain('DTEND;VALUE=DATE:20270101');
    expect(lines).toContain('SUMMARY:Grant deadline: Fund – Arts');
    expect(lines).toContain('URL:https://grants.example.org/funder/3?application=7&organization=12');
    expect(lines).toContain('URL:https://grants.example.org/report-center?report=9&organization=12');
    expect(lines).toContain('UID:report-9@grants.example.org');
    expect(lines).toContain('DESCRIPTION:Required report.\\nBudget\\nNarrative\\; a\\,b');
    expect(lines).toContain('CATEGORIES:Report deadline');
    expect(lines.at(-1)).toBe('');
  });

  it.each([
    ['ASCII', 'x'.repeat(200)],
    ['multi-byte', 'Fundação – Ünïcødé 🎉 '.repeat(12)],
  ])('folds %s lines at 75 octets without splitting a character', (_name, funderName) => {
    const text = deadlinesCalendar(feed(funderName), options);
    const lines = text.split('\r\n');
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(unfold(text)).toContain(`SUMMARY:Grant deadline: ${funderName} – Arts`);
  });

  it.each([
    [
      'pt',
      'SUMMARY:Prazo de candidatura: Fund – Arts',
      'DESCRIPTION:Relatório (obrigatório).',
      'CATEGORIES:Prazo de relatório',
    ],
    ['de', 'SUMMARY:Antragsfrist: Fund – Arts', 'DESCRIPTION:Bericht (Pflicht).', 'CATEGORIES:Berichtsfrist'],
  ] as const)(
    "writes the events in the feed owner's language (%s)",
    (language, summary, description, category) => {
      const lines = unfold(
        deadlinesCalendar(feed('Fund'), { ...options, words: calendarWords(language) }),
      ).split('\r\n');
      expect(lines).toContain(summary);
      expect(lines.some((line) => line.startsWith(description))).toBe(true);
      expect(lines).toContain(category);
      expect(lines.join('\n')).not.toMatch(/Grant deadline|Report deadline|Required report/);
    },
  );
});
