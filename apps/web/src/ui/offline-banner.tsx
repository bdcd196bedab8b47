import { useTranslation } from 'react-i18next';
import { useOnline } from '../hooks/use-online.ts';

/**
 * docs/product.md, Messages and error codes 'You are offline.': shown while the browser has no connection, on every page. A page whose chunk
 * could not load meanwhile waits (lib/chunk-loader.ts) and appears when the connection returns.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  if (online) return null;
  return (
    <div role="alert" className="offline-banner">
      <strong>{t('errors.offline')}</strong> <span>{t('header_layout.offline_retry_hint')}</span>
    </div>
  );
}
