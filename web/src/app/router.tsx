import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { RouteGuard } from '../shell/layout/route-guard';
import { LoginPage } from '../shell/session/login-page';
import { RequireSession } from '../shell/session/require-session';
import { consoleRoutes, pagesOf } from './route-table';

// Everything behind the login, and the error pages, are split from the login page's first load.
const ConsoleLayout = lazy(() => import('../shell/layout/console-layout').then((m) => ({ default: m.ConsoleLayout })));
const NotFoundPage = lazy(() => import('../shell/error-pages/error-page').then((m) => ({ default: m.NotFoundPage })));
const UnauthorizedPage = lazy(() => import('../shell/error-pages/error-page').then((m) => ({ default: m.UnauthorizedPage })));
const NoAuthPage = lazy(() => import('../shell/error-pages/error-page').then((m) => ({ default: m.NoAuthPage })));
const later = (page: ReactNode) => <Suspense fallback={null}>{page}</Suspense>;

export const router = createBrowserRouter([
  { path: '/', element: <LoginPage /> },
  { path: '/error-page/404', element: later(<NotFoundPage />) },
  { path: '/error-page/401', element: later(<UnauthorizedPage />) },
  { path: '/error-page/no-auth', element: later(<NoAuthPage />) },
  {
    element: (
      <RequireSession>
        {later(<ConsoleLayout />)}
      </RequireSession>
    ),
    children: pagesOf(consoleRoutes).map(({ route }) => {
      const Page = route.page!;
      return {
        path: route.path,
        element: (
          <RouteGuard path={route.path} meta={route.meta}>
            <Page />
          </RouteGuard>
        ),
      };
    }),
  },
  { path: '*', element: <Navigate to="/error-page/404" replace /> },
]);
