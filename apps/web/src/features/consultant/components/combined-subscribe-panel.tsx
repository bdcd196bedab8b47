import { useTranslation } from 'react-i18next';
import { SubscribePanel } from '../../calendar/components/subscribe-panel.tsx';
import { combinedFeedOperations } from '../graphql/combined-calendar-feed.ts';

/** The calendar's subscribe panel for the one feed of "All my organisations" (issue 14 item 3). */
export function CombinedSubscribePanel() {
  const { t } = useTranslation();
  return (
    <SubscribePanel
      operations={combinedFeedOperations}
      texts={{
        intro: t('consultant.feed.intro'),
        show: t('consultant.feed.show'),
        urlLabel: t('consultant.feed.url_label'),
      }}
    />
  );
}
