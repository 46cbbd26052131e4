import { appMetadataDisable, appMetadataEnable, appMetadataList, type CallReply } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Skeleton, Space, Table, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { send } from '../../../lib/request';
import { ErrorPanel } from '../../../shell/layout/error-panel';
import { useGate } from '../../../shell/session/gate';
import { useChanged } from '../../../widgets/resource/use-changed';
import { App } from 'antd';
import { ManageTabs, useAppId } from './manage-tabs';
import { ENABLED, METADATA_CREATE, METADATA_EDIT, StatusTag } from './shared';

type Row = CallReply<typeof appMetadataList>['row'][number];

/** The modules of an app: its metadata grouped by the key's first word (docs/decisions.md). */
export const metadataModules = [
  { prefix: 'TEXT_', title: '文字' },
  { prefix: 'STYLE_', title: '样式' },
  { prefix: 'IMAGE_', title: '图片' },
  { prefix: 'LINK_', title: '链接' },
  { prefix: 'ENABLE_', title: '功能开关' },
] as const;

export function groupByModule(rows: readonly Row[]) {
  const groups = metadataModules.map((m) => ({ ...m, rows: rows.filter((r) => r.key.startsWith(m.prefix)) }));
  const other = rows.filter((r) => !metadataModules.some((m) => r.key.startsWith(m.prefix)));
  return [...groups, { prefix: '', title: '其他', rows: other }].filter((g) => g.rows.length > 0);
}

/** 应用管理 › 模块: the app's metadata by module, each editable and switchable. */
export default function AppModulePage() {
  const id = useAppId();
  const navigate = useNavigate();
  const gate = useGate();
  const { modal } = App.useApp();
  const changed = useChanged(appMetadataList);
  const list = useQuery({ queryKey: [appMetadataList.path, 'module', id], queryFn: () => send(appMetadataList, { app: id, page_index: 1, page_size: 100 }, { silent: true }), enabled: id > 0 });
  const canEdit = gate({ permission: ['base:app:update'] });

  const toggle = (row: Row) =>
    modal.confirm({
      title: row.status === ENABLED ? `停用元数据 ${row.key}？` : `启用元数据 ${row.key}？`,
      content: row.status === ENABLED ? '停用后该值不再出现在域名摘要中，控制台使用默认值。' : undefined,
      onOk: async () => {
        await send(row.status === ENABLED ? appMetadataDisable : appMetadataEnable, { app: row.app, key: row.key });
        await changed(row.status === ENABLED ? '已停用' : '已启用');
      },
    });

  return (
    <ManageTabs>
      <Space style={{ marginBottom: 12 }}>
        {canEdit && (
          <Button type="primary" onClick={() => navigate(`${METADATA_CREATE}?app=${id}`)}>
            新增元数据
          </Button>
        )}
      </Space>
      {list.isLoading ? (
        <Skeleton active />
      ) : list.error ? (
        <ErrorPanel error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data?.row.length ? (
        <Empty description="该应用还没有元数据" />
      ) : (
        groupByModule(list.data.row).map((group) => (
          <Card key={group.title} size="small" title={group.title} style={{ marginBottom: 12 }} data-testid={`module-${group.title}`}>
            <Table<Row>
              size="small"
              rowKey="key"
              pagination={false}
              dataSource={group.rows}
              columns={[
                { key: 'key', title: '键', dataIndex: 'key', width: 200 },
                { key: 'label', title: '说明', width: 120, render: (_, row) => row.label || '-' },
                { key: 'value', title: '值', render: (_, row) => <Typography.Text ellipsis={{ tooltip: row.value }}>{row.value || '（默认）'}</Typography.Text> },
                { key: 'status', title: '状态', width: 90, render: (_, row) => <StatusTag status={row.status} /> },
                ...(canEdit
                  ? [
                      {
                        key: 'actions',
                        title: '操作',
                        width: 130,
                        render: (_: unknown, row: Row) => (
                          <Space size={0}>
                            <Button type="link" size="small" onClick={() => navigate(`${METADATA_EDIT}?app=${row.app}&key=${row.key}`)}>
                              编辑
                            </Button>
                            <Button type="link" size="small" onClick={() => toggle(row)}>
                              {row.status === ENABLED ? '停用' : '启用'}
                            </Button>
                          </Space>
                        ),
                      },
                    ]
                  : []),
              ]}
            />
          </Card>
        ))
      )}
    </ManageTabs>
  );
}
