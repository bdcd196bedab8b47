import { Alert, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingStatus } from '../../../ui/loading-status.tsx';
import { useFilingsSearch } from '../hooks/use-filings-search.ts';
import { candidatePlace, formatEin } from '../utils/filings.ts';

interface FilingsFinderProps {
  funderId: string;
  funderName: string;
  onConfirmed: () => void;
  onCancel?: () => void;
}

/** Searches ProPublica by the funder's name (editable); the person confirms which organisation it is. */
export function FilingsFinder({ funderId, funderName, onConfirmed, onCancel }: FilingsFinderProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(funderName);
  const finder = useFilingsSearch(funderId, onConfirmed);
  return (
    <Stack gap="sm">
      <Text size="sm">{t('funder_filings.intro')}</Text>
      <Group
        component="form"
        align="flex-end"
        gap="sm"
        wrap="wrap"
        onSubmit={(event) => {
          event.preventDefault();
          finder.run(text);
        }}
      >
        <TextInput
          label={t('funder_filings.search')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          style={{ flex: '1 1 240px' }}
          required
        />
        {/* The label wraps rather than being cut: pt and de say it in twice the width of a 360 px phone's half. */}
        <Button
          type="submit"
          leftSection={<IconSearch size={16} aria-hidden />}
          disabled={text.trim() === ''}
          h="auto"
          mih={36}
          py={6}
          maw="100%"
          styles={{ label: { whiteSpace: 'normal', textAlign: 'start' } }}
        >
          {t('funder_filings.find')}
        </Button>
        {onCancel && (
          <Button variant="subtle" onClick={onCancel}>
            {t('funder_filings.cancel')}
          </Button>
        )}
      </Group>
      {finder.fetching ? (
        <LoadingStatus py="sm" label={t('funder_filings.searching')} />
      ) : finder.searchError ? (
        <Alert color="error" role="alert">
          {finder.searchError}
        </Alert>
      ) : finder.candidates && finder.candidates.length === 0 ? (
        <Text size="sm" role="status">
          {t('funder_filings.no_candidates')}
        </Text>
      ) : finder.candidates ? (
        <Stack
          gap="xs"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('funder_filings.candidates')}
        >
          {finder.candidates.map((candidate) => {
            const place = candidatePlace(candidate);
            const ein = formatEin(candidate.ein);
            return (
              <Paper component="li" key={candidate.ein} withBorder p="sm" radius="sm">
                <Group justify="space-between" gap="sm" wrap="wrap">
                  <div>
                    <Text fw={600} size="sm">
                      {candidate.name}
                    </Text>
                    <Text size="sm">
                      {t('funder_filings.ein', { ein })}
                      {place ? ` · ${place}` : ''}
                    </Text>
                  </div>
                  <Button
                    size="xs"
                    variant="light"
                    loading={finder.confirming === candidate.ein}
                    disabled={finder.confirming !== null}
                    onClick={() => void finder.confirmEin(candidate.ein)}
                    aria-label={t('funder_filings.confirm_named', { name: candidate.name, ein })}
                  >
                    {t('funder_filings.confirm')}
                  </Button>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      ) : null}
      {finder.confirmError && (
        <Alert color="error" role="alert">
          {finder.confirmError}
        </Alert>
      )}
    </Stack>
  );
}
