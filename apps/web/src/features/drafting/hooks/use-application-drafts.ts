import type { DraftSection } from '@grantflow/domain/drafting/draft-sections';
import type { ApplicationDraftWire } from '@grantflow/validation/assistant-wire';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { displayLanguage } from '../../../i18n/index.ts';
import { fetchDrafts, generateDraft, saveDraft } from '../utils/drafts-api.ts';

export type DraftsBySection = Partial<Record<DraftSection, ApplicationDraftWire>>;

/** The application's drafts, loaded when the dialog opens, with generating and saving one section. */
export function useApplicationDrafts(applicationId: string) {
  const { t, i18n } = useTranslation();
  const [drafts, setDrafts] = useState<DraftsBySection>({});
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'generating' | 'saving' | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  /** Counts the drafts that came from the server other than by a save: the editor starts afresh on each. */
  const [generation, setGeneration] = useState(0);

  const reload = useCallback(async () => {
    setLoading(true);
    const result = await fetchDrafts(applicationId, t('drafting.load_error'));
    setLoading(false);
    if (!result.ok) return setLoadError(result.error);
    setLoadError(null);
    setDrafts(Object.fromEntries(result.data.map((draft) => [draft.section, draft])));
    setGeneration((n) => n + 1);
  }, [applicationId, t]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const store = (draft: ApplicationDraftWire) => setDrafts((all) => ({ ...all, [draft.section]: draft }));

  const run = async (kind: 'generating' | 'saving', call: () => ReturnType<typeof saveDraft>) => {
    setBusy(kind);
    setActionError(null);
    const result = await call();
    setBusy(null);
    if (!result.ok) {
      setActionError(result.error);
      return false;
    }
    store(result.data);
    if (kind === 'generating') setGeneration((n) => n + 1);
    return true;
  };

  const generate = (section: DraftSection) =>
    run('generating', () =>
      generateDraft(applicationId, section, displayLanguage(i18n.language), t('drafting.generate_error')),
    );
  const save = (section: DraftSection, body: string) =>
    run('saving', () => saveDraft(applicationId, section, body, t('drafting.save_error')));

  return { drafts, generation, loading, loadError, reload, busy, actionError, generate, save };
}
