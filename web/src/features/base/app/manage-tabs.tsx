import { appRuntimeGet } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Tabs, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { ErrorPanel } from '../../../shell/layout/error-panel';
import { APP_INFO, APP_MODULE, APP_URL, StatusTag } from './shared';

/** The app's id from the address (`?id=`). */
export const useAppId = () => Number(useSearchParams()[0].get('id')) || 0;

export const useAppRecord = (id: number) =>
  useQuery({ queryKey: [appRuntimeGet.path, id], queryFn: () => send(appRuntimeGet, { id }, { silent: true }), enabled: id > 0 });

/** 应用管理's three views of one app: 基本信息, 模块 (its metadata by group), 地址 (where it answers and what it links). */
export function ManageTabs({ children }: { children: ReactNode }) {
  const id = useAppId();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const app = useAppRecord(id);
  if (!id) return <Empty description="缺少应用 ID：请从应用列表进入" style={{ background: '#fff', padding: 48, borderRadius: 8 }} />;
  if (app.error) return <ErrorPanel error={app.error} onRetry={() => void app.refetch()} />;
  return (
    <Card
      title={
        app.data ? (
          <span>
            {app.data.name} <Typography.Text type="secondary">{app.data.domain} · {app.data.profile}</Typography.Text> <StatusTag status={app.data.status} />
          </span>
        ) : (
          '应用管理'
        )
      }
      styles={{ body: { paddingTop: 0 } }}
    >
      <Tabs
        activeKey={pathname}
        onChange={(key) => navigate(`${key}?id=${id}`)}
        items={[
          { key: APP_INFO, label: '基本信息' },
          { key: APP_MODULE, label: '模块（元数据）' },
          { key: APP_URL, label: '地址' },
        ]}
      />
      {children}
    </Card>
  );
}
