import type { ApplicationDraftRecord } from '@grantflow/db/repositories/application-drafts';
import { ok } from '@grantflow/service/envelope';
import { restRoutes } from '@grantflow/service/tenant-route';
import { generateApplicationDraft } from '@grantflow/use-cases/drafting/generate-application-draft';
import { listApplicationDrafts } from '@grantflow/use-cases/drafting/list-application-drafts';
import { saveApplicationDraft } from '@grantflow/use-cases/drafting/save-application-draft';
import {
  generateApplicationDraftSchema,
  saveApplicationDraftSchema,
} from '@grantflow/validation/application-draft';
import type { ApplicationDraftWire } from '@grantflow/validation/assistant-wire';
import type { FastifyInstance } from 'fastify';
import { type AppDeps, assistantDepsOf } from '../deps.ts';
import { idOf } from './ids.ts';

type Drafts = { Params: { applicationId: string } };
type Section = { Params: { applicationId: string; section: string } };

function draftWire(draft: ApplicationDraftRecord): ApplicationDraftWire {
  return {
    section: draft.section,
    body: draft.body,
    citations: draft.citations,
    generated_by: draft.generatedBy,
    edited: draft.edited,
    updated_at: draft.updatedAt.toISOString(),
  };
}

/**
 * Drafting an application's sections with the assistant (docs/product.md, Drafting with the assistant), for
 * the organisation of the session or X-Organization-Id: GET …/drafts → data.drafts, POST …/drafts
 * {section, language} generates and stores one section's draft → data.draft, POST …/drafts/:section {body}
 * saves the user's edit → data.draft. Another organisation's application is APPLICATION_NOT_FOUND.
 */
export async function registerApplicationDraftRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { tenantRoute } = restRoutes({ db: deps.db, authSecret: deps.config.AUTH_SECRET });
  const assistant = assistantDepsOf(deps);
  const applicationOf = (params: { applicationId: string }) =>
    idOf(params.applicationId, 'APPLICATION_NOT_FOUND');

  app.get<Drafts>(
    '/ai/applications/:applicationId/drafts',
    tenantRoute<Drafts>({
      run: async ({ tenant: { organization }, request }) => {
        const drafts = await listApplicationDrafts(assistant, {
          organizationId: organization.id,
          applicationId: applicationOf(request.params),
        });
        return ok({ drafts: drafts.map(draftWire) });
      },
    }),
  );

  app.post<Drafts>(
    '/ai/applications/:applicationId/drafts',
    tenantRoute<Drafts, typeof generateApplicationDraftSchema._output>({
      input: generateApplicationDraftSchema,
      run: async ({ user, tenant: { organization }, request, input }) => {
        const draft = await generateApplicationDraft(assistant, {
          userId: user.id,
          organization,
          applicationId: applicationOf(request.params),
          section: input.section,
          language: input.language,
        });
        return ok({ draft: draftWire(draft) });
      },
    }),
  );

  app.post<Section>(
    '/ai/applications/:applicationId/drafts/:section',
    tenantRoute<Section, typeof saveApplicationDraftSchema._output>({
      input: saveApplicationDraftSchema,
      from: (request) => ({ ...((request.body ?? {}) as object), section: request.params.section }),
      run: async ({ tenant: { organization }, request, input }) => {
        const draft = await saveApplicationDraft(assistant, {
          organizationId: organization.id,
          applicationId: applicationOf(request.params),
          section: input.section,
          body: input.body,
        });
        return ok({ draft: draftWire(draft) });
      },
    }),
  );
}
