import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { NoAuthPage, NotFoundPage, UnauthorizedPage } from '../shell/error-pages/error-page';
import { RouteGuard } from '../shell/layout/route-guard';
import { LoginPage } from '../shell/session/login-page';
import { RequireSession } from '../shell/session/require-session';
import { consoleRoutes, pagesOf } from './route-table';

// Everything behind the login is split from the login page's first load.
const ConsoleLayout = lazy(() => import('../shell/layout/console-layout').then((m) => ({ default: m.ConsoleLayout })));

export const router = createBrowserRouter([
  { path: '/', element: <LoginPage /> },
  { path: '/error-page/404', element: <NotFoundPage /> },
  { path: '/error-page/401', element: <UnauthorizedPage /> },
  { path: '/error-page/no-auth', element: <NoAuthPage /> },
  {
    element: (
      <RequireSession>
        <Suspense fallback={null}>
          <ConsoleLayout />
        </Suspense>
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
