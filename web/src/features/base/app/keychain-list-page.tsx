import { appRuntimeGet, appRuntimeList, appRuntimeUpdate, formatDateTime } from '@console/contract';
import { App, Button, Space } from 'antd';
import { send } from '../../../lib/request';
import { useGate } from '../../../shell/session/gate';
import { CopyText, useCopy } from '../../../widgets/copy-text/copy-text';
import { ListPage } from '../../../widgets/resource/list-page';
import type { Column, FilterField, RowAction } from '../../../widgets/resource/types';
import { useChanged } from '../../../widgets/resource/use-changed';
import { showKeyOnce, StatusTag, statusOptions, type AppRow } from './shared';

const filters: FilterField[] = [
  { kind: 'text', key: 'keywords', label: '关键词', placeholder: '应用名称、app_id 或域名' },
  { kind: 'select', key: 'status', label: '状态', options: statusOptions },
];

/** Copies the full key, fetched when asked (the list holds the masked one only). */
function CopyKey({ row }: { row: AppRow }) {
  const { copy, outcome } = useCopy();
  const { message } = App.useApp();
  return (
    <Space size={4}>
      <span style={{ fontFamily: 'monospace' }}>{row.app_key}</span>
      <Button
        type="link"
        size="small"
        aria-label={`复制 ${row.name} 的 app_key`}
        onClick={async () => {
          try {
            const full = await send(appRuntimeGet, { id: row.id });
            if (!full.key_visible) return void message.warning('您没有查看完整 app_key 的权限');
            await copy(full.app_key);
          } catch {
            // Shown by the request layer.
          }
        }}
      >
        {outcome === 'success' ? '复制成功' : outcome === 'failure' ? '复制失败' : '复制'}
      </Button>
    </Space>
  );
}

/** 应用密钥: every app's app_id and app_key (masked; copied in full by holders of base:keychain:list). */
export default function KeychainListPage() {
  const gate = useGate();
  const { modal } = App.useApp();
  const changed = useChanged(appRuntimeList, appRuntimeGet);
  const canCopy = gate({ permission: ['base:keychain:list'] });

  const columns: Column<AppRow>[] = [
    { key: 'name', title: '应用名称', width: 200 },
    { key: 'app_id', title: 'app_id', width: 200, render: (row) => <CopyText text={row.app_id} /> },
    { key: 'app_key', title: 'app_key', width: 300, render: (row) => (canCopy ? <CopyKey row={row} /> : <span style={{ fontFamily: 'monospace' }}>{row.app_key}</span>) },
    { key: 'domain', title: '域名', width: 200, ellipsis: true },
    { key: 'profile', title: '环境', width: 90 },
    { key: 'status', title: '状态', width: 90, render: (row) => <StatusTag status={row.status} /> },
    { key: 'update_time', title: '更新时间', width: 170, value: (row) => formatDateTime(row.update_time) },
  ];

  const actions: RowAction<AppRow>[] = [
    {
      key: 'reset',
      label: '重新生成',
      danger: true,
      permission: ['base:app:update'],
      confirm: (row) => `确定重新生成应用「${row.name}」的 app_key 吗？旧 key 立即失效，使用它的客户端需要更新。`,
      onClick: async (row) => {
        const reply = await send(appRuntimeUpdate, { id: row.id, name: row.name, domain: row.domain, profile: row.profile, reset_key: true });
        if (reply.app_key) showKeyOnce(modal, row.name, reply.app_key);
        await changed();
      },
    },
  ];

  return <ListPage id="base-keychain-app" call={appRuntimeList} rowKey="id" filters={filters} columns={columns} actions={actions} />;
}
