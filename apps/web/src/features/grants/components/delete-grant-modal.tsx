import { Button, Group, Modal, Radio, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteGrant } from '../hooks/use-delete-grant.ts';

interface DeleteGrantModalProps {
  grantId: string | null;
  onClose: () => void;
  onDeleted: () => void;
}

/** 'Delete grant' (docs/product.md, Reports and other actions): a required Yes/No choice, default No; No just closes. */
export function DeleteGrantModal({ grantId, onClose, onDeleted }: DeleteGrantModalProps) {
  const { t } = useTranslation();
  const [answer, setAnswer] = useState<'YES' | 'NO'>('NO');
  const { remove, deleting } = useDeleteGrant();

  const close = () => {
    setAnswer('NO');
    onClose();
  };

  async function confirm() {
    if (answer === 'NO' || !grantId) {
      close();
      return;
    }
    if (!(await remove(grantId))) return;
    setAnswer('NO');
    onDeleted();
  }

  return (
    <Modal opened={grantId !== null} onClose={close} title={t('grants.delete.title')}>
      <Stack>
        <Radio.Group
          label={t('grants.delete.question')}
          withAsterisk
          value={answer}
          onChange={(value) => setAnswer(value === 'YES' ? 'YES' : 'NO')}
        >
          <Group mt="xs">
            <Radio value="YES" label={t('grants.delete.yes')} />
            <Radio value="NO" label={t('grants.delete.no')} />
          </Group>
        </Radio.Group>
        <Group justify="flex-end">
          <Button color={answer === 'YES' ? 'error' : 'brand'} loading={deleting} onClick={confirm}>
            {t('grants.delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
