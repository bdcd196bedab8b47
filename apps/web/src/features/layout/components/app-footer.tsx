import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function AppFooter() {
  const { t } = useTranslation();
  return (
    <footer className="app-footer">
      <Text size="sm" c="dimmed" ta="center">
        © {new Date().getFullYear()} Grantflow. {t('footer.rights')}
      </Text>
    </footer>
  );
}
