import { Alert, Card, Code, Grid, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../ui/page-title.tsx';
import { useAccessTokens } from '../hooks/use-access-tokens.ts';
import { CreateTokenForm } from './create-token-form.tsx';
import { CreatedTokenModal } from './created-token-modal.tsx';
import { TokenList } from './token-list.tsx';

/** Where MCP clients connect: the gateway routes /api/mcp on the app's own origin. */
const mcpUrl = () => `${window.location.origin}/api/mcp`;

/**
 * Personal access tokens (docs/product.md, Access tokens): make one for an MCP or API client, see its secret
 * once, list them with their last use and expiry, revoke one (confirmed first).
 */
export function AccessTokensPage() {
  const { t } = useTranslation();
  const tokens = useAccessTokens();
  const [secret, setSecret] = useState<string | null>(null);

  return (
    <Stack>
      <PageTitle documentTitle={t('access_tokens.title')}>{t('access_tokens.title')}</PageTitle>
      <Text maw={720}>{t('access_tokens.intro')}</Text>
      <div>
        <Text size="sm" c="dimmed">
          {t('access_tokens.usage')}
        </Text>
        <Code data-testid="mcp-url" style={{ overflowWrap: 'anywhere' }}>
          {mcpUrl()}
        </Code>
      </div>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card withBorder padding="md">
            <Stack gap="sm">
              <Title order={2} size="h4">
                {t('access_tokens.create_title')}
              </Title>
              <CreateTokenForm
                creating={tokens.creating}
                onCreate={async (params) => {
                  const created = await tokens.create(params);
                  if (created) setSecret(created);
                  return created !== null;
                }}
              />
              <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
                {t('access_tokens.account_only')}
              </Alert>
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('access_tokens.list_title')}
            </Title>
            <TokenList
              tokens={tokens.tokens}
              loading={tokens.loading}
              error={tokens.error}
              onRetry={tokens.retry}
              onRevoke={(token) => void tokens.revoke(token)}
            />
          </Stack>
        </Grid.Col>
      </Grid>
      {secret && <CreatedTokenModal secret={secret} onClose={() => setSecret(null)} />}
    </Stack>
  );
}
