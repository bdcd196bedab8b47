import { Alert, Button, FileInput, Group, Loader, Select, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AwardTermsProposal } from '../graphql/award-letters.ts';
import { useLetterFiles } from '../hooks/use-letter-files.ts';
import { type LetterChoice, useReadLetter } from '../hooks/use-read-letter.ts';

interface LetterPickerProps {
  applicationId: string;
  funderId: string;
  onRead: (proposal: AwardTermsProposal) => void;
  onCancel: () => void;
}

/** The letter: one of the funder's documents, or a file uploaded to them. */
export function LetterPicker({ applicationId, funderId, onRead, onCancel }: LetterPickerProps) {
  const { t } = useTranslation();
  const { files, fetching, error, retry } = useLetterFiles(funderId);
  const { read, busy, error: readError } = useReadLetter(applicationId, funderId);
  const [fileId, setFileId] = useState<string | null>(null);
  const [upload, setUpload] = useState<File | null>(null);
  const choice: LetterChoice | null = upload
    ? { kind: 'upload', file: upload }
    : fileId
      ? { kind: 'stored', fileId }
      : null;
  const submit = async () => {
    if (!choice) return;
    const proposal = await read(choice);
    if (proposal) onRead(proposal);
  };
  return (
    <Stack gap="sm">
      <Text size="sm">{t('award_letters.intro')}</Text>
      {fetching ? (
        <Loader size="sm" aria-label={t('award_letters.pick.label')} />
      ) : error ? (
        <Alert color="error" role="alert">
          <Group justify="space-between">
            {t('award_letters.pick.load_error')}
            <Button size="xs" variant="light" onClick={retry}>
              {t('award_letters.pick.retry')}
            </Button>
          </Group>
        </Alert>
      ) : files.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('award_letters.pick.empty')}
        </Text>
      ) : (
        <Select
          label={t('award_letters.pick.label')}
          placeholder={t('award_letters.pick.placeholder')}
          data={files.map((file) => ({ value: file.id, label: file.label }))}
          value={fileId}
          onChange={(value) => {
            setFileId(value);
            if (value) setUpload(null);
          }}
          searchable
          disabled={busy !== null}
        />
      )}
      <FileInput
        label={t('award_letters.pick.upload')}
        placeholder={t('award_letters.pick.upload_placeholder')}
        leftSection={<IconUpload size={16} />}
        value={upload}
        onChange={(file) => {
          setUpload(file);
          if (file) setFileId(null);
        }}
        clearable
        clearButtonProps={{ 'aria-label': t('award_letters.pick.clear') }}
        disabled={busy !== null}
      />
      {readError && (
        <Alert color="error" role="alert">
          {readError}
        </Alert>
      )}
      {busy && (
        <Text size="sm" role="status">
          {busy === 'upload'
            ? t('award_letters.pick.uploading', { name: upload?.name ?? '' })
            : t('award_letters.reading')}
        </Text>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('award_letters.cancel')}
        </Button>
        <Button onClick={() => void submit()} disabled={!choice} loading={busy !== null}>
          {t('award_letters.read')}
        </Button>
      </Group>
    </Stack>
  );
}
