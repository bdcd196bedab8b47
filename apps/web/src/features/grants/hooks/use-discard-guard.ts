import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../ui/confirm.tsx';

/**
 * Closing the create-grant wizard with steps filled in asks first, whichever way it is closed (Esc, ×, a click
 * outside); an untouched one closes at once. The wizard's form reports how to tell through `trackDirty`.
 */
export function useDiscardGuard(onClose: () => void) {
  const { t } = useTranslation();
  const isDirty = useRef<() => boolean>(() => false);
  const asking = useRef(false);

  const requestClose = useCallback(async () => {
    if (!isDirty.current()) {
      onClose();
      return;
    }
    // The confirmation's own Esc reaches the wizard's listener too; it must not ask a second time.
    if (asking.current) return;
    asking.current = true;
    try {
      const discard = await confirmAction({
        title: t('create_grant.discard.title'),
        message: t('create_grant.discard.message'),
        confirmLabel: t('create_grant.discard.confirm'),
        cancelLabel: t('create_grant.discard.cancel'),
        confirmColor: 'red',
      });
      if (discard) onClose();
    } finally {
      asking.current = false;
    }
  }, [onClose, t]);

  const trackDirty = useCallback((check: () => boolean) => {
    isDirty.current = check;
  }, []);

  return { requestClose, trackDirty };
}
