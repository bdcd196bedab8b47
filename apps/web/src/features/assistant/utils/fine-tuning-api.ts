// Document fine-tuning calls (docs/product.md, REST calls) with the Chat Settings texts (Messages and error codes) for a call that got no answer.

import type { DocumentVersion } from '@grantflow/validation/assistant-wire';
import { i18n } from '../../../i18n/index.ts';
import { restErrorMessage } from '../../../lib/rest-client.ts';
import { aiPath, aiRequest } from './ai-request.ts';
import type { Caller, Outcome } from './chat-api.ts';

export interface DocumentVersionDraft {
  readonly id?: number;
  readonly version: string;
  readonly about_you_details: string;
  readonly response_style_details: string;
  readonly remarks: DocumentVersion['remarks'];
  readonly authored_month_date: string;
}

export async function fetchDocumentVersions(caller: Caller): Promise<Outcome<DocumentVersion[]>> {
  // The last path value is sent as 0 (docs/product.md, REST calls).
  const result = await aiRequest<DocumentVersion[]>(
    aiPath('get-fine-tunning', caller.userId, caller.organizationId, 0),
    { networkError: i18n.t('assistant.settings.error_fetching') },
  );
  if (!result.ok) return { ok: false, error: restErrorMessage(result) };
  return { ok: true, data: Array.isArray(result.data) ? result.data : [] };
}

export async function saveDocumentVersion(
  caller: Caller,
  draft: DocumentVersionDraft,
): Promise<Outcome<{ list: DocumentVersion[]; id: number }>> {
  const result = await aiRequest<{ list?: DocumentVersion[]; id: number }>('/ai/set-fine-tunning', {
    body: {
      ...draft,
      organization_id: Number(caller.organizationId),
      user_id: Number(caller.userId),
      authored_by_user_id: Number(caller.userId),
    },
    networkError: i18n.t('assistant.settings.error_saving'),
  });
  if (!result.ok) return { ok: false, error: restErrorMessage(result) };
  return { ok: true, data: { list: result.data.list ?? [], id: result.data.id } };
}

export async function deleteDocumentVersion(id: number): Promise<Outcome<null>> {
  const result = await aiRequest('/ai/delete-fine-tunning', {
    body: { id },
    networkError: i18n.t('assistant.settings.error_deleting'),
  });
  if (!result.ok) return { ok: false, error: restErrorMessage(result) };
  return { ok: true, data: null };
}
