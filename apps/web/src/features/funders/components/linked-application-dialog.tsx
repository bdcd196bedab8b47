import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useEffectiveOrganization } from '../../../hooks/use-effective-organization.ts';
import { loadUpdateApplicationModal } from '../../applications/index.ts';

const UpdateApplicationModal = lazy(() =>
  loadUpdateApplicationModal().then((m) => ({ default: m.UpdateApplicationModal })),
);

const route = getRouteApi('/funder/$id');

/**
 * `/funder/{id}?application={id}`, the link of a calendar event or a reminder e-mail: the profile opens
 * with that application's dialog; closing it takes the application out of the address.
 */
export function LinkedApplicationDialog({ onSaved }: { onSaved: () => void }) {
  const { application } = route.useSearch();
  const { id } = route.useParams();
  const navigate = useNavigate();
  const organization = useEffectiveOrganization();
  if (!application) return null;
  const close = () =>
    void navigate({ to: '/funder/$id', params: { id }, search: { application: undefined }, replace: true });
  return (
    <Suspense fallback={null}>
      <UpdateApplicationModal
        applicationId={String(application)}
        organizationName={organization.name}
        onClose={close}
        onSaved={() => {
          close();
          onSaved();
        }}
      />
    </Suspense>
  );
}
