import { readAsTenant } from '@grantflow/db/client';
import { getFile } from '@grantflow/db/repositories/documents';
import {
  type AwardTermsProposal,
  proposeAwardTerms as proposeFromText,
} from '@grantflow/domain/award-letter/propose-award-terms';
import { DomainError } from '@grantflow/domain/shared/errors';
import type { FileStorage } from '@grantflow/storage/file-storage';
import type { ExtractionIsolation } from '../assistant/extract/extract-in-child.ts';
import { derivationToday, type TenantUseCaseOptions } from '../shared/use-case-options.ts';
import { awardedApplication } from './awarded-application.ts';
import { readLetterText } from './read-letter-text.ts';

export interface ProposeAwardTermsOptions extends TenantUseCaseOptions {
  storage: FileStorage;
  applicationId: number;
  /** A document of the application's funder. */
  fileId: number;
  isolation?: ExtractionIsolation;
}

/**
 * Reads an awarded application's award letter and proposes its report deadlines, amount and conditions
 * (docs/product.md, Award letters). Stores nothing: confirmAwardTerms stores what the user keeps.
 */
export async function proposeAwardTerms(options: ProposeAwardTermsOptions): Promise<AwardTermsProposal> {
  const { db, organization, applicationId, fileId } = options;
  const today = derivationToday(options.today);
  const file = await readAsTenant(db, organization.id, async (tx) => {
    const application = await awardedApplication(tx, organization.id, applicationId, today);
    const found = await getFile(tx, organization.id, fileId);
    // Another funder's document is not this award's letter; it is refused like a file that is not there.
    if (found.funderId !== application.grant.funderId) throw new DomainError('FILE_NOT_FOUND');
    return found;
  });
  const text = await readLetterText(options.storage, file, options.isolation);
  return proposeFromText(text, today);
}
