import {
  formatDateTime, memberInventoryCreate, memberInventoryDisable, memberInventoryEnable, memberInventoryList, memberInventoryStatusNames, memberInventoryUpdate, type CallReply,
} from '@console/contract';
import { Alert, Form, InputNumber, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { send } from '../../lib/request';
import { FormDialog } from '../../widgets/resource/form-dialog';
import { ListPage } from '../../widgets/resource/list-page';
import type { Column, FilterField, RowAction } from '../../widgets/resource/types';
import { useChanged } from '../../widgets/resource/use-changed';
import { useMemberTypeOptions } from './member-list-page';
import { packageDetail } from './shared';

type Row = CallReply<typeof memberInventoryList>['row'][number];
const UPDATE = ['user:member:type:update'];
const statusColors: Record<number, string> = { 0: 'default', 1: 'success', 2: 'default' };

/** 会员库存: every package with its stock — sold (members opened), reserved (unused codes), left — set, edited, enabled. */
export default function MemberInventoryPage() {
  const navigate = useNavigate();
  const typeOptions = useMemberTypeOptions();
  const changed = useChanged(memberInventoryList);
  const [editing, setEditing] = useState<Row | null>(null);
  const filters = useMemo<FilterField[]>(
    () => [
      { kind: 'select', key: 'member_type', label: '会员类型', options: typeOptions },
      { kind: 'text', key: 'name', label: '套餐名称' },
      { kind: 'select', key: 'status', label: '库存状态', options: Object.entries(memberInventoryStatusNames).map(([value, label]) => ({ value: Number(value), label })) },
    ],
    [typeOptions],
  );
  const columns: Column<Row>[] = [
    { key: 'package', title: '会员类型 · 套餐', width: 190, fixed: 'left', render: (r) => <Typography.Link onClick={() => navigate(packageDetail(r.package_uuid))}>{r.type_name} · {r.package_name}</Typography.Link> },
    { key: 'package_status', title: '套餐状态', width: 90, value: (r) => (r.package_status === 1 ? '启用' : '停用') },
    { key: 'stock', title: '总库存', width: 90, value: (r) => (r.stock === null ? '不限' : r.stock) },
    { key: 'sold', title: '已售', width: 80 },
    { key: 'reserved', title: '兑换码占用', width: 100 },
    {
      key: 'available',
      title: '可售',
      width: 110,
      render: (r) => (r.available === null ? '不限' : <Typography.Text type={r.low ? 'danger' : undefined}>{r.available}{r.low ? '（预警）' : ''}</Typography.Text>),
    },
    { key: 'warn_threshold', title: '预警值', width: 90, value: (r) => r.warn_threshold ?? '-' },
    { key: 'status', title: '库存状态', width: 100, render: (r) => <Tag color={statusColors[r.status]}>{r.status_name}</Tag> },
    { key: 'update_time', title: '更新时间', width: 170, value: (r) => (r.update_time ? formatDateTime(r.update_time) : '-') },
  ];
  const actions: RowAction<Row>[] = [
    { key: 'edit', label: '设置库存', permission: UPDATE, onClick: (r) => setEditing(r) },
    {
      key: 'disable',
      label: '停用',
      permission: UPDATE,
      when: (r) => r.status === 1,
      confirm: (r) => `停用后「${r.package_name}」不再限量（生成兑换码不检查库存），可随时启用。确定停用吗？`,
      onClick: async (r) => {
        await send(memberInventoryDisable, { id: r.id! });
        await changed('已停用');
      },
    },
    {
      key: 'enable',
      label: '启用',
      permission: UPDATE,
      when: (r) => r.status === 2,
      onClick: async (r) => {
        await send(memberInventoryEnable, { id: r.id! });
        await changed('已启用');
      },
    },
  ];
  return (
    <>
      <ListPage id="member-inventory" call={memberInventoryList} rowKey="package_id" filters={filters} columns={columns} actions={actions} />
      <FormDialog<{ stock: number; warn_threshold: number }>
        open={!!editing}
        title={editing ? `设置库存 · ${editing.type_name} · ${editing.package_name}` : ''}
        name="member-inventory"
        initialValues={{ stock: editing?.stock ?? Math.max(100, (editing?.sold ?? 0) + (editing?.reserved ?? 0)), warn_threshold: editing?.warn_threshold ?? 10 }}
        changes={[memberInventoryList]}
        onClose={() => setEditing(null)}
        onSubmit={async (v) => {
          if (editing!.id === null) await send(memberInventoryCreate, { package_uuid: editing!.package_uuid, ...v });
          else await send(memberInventoryUpdate, { id: editing!.id, ...v });
          return '已保存';
        }}
      >
        {editing && (
          <Alert
            style={{ marginBottom: 16 }}
            type="info"
            showIcon
            message={`已售 ${editing.sold}、兑换码占用 ${editing.reserved}：总库存不能低于 ${editing.sold + editing.reserved}。`}
          />
        )}
        <Form.Item name="stock" label="总库存" rules={[{ required: true, message: '请填写总库存' }]}>
          <InputNumber min={0} max={1_000_000} precision={0} addonAfter="份" style={{ width: 220 }} />
        </Form.Item>
        <Form.Item name="warn_threshold" label="预警值" extra="可售不高于此数时在列表中提示；0 不提示" rules={[{ required: true, message: '请填写预警值' }]}>
          <InputNumber min={0} max={1_000_000} precision={0} addonAfter="份" style={{ width: 220 }} />
        </Form.Item>
      </FormDialog>
    </>
  );
}
