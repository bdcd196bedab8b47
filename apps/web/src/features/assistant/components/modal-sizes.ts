import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

// The contract names the assistant's modal sizes in Tailwind's scale, which Mantine lacks: 6xl = 72rem, 7xl = 80rem.
export const MODAL_6XL = '72rem';
export const MODAL_7XL = '80rem';

/** Below the md breakpoint the modals open full screen, their body using the whole height (not 80vh). */
export function useAssistantModalProps(size: string) {
  const { t } = useTranslation();
  const fullScreen = useMediaQuery('(max-width: 48em)') ?? false;
  return {
    size,
    fullScreen,
    closeButtonProps: { 'aria-label': t('app.close') },
    styles: fullScreen ? { body: { maxHeight: 'none' } } : undefined,
  } as const;
}
