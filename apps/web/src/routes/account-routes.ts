import { createRoute } from '@tanstack/react-router';
import { parseCalendarSearch } from '../features/calendar/utils/calendar-search.ts';
import { child, lazyPage } from './root-route.ts';
import { ROUTES } from './route-table.ts';
import { parseLoginSearch, parseTokenSearch } from './search.ts';

/** Sign-in and account pages, the admin page and the calendar. */
export const accountRoutes = [
  createRoute({
    ...child,
    path: ROUTES.login.path,
    staticData: { routeName: 'login' },
    validateSearch: parseLoginSearch,
    component: lazyPage(() => import('../features/auth/components/login-page.tsx'), 'LoginPage'),
  }),
  createRoute({
    ...child,
    path: ROUTES.forgotPassword.path,
    staticData: { routeName: 'forgotPassword' },
    component: lazyPage(
      () => import('../features/account/components/forgot-password-page.tsx'),
      'ForgotPasswordPage',
    ),
  }),
  createRoute({
    ...child,
    path: ROUTES.resetPassword.path,
    staticData: { routeName: 'resetPassword' },
    validateSearch: parseTokenSearch,
    component: lazyPage(
      () => import('../features/account/components/reset-password-page.tsx'),
      'ResetPasswordPage',
    ),
  }),
  createRoute({
    ...child,
    path: ROUTES.verifyUser.path,
    staticData: { routeName: 'verifyUser' },
    validateSearch: parseTokenSearch,
    component: lazyPage(
      () => import('../features/account/components/verify-user-page.tsx'),
      'VerifyUserPage',
    ),
  }),
  createRoute({
    ...child,
    path: ROUTES.register.path,
    staticData: { routeName: 'register' },
    component: lazyPage(() => import('../features/account/components/register-page.tsx'), 'RegisterPage'),
  }),
  createRoute({
    ...child,
    path: ROUTES.admin.path,
    staticData: { routeName: 'admin' },
    component: lazyPage(() => import('../features/admin/components/admin-page.tsx'), 'AdminPage'),
  }),
  createRoute({
    ...child,
    path: ROUTES.calendar.path,
    staticData: { routeName: 'calendar' },
    validateSearch: parseCalendarSearch,
    component: lazyPage(() => import('../features/calendar/components/calendar-page.tsx'), 'CalendarPage'),
  }),
];
