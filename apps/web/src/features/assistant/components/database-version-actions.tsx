import { canDeleteVersion } from '@grantflow/domain/fine-tuning/activate-version';
import type { DatabaseVersion } from '@grantflow/validation/assistant-wire';
import { Button, Group, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface DatabaseVersionActionsProps {
  version: DatabaseVersion;
  busy: boolean;
  onEdit: (version: DatabaseVersion) => void;
  onActivate: (version: DatabaseVersion) => void;
  onDelete: (version: DatabaseVersion) => void;
}

/** Edit, Activate (but for the active one) and Delete (not the active one) under a database version. */
export function DatabaseVersionActions({ version: v, busy, ...on }: DatabaseVersionActionsProps) {
  const { t: d } = useTranslation('translation', { keyPrefix: 'assistant.database' });
  return (
    <Group gap={6}>
      <Button
        size="compact-xs"
        variant="default"
        onClick={() => on.onEdit(v)}
        aria-label={`${d('edit')} ${v.version}`}
      >
        {d('edit')}
      </Button>
      {v.remarks !== 'active' && (
        <Button
          size="compact-xs"
          variant="light"
          disabled={busy}
          onClick={() => on.onActivate(v)}
          aria-label={`${d('activate')} ${v.version}`}
        >
          {d('activate')}
        </Button>
      )}
      <Tooltip label={d('active_no_delete')} disabled={canDeleteVersion(v)}>
        <Button
          size="compact-xs"
          variant="outline"
          color="red.9"
          disabled={busy || !canDeleteVersion(v)}
          onClick={() => on.onDelete(v)}
          aria-label={`${d('delete')} ${v.version}`}
        >
          {d('delete')}
        </Button>
      </Tooltip>
    </Group>
  );
}
