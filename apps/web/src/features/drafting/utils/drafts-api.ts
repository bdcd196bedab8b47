// The drafting calls of the ai service (docs/product.md, Drafting with the assistant; REST calls), through
// the app's REST client (token, organisation, envelope rules).
import type { DraftSection } from '@grantflow/domain/drafting/draft-sections';
import type { ApplicationDraftWire } from '@grantflow/validation/assistant-wire';
import type { Language } from '../../../i18n/index.ts';
import { type RestResult, restCall, restErrorMessage } from '../../../lib/rest-client.ts';

export type Outcome<T> = { ok: true; data: T } | { ok: false; error: string };

const draftsPath = (applicationId: string) => `/ai/applications/${encodeURIComponent(applicationId)}/drafts`;

function outcome<T, R>(result: RestResult<T>, pick: (data: T) => R, fallback: string): Outcome<R> {
  if (!result.ok) return { ok: false, error: result.codes ? restErrorMessage(result) : fallback };
  return { ok: true, data: pick(result.data) };
}

export async function fetchDrafts(
  applicationId: string,
  fallback: string,
): Promise<Outcome<ApplicationDraftWire[]>> {
  const result = await restCall<{ drafts?: ApplicationDraftWire[] }>(draftsPath(applicationId));
  return outcome(result, (data) => data.drafts ?? [], fallback);
}

export async function generateDraft(
  applicationId: string,
  section: DraftSection,
  language: Language,
  fallback: string,
): Promise<Outcome<ApplicationDraftWire>> {
  const result = await restCall<{ draft: ApplicationDraftWire }>(draftsPath(applicationId), {
    method: 'POST',
    body: { section, language },
    networkError: fallback,
  });
  return outcome(result, (data) => data.draft, fallback);
}

export async function saveDraft(
  applicationId: string,
  section: DraftSection,
  body: string,
  fallback: string,
): Promise<Outcome<ApplicationDraftWire>> {
  const result = await restCall<{ draft: ApplicationDraftWire }>(
    `${draftsPath(applicationId)}/${encodeURIComponent(section)}`,
    { method: 'POST', body: { body }, networkError: fallback },
  );
  return outcome(result, (data) => data.draft, fallback);
}

/** Only the app's own links (signed file downloads, record pages) are followed: never another origin. */
export function citationHref(url: string): string | null {
  return url.startsWith('/') && !url.startsWith('//') ? url : null;
}
