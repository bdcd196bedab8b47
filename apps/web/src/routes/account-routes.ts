import { createRoute } from '@tanstack/react-router';
import { loadAccessTokensPage } from '../features/access-tokens/index.ts';
import {
  loadForgotPasswordPage,
  loadLegalPage,
  loadRegisterPage,
  loadResetPasswordPage,
  loadVerifyUserPage,
} from '../features/account/index.ts';
import { loadAdminPage } from '../features/admin/index.ts';
import { loadLoginPage } from '../features/auth/index.ts';
import { loadCalendarPage, parseCalendarSearch } from '../features/calendar/index.ts';
import { loadMyTasksPage } from '../features/tasks/index.ts';
import { child, lazyPage } from './root-route.ts';
import { ROUTES } from './route-table.ts';
import { parseLoginSearch, parseTokenSearch } from './search.ts';

/** Sign-in and account pages, the access-token settings, the admin page, the calendar and My tasks. */
export const accountRoutes = [
  createRoute({
    ...child,
    path: ROUTES.login.path,
    staticData: { routeName: 'login' },
    validateSearch: parseLoginSearch,
    component: lazyPage(loadLoginPage, 'LoginPage'),
  }),
  createRoute({
    ...child,
    path: ROUTES.forgotPassword.path,
    staticData: { routeName: 'forgotPassword' },
    component: lazyPage(loadForgotPasswordPage, 'ForgotPasswordPage'),
  }),
  createRoute({
    ...child,
    path: ROUTES.resetPassword.path,
    staticData: { routeName: 'resetPassword' },
    validateSearch: parseTokenSearch,
    component: lazyPage(loadResetPasswordPage, 'ResetPasswordPage'),
  }),
  createRoute({
    ...child,
    path: ROUTES.verifyUser.path,
    staticData: { routeName: 'verifyUser' },
    validateSearch: parseTokenSearch,
    component: lazyPage(loadVerifyUserPage, 'VerifyUserPage'),
  }),
  createRoute({
    ...child,
    path: ROUTES.register.path,
    staticData: { routeName: 'register' },
    component: lazyPage(loadRegisterPage, 'RegisterPage'),
  }),
  createRoute({
    ...child,
    path: ROUTES.privacy.path,
    staticData: { routeName: 'privacy' },
    component: lazyPage(loadLegalPage, 'PrivacyPage'),
  }),
  createRoute({
    ...child,
    path: ROUTES.terms.path,
    staticData: { routeName: 'terms' },
    component: lazyPage(loadLegalPage, 'TermsPage'),
  }),
  createRoute({
    ...child,
    path: ROUTES.admin.path,
    staticData: { routeName: 'admin' },
    component: lazyPage(loadAdminPage, 'AdminPage'),
  }),
  createRoute({
    ...child,
    path: ROUTES.calendar.path,
    staticData: { routeName: 'calendar' },
    validateSearch: parseCalendarSearch,
    component: lazyPage(loadCalendarPage, 'CalendarPage'),
  }),
  createRoute({
    ...child,
    path: ROUTES.myTasks.path,
    staticData: { routeName: 'myTasks' },
    component: lazyPage(loadMyTasksPage, 'MyTasksPage'),
  }),
  createRoute({
    ...child,
    path: ROUTES.accessTokens.path,
    staticData: { routeName: 'accessTokens' },
    component: lazyPage(loadAccessTokensPage, 'AccessTokensPage'),
  }),
];
