import { readAsTenant, withTenant } from '@grantflow/db/client';
import {
  type ApplicationDraftRecord,
  saveApplicationDraft,
} from '@grantflow/db/repositories/application-drafts';
import { getApplication } from '@grantflow/db/repositories/applications';
import type { SupportedLanguage } from '@grantflow/domain/constants/limits';
import type { DraftSection } from '@grantflow/domain/drafting/draft-sections';
import type { AssistantDeps } from '../assistant/assistant-deps.ts';
import { createChatModel } from '../assistant/create-chat-model.ts';
import { runModel } from '../assistant/run-model.ts';
import { type Passage, searchDocuments } from '../assistant/search-documents.ts';
import { takePromptAllowance } from '../assistant/take-prompt-allowance.ts';
import { derivationToday } from '../shared/use-case-options.ts';
import { signCitations } from './draft-citations.ts';
import { loadDraftFacts } from './draft-facts.ts';
import { sectionHeadings } from './draft-headings.ts';
import { draftMaterial } from './draft-material.ts';
import { draftOutline } from './draft-outline.ts';
import { citedMarkers, draftMessages } from './draft-prompt.ts';

export interface GenerateApplicationDraftInput {
  userId: number;
  organization: { id: number; fiscalYearStart: string | null; currency: string };
  applicationId: number;
  section: DraftSection;
  language: SupportedLanguage;
  today?: string;
}

/** Passages asked for per query; draftMaterial quotes at most two per heading. */
const CANDIDATES_PER_QUERY = 3;

/**
 * Drafts one section of an application (docs/product.md, Drafting with the assistant) from the organisation's
 * documents (the assistant's retrieval, by the caller's organisation) and its records, and stores it as the
 * section's one draft, replacing the one before. Without a model it is an outline of quoted passages; with
 * one, the model writes it from the same passages and facts. Nothing leaves the product but the model call.
 */
export async function generateApplicationDraft(
  deps: AssistantDeps,
  input: GenerateApplicationDraftInput,
): Promise<ApplicationDraftRecord> {
  const { organization, language, section } = input;
  const today = derivationToday(input.today);
  // The application first: another organisation's is APPLICATION_NOT_FOUND before anything is searched.
  const facts = await readAsTenant(deps.db, organization.id, (tx) =>
    loadDraftFacts(tx, organization, input.applicationId, today),
  );
  if (deps.languageModel)
    await takePromptAllowance(deps, { userId: input.userId, organizationId: organization.id });
  // The program is what the section is about; the funder's name would rank its own guidelines above everything.
  const topic = facts.program?.name ?? '';
  const search = (query: string) =>
    searchDocuments(
      { db: deps.db, embeddings: deps.embeddings },
      { organizationId: organization.id, query, limit: CANDIDATES_PER_QUERY },
    );
  // Each heading's passages about the program first, then about the heading alone (a program's name
  // outweighs the heading's words, so its passages would be all there is); draftMaterial keeps the first unseen.
  // Another funder's notes and profile say nothing about this application, and the program's goals are among
  // the facts already; files stay, whoever's folder holds them.
  const relevant = (passage: Passage) =>
    passage.source.kind === 'file' ||
    (passage.source.kind === 'funder' && passage.source.funderId === facts.funder.id);
  const passages = [];
  for (const heading of sectionHeadings(section)) {
    const about = topic ? await search(`${heading.query} ${topic}`) : [];
    passages.push([...about, ...(await search(heading.query))].filter(relevant));
  }
  const material = draftMaterial({ section, language, currency: organization.currency, facts, passages });
  const model = deps.languageModel;
  const body = model
    ? await runModel({
        model: createChatModel(model),
        messages: draftMessages(material, language),
        maxAnswerChars: deps.maxAnswerChars,
      })
    : draftOutline(material, language);
  const cited = citedMarkers(body);
  return withTenant(deps.db, organization.id, async (tx) => {
    // Deleted while the draft was written: not found, never a broken reference.
    await getApplication(tx, organization.id, facts.applicationId, today, { grant: false });
    const signed = await signCitations(tx, organization.id, material.citations, {
      secret: deps.downloadSecret,
    });
    // A model's draft keeps the citations it names (all of them if it names none, so no source is lost).
    const citations = model && cited.size > 0 ? signed.filter((c) => cited.has(c.marker)) : signed;
    return saveApplicationDraft(tx, organization.id, {
      applicationId: facts.applicationId,
      section,
      body,
      citations,
      generatedBy: model ? 'model' : 'outline',
      edited: false,
    });
  });
}
