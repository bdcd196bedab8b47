import { MantineProvider } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { cssVariablesResolver, localizedTheme } from './theme.ts';

/** The Mantine theme with the current language's labels (a modal's close ×), rebuilt when the language changes. */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const closeLabel = t('app.close');
  const theme = useMemo(() => localizedTheme({ close: closeLabel }), [closeLabel]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      {children}
    </MantineProvider>
  );
}
