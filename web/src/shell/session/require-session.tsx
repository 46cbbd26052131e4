import { Spin } from 'antd';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { loginPath } from '../../lib/paths';
import { FullPage } from '../layout/full-page';
import { useSession } from './store';

/** Pages behind the login: no session → the login page with a redirect back here. */
export function RequireSession({ children }: { children: ReactNode }) {
  const status = useSession((s) => s.status);
  const location = useLocation();
  if (status === 'starting') {
    return (
      <FullPage>
        <Spin size="large" tip="正在加载…">
          <div style={{ width: 120, height: 80 }} />
        </Spin>
      </FullPage>
    );
  }
  if (status === 'anonymous') return <Navigate to={loginPath(`${location.pathname}${location.search}`)} replace />;
  return <>{children}</>;
}
