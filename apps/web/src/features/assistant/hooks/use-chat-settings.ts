import { defaultDocumentVersionName } from '@grantflow/domain/fine-tuning/default-version-name';
import type { DocumentVersion } from '@grantflow/validation/assistant-wire';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../ui/confirm.tsx';
import type { Caller } from '../utils/chat-api.ts';
import {
  type DocumentVersionDraft,
  deleteDocumentVersion,
  fetchDocumentVersions,
  saveDocumentVersion,
} from '../utils/fine-tuning-api.ts';
import { todayWireDate } from '../utils/today.ts';
import { useFineTuningVersions } from './use-fine-tuning-versions.ts';
import { useVersionAction } from './use-version-action.ts';

export interface DocumentDraft {
  id: number | null;
  version: string;
  about: string;
  style: string;
  active: boolean;
}

const draftOf = (v: DocumentVersion): DocumentDraft => ({
  id: v.id,
  version: v.version,
  about: v.about_you_details ?? '',
  style: v.response_style_details ?? '',
  active: v.remarks === 'active',
});

/** Chat Settings' state: the document fine-tuning versions, the version being edited, and its save and delete. */
export function useChatSettings(caller: Caller, opened: boolean) {
  const { t } = useTranslation();
  const [viewAdminConfigs, setViewAdminConfigs] = useState(true);
  const [draft, setDraft] = useState<DocumentDraft>({
    id: null,
    version: '',
    about: '',
    style: '',
    active: false,
  });
  // Remounts the editors when another version is opened (they read their HTML once).
  const [editorKey, setEditorKey] = useState(0);

  const edit = useCallback((next: DocumentDraft) => {
    setDraft(next);
    setEditorKey((k) => k + 1);
  }, []);

  const startNew = useCallback(
    (count: number) =>
      edit({
        id: null,
        version: defaultDocumentVersionName(count, todayWireDate()),
        about: '',
        style: '',
        active: false,
      }),
    [edit],
  );

  const list = useFineTuningVersions(fetchDocumentVersions, caller, opened, startNew);
  const action = useVersionAction(list.load);

  // Unticked, only the versions the signed-in admin wrote are listed.
  const shown = viewAdminConfigs
    ? list.versions
    : list.versions.filter((v) => String(v.authored_by_user_id ?? v.user_id) === caller.userId);

  async function save(asNew: boolean) {
    const current = draft;
    const body: DocumentVersionDraft = {
      ...(asNew || current.id === null ? {} : { id: current.id }),
      version: current.version.trim(),
      about_you_details: current.about,
      response_style_details: current.style,
      remarks: current.active ? 'active' : 'disabled',
      authored_month_date: todayWireDate(),
    };
    await action.run(
      () => saveDocumentVersion(caller, body),
      t('assistant.settings.saved', { name: current.version.trim() }),
      (versions, result) => {
        const saved = versions.find((v) => v.id === result.id);
        if (saved) edit(draftOf(saved));
      },
    );
  }

  async function remove() {
    if (draft.id === null) return;
    const id = draft.id;
    const confirmed = await confirmAction({
      title: t('assistant.settings.confirm_delete_title'),
      message: t('assistant.settings.confirm_delete', { name: draft.version }),
      confirmLabel: t('assistant.settings.delete'),
      cancelLabel: t('assistant.settings.cancel'),
      confirmColor: 'error',
    });
    if (!confirmed) return;
    await action.run(
      () => deleteDocumentVersion(id),
      t('assistant.settings.deleted', { name: draft.version }),
      (versions) => startNew(versions.length),
    );
  }

  return {
    ...list,
    ...action,
    shown,
    viewAdminConfigs,
    setViewAdminConfigs,
    draft,
    setDraft,
    editorKey,
    select: (v: DocumentVersion) => edit(draftOf(v)),
    startNew,
    save,
    remove,
  };
}
