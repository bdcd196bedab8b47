import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function AppFooter() {
  const { t } = useTranslation();
  return (
    <Group h="100%" px="md" justify="center">
      <Text size="sm" c="dimmed">
        © {new Date().getFullYear()} Grantflow. {t('footer.rights')}
      </Text>
    </Group>
  );
}
