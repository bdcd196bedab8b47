import { Badge, Button, Card, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ListState } from '../../../ui/list-state.tsx';
import { AnchorLink } from '../../../ui/router-link.tsx';
import { useSavedSearches } from '../hooks/use-saved-searches.ts';
import { savedSearchAddress } from '../utils/saved-search.ts';

/** The caller's saved searches: each opens its search; pause/resume the digest; delete after a confirmation. */
export function SavedSearches() {
  const { t } = useTranslation();
  const { saved, fetching, error, retry, togglePause, deleteSaved, busy } = useSavedSearches();
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="saved-searches-title">
      <Title order={2} size="h5" mb="xs" id="saved-searches-title">
        {t('opportunities.saved.title')}
      </Title>
      <ListState
        variant="compact"
        loading={fetching && !saved}
        error={Boolean(error)}
        errorText={t('opportunities.saved.load_error')}
        retryText={t('opportunities.retry')}
        onRetry={retry}
        empty={saved?.length === 0}
        emptyText={t('opportunities.saved.empty')}
      >
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {(saved ?? []).map((item) => (
            <Paper component="li" key={item.id} withBorder radius="sm" p="xs">
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Group gap="xs">
                  <AnchorLink to="/opportunities" search={savedSearchAddress(item)} fw={600} size="sm">
                    {item.name}
                  </AnchorLink>
                  {item.paused && (
                    <Badge variant="outline" color="gray" c="dark.6" style={{ textTransform: 'none' }}>
                      {t('opportunities.saved.paused')}
                    </Badge>
                  )}
                </Group>
                <Group gap={4}>
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    disabled={busy}
                    leftSection={
                      item.paused ? (
                        <IconPlayerPlay size={14} aria-hidden />
                      ) : (
                        <IconPlayerPause size={14} aria-hidden />
                      )
                    }
                    onClick={() => void togglePause(item)}
                    aria-label={t(
                      item.paused ? 'opportunities.saved.resume_named' : 'opportunities.saved.pause_named',
                      {
                        name: item.name,
                      },
                    )}
                  >
                    {t(item.paused ? 'opportunities.saved.resume' : 'opportunities.saved.pause')}
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="error"
                    disabled={busy}
                    leftSection={<IconTrash size={14} aria-hidden />}
                    onClick={() => void deleteSaved(item)}
                    aria-label={t('opportunities.saved.delete_named', { name: item.name })}
                  >
                    {t('opportunities.saved.delete')}
                  </Button>
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      </ListState>
      <Text size="xs" c="dimmed" mt="xs">
        {t('opportunities.saved.digest_hint')}
      </Text>
    </Card>
  );
}
