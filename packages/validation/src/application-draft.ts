// Drafting an application's section with the assistant (docs/product.md, Drafting with the assistant): the
// bodies of POST /ai/applications/:applicationId/drafts and POST …/drafts/:section.
import { SUPPORTED_LANGUAGES } from '@grantflow/domain/constants/limits';
import { DRAFT_BODY_MAX_LENGTH, DRAFT_SECTIONS } from '@grantflow/domain/drafting/draft-sections';
import type { z } from 'zod';
import { choice, object, requiredMultilineText } from './fields.ts';

export const draftSectionSchema = choice(DRAFT_SECTIONS);

/** Generate (or regenerate) one section's draft, written in the user's language. */
export const generateApplicationDraftSchema = object({
  section: draftSectionSchema,
  language: choice(SUPPORTED_LANGUAGES).default('en'),
});
export type GenerateApplicationDraftInput = z.output<typeof generateApplicationDraftSchema>;

/** Save the user's edit of a section's draft; an empty draft is not saved. */
export const saveApplicationDraftSchema = object({
  section: draftSectionSchema,
  body: requiredMultilineText(DRAFT_BODY_MAX_LENGTH),
});
export type SaveApplicationDraftInput = z.output<typeof saveApplicationDraftSchema>;
