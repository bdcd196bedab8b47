import { FUNDER_TYPES } from '@grantflow/domain/shared/enums';
import { Select, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function FunderTypeSelect(props: Omit<SelectProps, 'data' | 'label'>) {
  const { t } = useTranslation();
  return (
    <Select
      {...props}
      label={t('funders.fields.type')}
      placeholder={t('funders.fields.type_placeholder')}
      data={FUNDER_TYPES.map((type) => ({ value: type, label: t(`funders.types.${type}`) }))}
      allowDeselect={false}
    />
  );
}
