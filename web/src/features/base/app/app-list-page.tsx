import { PlusOutlined } from '@ant-design/icons';
import { appMetadataList, appRuntimeDelete, appRuntimeDisable, appRuntimeEnable, appRuntimeList, formatDateTime } from '@console/contract';
import { Button, Space, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { send } from '../../../lib/request';
import { useGate } from '../../../shell/session/gate';
import { ListPage } from '../../../widgets/resource/list-page';
import type { Column, FilterField, RowAction } from '../../../widgets/resource/types';
import { useChanged } from '../../../widgets/resource/use-changed';
import { APP_ADD, APP_EDIT, APP_INFO, APP_MODULE, ENABLED, StatusTag, statusOptions, type AppRow } from './shared';

const filters: FilterField[] = [
  { kind: 'text', key: 'keywords', label: '关键词', placeholder: '应用名称、app_id 或域名' },
  { kind: 'select', key: 'status', label: '状态', options: statusOptions },
  { kind: 'text', key: 'profile', label: '环境', placeholder: '如 prod、test' },
];

const columns: Column<AppRow>[] = [
  {
    key: 'name',
    title: '应用名称',
    width: 200,
    render: (row) => (
      <Space size={4}>
        {row.name}
        {row.is_default === 1 && <Tag color="blue">默认</Tag>}
      </Space>
    ),
  },
  { key: 'app_id', title: 'app_id', width: 160 },
  { key: 'domain', title: '域名', width: 200, ellipsis: true },
  { key: 'profile', title: '环境', width: 90 },
  { key: 'system', title: '所属系统', width: 100, defaultHidden: true },
  { key: 'metadata_count', title: '元数据', width: 80 },
  { key: 'payload_codec', title: '报文混淆', width: 90, value: (row) => (row.payload_codec === 1 ? '开启' : '关闭') },
  { key: 'status', title: '状态', width: 90, render: (row) => <StatusTag status={row.status} /> },
  { key: 'update_time', title: '更新时间', width: 170, value: (row) => formatDateTime(row.update_time) },
];

/** 应用列表: the apps (console deployments by domain and profile) and their themes. */
export default function AppListPage() {
  const navigate = useNavigate();
  const gate = useGate();
  const changed = useChanged(appRuntimeList, appMetadataList);
  const inUse = (row: AppRow) => row.is_default === 1 || row.domain === window.location.hostname;

  const actions: RowAction<AppRow>[] = [
    { key: 'info', label: '管理', permission: ['base:app:list'], onClick: (row) => navigate(`${APP_INFO}?id=${row.id}`) },
    { key: 'module', label: '元数据', permission: ['base:app:list'], onClick: (row) => navigate(`${APP_MODULE}?id=${row.id}`) },
    { key: 'edit', label: '编辑', permission: ['base:app:update'], onClick: (row) => navigate(`${APP_EDIT}?id=${row.id}`) },
    {
      key: 'disable',
      label: '停用',
      permission: ['base:app:update'],
      when: (row) => row.status === ENABLED && !inUse(row),
      confirm: (row) => `确定停用应用「${row.name}」吗？停用后域名 ${row.domain} 将使用默认应用的主题。`,
      onClick: async (row) => {
        await send(appRuntimeDisable, { id: row.id });
        await changed('已停用');
      },
    },
    {
      key: 'enable',
      label: '启用',
      permission: ['base:app:update'],
      when: (row) => row.status !== ENABLED,
      confirm: (row) => `确定启用应用「${row.name}」吗？`,
      onClick: async (row) => {
        await send(appRuntimeEnable, { id: row.id });
        await changed('已启用');
      },
    },
    {
      key: 'delete',
      label: '删除',
      danger: true,
      permission: ['base:app:update'],
      when: (row) => !inUse(row),
      confirm: (row) => `确定删除应用「${row.name}」吗？它的 ${row.metadata_count} 项元数据一并删除，不可恢复。`,
      onClick: async (row) => {
        await send(appRuntimeDelete, { id: row.id });
        await changed('已删除');
      },
    },
  ];

  return (
    <ListPage
      id="base-app"
      call={appRuntimeList}
      rowKey="id"
      filters={filters}
      columns={columns}
      actions={actions}
      toolbar={() =>
        gate({ permission: ['base:app:create'] }) && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(APP_ADD)}>
            新建应用
          </Button>
        )
      }
    />
  );
}
