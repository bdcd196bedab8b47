import { publicBase } from './config.ts';

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

function layout(title: string, bodyHtml: string): string {
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#222;background:#f8f8f8;padding:24px">
<div style="max-width:560px;margin:auto;background:#fff;padding:24px;border-radius:8px">
<h1 style="color:#8700F9;font-size:20px">${escapeHtml(title)}</h1>
${bodyHtml}
<p style="color:#888;font-size:12px">Grantflow</p>
</div></body></html>`;
}

function button(url: string, label: string): string {
  const href = escapeHtml(url);
  return `<p><a href="${href}" style="background:#8700F9;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">${escapeHtml(label)}</a></p>
<p style="font-size:12px">Or open this link: <a href="${href}">${href}</a></p>`;
}

export function verifyUserLink(publicUrl: string, token: string): string {
  return `${publicBase(publicUrl)}/verify-user?token=${encodeURIComponent(token)}`;
}

export function resetPasswordLink(publicUrl: string, token: string): string {
  return `${publicBase(publicUrl)}/reset-password?token=${encodeURIComponent(token)}`;
}

export function verificationEmail(options: { publicUrl: string; token: string }): MailContent {
  const link = verifyUserLink(options.publicUrl, options.token);
  return {
    subject: 'Confirm your Grantflow account',
    text: `Welcome to Grantflow!\n\nConfirm your e-mail address to finish creating your account:\n${link}\n\nThe link works once and expires in 24 hours. If you did not sign up, ignore this message.\n`,
    html: layout(
      'Confirm your Grantflow account',
      `<p>Welcome to Grantflow! Confirm your e-mail address to finish creating your account.</p>${button(link, 'Confirm my e-mail')}<p>The link works once and expires in 24 hours. If you did not sign up, ignore this message.</p>`,
    ),
    secrets: [options.token, encodeURIComponent(options.token)],
  };
}

/** Sent instead of a verification link when someone registers an address that already has an account. */
export function accountExistsEmail(options: { publicUrl: string }): MailContent {
  const base = publicBase(options.publicUrl);
  const login = `${base}/login`;
  const forgot = `${base}/forgot-password`;
  return {
    subject: 'You already have a Grantflow account',
    text: `Someone (perhaps you) tried to create a Grantflow account with this e-mail address, which already has one.\n\nSign in: ${login}\nForgot your password? ${forgot}\n\nIf this was not you, you can ignore this message.\n`,
    html: layout(
      'You already have a Grantflow account',
      `<p>Someone (perhaps you) tried to create a Grantflow account with this e-mail address, which already has one.</p>${button(login, 'Sign in')}<p>Forgot your password? <a href="${escapeHtml(forgot)}">Reset it</a>.</p><p>If this was not you, you can ignore this message.</p>`,
    ),
    secrets: [],
  };
}

export function passwordResetEmail(options: { publicUrl: string; token: string }): MailContent {
  const link = resetPasswordLink(options.publicUrl, options.token);
  return {
    subject: 'Reset your Grantflow password',
    text: `We received a request to reset your Grantflow password.\n\nChoose a new password here:\n${link}\n\nThe link works once and expires in 1 hour. If you did not ask for this, ignore this message; your password stays the same.\n`,
    html: layout(
      'Reset your Grantflow password',
      `<p>We received a request to reset your Grantflow password.</p>${button(link, 'Choose a new password')}<p>The link works once and expires in 1 hour. If you did not ask for this, ignore this message; your password stays the same.</p>`,
    ),
    secrets: [options.token, encodeURIComponent(options.token)],
  };
}

export function twoFactorCodeEmail(options: { code: string; purpose: 'login' | 'setup' }): MailContent {
  const why =
    options.purpose === 'login'
      ? 'Use this code to finish signing in to Grantflow'
      : 'Use this code to confirm this address for two-factor sign-in on Grantflow';
  return {
    subject: `Your Grantflow code: ${options.code}`,
    text: `${why}:\n\n${options.code}\n\nThe code expires in 10 minutes. If you did not ask for it, change your password.\n`,
    html: layout(
      'Your Grantflow code',
      `<p>${escapeHtml(why)}:</p><p style="font-size:28px;letter-spacing:6px;font-weight:bold">${escapeHtml(options.code)}</p><p>The code expires in 10 minutes. If you did not ask for it, change your password.</p>`,
    ),
    secrets: [options.code],
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
