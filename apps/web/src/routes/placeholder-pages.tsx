import { ComingSoonPage } from '../ui/coming-soon-page.tsx';

// Screens that later releases build. Each export is replaced by its real page module when it lands.
export const FunderDocumentsPage = () => <ComingSoonPage titleKey="pages.funder_documents" />;
