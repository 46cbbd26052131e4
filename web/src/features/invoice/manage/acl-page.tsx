import { PlusOutlined } from '@ant-design/icons';
import {
  formatDateTime, InvoiceAclStatus, invoiceAclCreate, invoiceAclDelete, invoiceAclGet, invoiceAclList, invoiceAclScopes, invoiceAclStatuses, invoiceAclUpdate, type CallReply,
} from '@console/contract';
import { Button, Checkbox, Form, Input, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { useGate } from '../../../shell/session/gate';
import { RemoteSelect } from '../../../widgets/remote-select/remote-select';
import { FormDialog } from '../../../widgets/resource/form-dialog';
import { ListPage } from '../../../widgets/resource/list-page';
import type { Column, FilterField, RowAction } from '../../../widgets/resource/types';
import { useChanged } from '../../../widgets/resource/use-changed';
import { MANAGE_ACL } from '../paths';
import { EnabledStatusTag } from '../shared';
import { ManageLayout } from './manage-layout';

type Row = CallReply<typeof invoiceAclList>['row'][number];
type Scope = keyof typeof invoiceAclScopes;
type Values = { app_id?: string; scopes: Scope[]; remark?: string };

const UPDATE = ['invoice:partner:acl:update'];
const scopeOptions = (Object.keys(invoiceAclScopes) as Scope[]).map((value) => ({ label: invoiceAclScopes[value], value }));

const filters: FilterField[] = [
  { kind: 'select', key: 'status', label: '状态', options: [InvoiceAclStatus.enabled, InvoiceAclStatus.disabled].map((value) => ({ label: invoiceAclStatuses[value], value })) },
];

const columns: Column<Row>[] = [
  { key: 'app', title: '应用', width: 220, render: (r) => <Space orientation="vertical" size={0}>{r.app_name || '-'}<Typography.Text type="secondary">{r.app_id}</Typography.Text></Space> },
  { key: 'scopes', title: '授权范围', width: 220, render: (r) => r.scopes.map((s) => <Tag key={s}>{invoiceAclScopes[s as Scope] ?? s}</Tag>) },
  { key: 'status', title: '状态', width: 80, render: (r) => <EnabledStatusTag status={r.status} /> },
  { key: 'remark', title: '备注', width: 200, ellipsis: true, value: (r) => r.remark || '-' },
  { key: 'operator', title: '最后设置人', width: 100 },
  { key: 'update_time', title: '更新时间', width: 170, value: (r) => formatDateTime(r.update_time) },
];

/** 新增授权 (an app and what it may do) / 编辑授权 (what it may do). */
function AclDialog({ merchant, editing, open, onClose }: { merchant: number; editing: (Values & { id: number; app: string }) | null; open: boolean; onClose: () => void }) {
  return (
    <FormDialog<Values>
      open={open}
      title={editing ? `编辑授权：${editing.app}` : '新增应用授权'}
      name="invoice-acl"
      initialValues={editing ?? { scopes: ['issue', 'query'] }}
      changes={[invoiceAclList, invoiceAclGet]}
      onClose={onClose}
      onSubmit={async (values) => {
        const body = { scopes: values.scopes, remark: values.remark?.trim() ?? '' };
        if (editing) {
          await send(invoiceAclUpdate, { id: editing.id, ...body });
          return '已保存';
        }
        await send(invoiceAclCreate, { merchant, app_id: values.app_id!, ...body });
        return '已新增授权';
      }}
    >
      {!editing && (
        <Form.Item name="app_id" label="应用" rules={[{ required: true, message: '请选择应用' }]}>
          <RemoteSelect source="app" placeholder="搜索应用名称或 ID" aria-label="应用" style={{ width: '100%' }} />
        </Form.Item>
      )}
      <Form.Item name="scopes" label="授权范围" rules={[{ required: true, message: '请至少选择一项授权范围' }]}>
        <Checkbox.Group options={scopeOptions} />
      </Form.Item>
      <Form.Item name="remark" label="备注">
        <Input.TextArea maxLength={200} rows={3} />
      </Form.Item>
    </FormDialog>
  );
}

/** 应用授权 (?merchant=): which apps may invoice for the merchant — 申请开票, 查询发票, 红冲. */
export default function AclPage() {
  const [params] = useSearchParams();
  const merchant = Number(params.get('merchant'));
  const gate = useGate();
  const changed = useChanged(invoiceAclList);
  const [dialog, setDialog] = useState<{ editing: (Values & { id: number; app: string }) | null } | null>(null);
  const actions: RowAction<Row>[] = [
    {
      key: 'edit',
      label: '编辑',
      permission: UPDATE,
      onClick: (r) => setDialog({ editing: { id: r.id, app: r.app_name || r.app_id, scopes: r.scopes as Scope[], remark: r.remark } }),
    },
    {
      key: 'disable',
      label: '停用',
      permission: UPDATE,
      when: (r) => r.status === InvoiceAclStatus.enabled,
      confirm: (r) => `停用后「${r.app_name || r.app_id}」不能再为本商户开票或查询发票。确定停用吗？`,
      onClick: async (r) => {
        await send(invoiceAclUpdate, { id: r.id, status: InvoiceAclStatus.disabled });
        await changed('已停用');
      },
    },
    {
      key: 'enable',
      label: '启用',
      permission: UPDATE,
      when: (r) => r.status === InvoiceAclStatus.disabled,
      onClick: async (r) => {
        await send(invoiceAclUpdate, { id: r.id, status: InvoiceAclStatus.enabled });
        await changed('已启用');
      },
    },
    {
      key: 'delete',
      label: '删除',
      danger: true,
      permission: UPDATE,
      confirm: (r) => `删除「${r.app_name || r.app_id}」的开票授权？删除后需重新新增。`,
      onClick: async (r) => {
        await send(invoiceAclDelete, { id: r.id });
        await changed('已删除');
      },
    },
  ];
  return (
    <ManageLayout merchant={merchant} active={MANAGE_ACL}>
      {() => (
        <>
          <ListPage
            id="invoice-acl-list"
            call={invoiceAclList}
            rowKey="id"
            filters={filters}
            fixedQuery={{ merchant }}
            columns={columns}
            actions={actions}
            toolbar={() =>
              gate({ permission: UPDATE }) && (
                <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ editing: null })}>
                  新增应用授权
                </Button>
              )
            }
          />
          <AclDialog merchant={merchant} open={dialog !== null} editing={dialog?.editing ?? null} onClose={() => setDialog(null)} />
        </>
      )}
    </ManageLayout>
  );
}
