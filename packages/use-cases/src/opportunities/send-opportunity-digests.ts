import { type Db, readAsTenant, readIdentity, withTenant } from '@grantflow/db/client';
import {
  activeSavedSearches,
  claimDigest,
  type DigestMatch,
  type DigestRecipient,
  digestMatches,
  digestOwners,
  digestRecipients,
  digestSent,
  markSearchesDigested,
} from '@grantflow/db/repositories/opportunity-digest';
import { listEveryOrganization } from '@grantflow/db/repositories/organizations';
import { wireDateInTimeZone } from '@grantflow/domain/dates/to-wire-date';
import {
  combineDigestSections,
  DIGEST_ITEMS_PER_SEARCH,
  digestStatuses,
  digestWindowStart,
} from '@grantflow/domain/opportunity/digest-rules';
import type { MailMessage, SentMail } from '@grantflow/email/mailer';
import { digestMail } from './opportunity-digest-mail.ts';

export interface DigestDeps {
  db: Db;
  mailer: { send(message: MailMessage): Promise<SentMail> };
  /** Links in the mail start here (PUBLIC_URL). */
  publicUrl: string;
  /** IANA zone whose calendar day is "a day" for the one-digest-a-day rule. */
  timeZone: string;
  now?: () => Date;
  logger?: { warn(object: Record<string, unknown>, message: string): void };
  /** Called after each digest is sent and committed; tests throw here to simulate a worker dying mid-run. */
  afterSend?: (recipient: DigestRecipient) => void;
}

export interface DigestRunResult {
  sent: number;
  /** Already had today's digest (an earlier or concurrent run). */
  skipped: number;
  /** Nothing new for them. */
  empty: number;
  /** Not delivered this time; rolled back, so a later run tries again. */
  failed: number;
}

/**
 * One user's digest in one organisation, in one tenant transaction: their active searches (locked), what
 * each matches since its last digest, the day's claim, the mail, and the searches' new window start. A
 * failure before the commit rolls all of it back; nothing new claims nothing, so a later run the same day
 * may still send the day's one digest.
 */
async function digestOne(
  deps: DigestDeps,
  organization: { id: number; name: string },
  recipient: DigestRecipient,
  runAt: Date,
  today: string,
): Promise<'sent' | 'skipped' | 'empty'> {
  const owner = { organizationId: organization.id, userId: recipient.id };
  return withTenant(deps.db, organization.id, async (tx) => {
    if (await digestSent(tx, { ...owner, digestOn: today })) return 'skipped';
    const searches = await activeSavedSearches(tx, owner);
    const found: { name: string; total: number; items: DigestMatch[] }[] = [];
    for (const saved of searches) {
      const matches = await digestMatches(tx, organization.id, {
        saved,
        since: digestWindowStart(saved),
        until: runAt,
        statuses: digestStatuses(saved.filters.status),
        limit: DIGEST_ITEMS_PER_SEARCH,
      });
      found.push({ name: saved.name, ...matches });
    }
    const sections = combineDigestSections(found);
    const count = sections.reduce((sum, section) => sum + section.items.length, 0);
    const covered = () =>
      markSearchesDigested(
        tx,
        owner,
        searches.map((saved) => saved.id),
        runAt,
      );
    if (count === 0) {
      await covered();
      return 'empty';
    }
    if (!(await claimDigest(tx, { ...owner, digestOn: today, opportunityCount: count }))) return 'skipped';
    await covered();
    const content = digestMail(sections, organization, recipient, deps.publicUrl);
    const result = await deps.mailer.send({
      ...content,
      to: recipient.email,
      organizationId: organization.id,
    });
    if (!result.delivered) throw new Error(`digest mail not delivered (outbox ${result.id})`);
    return 'sent';
  });
}

async function digestOrganization(
  deps: DigestDeps,
  organization: { id: number; name: string },
  runAt: Date,
  today: string,
  result: DigestRunResult,
): Promise<void> {
  const owners = await readAsTenant(deps.db, organization.id, (tx) => digestOwners(tx, organization.id));
  if (owners.length === 0) return;
  // E-mail addresses and languages are identity data; a manager's account belongs to another organisation.
  const recipients = await readIdentity(deps.db, (tx) => digestRecipients(tx, organization.id, owners));
  for (const recipient of recipients) {
    let outcome: 'sent' | 'skipped' | 'empty';
    try {
      outcome = await digestOne(deps, organization, recipient, runAt, today);
    } catch (error) {
      result.failed += 1;
      deps.logger?.warn({ err: error, organizationId: organization.id }, 'opportunity digest not sent');
      continue;
    }
    result[outcome] += 1;
    if (outcome === 'sent') deps.afterSend?.(recipient);
  }
}

/**
 * The daily opportunity digest (docs/operations.md, Opportunity digest): each user with active saved
 * searches gets at most one mail a day per organisation, listing what the sync added or changed since each
 * search's last digest, without the organisation's dismissed ones; none when nothing is new.
 */
export async function sendOpportunityDigests(deps: DigestDeps): Promise<DigestRunResult> {
  const runAt = (deps.now ?? (() => new Date()))();
  const today = wireDateInTimeZone(runAt, deps.timeZone);
  // Listing organisations crosses tenants; everything after it runs inside one tenant at a time.
  const organizations = await listEveryOrganization(deps.db);
  const result: DigestRunResult = { sent: 0, skipped: 0, empty: 0, failed: 0 };
  for (const organization of organizations)
    await digestOrganization(deps, organization, runAt, today, result);
  if (result.failed > 0) {
    // Failing the job makes BullMQ retry it with backoff; digests already sent today are skipped then.
    throw new Error(
      `${result.failed} digest(s) not sent (${result.sent} sent, ${result.skipped} already sent)`,
    );
  }
  return result;
}
