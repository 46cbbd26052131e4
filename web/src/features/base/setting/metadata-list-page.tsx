import { PlusOutlined } from '@ant-design/icons';
import { appMetadataDelete, appMetadataDisable, appMetadataEnable, appMetadataList, formatDateTime, type CallReply } from '@console/contract';
import { Button, Typography } from 'antd';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { send } from '../../../lib/request';
import { useGate } from '../../../shell/session/gate';
import { ListPage } from '../../../widgets/resource/list-page';
import type { Column, FilterField, RowAction } from '../../../widgets/resource/types';
import { useChanged } from '../../../widgets/resource/use-changed';
import { ENABLED, METADATA_CREATE, METADATA_EDIT, StatusTag, statusOptions, useAppOptions } from '../app/shared';

type Row = CallReply<typeof appMetadataList>['row'][number];

const columns: Column<Row>[] = [
  { key: 'app_name', title: '应用', width: 180, value: (row) => `${row.app_name}（${row.app_id}）` },
  { key: 'key', title: '键', width: 200 },
  { key: 'label', title: '说明', width: 120, value: (row) => row.label || '-' },
  { key: 'value', title: '值', width: 260, render: (row) => <Typography.Text ellipsis={{ tooltip: row.value }} style={{ maxWidth: 240 }}>{row.value || '（默认）'}</Typography.Text> },
  { key: 'status', title: '状态', width: 90, render: (row) => <StatusTag status={row.status} /> },
  { key: 'update_time', title: '更新时间', width: 170, value: (row) => formatDateTime(row.update_time) },
];

/** 元数据: every app's metadata (the theme of the domain summary and other keys). */
export default function MetadataListPage() {
  const navigate = useNavigate();
  const gate = useGate();
  const apps = useAppOptions();
  const changed = useChanged(appMetadataList);
  const filters = useMemo<FilterField[]>(
    () => [
      { kind: 'select', key: 'app', label: '应用', options: apps.data ?? [] },
      { kind: 'text', key: 'key', label: '键', placeholder: '如 TEXT_SITENAME' },
      { kind: 'select', key: 'status', label: '状态', options: statusOptions },
    ],
    [apps.data],
  );

  const actions: RowAction<Row>[] = [
    { key: 'edit', label: '编辑', permission: ['base:app:update'], onClick: (row) => navigate(`${METADATA_EDIT}?app=${row.app}&key=${row.key}`) },
    {
      key: 'disable',
      label: '停用',
      permission: ['base:app:update'],
      when: (row) => row.status === ENABLED,
      confirm: (row) => `确定停用 ${row.app_name} 的 ${row.key} 吗？停用后控制台使用它的默认值。`,
      onClick: async (row) => {
        await send(appMetadataDisable, { app: row.app, key: row.key });
        await changed('已停用');
      },
    },
    {
      key: 'enable',
      label: '启用',
      permission: ['base:app:update'],
      when: (row) => row.status !== ENABLED,
      confirm: (row) => `确定启用 ${row.app_name} 的 ${row.key} 吗？`,
      onClick: async (row) => {
        await send(appMetadataEnable, { app: row.app, key: row.key });
        await changed('已启用');
      },
    },
    {
      key: 'delete',
      label: '删除',
      danger: true,
      permission: ['base:app:update'],
      confirm: (row) => `确定删除 ${row.app_name} 的 ${row.key} 吗？删除后不可恢复。`,
      onClick: async (row) => {
        await send(appMetadataDelete, { app: row.app, key: row.key });
        await changed('已删除');
      },
    },
  ];

  return (
    <ListPage
      id="base-setting-metadata"
      call={appMetadataList}
      rowKey="id"
      filters={filters}
      columns={columns}
      actions={actions}
      toolbar={() =>
        gate({ permission: ['base:app:update'] }) && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(METADATA_CREATE)}>
            新增元数据
          </Button>
        )
      }
    />
  );
}
