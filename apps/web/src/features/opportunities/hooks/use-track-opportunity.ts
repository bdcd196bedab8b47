import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { mutationErrorMessage } from '../../../lib/mutation-error.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { trackerMutationContext } from '../../applications/index.ts';
import {
  type OpportunityDetails,
  TrackedApplicationQuery,
  TrackOpportunityMutation,
} from '../graphql/opportunities.ts';

// Tracking adds a funder, a grant and an application: every tracker list and the dashboard read them again.
const context = {
  additionalTypenames: [...trackerMutationContext.additionalTypenames, 'Opportunity', 'OpportunityPage'],
};

export interface TrackedApplicationLink {
  funderId: string;
  applicationId: string;
}

/** Track, and where the tracked application opens (its funder's profile with its dialog). */
export function useTrackOpportunity(opportunity: OpportunityDetails | null) {
  const { t } = useTranslation();
  const [tracking, track] = useMutation(TrackOpportunityMutation);
  const applicationId = opportunity?.trackedApplicationId ?? null;
  const fromTrack = tracking.data?.trackOpportunity ?? null;
  const [application] = useQuery({
    query: TrackedApplicationQuery,
    variables: { id: applicationId ?? '' },
    pause: !applicationId || fromTrack?.id === applicationId,
  });
  const known = fromTrack ?? application.data?.getApplication ?? null;
  const link: TrackedApplicationLink | null = known
    ? { funderId: known.grant.funder.id, applicationId: known.id }
    : null;

  const trackIt = async () => {
    if (!opportunity) return;
    const result = await track({ id: opportunity.id }, context);
    if (result.error) notifyError(mutationErrorMessage(result.error));
    else notifySuccess(t('opportunities.track_done'), 'short');
  };

  return { trackIt, tracking: tracking.fetching, link };
}
