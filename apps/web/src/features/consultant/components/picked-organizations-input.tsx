import { MAX_COMBINED_ORGANIZATIONS } from '@grantflow/domain/constants/combined-view';
import { Alert, Button, MultiSelect } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { ListOrganizationsQuery, sortOrganizations } from '../../organizations/index.ts';

/**
 * An ADMIN's "Several organisations": a searchable pick among every organisation (the
 * header picker's list), at most the API's limit; one more is refused with a message, not dropped silently.
 */
export function PickedOrganizationsInput({
  value,
  onChange,
}: {
  value: readonly string[];
  onChange: (ids: string[]) => void;
}) {
  const { t } = useTranslation();
  const [{ data, fetching, error }, reexecute] = useQuery({ query: ListOrganizationsQuery });
  const [refused, setRefused] = useState(false);
  const options = useMemo(
    () =>
      sortOrganizations(data?.listOrganizations ?? []).map((organization) => ({
        value: organization.id,
        label: organization.name,
      })),
    [data],
  );

  if (error && !data) {
    return (
      <Alert color="error" role="alert" title={t('consultant.pick_load_error')} className="no-print">
        <Button
          variant="light"
          color="error"
          size="xs"
          onClick={() => reexecute({ requestPolicy: 'network-only' })}
        >
          {t('deadlines.retry')}
        </Button>
      </Alert>
    );
  }

  return (
    <MultiSelect
      className="no-print"
      label={t('consultant.pick_label')}
      placeholder={value.length === 0 ? t('consultant.pick_placeholder') : undefined}
      description={t('consultant.pick_description', {
        count: value.length,
        limit: MAX_COMBINED_ORGANIZATIONS,
      })}
      error={refused ? t('consultant.pick_limit', { limit: MAX_COMBINED_ORGANIZATIONS }) : undefined}
      data={options}
      value={[...value]}
      onChange={(next) => {
        const tooMany = next.length > MAX_COMBINED_ORGANIZATIONS;
        setRefused(tooMany);
        if (!tooMany) onChange(next);
      }}
      disabled={fetching && !data}
      searchable
      clearable
      nothingFoundMessage="—"
      maw={640}
      w="100%"
    />
  );
}
