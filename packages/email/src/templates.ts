import { publicBase } from './config.ts';
import { fill, MAIL_WORDS, type MailLanguage } from './mail-words.ts';

/** A rendered message before it has an addressee. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
  /** Values that must not stay in the database once delivered through SMTP (see Mailer). */
  secrets: string[];
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export function layout(title: string, bodyHtml: string): string {
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#222;background:#f8f8f8;padding:24px">
<div style="max-width:560px;margin:auto;background:#fff;padding:24px;border-radius:8px">
<h1 style="color:#8700F9;font-size:20px">${escapeHtml(title)}</h1>
${bodyHtml}
<p style="color:#888;font-size:12px">Grantflow</p>
</div></body></html>`;
}

function button(url: string, label: string, orOpenLink: string): string {
  const href = escapeHtml(url);
  return `<p><a href="${href}" style="background:#8700F9;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">${escapeHtml(label)}</a></p>
<p style="font-size:12px">${escapeHtml(orOpenLink)} <a href="${href}">${href}</a></p>`;
}

export function verifyUserLink(publicUrl: string, token: string): string {
  return `${publicBase(publicUrl)}/verify-user?token=${encodeURIComponent(token)}`;
}

export function resetPasswordLink(publicUrl: string, token: string): string {
  return `${publicBase(publicUrl)}/reset-password?token=${encodeURIComponent(token)}`;
}

/** Each template takes the addressee's language (their account's); English when none is known. */
interface InLanguage {
  language?: MailLanguage | undefined;
}

const wordsOf = (options: InLanguage) => MAIL_WORDS[options.language ?? 'en'];

export function verificationEmail(options: { publicUrl: string; token: string } & InLanguage): MailContent {
  const link = verifyUserLink(options.publicUrl, options.token);
  const words = wordsOf(options);
  const w = words.verification;
  return {
    subject: w.subject,
    text: `${w.welcome}\n\n${w.confirm}\n${link}\n\n${w.expiry}\n`,
    html: layout(
      w.subject,
      `<p>${escapeHtml(w.welcome)} ${escapeHtml(w.confirm)}</p>${button(link, w.button, words.orOpenLink)}<p>${escapeHtml(w.expiry)}</p>`,
    ),
    secrets: [options.token, encodeURIComponent(options.token)],
  };
}

/** Sent instead of a verification link when someone registers an address that already has an account. */
export function accountExistsEmail(options: { publicUrl: string } & InLanguage): MailContent {
  const base = publicBase(options.publicUrl);
  const login = `${base}/login`;
  const forgot = `${base}/forgot-password`;
  const words = wordsOf(options);
  const w = words.accountExists;
  return {
    subject: w.subject,
    text: `${w.body}\n\n${w.signIn}: ${login}\n${w.forgot} ${forgot}\n\n${w.ignore}\n`,
    html: layout(
      w.subject,
      `<p>${escapeHtml(w.body)}</p>${button(login, w.signIn, words.orOpenLink)}<p>${escapeHtml(w.forgot)} <a href="${escapeHtml(forgot)}">${escapeHtml(w.resetIt)}</a>.</p><p>${escapeHtml(w.ignore)}</p>`,
    ),
    secrets: [],
  };
}

export function passwordResetEmail(options: { publicUrl: string; token: string } & InLanguage): MailContent {
  const link = resetPasswordLink(options.publicUrl, options.token);
  const words = wordsOf(options);
  const w = words.reset;
  return {
    subject: w.subject,
    text: `${w.intro}\n\n${w.choose}\n${link}\n\n${w.expiry}\n`,
    html: layout(
      w.subject,
      `<p>${escapeHtml(w.intro)}</p>${button(link, w.button, words.orOpenLink)}<p>${escapeHtml(w.expiry)}</p>`,
    ),
    secrets: [options.token, encodeURIComponent(options.token)],
  };
}

export function twoFactorCodeEmail(
  options: { code: string; purpose: 'login' | 'setup' } & InLanguage,
): MailContent {
  const w = wordsOf(options).twoFactor;
  const why = options.purpose === 'login' ? w.login : w.setup;
  return {
    subject: fill(w.subject, { code: options.code }),
    text: `${why}:\n\n${options.code}\n\n${w.expiry}\n`,
    html: layout(
      w.title,
      `<p>${escapeHtml(why)}:</p><p style="font-size:28px;letter-spacing:6px;font-weight:bold">${escapeHtml(options.code)}</p><p>${escapeHtml(w.expiry)}</p>`,
    ),
    secrets: [options.code],
  };
}

export interface ReminderMailContent {
  kind: 'application_deadline' | 'report_deadline';
  daysBefore: number;
  /** "Funder – Program" or the funder alone. */
  what: string;
  organization: string;
  /** The deadline as the reader's language writes a date. */
  date: string;
  /** The deadlines page. */
  link: string;
}

/** A deadline reminder (30, 14, 7 or 1 days before), in the recipient's language. */
export function reminderEmail(
  options: ReminderMailContent & InLanguage,
): Pick<MailContent, 'subject' | 'text'> {
  const w = wordsOf(options).reminder;
  const label = options.kind === 'application_deadline' ? w.grant : w.report;
  const when = options.daysBefore === 1 ? w.tomorrow : fill(w.inDays, { days: options.daysBefore });
  return {
    subject: `${label} ${when}: ${options.what}`,
    text: [
      fill(w.forOrganization, { label, organization: options.organization, what: options.what }),
      fill(w.due, { when, date: options.date }),
      '',
      fill(w.see, { link: options.link }),
      '',
      w.footer,
    ].join('\n'),
  };
}

export interface SupportTicketMail {
  ticketId: number;
  name: string;
  organization: string;
  email: string;
  message: string;
  userId: number | null;
}

export function supportTicketEmail(ticket: SupportTicketMail): MailContent {
  const from = `${ticket.name} <${ticket.email}>`;
  const rows: [string, string][] = [
    ['Ticket', `#${ticket.ticketId}`],
    ['From', from],
    ['Organization', ticket.organization],
    ['User id', ticket.userId === null ? 'not signed in' : String(ticket.userId)],
  ];
  return {
    subject: `Support ticket #${ticket.ticketId} from ${ticket.organization}`.slice(0, 200),
    text: `${rows.map(([label, value]) => `${label}: ${value}`).join('\n')}\n\n${ticket.message}\n`,
    html: layout(
      `Support ticket #${ticket.ticketId}`,
      `<table>${rows.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('')}</table><p style="white-space:pre-wrap">${escapeHtml(ticket.message)}</p>`,
    ),
    secrets: [],
  };
}
