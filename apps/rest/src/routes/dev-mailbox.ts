import { isMailboxEnabled } from '@grantflow/email/config';
import { listMailbox, MAILBOX_DAYS, type MailboxMessage } from '@grantflow/email/mailbox';
import { escapeHtml } from '@grantflow/email/templates';
import { ok } from '@grantflow/service/envelope';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps.ts';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/** Plain-text body with http(s) links made clickable; everything else escaped. */
function linkify(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"']+)/g)
    .map((part, index) =>
      index % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part),
    )
    .join('');
}

function page(messages: MailboxMessage[]): string {
  const items = messages
    .map(
      (m, index) => `<details${index === 0 ? ' open' : ''} id="message-${m.id}">
<summary><strong>${escapeHtml(m.subject)}</strong> — to ${escapeHtml(m.to)} — <time>${escapeHtml(m.createdAt)}</time></summary>
<pre>${linkify(m.text)}</pre>
</details>`,
    )
    .join('\n');
  const empty = `<p>No mail in the last ${MAILBOX_DAYS} days.</p>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Grantflow development mailbox</title>
<style>body{font-family:Arial,sans-serif;margin:24px;background:#f8f8f8}details{background:#fff;margin:8px 0;padding:8px 12px;border-radius:6px}pre{white-space:pre-wrap}h1{color:#8700F9}</style>
</head><body><main><h1>Development mailbox</h1>
<p>Mail Grantflow would have sent, newest first (last ${MAILBOX_DAYS} days). Shown because no SMTP server is configured.</p>
${messages.length ? items : empty}
</main></body></html>`;
}

/**
 * GET /dev/mailbox (HTML) and GET /dev/mailbox/messages (JSON): the outbox, so someone running
 * `npm start` without SMTP can follow verification, reset and 2FA mail. Registered only when the
 * mailbox is enabled (MAILBOX_ENABLED, default: SMTP_URL unset). Unless MAILBOX_ENABLED=true is set
 * explicitly it answers loopback clients only, because the mail holds live links and codes.
 */
export async function registerDevMailboxRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { config } = deps;
  if (!isMailboxEnabled(config)) return;
  const anyClient = config.MAILBOX_ENABLED === true;
  const allowed = (request: FastifyRequest, reply: FastifyReply): boolean => {
    if (anyClient || LOOPBACK.test(request.ip)) return true;
    void reply
      .code(404)
      .send({ status: 404, error: `No route for GET ${request.url.split('?')[0]}`, data: null });
    return false;
  };
  deps.logger.warn('development mailbox enabled at /dev/mailbox (no SMTP_URL configured)');

  app.get('/dev/mailbox', async (request, reply) => {
    if (!allowed(request, reply)) return reply;
    const messages = await listMailbox(deps.db);
    return reply
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .type('text/html; charset=utf-8')
      .send(page(messages));
  });

  app.get('/dev/mailbox/messages', async (request, reply) => {
    if (!allowed(request, reply)) return reply;
    reply.header('cache-control', 'no-store');
    return ok(await listMailbox(deps.db));
  });
}
