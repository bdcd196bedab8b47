import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A search that matched no funder: says so, names the search, and offers to clear it. */
export function FunderSearchEmpty({ search, onClear }: { search: string; onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="xs" py="lg" role="status">
      <Text fw={600} ta="center">
        {t('funder_search.no_match', { query: search })}
      </Text>
      <Text c="dimmed" ta="center" size="sm">
        {t('funder_search.no_match_body')}
      </Text>
      <Button variant="light" size="xs" onClick={onClear}>
        {t('funder_search.clear')}
      </Button>
    </Stack>
  );
}
