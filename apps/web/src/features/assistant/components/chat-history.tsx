import { Button, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LoadingStatus } from '../../../ui/loading-status.tsx';
import { formatChatDate } from '../utils/chat-date.ts';
import type { ChatSummary } from '../utils/chat-state.ts';

interface ChatHistoryProps {
  chats: readonly ChatSummary[];
  activeId: number | null | undefined;
  loading: boolean;
  disabled: boolean;
  height: string;
  onNewChat: () => void;
  onOpen: (id: number) => void;
}

/** 'CHAT HISTORY': New Chat and the past chats (date, #id, title), newest first (docs/product.md, Screens and routes). */
/**
 * Each chat's number among the user's own, oldest first: the stored id counts every organisation's
 * chats, and showing it would tell a new organisation how many others have chatted.
 */
export function chatOrdinals(chats: readonly ChatSummary[]): Map<number, number> {
  const ids = chats.flatMap((chat) => (chat.id === null ? [] : [chat.id])).sort((a, b) => a - b);
  return new Map(ids.map((id, index) => [id, index + 1]));
}

export function ChatHistory({
  chats,
  activeId,
  loading,
  disabled,
  height,
  onNewChat,
  onOpen,
}: ChatHistoryProps) {
  const { t, i18n } = useTranslation();
  const ordinals = chatOrdinals(chats);
  return (
    <Stack gap="xs" h="100%">
      <Text component="h2" size="sm" fw={700} c="dimmed">
        {t('assistant.history.title')}
      </Text>
      <Button
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={onNewChat}
        disabled={disabled}
      >
        {t('assistant.history.new_chat')}
      </Button>
      {loading ? (
        <LoadingStatus py="md" loaderSize="sm" live={false} />
      ) : chats.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="md">
          {t('assistant.history.empty')}
        </Text>
      ) : (
        <ScrollArea.Autosize mah={height} type="auto">
          <nav aria-label={t('assistant.history.list_label')}>
            {chats.map((chat) => {
              const date = formatChatDate(chat.remarks?.last_updated, i18n.language);
              return (
                <NavLink
                  variant="filled"
                  key={chat.id ?? 'new'}
                  component="button"
                  type="button"
                  active={chat.id === activeId}
                  aria-current={chat.id === activeId ? 'true' : undefined}
                  disabled={disabled || chat.id === null}
                  onClick={() => chat.id !== null && onOpen(chat.id)}
                  label={chat.title || t('assistant.history.new_chat_item')}
                  description={
                    chat.id === null
                      ? undefined
                      : [date, t('assistant.history.chat_number', { number: ordinals.get(chat.id) ?? '' })]
                          .filter(Boolean)
                          .join(' · ')
                  }
                  // Filled: the light tint left the dimmed date line below WCAG AA; on the brand fill it reads white.
                  styles={{ label: { overflowWrap: 'anywhere' }, description: { color: 'inherit' } }}
                />
              );
            })}
          </nav>
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}
