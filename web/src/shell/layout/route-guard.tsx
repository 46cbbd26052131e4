import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { routeAccess, type RouteMeta } from '../../lib/access';
import { useSession } from '../session/store';

const noDynamicRoutes = new Set<string>();
const noFeatures = new Set<never>();

/** A page the user may not open is flagged no-auth: the error page names the missing permission and the path. */
export function RouteGuard({ path, meta, children }: { path: string; meta: RouteMeta; children: ReactNode }) {
  const permissions = useSession((s) => s.permissions);
  const products = useSession((s) => s.products);
  const location = useLocation();
  const access = routeAccess(path, meta, { permissions, products, dynamicRoutes: noDynamicRoutes, features: noFeatures });
  if (!access.allowed) {
    const query = new URLSearchParams({ permission: access.missing, path: `${location.pathname}${location.search}` });
    return <Navigate to={`/error-page/no-auth?${query}`} replace />;
  }
  return <>{children}</>;
}
