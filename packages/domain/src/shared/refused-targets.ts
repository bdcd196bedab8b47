import type { DomainErrorCode } from './errors.ts';

/** The kinds of tenant row (and the organisation itself) whose refusals are told apart for the audit. */
export const TENANT_ROW_KINDS = [
  'organization',
  'user',
  'funder',
  'program',
  'grant',
  'application',
  'report',
  'file',
  'chat',
  'import_job',
] as const;
export type TenantRowKind = (typeof TENANT_ROW_KINDS)[number];

/** A not-found code and the kind of row it says was not found. */
export const NOT_FOUND_KINDS: Partial<Record<DomainErrorCode, TenantRowKind>> = {
  ORGANIZATION_NOT_FOUND: 'organization',
  USER_NOT_FOUND: 'user',
  FUNDER_NOT_FOUND: 'funder',
  PROGRAM_NOT_FOUND: 'program',
  GRANT_NOT_FOUND: 'grant',
  APPLICATION_NOT_FOUND: 'application',
  REPORT_NOT_FOUND: 'report',
  FILE_NOT_FOUND: 'file',
  CHAT_NOT_FOUND: 'chat',
};

/** The argument that names a row of the kind, by the API's naming rule (`funderId`, `organizationId` …). */
const ID_ARGUMENT: Record<TenantRowKind, string> = {
  organization: 'organizationId',
  user: 'userId',
  funder: 'funderId',
  program: 'programId',
  grant: 'grantId',
  application: 'applicationId',
  report: 'reportId',
  file: 'fileId',
  chat: 'chatId',
  import_job: 'importJobId',
};

/** The most ids one refusal is checked for: an attacker's batch costs the audit a bounded amount. */
export const MAX_REFUSED_IDS = 5;

/** A database id as the API takes it (a positive 32-bit integer, as a number or a string), else null. */
function asRowId(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^[1-9][0-9]{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : null;
}

/**
 * The ids of `kind` an operation's arguments name: every `<kind>Id` at any depth, and the operation's own
 * `id` when the operation is about that kind (`deleteFunder(id)`, `getGrant(id)`). At most MAX_REFUSED_IDS.
 */
export function refusedIdsOf(kind: TenantRowKind, operation: string, args: unknown): number[] {
  const ids = new Set<number>();
  const named = ID_ARGUMENT[kind];
  const ownId = operation.toLowerCase().includes(kind.replace('_', ''));
  const pending: { value: unknown; top: boolean }[] = [{ value: args, top: true }];
  for (let next = pending.pop(); next && ids.size < MAX_REFUSED_IDS; next = pending.pop()) {
    const { value, top } = next;
    if (Array.isArray(value)) {
      for (const item of value) pending.push({ value: item, top: false });
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    for (const [key, child] of Object.entries(value)) {
      if (key === named || (top && ownId && key === 'id')) {
        const id = asRowId(child);
        if (id !== null) ids.add(id);
      }
      if (child !== null && typeof child === 'object') pending.push({ value: child, top: false });
    }
  }
  return [...ids].slice(0, MAX_REFUSED_IDS);
}
