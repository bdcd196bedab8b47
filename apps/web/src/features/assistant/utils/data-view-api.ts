// The Merged Data View's calls (docs/product.md, REST calls): any status other than 200 is an error (Messages and error codes).
import { i18n } from '../../../i18n/index.ts';
import { aiPath, aiRequest } from './ai-request.ts';
import type { Outcome } from './chat-api.ts';
import type { DatabaseTable, TableRow } from './fine-tuning-types.ts';

const failed = () => ({ ok: false as const, error: i18n.t('assistant.data_view.error') });

export async function fetchTables(organizationId: string): Promise<Outcome<DatabaseTable[]>> {
  const result = await aiRequest<{ tables?: DatabaseTable[] }>(aiPath('database', organizationId, 'tables'));
  if (!result.ok || result.httpStatus !== 200) return failed();
  return { ok: true, data: result.data?.tables ?? [] };
}

export async function fetchTableRows(organizationId: string, table: string): Promise<Outcome<TableRow[]>> {
  const result = await aiRequest<{ data?: TableRow[] }>(
    aiPath('database', organizationId, 'tables', table, 'data'),
  );
  if (!result.ok || result.httpStatus !== 200) return failed();
  return { ok: true, data: result.data?.data ?? [] };
}
