import type { ChatDataSource } from '@grantflow/domain/shared/enums';
import { Box, Button, Center, Group, Loader, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingStatus } from '../../../ui/loading-status.tsx';
import type { ShownEntry } from '../utils/chat-state.ts';
import { Citations } from './citations.tsx';
import { MarkdownView } from './markdown-view.tsx';

interface MessageListProps {
  entries: readonly ShownEntry[];
  /** Whether a language model writes the answers; null while unknown. */
  languageModel: boolean | null;
  /** The source asked, for the questions the empty chat suggests. */
  source: ChatDataSource;
  /** Sends a suggested question; absent while a question cannot be sent. */
  onSuggest?: ((question: string) => void) | undefined;
  loading: boolean;
  /** The answer being written; null when none is. */
  streamed: string | null;
  height: string;
}

function Bubble({
  author,
  children,
  streaming,
}: {
  author: ShownEntry['role'];
  children: React.ReactNode;
  streaming?: boolean;
}) {
  const { t } = useTranslation();
  const mine = author === 'user';
  return (
    <Paper
      component="article"
      withBorder={!mine}
      p="sm"
      radius="md"
      maw="min(100%, 46rem)"
      ml={mine ? 'auto' : undefined}
      bg={mine ? 'brand.0' : 'white'}
      aria-busy={streaming || undefined}
      data-role={author}
      data-streaming={streaming || undefined}
    >
      <Text size="xs" fw={600} c="dimmed" mb={4}>
        {mine ? t('assistant.chat.you') : t('assistant.chat.assistant')}
      </Text>
      {children}
    </Paper>
  );
}

/** The conversation: user messages, answers with their citations, and the answer being written. */
export function MessageList({
  entries,
  languageModel,
  source,
  onSuggest,
  loading,
  streamed,
  height,
}: MessageListProps) {
  const { t } = useTranslation();
  // Only the conversation scrolls to its end; scrollIntoView would scroll the whole page as well.
  const viewport = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = viewport.current;
    if (node) node.scrollTop = node.scrollHeight;
  }, [entries.length, streamed]);

  if (loading) {
    return <LoadingStatus h={height} label={t('assistant.chat.loading')} live={false} />;
  }
  if (entries.length === 0 && streamed === null) {
    return (
      <Center h={height} px="md">
        <Stack gap="xs" maw="32rem" data-testid="assistant-empty">
          <Text c="dimmed" ta="center">
            {t('assistant.chat.placeholder')}
          </Text>
          {languageModel !== null && (
            <Text c="dimmed" ta="center" size="sm">
              {languageModel ? t('assistant.chat.with_model') : t('assistant.chat.without_model')}
            </Text>
          )}
          {onSuggest && (
            <Group gap="xs" justify="center" role="group" aria-label={t('assistant.chat.suggestions_label')}>
              {([1, 2, 3] as const).map((n) => {
                const question = t(`assistant.chat.suggest_${source}_${n}`);
                return (
                  <Button
                    key={n}
                    variant="light"
                    size="compact-sm"
                    h="auto"
                    py={4}
                    onClick={() => onSuggest(question)}
                    styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
                  >
                    {question}
                  </Button>
                );
              })}
            </Group>
          )}
        </Stack>
      </Center>
    );
  }
  return (
    <ScrollArea h={height} type="auto" offsetScrollbars viewportRef={viewport}>
      <Stack gap="sm" p="xs" role="log" aria-label={t('assistant.chat.messages_label')} aria-live="off">
        {entries.map((entry) => (
          <Bubble key={String(entry.identity)} author={entry.role}>
            {entry.role === 'assistant' ? (
              <MarkdownView text={entry.content} />
            ) : (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {entry.content}
              </Text>
            )}
            {entry.files && <Citations files={entry.files} />}
          </Bubble>
        ))}
        {streamed !== null && (
          <Bubble author="assistant" streaming>
            <Box data-testid="streaming-answer">{streamed ? <MarkdownView text={streamed} /> : null}</Box>
            <Text size="xs" c="dimmed" role="status" mt={4}>
              <Loader size="xs" type="dots" mr={6} aria-hidden />
              {t('assistant.chat.streaming')}
            </Text>
          </Bubble>
        )}
      </Stack>
    </ScrollArea>
  );
}
