import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../../ui/router-link.tsx';

/** Shown instead of the documents and their actions for a funder of another organisation. */
export function ForeignFunderNotice() {
  const { t } = useTranslation();
  return (
    <Alert color="warning" role="alert" title={t('documents.foreign_title')}>
      {t('documents.foreign_body')}{' '}
      <AnchorLink to="/funders" size="sm">
        {t('documents.foreign_back')}
      </AnchorLink>
    </Alert>
  );
}
