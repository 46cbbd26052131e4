import { Spin } from 'antd';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { routeAccess, type RouteMeta } from '../../lib/access';
import { managedMerchantOf, useAccessContext } from './use-access-context';


/** A page the user may not open is flagged no-auth: the error page names the missing permission and the path. */
export function RouteGuard({ path, meta, children }: { path: string; meta: RouteMeta; children: ReactNode }) {
  const location = useLocation();
  // A page behind a menu feature of the record it manages (AUDITOR: `?merchant=`) is judged with that record.
  const context = useAccessContext(meta.menu ? managedMerchantOf(location.search) : undefined);
  // A dynamic route (or a feature page) waits for the checks rather than refuse before they answer.
  if ((meta.dynamic || meta.menu) && context.settling) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  const access = routeAccess(path, meta, context);
  if (!access.allowed) {
    const query = new URLSearchParams({ permission: access.missing, path: `${location.pathname}${location.search}` });
    return <Navigate to={`/error-page/no-auth?${query}`} replace />;
  }
  return <>{children}</>;
}
