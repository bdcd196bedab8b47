import { getRouteApi, useNavigate } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { DocumentsScreen } from './documents-screen.tsx';

const route = getRouteApi('/funder/one-drive/callback');

const DRIVE_ERRORS = [
  'not_configured',
  'not_signed_in',
  'forbidden',
  'cancelled',
  'provider_error',
  'flow_expired',
  'session_ended',
  'verification_failed',
  'no_refresh_token',
  'unexpected',
] as const;

/** The sentence for the importer's `drive_error` code; an unknown code keeps the generic one with the code. */
export function driveErrorText(t: TFunction, drive: string, code: string): string {
  const known = DRIVE_ERRORS.find((candidate) => candidate === code);
  return known
    ? t(`documents.drive.connect_errors.${known}`, { drive })
    : t('documents.drive.connect_error', { drive, code });
}

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
    if (driveError) notifyError(driveErrorText(t, drive, driveError));
    else if (provider) notifySuccess(t('documents.drive.connected', { drive }));
    if (funderId)
      void navigate({ to: '/funder/$id/documents', params: { id: String(funderId) }, replace: true });
    else void navigate({ to: '/funders', replace: true });
  }, [provider, funderId, driveError, navigate, t]);

  return funderId ? <DocumentsScreen funderId={String(funderId)} path="" /> : <PageLoader />;
}
