import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { NoAuthPage, NotFoundPage, UnauthorizedPage } from '../shell/error-pages/error-page';
import { RequireSession } from '../shell/session/require-session';
import { LoginPage } from '../shell/session/login-page';

// Everything behind the login is split from the login page's first load.
const ShellFrame = lazy(() => import('../shell/layout/shell-frame').then((m) => ({ default: m.ShellFrame })));
const HomePage = lazy(() => import('../features/home/home-page').then((m) => ({ default: m.HomePage })));

const behindLogin = (page: ReactNode) => <Suspense fallback={null}>{page}</Suspense>;

export const router = createBrowserRouter([
  { path: '/', element: <LoginPage /> },
  { path: '/error-page/404', element: <NotFoundPage /> },
  { path: '/error-page/401', element: <UnauthorizedPage /> },
  { path: '/error-page/no-auth', element: <NoAuthPage /> },
  {
    element: <RequireSession>{behindLogin(<ShellFrame />)}</RequireSession>,
    children: [
      { path: '/home/index', element: behindLogin(<HomePage />) },
      { path: '/group/home/index', element: behindLogin(<HomePage />) },
    ],
  },
  { path: '*', element: <Navigate to="/error-page/404" replace /> },
]);
