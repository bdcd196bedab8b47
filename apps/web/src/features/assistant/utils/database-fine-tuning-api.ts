// Database fine-tuning calls (docs/product.md, REST calls) with their own messages (Messages and error codes): 'Failed to …' when the service refused,
// 'Network error while …' when it never answered, 'HTTP {status}: {text}' for a failed fetch of the list.

import type { DatabaseVersion } from '@grantflow/validation/assistant-wire';
import { i18n } from '../../../i18n/index.ts';
import { restErrorMessage } from '../../../lib/rest-client.ts';
import { type AiResult, aiPath, aiRequest } from './ai-request.ts';
import type { Caller, Outcome } from './chat-api.ts';

const t = i18n.getFixedT(null, null, 'assistant.database');

const FAILURES = {
  activate: { refused: 'error_activate', network: 'error_activate_network' },
  delete: { refused: 'error_delete', network: 'error_delete_network' },
  save: { refused: 'error_save', network: 'error_save_network' },
} as const;

function failure(result: Extract<AiResult<unknown>, { ok: false }>, action: 'activate' | 'delete' | 'save') {
  const texts = FAILURES[action];
  if (result.kind === 'network') return t(texts.network);
  // The service's own reason (e.g. the active version cannot be deleted) follows the contract's text.
  const reason = result.codes || result.error !== result.statusText ? restErrorMessage(result) : '';
  return reason ? `${t(texts.refused)}: ${reason}` : t(texts.refused);
}

export async function fetchDatabaseVersions(caller: Caller): Promise<Outcome<DatabaseVersion[]>> {
  const path = `${aiPath('get-database-fine-tuning', caller.userId)}?${new URLSearchParams({
    organization_id: caller.organizationId,
    user_id: '0',
  })}`;
  const result = await aiRequest<DatabaseVersion[]>(path);
  if (result.ok) return { ok: true, data: Array.isArray(result.data) ? result.data : [] };
  if (result.kind === 'network') return { ok: false, error: t('error_fetch_network') };
  if (result.kind === 'http') {
    return {
      ok: false,
      error: t('error_http', { status: result.httpStatus, text: restErrorMessage(result) }),
    };
  }
  return { ok: false, error: t('error_fetch', { error: result.error || t('unknown_error') }) };
}

export interface DatabaseVersionDraft {
  readonly id?: number;
  readonly version: string;
  readonly database_schema_instructions: string;
  readonly query_optimization_rules: string;
  readonly response_formatting_rules: string;
  readonly security_constraints: string;
  readonly remarks: DatabaseVersion['remarks'];
  readonly authored_month_date: string;
}

export async function saveDatabaseVersion(
  caller: Caller,
  draft: DatabaseVersionDraft,
): Promise<Outcome<{ id: number }>> {
  const result = await aiRequest<{ id: number }>('/ai/set-database-fine-tuning', {
    body: {
      ...draft,
      organization_id: Number(caller.organizationId),
      user_id: 0,
      authored_by_user_id: Number(caller.userId),
    },
  });
  return result.ok
    ? { ok: true, data: { id: result.data.id } }
    : { ok: false, error: failure(result, 'save') };
}

export async function activateDatabaseVersion(id: number): Promise<Outcome<null>> {
  const result = await aiRequest(aiPath('activate-database-fine-tuning', id), { method: 'POST' });
  return result.ok ? { ok: true, data: null } : { ok: false, error: failure(result, 'activate') };
}

export async function deleteDatabaseVersion(id: number): Promise<Outcome<null>> {
  const result = await aiRequest(aiPath('delete-database-fine-tuning', id), { method: 'DELETE' });
  return result.ok ? { ok: true, data: null } : { ok: false, error: failure(result, 'delete') };
}
