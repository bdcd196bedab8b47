import { defaultDatabaseVersionName } from '@grantflow/domain/fine-tuning/default-version-name';
import type { DatabaseVersion } from '@grantflow/validation/assistant-wire';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../ui/confirm.tsx';
import type { Caller } from '../utils/chat-api.ts';
import {
  activateDatabaseVersion,
  type DatabaseVersionDraft,
  deleteDatabaseVersion,
  fetchDatabaseVersions,
  saveDatabaseVersion,
} from '../utils/database-fine-tuning-api.ts';
import { todayWireDate } from '../utils/today.ts';
import { useFineTuningVersions } from './use-fine-tuning-versions.ts';
import { useVersionAction } from './use-version-action.ts';

export type RuleField =
  | 'database_schema_instructions'
  | 'query_optimization_rules'
  | 'response_formatting_rules'
  | 'security_constraints';

export type DatabaseDraft = { id: number | null; version: string; active: boolean } & Record<
  RuleField,
  string
>;

const emptyRules = {
  database_schema_instructions: '',
  query_optimization_rules: '',
  response_formatting_rules: '',
  security_constraints: '',
};

const draftOf = (v: DatabaseVersion): DatabaseDraft => ({
  id: v.id,
  version: v.version,
  active: v.remarks === 'active',
  database_schema_instructions: v.database_schema_instructions ?? '',
  query_optimization_rules: v.query_optimization_rules ?? '',
  response_formatting_rules: v.response_formatting_rules ?? '',
  security_constraints: v.security_constraints ?? '',
});

/** Database Fine-Tuning's state: the versions, the version being edited, and its save, activation and delete. */
export function useDatabaseFineTuning(caller: Caller, opened: boolean) {
  const { t: d } = useTranslation('translation', { keyPrefix: 'assistant.database' });
  const [draft, setDraft] = useState<DatabaseDraft>({ id: null, version: '', active: false, ...emptyRules });

  const startNew = useCallback(
    (count: number) =>
      setDraft({
        id: null,
        version: defaultDatabaseVersionName(count, todayWireDate()),
        active: false,
        ...emptyRules,
      }),
    [],
  );

  const list = useFineTuningVersions(fetchDatabaseVersions, caller, opened, startNew);
  const action = useVersionAction(list.load);

  async function save() {
    const name = draft.version.trim();
    const body: DatabaseVersionDraft = {
      ...(draft.id === null ? {} : { id: draft.id }),
      version: name,
      database_schema_instructions: draft.database_schema_instructions,
      query_optimization_rules: draft.query_optimization_rules,
      response_formatting_rules: draft.response_formatting_rules,
      security_constraints: draft.security_constraints,
      remarks: draft.active ? 'active' : 'disabled',
      authored_month_date: todayWireDate(),
    };
    const message =
      d(draft.id === null ? 'created' : 'updated', { name }) + (draft.active ? d('and_active') : '');
    await action.run(
      () => saveDatabaseVersion(caller, body),
      message,
      (versions, result) => {
        const saved = versions.find((v) => v.id === result.id);
        if (saved) setDraft(draftOf(saved));
        else startNew(versions.length);
      },
    );
  }

  async function activate(version: DatabaseVersion) {
    await action.run(
      () => activateDatabaseVersion(version.id),
      d('activated'),
      (versions) => {
        const current = versions.find((v) => v.id === draft.id);
        if (current) setDraft((previous) => ({ ...previous, active: current.remarks === 'active' }));
      },
    );
  }

  async function remove(version: DatabaseVersion) {
    const confirmed = await confirmAction({
      title: d('confirm_delete_title'),
      message: d('confirm_delete'),
      confirmLabel: d('delete'),
      cancelLabel: d('cancel'),
      confirmColor: 'error',
    });
    if (!confirmed) return;
    await action.run(
      () => deleteDatabaseVersion(version.id),
      d('deleted'),
      (versions) => {
        if (draft.id === version.id) startNew(versions.length);
      },
    );
  }

  return {
    ...list,
    ...action,
    draft,
    setDraft,
    select: (v: DatabaseVersion) => setDraft(draftOf(v)),
    startNew,
    save,
    activate,
    remove,
  };
}
