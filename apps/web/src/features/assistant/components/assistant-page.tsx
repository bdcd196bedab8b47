import type { ChatDataSource, ChatLayout } from '@grantflow/domain/shared/enums';
import { Badge, Box, CloseButton, Flex, Group, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../hooks/use-current-user.ts';
import { useEffectiveOrganization } from '../../../hooks/use-effective-organization.ts';
import { useOpenedOnce } from '../../../hooks/use-opened-once.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { useAssistantCapabilities } from '../hooks/use-assistant-capabilities.ts';
import { useChat } from '../hooks/use-chat.ts';
import { readChatLayout, writeChatLayout } from '../utils/layout-preference.ts';
import { ChatHistory } from './chat-history.tsx';
import { ChatInput } from './chat-input.tsx';
import { type AssistantDialog, ChatToolbar } from './chat-toolbar.tsx';
import { MessageList } from './message-list.tsx';

// The admin modals (the rich text editor among them) are chunks fetched when first opened.
const ChatSettingsModal = lazy(() =>
  import('./chat-settings-modal.tsx').then((m) => ({ default: m.ChatSettingsModal })),
);
const DatabaseFineTuningModal = lazy(() =>
  import('./database-fine-tuning-modal.tsx').then((m) => ({ default: m.DatabaseFineTuningModal })),
);
const MergedDataViewModal = lazy(() =>
  import('./merged-data-view-modal.tsx').then((m) => ({ default: m.MergedDataViewModal })),
);

const CONVERSATION_HEIGHT = 'max(20rem, calc(100dvh - 22rem))';

/** /assistant: the AI chat window (docs/product.md, Chat). */
export function AssistantPage() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const organization = useEffectiveOrganization();
  const caller = useMemo(
    () => (user && organization.id ? { userId: user.id, organizationId: organization.id } : null),
    [user, organization.id],
  );
  const chat = useChat(caller);
  const capabilities = useAssistantCapabilities();
  const [applyFineTuning, setApplyFineTuning] = useState(false);
  const [source, setSource] = useState<ChatDataSource>('documents');
  const ask = (message: string) => chat.send(message, { applyFineTuning, source });
  const [layout, setLayout] = useState<ChatLayout>(readChatLayout);
  const [dialog, setDialog] = useState<AssistantDialog>(null);
  const settingsMounted = useOpenedOnce(dialog === 'settings');
  const databaseMounted = useOpenedOnce(dialog === 'database');
  const dataMounted = useOpenedOnce(dialog === 'data');
  const isAdmin = user?.role === 'ADMIN';
  // Narrow screens always stack (Mantine's md breakpoint); a stacked history stays short.
  const wide = useMediaQuery('(min-width: 62em)') ?? true;
  const besideEachOther = wide && layout === 'row';
  const close = () => setDialog(null);

  const title = t('pages.assistant');
  return (
    <Stack gap={0}>
      <Group gap="xs" align="baseline">
        <PageTitle documentTitle={title}>{title}</PageTitle>
        <Badge variant="light">{t('assistant.beta')}</Badge>
      </Group>
      <ChatToolbar
        applyFineTuning={applyFineTuning}
        onApplyFineTuningChange={setApplyFineTuning}
        source={source}
        onSourceChange={setSource}
        layout={layout}
        onLayoutChange={(value) => {
          setLayout(value);
          writeChatLayout(value);
        }}
        isAdmin={isAdmin}
        onOpenDialog={setDialog}
      />
      {chat.error && (
        <Paper role="alert" bg="error.0" c="error.9" p="xs" px="sm" mb="sm" withBorder>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <IconAlertCircle size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Text size="sm" flex={1} style={{ overflowWrap: 'anywhere' }} data-testid="chat-error">
              {chat.error}
            </Text>
            <CloseButton
              size="sm"
              aria-label={t('assistant.chat.dismiss_error')}
              onClick={chat.dismissError}
            />
          </Group>
        </Paper>
      )}
      {/* Narrow screens always stack; wider ones follow the stored preference. */}
      <Flex direction={{ base: 'column', md: layout }} gap="md" align="stretch">
        <Paper
          withBorder
          p="sm"
          w={{ base: '100%', md: layout === 'row' ? '18rem' : '100%' }}
          style={{ flexShrink: 0 }}
        >
          <ChatHistory
            chats={chat.chats}
            activeId={chat.open?.id}
            loading={chat.listLoading}
            disabled={chat.sending}
            height={besideEachOther ? CONVERSATION_HEIGHT : '10rem'}
            onNewChat={chat.newChat}
            onOpen={(id) => void chat.openChat(id)}
          />
        </Paper>
        <Paper withBorder p="sm" flex={1} miw={0}>
          <Stack gap="sm">
            <Box>
              <MessageList
                entries={chat.open?.entries ?? []}
                languageModel={capabilities ? capabilities.language_model : null}
                source={source}
                onSuggest={chat.sending || !caller ? undefined : (question) => void ask(question)}
                loading={chat.chatLoading}
                streamed={chat.streamed}
                height={CONVERSATION_HEIGHT}
              />
            </Box>
            <ChatInput
              disabled={chat.sending || !caller}
              onSend={ask}
              onStop={chat.streamed === null ? undefined : chat.stop}
            />
          </Stack>
        </Paper>
      </Flex>
      {isAdmin && caller && (
        <Suspense fallback={null}>
          {settingsMounted && (
            <ChatSettingsModal opened={dialog === 'settings'} onClose={close} caller={caller} />
          )}
          {databaseMounted && (
            <DatabaseFineTuningModal opened={dialog === 'database'} onClose={close} caller={caller} />
          )}
          {dataMounted && (
            <MergedDataViewModal
              opened={dialog === 'data'}
              onClose={close}
              organizationId={caller.organizationId}
            />
          )}
        </Suspense>
      )}
    </Stack>
  );
}
