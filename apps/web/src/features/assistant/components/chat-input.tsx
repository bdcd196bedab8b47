import { isBlankMessage } from '@grantflow/domain/chat/is-blank-message';
import { Button, Group, Textarea } from '@mantine/core';
import { IconPlayerStopFilled, IconSend } from '@tabler/icons-react';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface ChatInputProps {
  disabled: boolean;
  /** Resolves false when the prompt failed: the text comes back into the box. */
  onSend: (message: string) => Promise<boolean>;
  /** While an answer is written: Stop takes Send's place (given only then). */
  onStop?: (() => void) | undefined;
}

/** 'Type a message...' and Send: Enter sends, Shift+Enter starts a new line, blank messages are ignored (docs/product.md, Validation). */
export function ChatInput({ disabled, onSend, onStop }: ChatInputProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (disabled || isBlankMessage(value)) return;
    const message = value;
    setValue('');
    const sent = await onSend(message);
    if (!sent) setValue((current) => current || message);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  }

  return (
    <form onSubmit={submit}>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <Textarea
          flex={1}
          aria-label={t('assistant.chat.input_label')}
          placeholder={t('assistant.chat.input')}
          autosize
          minRows={1}
          maxRows={6}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          onKeyDown={onKeyDown}
        />
        {onStop ? (
          // Keyed apart from Send: a reused <button> would turn into the submit button under the Stop click
          // and send the message that just came back into the box.
          <Button
            key="stop"
            type="button"
            color="red"
            variant="light"
            onClick={onStop}
            rightSection={<IconPlayerStopFilled size={16} aria-hidden />}
          >
            {t('assistant.chat.stop')}
          </Button>
        ) : (
          <Button
            key="send"
            type="submit"
            loading={disabled}
            disabled={isBlankMessage(value)}
            rightSection={<IconSend size={16} aria-hidden />}
          >
            {t('assistant.chat.send')}
          </Button>
        )}
      </Group>
    </form>
  );
}
