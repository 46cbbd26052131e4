import { PlusOutlined } from '@ant-design/icons';
import {
  formatDateTime, memberTypeCreate, memberTypeDelete, memberTypeDisable, memberTypeEnable, memberTypeGet, memberTypeList, memberTypeUpdate, type CallReply,
} from '@console/contract';
import { Button, Form, Input, Select, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { send } from '../../lib/request';
import { useGate } from '../../shell/session/gate';
import { FormDialog } from '../../widgets/resource/form-dialog';
import { ListPage } from '../../widgets/resource/list-page';
import type { Column, FilterField, RowAction } from '../../widgets/resource/types';
import { useChanged } from '../../widgets/resource/use-changed';
import { businessOptions, typeDetail, typeStatusOptions, TypeStatusTag } from './shared';

type Row = CallReply<typeof memberTypeList>['row'][number];
type Values = { name: string; business: number; description?: string };

const filters: FilterField[] = [
  { kind: 'text', key: 'name', label: '会员类型' },
  { kind: 'select', key: 'business', label: '适用业务', options: businessOptions },
  { kind: 'select', key: 'status', label: '状态', options: typeStatusOptions },
];

/** 新建会员类型 / 编辑会员类型 in a dialog: name, business, description. */
export function MemberTypeDialog({ editing, open, onClose }: { editing?: Row | null; open: boolean; onClose: () => void }) {
  return (
    <FormDialog<Values>
      open={open}
      title={editing ? `编辑会员类型 · ${editing.name}` : '新建会员类型'}
      name={editing ? 'member-type-edit' : 'member-type-create'}
      initialValues={editing ? { name: editing.name, business: editing.business, description: editing.description } : { business: 1 }}
      changes={[memberTypeList, memberTypeGet]}
      onClose={onClose}
      onSubmit={async (v) => {
        const body = { name: v.name.trim(), business: v.business, description: v.description?.trim() || undefined };
        if (editing) await send(memberTypeUpdate, { id: editing.id, ...body });
        else await send(memberTypeCreate, body);
        return editing ? '已保存' : '已创建';
      }}
    >
      <Form.Item name="name" label="会员类型" rules={[{ required: true, whitespace: true, message: '请填写会员类型' }, { min: 2, message: '至少 2 个字' }]}>
        <Input maxLength={30} showCount placeholder="如：停车月享卡" />
      </Form.Item>
      <Form.Item name="business" label="适用业务" rules={[{ required: true, message: '请选择适用业务' }]}>
        <Select options={businessOptions} />
      </Form.Item>
      <Form.Item name="description" label="说明">
        <Input.TextArea rows={3} maxLength={200} showCount />
      </Form.Item>
    </FormDialog>
  );
}

/** 会员类型: the platform's kinds of membership with their packages and active members. */
export default function MemberTypeListPage() {
  const navigate = useNavigate();
  const gate = useGate();
  const changed = useChanged(memberTypeList, memberTypeGet);
  const [dialog, setDialog] = useState<{ editing: Row | null } | null>(null);

  const columns: Column<Row>[] = [
    {
      key: 'name',
      title: '会员类型',
      width: 180,
      fixed: 'left',
      render: (row) => <Typography.Link onClick={() => navigate(typeDetail(row.id))}>{row.name}</Typography.Link>,
    },
    { key: 'business_name', title: '适用业务', width: 100 },
    { key: 'package_count', title: '套餐数', width: 90, value: (row) => `${row.package_count} 个` },
    { key: 'member_count', title: '生效中的会员', width: 120, value: (row) => `${row.member_count} 人` },
    { key: 'status', title: '状态', width: 90, render: (row) => <TypeStatusTag status={row.status} /> },
    { key: 'description', title: '说明', width: 240, ellipsis: true, value: (row) => row.description || '-' },
    { key: 'create_time', title: '创建时间', width: 170, value: (row) => formatDateTime(row.create_time) },
  ];

  const UPDATE = ['user:member:type:update'];
  const actions: RowAction<Row>[] = [
    { key: 'detail', label: '详情', onClick: (row) => navigate(typeDetail(row.id)) },
    { key: 'edit', label: '编辑', permission: UPDATE, onClick: (row) => setDialog({ editing: row }) },
    {
      key: 'disable',
      label: '停用',
      permission: UPDATE,
      when: (row) => row.status === 1,
      confirm: (row) => `停用「${row.name}」后用户不能再开通或续费它的套餐；已开通的 ${row.member_count} 个会员到期前照常享有。确定停用吗？`,
      onClick: async (row) => {
        await send(memberTypeDisable, { id: row.id });
        await changed('已停用');
      },
    },
    {
      key: 'enable',
      label: '启用',
      permission: UPDATE,
      when: (row) => row.status === 2,
      onClick: async (row) => {
        await send(memberTypeEnable, { id: row.id });
        await changed('已启用');
      },
    },
    {
      key: 'delete',
      label: '删除',
      danger: true,
      permission: UPDATE,
      when: (row) => row.status === 2,
      confirm: (row) => `删除会员类型「${row.name}」及其 ${row.package_count} 个套餐后不能恢复（开通过会员的类型不能删除）。确定删除吗？`,
      onClick: async (row) => {
        await send(memberTypeDelete, { id: row.id });
        await changed('已删除');
      },
    },
  ];

  return (
    <>
      <ListPage
        id="member-type-list"
        call={memberTypeList}
        rowKey="id"
        filters={filters}
        columns={columns}
        actions={actions}
        toolbar={() =>
          gate({ permission: ['user:member:type:create'] }) && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ editing: null })}>
              新建会员类型
            </Button>
          )
        }
      />
      <MemberTypeDialog open={!!dialog} editing={dialog?.editing} onClose={() => setDialog(null)} />
    </>
  );
}
