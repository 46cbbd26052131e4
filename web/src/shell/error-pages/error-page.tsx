import { Button, Result, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { FullPage } from '../layout/full-page';

/** 404, 401 and no-auth pages: a code, what happened, and the way back home. */
function ErrorPage({ status, title, children }: { status: 403 | 404 | 500; title: ReactNode; children?: ReactNode }) {
  const navigate = useNavigate();
  return (
    <FullPage>
      <Result status={status} title={title} subTitle={children} extra={<Button type="primary" onClick={() => navigate('/')}>返回首页</Button>} />
    </FullPage>
  );
}

export function NotFoundPage() {
  return (
    <ErrorPage status={404} title="404">
      抱歉，您访问的页面不存在
    </ErrorPage>
  );
}

/** Document 1 §2: code 401, no access to the page, the missing permission and the page path. */
export function UnauthorizedPage({ title = '401' }: { title?: string }) {
  const [params] = useSearchParams();
  const permission = params.get('permission');
  const path = params.get('path');
  return (
    <ErrorPage status={403} title={title}>
      <Typography.Paragraph>您没有访问该页面的权限。</Typography.Paragraph>
      {permission && <Typography.Paragraph>缺少权限：<Typography.Text code copyable>{permission}</Typography.Text></Typography.Paragraph>}
      {path && <Typography.Paragraph>页面路径：<Typography.Text code>{path}</Typography.Text></Typography.Paragraph>}
      <Typography.Paragraph>如需访问，请联系管理员。</Typography.Paragraph>
    </ErrorPage>
  );
}

/** A route the user may not open (with what is missing), or a domain the platform refused. */
export function NoAuthPage() {
  const [params] = useSearchParams();
  if (params.get('permission')) return <UnauthorizedPage title="无访问权限" />;
  return (
    <ErrorPage status={403} title="无访问权限">
      当前域名或账号无权访问该页面，请联系管理员。
    </ErrorPage>
  );
}
