import type { DigestMatch, DigestRecipient } from '@grantflow/db/repositories/opportunity-digest';
import { toDisplayDate } from '@grantflow/domain/dates/display-date';
import { publicBase } from '@grantflow/email/config';
import { opportunityDigestEmail } from '@grantflow/email/digest-template';
import type { MailContent } from '@grantflow/email/templates';

/**
 * The digest mail of one user in one organisation, in their language: each opportunity linked to its page
 * in Grantflow (in this organisation, so Not for us and Track act for it), dates as their language writes them.
 */
export function digestMail(
  sections: readonly { name: string; total: number; items: DigestMatch[] }[],
  organization: { id: number; name: string },
  recipient: DigestRecipient,
  publicUrl: string,
): Omit<MailContent, 'secrets'> {
  const base = publicBase(publicUrl);
  const inOrganization = `?organization=${organization.id}`;
  return opportunityDigestEmail({
    organization: organization.name,
    language: recipient.language,
    findGrantsLink: `${base}/opportunities${inOrganization}`,
    sections: sections.map((section) => ({
      name: section.name,
      total: section.total,
      items: section.items.map((item) => ({
        title: item.title,
        agency: item.agencyName,
        closes: item.closeDate ? toDisplayDate(item.closeDate, recipient.language) : null,
        link: `${base}/opportunities/${item.id}${inOrganization}`,
      })),
    })),
  });
}
