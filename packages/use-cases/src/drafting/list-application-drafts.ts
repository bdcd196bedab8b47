import { readAsTenant } from '@grantflow/db/client';
import {
  type ApplicationDraftRecord,
  listApplicationDrafts as listDrafts,
} from '@grantflow/db/repositories/application-drafts';
import { getApplication } from '@grantflow/db/repositories/applications';
import { DRAFT_SECTIONS } from '@grantflow/domain/drafting/draft-sections';
import type { AssistantDeps } from '../assistant/assistant-deps.ts';
import { derivationToday } from '../shared/use-case-options.ts';
import { refreshDraftCitations } from './draft-citations.ts';

export interface ListApplicationDraftsInput {
  organizationId: number;
  applicationId: number;
}

/** The application's drafts in the sections' order, their file links signed afresh (APPLICATION_NOT_FOUND for another organisation's). */
export function listApplicationDrafts(
  deps: Pick<AssistantDeps, 'db' | 'downloadSecret'>,
  input: ListApplicationDraftsInput,
): Promise<ApplicationDraftRecord[]> {
  return readAsTenant(deps.db, input.organizationId, async (tx) => {
    await getApplication(tx, input.organizationId, input.applicationId, derivationToday(), { grant: false });
    const drafts = await listDrafts(tx, input.organizationId, input.applicationId);
    return drafts
      .sort((a, b) => DRAFT_SECTIONS.indexOf(a.section) - DRAFT_SECTIONS.indexOf(b.section))
      .map((draft) => ({
        ...draft,
        citations: refreshDraftCitations(draft.citations, input.organizationId, {
          secret: deps.downloadSecret,
        }),
      }));
  });
}
