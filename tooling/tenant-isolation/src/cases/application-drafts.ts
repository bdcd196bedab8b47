import type { IsolationCase } from '../case.ts';

// Drafting with the assistant (docs/product.md, Drafting with the assistant): A's application named by its
// real id, for the caller's own organisation and with X-Organization-Id naming A. Refused, no draft read
// or written (A's application_drafts rows are in the fingerprint, its draft text is a leak marker).

const asA = (fx: { orgA: { id: number } }) => ({ 'x-organization-id': String(fx.orgA.id) });

export const cases: IsolationCase[] = [
  {
    kind: 'rest',
    service: 'ai',
    method: 'GET',
    url: (fx) => `/ai/applications/${fx.orgA.applicationId}/drafts`,
  },
  {
    kind: 'rest',
    service: 'ai',
    method: 'GET',
    name: 'ai GET /ai/applications/:id/drafts with X-Organization-Id of A',
    url: (fx) => `/ai/applications/${fx.orgA.applicationId}/drafts`,
    headers: asA,
  },
  {
    kind: 'rest',
    service: 'ai',
    method: 'POST',
    url: (fx) => `/ai/applications/${fx.orgA.applicationId}/drafts`,
    body: () => ({ section: 'NEED_STATEMENT', language: 'en' }),
  },
  {
    kind: 'rest',
    service: 'ai',
    method: 'POST',
    name: 'ai POST /ai/applications/:id/drafts with X-Organization-Id of A',
    url: (fx) => `/ai/applications/${fx.orgA.applicationId}/drafts`,
    headers: asA,
    body: () => ({ section: 'NEED_STATEMENT', language: 'en' }),
  },
  {
    kind: 'rest',
    service: 'ai',
    method: 'POST',
    url: (fx) => `/ai/applications/${fx.orgA.applicationId}/drafts/NEED_STATEMENT`,
    body: () => ({ body: 'Overwritten by another organisation' }),
  },
  {
    kind: 'rest',
    service: 'ai',
    method: 'POST',
    name: 'ai POST /ai/applications/:id/drafts/:section with X-Organization-Id of A',
    url: (fx) => `/ai/applications/${fx.orgA.applicationId}/drafts/NEED_STATEMENT`,
    headers: asA,
    body: () => ({ body: 'Overwritten by another organisation' }),
  },
];
