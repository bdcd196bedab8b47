import { SAVED_SEARCH_NAME_MAX_LENGTH } from '@grantflow/domain/constants/limits';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBookmark } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { graphqlErrorText, mutationErrorMessage } from '../../../lib/mutation-error.ts';
import type { OpportunitiesSearch } from '../../../routes/opportunities-search.ts';
import { notifySuccess } from '../../../ui/notify.ts';
import { SaveSearchMutation } from '../graphql/saved-searches.ts';
import { savedSearchInput } from '../utils/saved-search.ts';

const context = { additionalTypenames: ['SavedOpportunitySearch'] };

/** "Save this search": asks a name, then stores the list's search and filters for the caller. */
export function SaveSearchButton({ query }: { query: OpportunitiesSearch }) {
  const { t } = useTranslation();
  const [opened, modal] = useDisclosure(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, save] = useMutation(SaveSearchMutation);

  const close = () => {
    modal.close();
    setName('');
    setError(null);
  };

  const submit = async () => {
    if (name.trim() === '') return setError(t('opportunities.saved.name_required'));
    const result = await save({ params: savedSearchInput(name, query) }, context);
    if (result.error) return setError(graphqlErrorText(result.error) ?? mutationErrorMessage(result.error));
    notifySuccess(t('opportunities.saved.saved', { name: name.trim() }), 'short');
    close();
  };

  return (
    <>
      <Button variant="light" leftSection={<IconBookmark size={16} aria-hidden />} onClick={modal.open}>
        {t('opportunities.saved.save')}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t('opportunities.saved.save')}
        closeButtonProps={{ 'aria-label': t('app.close') }}
      >
        <Stack
          component="form"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <TextInput
            label={t('opportunities.saved.name')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            maxLength={SAVED_SEARCH_NAME_MAX_LENGTH}
            error={error}
            required
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('opportunities.saved.cancel')}
            </Button>
            <Button type="submit" loading={saving.fetching}>
              {t('opportunities.saved.save_button')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
