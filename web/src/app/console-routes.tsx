import { Navigate, useLocation, useRoutes } from 'react-router';
import { HOME_REDIRECT, REDIRECT_PREFIX, redirectTarget } from '../lib/paths';
import { ConsoleLayout } from '../shell/layout/console-layout';
import { RouteGuard } from '../shell/layout/route-guard';
import { RequireSession } from '../shell/session/require-session';
import { useSession } from '../shell/session/store';
import { consoleRoutes, homeOf, pagesOf } from './route-table';

const pages = pagesOf(consoleRoutes);

/** Where the login sends a user without a redirect: the home of its platform kind (document 1 §2). */
function HomeRedirect() {
  const products = useSession((s) => s.products);
  return <Navigate to={homeOf(products)} replace />;
}

/** `/redirect/<path>`: on to `<path>`, replacing the address (lib/paths.ts). Inside the layout, so that the other kept
 * pages stay alive while the one left is dropped. */
function Redirect() {
  const { pathname, search } = useLocation();
  return <Navigate to={redirectTarget(pathname, search)} replace />;
}

/**
 * Everything behind the login, loaded on demand with the layout: the route tables grow with the product
 * and stay out of the login page's first load. A path no table knows is the 404 page, session or not.
 */
export default function ConsoleRoutes() {
  return useRoutes([
    { path: HOME_REDIRECT, element: <RequireSession><HomeRedirect /></RequireSession> },
    {
      element: (
        <RequireSession>
          <ConsoleLayout />
        </RequireSession>
      ),
      children: [
        { path: `${REDIRECT_PREFIX}/*`, element: <Redirect /> },
        ...pages.map(({ route }) => {
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
      ],
    },
    { path: '*', element: <Navigate to="/error-page/404" replace /> },
  ]);
}
