// Renewals and funder responsiveness: the dashboard's "Up for renewal" card, the funder
// profile's responsiveness card and next-due line, the funders list's sort columns and the largest-funders
// page's table. en is the source; pt and de must hold every key (i18n.test.ts).
import { LIST_LABELS_EN } from '@grantflow/validation/list-labels';

export type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

const en = {
  card: {
    title: 'Up for renewal',
    description: 'Awarded grants whose next cycle is due within {{days}} days.',
    empty: 'Nothing is up for renewal in the next {{days}} days.',
    load_error: 'The renewals could not be loaded.',
    retry: 'Try again',
    next_deadline: 'Next deadline',
    last_award: 'Last award',
    no_program: 'No program',
    renew: 'Renew',
    renew_label: 'Renew {{funder}} for {{date}}',
  },
  confirm: {
    title: 'Renew this grant?',
    body: 'An open application to {{funder}} is created for {{date}}, with {{amount}} requested, its reports a year on and a “Renewal {{year}}” folder linking last cycle’s documents.',
    confirm: 'Renew',
    cancel: 'Cancel',
  },
  renewed: 'Renewal created: {{funder}}, due {{date}}.',
  responsiveness: {
    title: 'Responsiveness',
    submitted: 'Submitted',
    awarded: 'Awarded',
    declined: 'Declined',
    did_not_respond: 'No response',
    pending: 'Pending',
    win_rate: 'Win rate',
    median_days: 'Median response',
    days_one: '{{count}} day',
    days_other: '{{count}} days',
    total_awarded: 'Total awarded',
    none: '–',
    empty: 'No application to this funder has been submitted yet.',
    load_error: 'The responsiveness figures could not be loaded.',
    next_due: 'Next due: {{date}}',
    not_due: 'No renewal due',
  },
  table: {
    title: 'How funders respond',
    caption: 'Responsiveness of every funder with a submitted application',
    funder: 'Funder',
    empty: 'No application has been submitted yet.',
  },
  sort: {
    win_rate: LIST_LABELS_EN.funders.columns.winRate,
    median_days: LIST_LABELS_EN.funders.columns.medianResponseDays,
    sort_by: 'Sort by {{column}}',
  },
};

export type RenewalsCatalogue = Widen<typeof en>;

export const renewalsLocales = { en };
