import { Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ListState } from '../../../ui/list-state.tsx';
import type { AccessTokenRow } from '../graphql/access-tokens.ts';
import { tokenDay, tokenExpired } from '../utils/token-dates.ts';

interface TokenListProps {
  tokens: AccessTokenRow[];
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  onRevoke: (token: AccessTokenRow) => void;
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </div>
  );
}

/** One card per token (name, created, last used, expiry, Revoke): reads the same at 390 px and on a desktop. */
export function TokenList({ tokens, loading, error, onRetry, onRevoke }: TokenListProps) {
  const { t } = useTranslation();
  return (
    <ListState
      variant="page"
      loading={loading}
      error={error}
      errorText={t('access_tokens.load_error')}
      retryText={t('access_tokens.retry')}
      onRetry={onRetry}
      empty={tokens.length === 0}
      emptyText={t('access_tokens.empty')}
    >
      <Stack
        gap="sm"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        data-testid="access-token-list"
      >
        {tokens.map((token) => {
          const expired = tokenExpired(token.expiresAt);
          return (
            <Card component="li" key={token.id} withBorder padding="sm" data-testid="access-token-row">
              <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                <Group gap="xs" style={{ minWidth: 0 }}>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {token.name}
                  </Text>
                  {expired && (
                    <Badge color="gray" variant="light">
                      {t('access_tokens.expired')}
                    </Badge>
                  )}
                </Group>
                <Button
                  size="xs"
                  variant="light"
                  color="error"
                  c="error.9"
                  leftSection={<IconTrash size={14} aria-hidden />}
                  aria-label={t('access_tokens.revoke_label', { name: token.name })}
                  onClick={() => onRevoke(token)}
                >
                  {t('access_tokens.revoke')}
                </Button>
              </Group>
              <SimpleGrid cols={{ base: 3 }} spacing="xs" mt="xs">
                <Fact label={t('access_tokens.created')} value={tokenDay(token.createdAt)} />
                <Fact
                  label={t('access_tokens.last_used')}
                  value={token.lastUsedAt ? tokenDay(token.lastUsedAt) : t('access_tokens.never_used')}
                />
                <Fact
                  label={t('access_tokens.expires')}
                  value={token.expiresAt ? tokenDay(token.expiresAt) : t('access_tokens.never_expires')}
                />
              </SimpleGrid>
            </Card>
          );
        })}
      </Stack>
    </ListState>
  );
}
