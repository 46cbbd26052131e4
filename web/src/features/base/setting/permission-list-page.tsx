import { permissionDelete, permissionDisable, permissionEnable, permissionList, permissionUpdate, products, type CallReply } from '@console/contract';
import { Form, Input, Modal, Tag } from 'antd';
import { useState } from 'react';
import { send } from '../../../lib/request';
import { ListPage } from '../../../widgets/resource/list-page';
import type { Column, FilterField, RowAction } from '../../../widgets/resource/types';
import { useChanged } from '../../../widgets/resource/use-changed';
import { StatusTag } from '../app/shared';

type Row = CallReply<typeof permissionList>['row'][number];

const filters: FilterField[] = [
  { kind: 'text', key: 'code', label: '权限编码', placeholder: '如 base:announcement' },
  { kind: 'text', key: 'label', label: '权限名称' },
  { kind: 'select', key: 'status', label: '状态', options: [{ label: '已启用', value: 1 }, { label: '已禁用', value: 0 }] },
  { kind: 'select', key: 'product', label: '所属产品', options: products.map((p) => ({ label: p.label, value: p.code })) },
];

const columns: Column<Row>[] = [
  { key: 'code', title: '权限编码', width: 280 },
  { key: 'label', title: '权限名称', width: 220, ellipsis: true },
  { key: 'product', title: '所属产品', width: 150, value: (row) => row.product_label },
  { key: 'role_count', title: '角色数', width: 80 },
  {
    key: 'status',
    title: '状态',
    width: 110,
    render: (row) => (
      <>
        {row.status === 1 ? <StatusTag status={1} /> : <Tag>已禁用</Tag>}
        {!row.defined && <Tag color="warning">遗留</Tag>}
      </>
    ),
  },
];

/** Renames a permission (the label shown in the role editor). */
function LabelDialog({ row, onClose }: { row?: Row; onClose: (saved: boolean) => void }) {
  const [form] = Form.useForm<{ label: string }>();
  const [saving, setSaving] = useState(false);
  return (
    <Modal
      title={`编辑权限名称：${row?.code ?? ''}`}
      open={!!row}
      okText="保存"
      confirmLoading={saving}
      onCancel={() => onClose(false)}
      onOk={() => form.submit()}
      destroyOnHidden
      afterOpenChange={(open) => open && row && form.setFieldsValue({ label: row.label })}
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={async ({ label }) => {
          setSaving(true);
          try {
            await send(permissionUpdate, { code: row!.code, label: label.trim() });
            onClose(true);
          } catch {
            // Shown by the request layer.
          } finally {
            setSaving(false);
          }
        }}
      >
        <Form.Item name="label" label="权限名称" rules={[{ required: true, whitespace: true, message: '请输入权限名称' }]}>
          <Input maxLength={50} showCount autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 权限目录: the catalogue of permission strings (labels, enable/disable, leftovers deleted). */
export default function PermissionListPage() {
  const [editing, setEditing] = useState<Row>();
  const changed = useChanged(permissionList);
  const actions: RowAction<Row>[] = [
    { key: 'edit', label: '编辑名称', permission: ['merchant:permission:update'], onClick: (row) => setEditing(row) },
    {
      key: 'disable',
      label: '禁用',
      permission: ['merchant:permission:update'],
      when: (row) => row.status === 1,
      confirm: (row) => `确定禁用权限「${row.label}」吗？禁用后所有账号（含主账号）都不再持有它，角色中保留，重新启用即恢复。`,
      onClick: async (row) => {
        await send(permissionDisable, { code: row.code });
        await changed('已禁用');
      },
    },
    {
      key: 'enable',
      label: '启用',
      permission: ['merchant:permission:update'],
      when: (row) => row.status !== 1,
      confirm: (row) => `确定启用权限「${row.label}」吗？`,
      onClick: async (row) => {
        await send(permissionEnable, { code: row.code });
        await changed('已启用');
      },
    },
    {
      key: 'delete',
      label: '删除',
      danger: true,
      permission: ['merchant:permission:update'],
      when: (row) => !row.defined,
      confirm: (row) => `确定删除遗留权限「${row.code}」吗？它将从 ${row.role_count} 个角色中移除。`,
      onClick: async (row) => {
        await send(permissionDelete, { code: row.code });
        await changed('已删除');
      },
    },
  ];
  return (
    <>
      <ListPage id="base-setting-permission" call={permissionList} rowKey="code" filters={filters} columns={columns} actions={actions} />
      <LabelDialog
        row={editing}
        onClose={(saved) => {
          setEditing(undefined);
          if (saved) void changed('已保存');
        }}
      />
    </>
  );
}
