import { Center, type CenterProps, Loader, type MantineSize } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface LoadingStatusProps extends Omit<CenterProps, 'children'> {
  /** What assistive technology names the region; "Loading…" when not given. */
  label?: string;
  loaderSize?: MantineSize;
  /** Announced politely when it appears; off where a loader sits beside what the user reads (chart cards,
   * the assistant, compact admin tables). */
  live?: boolean;
}

/**
 * A loader in a status region that carries the name. Mantine's Loader is a bare span, on which axe refuses a
 * label (aria-prohibited-attr, serious), so the label goes on the region, never on the loader.
 */
export function LoadingStatus({ label, loaderSize, live = true, ...center }: LoadingStatusProps) {
  const { t } = useTranslation();
  return (
    <Center
      role="status"
      aria-live={live ? 'polite' : undefined}
      aria-label={label ?? t('app.loading')}
      {...center}
    >
      <Loader size={loaderSize} />
    </Center>
  );
}
