import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { DocumentsScreen } from './documents-screen.tsx';

const route = getRouteApi('/funder/one-drive/callback');

/**
 * Where a drive's consent returns (/funder/one-drive/callback?provider=&funder_id=, `drive_error` on
 * failure): the same screen, after telling how the connection went; the address becomes the documents
 * route so a reload does not repeat the toast.
 */
export function DriveCallbackPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { provider, funder_id: funderId, drive_error: driveError } = route.useSearch();
  const told = useRef(false);

  useEffect(() => {
    if (told.current) return;
    told.current = true;
    const drive = t(provider === 'one_drive' ? 'documents.drive.one_drive' : 'documents.drive.google_drive');
    if (driveError) notifyError(t('documents.drive.connect_error', { drive, code: driveError }));
    else if (provider) notifySuccess(t('documents.drive.connected', { drive }));
    if (funderId) void navigate({ to: '/funder/$id/documents', params: { id: funderId }, replace: true });
    else void navigate({ to: '/funders', replace: true });
  }, [provider, funderId, driveError, navigate, t]);

  return funderId ? <DocumentsScreen funderId={funderId} path="" /> : <PageLoader />;
}
