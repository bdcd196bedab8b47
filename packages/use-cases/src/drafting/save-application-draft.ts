import { withTenant } from '@grantflow/db/client';
import {
  type ApplicationDraftRecord,
  saveApplicationDraft as writeDraft,
} from '@grantflow/db/repositories/application-drafts';
import { getApplication } from '@grantflow/db/repositories/applications';
import type { SaveApplicationDraftInput } from '@grantflow/validation/application-draft';
import type { AssistantDeps } from '../assistant/assistant-deps.ts';
import { derivationToday } from '../shared/use-case-options.ts';
import { refreshDraftCitations } from './draft-citations.ts';

export interface SaveApplicationDraftOptions extends SaveApplicationDraftInput {
  organizationId: number;
  applicationId: number;
}

/**
 * Saves the user's edit of a section's draft (docs/product.md, Drafting with the assistant), keeping the
 * citations it was generated with; the draft is then "edited", so regenerating it asks first.
 */
export function saveApplicationDraft(
  deps: Pick<AssistantDeps, 'db' | 'downloadSecret'>,
  input: SaveApplicationDraftOptions,
): Promise<ApplicationDraftRecord> {
  return withTenant(deps.db, input.organizationId, async (tx) => {
    await getApplication(tx, input.organizationId, input.applicationId, derivationToday(), { grant: false });
    const saved = await writeDraft(tx, input.organizationId, {
      applicationId: input.applicationId,
      section: input.section,
      body: input.body,
      generatedBy: 'user',
      edited: true,
    });
    return {
      ...saved,
      citations: refreshDraftCitations(saved.citations, input.organizationId, {
        secret: deps.downloadSecret,
      }),
    };
  });
}
