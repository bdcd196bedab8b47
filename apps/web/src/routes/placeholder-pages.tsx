import { ComingSoonPage } from '../ui/coming-soon-page.tsx';

// Screens that later releases build. Each export is replaced by its real page module when it lands.
export const AssistantPage = () => <ComingSoonPage titleKey="pages.assistant" />;
export const ProgramsPage = () => <ComingSoonPage titleKey="pages.programs" />;
export const GrantListPage = () => <ComingSoonPage titleKey="pages.grants" />;
export const PipelinePage = () => <ComingSoonPage titleKey="pages.pipeline" />;
export const DeadlinesPage = () => <ComingSoonPage titleKey="pages.deadlines" />;
export const ReportCenterPage = () => <ComingSoonPage titleKey="pages.report_center" />;
export const FundersPage = () => <ComingSoonPage titleKey="pages.funders" />;
export const LargestFundersPage = () => <ComingSoonPage titleKey="pages.largest_funders" />;
export const FunderProfilePage = () => <ComingSoonPage titleKey="pages.funder_profile" />;
export const FunderDocumentsPage = () => <ComingSoonPage titleKey="pages.funder_documents" />;
export const ForgotPasswordPage = () => <ComingSoonPage titleKey="pages.forgot_password" />;
export const ResetPasswordPage = () => <ComingSoonPage titleKey="pages.reset_password" />;
export const VerifyUserPage = () => <ComingSoonPage titleKey="pages.verify_user" />;
export const CalendarPage = () => <ComingSoonPage titleKey="pages.calendar" />;
