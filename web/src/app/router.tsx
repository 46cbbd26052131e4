import { lazy, Suspense, type ReactNode } from 'react';
import { ALIPAY_AUTH_CALLBACK_PATH, APPLY_NO_INSTRUCTION_PATH, ARTICLE_PAGE_PATH } from '@console/contract';
import { createBrowserRouter } from 'react-router';
import { EXTERNAL_APPLY, EXTERNAL_CONFIG, EXTERNAL_DETAIL, EXTERNAL_ENTRY } from '../features/external/paths';
import { OAUTH_CALLBACK_PATH } from '../lib/paths';
import { LoginPage } from '../shell/session/login-page';

// Everything behind the login (layout and route tables), and the error pages, are split from the login page's first load.
const ConsoleRoutes = lazy(() => import('./console-routes'));
const NotFoundPage = lazy(() => import('../shell/error-pages/error-page').then((m) => ({ default: m.NotFoundPage })));
const UnauthorizedPage = lazy(() => import('../shell/error-pages/error-page').then((m) => ({ default: m.UnauthorizedPage })));
const NoAuthPage = lazy(() => import('../shell/error-pages/error-page').then((m) => ({ default: m.NoAuthPage })));
const NoticeDetailPage = lazy(() => import('../features/base/announcement/notice-detail-page'));
const ApplyNoInstructionPage = lazy(() => import('../features/payment/channel-apply/apply-no-instruction-page'));
const ArticlePage = lazy(() => import('../shell/support/article-page'));
const ExternalEntryPage = lazy(() => import('../features/external/external-entry-page'));
const ExternalConfigPage = lazy(() => import('../features/external/external-config-page'));
const ExternalApplyPage = lazy(() => import('../features/external/external-apply-page'));
const ExternalDetailPage = lazy(() => import('../features/external/external-detail-page'));
const OauthPage = lazy(() => import('../shell/session/oauth-page'));
const AlipayCallbackPage = lazy(() => import('../features/payment/channel-auth/alipay-callback-page'));
const later = (page: ReactNode) => <Suspense fallback={null}>{page}</Suspense>;

export const router = createBrowserRouter([
  { path: '/', element: <LoginPage /> },
  // Where the identity provider sends the browser back (third-party sign-in and binding).
  { path: OAUTH_CALLBACK_PATH, element: later(<OauthPage />) },
  { path: '/error-page/404', element: later(<NotFoundPage />) },
  { path: '/error-page/401', element: later(<UnauthorizedPage />) },
  { path: '/error-page/no-auth', element: later(<NoAuthPage />) },
  // Public pages of document 1 §2 that exist so far (no login).
  { path: '/base/services/announcement/notice/detail', element: later(<NoticeDetailPage />) },
  // The temporary-token routes: an external link's pages, without the console's session or chrome.
  { path: EXTERNAL_ENTRY, element: later(<ExternalEntryPage />) },
  { path: EXTERNAL_CONFIG, element: later(<ExternalConfigPage />) },
  { path: EXTERNAL_APPLY, element: later(<ExternalApplyPage />) },
  { path: EXTERNAL_DETAIL, element: later(<ExternalDetailPage />) },
  { path: APPLY_NO_INSTRUCTION_PATH, element: later(<ApplyNoInstructionPage />) },
  // Where Alipay sends the merchant back after authorizing the platform's app (no console session needed).
  { path: ALIPAY_AUTH_CALLBACK_PATH, element: later(<AlipayCallbackPage />) },
  // A help article, opened from the support chat's references (no login needed for the public ones).
  { path: ARTICLE_PAGE_PATH, element: later(<ArticlePage />) },
  { path: '*', element: later(<ConsoleRoutes />) },
]);
