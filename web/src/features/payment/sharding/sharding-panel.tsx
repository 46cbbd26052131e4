import { PlusOutlined } from '@ant-design/icons';
import {
  formatDateTime, formatRatio, paymentBusinesses, ShardingStatus, shardingRuntimeDelete, shardingRuntimeDisable, shardingRuntimeEnable, shardingRuntimeList,
} from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { send } from '../../../lib/request';
import { useGate } from '../../../shell/session/gate';
import { DataTable } from '../../../widgets/data-table/data-table';
import { useChanged } from '../../../widgets/resource/use-changed';
import type { Column, RowAction } from '../../../widgets/resource/types';
import { EnabledTag } from '../../../widgets/status-tag/enabled-tag';
import { ShardingDialog, type ShardingRule } from './sharding-dialog';

const UPDATE = ['payment:sharding:rt:update'];

const columns: Column<ShardingRule>[] = [
  { key: 'name', title: '规则名称', width: 150, ellipsis: true },
  {
    key: 'business',
    title: '适用业务',
    width: 180,
    render: (r) => (r.business.length ? <Space size={[0, 4]} wrap>{r.business.map((code) => <Tag key={code}>{paymentBusinesses[code as keyof typeof paymentBusinesses] ?? code}</Tag>)}</Space> : <Tag color="blue">全部业务</Tag>),
  },
  {
    key: 'receivers',
    title: '分账接收方',
    width: 210,
    render: (r) => (
      <Space direction="vertical" size={0}>
        {r.receivers.map((x) => (
          <span key={x.merchant}>
            {x.merchant_name || x.merchant} <Typography.Text strong>{formatRatio(x.ratio)}</Typography.Text>
          </span>
        ))}
      </Space>
    ),
  },
  { key: 'kept', title: '商户留存', width: 90, value: (r) => formatRatio(10000 - r.receivers.reduce((sum, x) => sum + x.ratio, 0)) },
  { key: 'status', title: '状态', width: 70, render: (r) => <EnabledTag enabled={r.status === ShardingStatus.enabled} /> },
  { key: 'remark', title: '备注', width: 160, ellipsis: true, value: (r) => r.remark || '-', defaultHidden: true },
  { key: 'update_time', title: '更新时间', width: 175, value: (r) => formatDateTime(r.update_time) },
];

/**
 * A merchant's 分账 (profit-sharing rules): read by the merchant and those above it; `manage` (a merchant below the
 * caller) adds 新建, 编辑, 启用/停用 and 删除 for holders of payment:sharding:rt:update.
 */
export function ShardingPanel({ merchant, manage }: { merchant: number; manage: boolean }) {
  const gate = useGate();
  const [editing, setEditing] = useState<{ rule: ShardingRule | null } | null>(null);
  const changed = useChanged(shardingRuntimeList);
  const list = useQuery({ queryKey: [shardingRuntimeList.path, merchant], queryFn: () => send(shardingRuntimeList, { merchant }, { silent: true }) });
  const rows = list.data?.row ?? [];
  const mayChange = manage && gate({ permission: UPDATE });
  const actions: RowAction<ShardingRule>[] = mayChange
    ? [
        { key: 'edit', label: '编辑', onClick: (r) => setEditing({ rule: r }) },
        {
          key: 'disable',
          label: '停用',
          when: (r) => r.status === ShardingStatus.enabled,
          confirm: (r) => `停用「${r.name}」后，新的支付不再按它分账。确定停用吗？`,
          onClick: async (r) => {
            await send(shardingRuntimeDisable, { id: r.id });
            await changed('已停用');
          },
        },
        {
          key: 'enable',
          label: '启用',
          when: (r) => r.status === ShardingStatus.disabled,
          onClick: async (r) => {
            await send(shardingRuntimeEnable, { id: r.id });
            await changed('已启用');
          },
        },
        {
          key: 'delete',
          label: '删除',
          danger: true,
          when: (r) => r.status === ShardingStatus.disabled,
          confirm: (r) => `删除分账规则「${r.name}」后不能恢复。确定删除吗？`,
          onClick: async (r) => {
            await send(shardingRuntimeDelete, { id: r.id });
            await changed('已删除');
          },
        },
      ]
    : [];
  return (
    <>
      <DataTable<ShardingRule>
        id="merchant-sharding"
        rowKey="id"
        columns={columns}
        rows={rows}
        total={rows.length}
        page={1}
        size={20}
        onPage={() => undefined}
        loading={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        actions={actions}
        toolbar={
          <Space>
            {mayChange && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ rule: null })}>
                新建分账规则
              </Button>
            )}
            <Typography.Text type="secondary">同一业务只能有一条启用中的规则；接收方合计不超过 30%，其余留在商户账户中。</Typography.Text>
          </Space>
        }
      />
      <ShardingDialog merchant={merchant} rule={editing?.rule ?? null} open={!!editing} onClose={() => setEditing(null)} />
    </>
  );
}
