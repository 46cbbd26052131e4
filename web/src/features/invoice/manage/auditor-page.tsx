import { PlusOutlined } from '@ant-design/icons';
import { AuditorStatus, auditorStatuses, formatDateTime, invoiceAuditorCreate, invoiceAuditorGet, invoiceAuditorList, invoiceAuditorUpdate, type CallReply } from '@console/contract';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { useGate } from '../../../shell/session/gate';
import { FormDialog } from '../../../widgets/resource/form-dialog';
import { formRule } from '../../../widgets/resource/form-page';
import { ListPage } from '../../../widgets/resource/list-page';
import type { Column, FilterField, RowAction } from '../../../widgets/resource/types';
import { useChanged } from '../../../widgets/resource/use-changed';
import { MANAGE_AUDITOR } from '../paths';
import { EnabledStatusTag } from '../shared';
import { ManageLayout } from './manage-layout';

type Row = CallReply<typeof invoiceAuditorList>['row'][number];
type Values = { name: string; mobile: string; remark?: string };

const CREATE = ['invoice:partner:auditor:create'];
const UPDATE = ['invoice:partner:auditor:update'];

const filters: FilterField[] = [
  { kind: 'text', key: 'keywords', label: '姓名或手机号', maxLength: 20 },
  { kind: 'select', key: 'status', label: '状态', options: [AuditorStatus.enabled, AuditorStatus.disabled].map((value) => ({ label: auditorStatuses[value], value })) },
];

const columns: Column<Row>[] = [
  { key: 'name', title: '姓名', width: 120 },
  { key: 'mobile', title: '手机号', width: 140 },
  { key: 'status', title: '状态', width: 80, render: (r) => <EnabledStatusTag status={r.status} /> },
  { key: 'remark', title: '备注', width: 200, ellipsis: true, value: (r) => r.remark || '-' },
  { key: 'update_time', title: '更新时间', width: 170, value: (r) => formatDateTime(r.update_time) },
];

/** 新增审核人 / 编辑审核人: name, mobile (the whole number, loaded from the detail when editing), remark. */
function AuditorDialog({ merchant, editing, open, onClose }: { merchant: number; editing: (Values & { id: number }) | null; open: boolean; onClose: () => void }) {
  return (
    <FormDialog<Values>
      open={open}
      title={editing ? '编辑审核人' : '新增审核人'}
      name="invoice-auditor"
      initialValues={editing ?? undefined}
      changes={[invoiceAuditorList, invoiceAuditorGet]}
      onClose={onClose}
      onSubmit={async (values) => {
        const body = { name: values.name.trim(), mobile: values.mobile.trim(), remark: values.remark ?? '' };
        if (editing) {
          await send(invoiceAuditorUpdate, { id: editing.id, ...body });
          return '已保存';
        }
        await send(invoiceAuditorCreate, { merchant, ...body });
        return '已新增审核人';
      }}
    >
      <Form.Item name="name" label="姓名" rules={[{ required: true, message: '请输入姓名' }, { min: 2, message: '姓名至少 2 个字' }]}>
        <Input maxLength={20} placeholder="审核人姓名" />
      </Form.Item>
      <Form.Item name="mobile" label="手机号" rules={[{ required: true, message: '请输入手机号' }, formRule('mobile')]}>
        <Input maxLength={11} placeholder="11 位手机号" />
      </Form.Item>
      <Form.Item name="remark" label="备注">
        <Input.TextArea maxLength={200} rows={3} />
      </Form.Item>
    </FormDialog>
  );
}

/** 审核人 (?merchant=, menu feature AUDITOR): who reviews the merchant's invoices before issue. */
export default function AuditorPage() {
  const [params] = useSearchParams();
  const merchant = Number(params.get('merchant'));
  const gate = useGate();
  const changed = useChanged(invoiceAuditorList);
  const [dialog, setDialog] = useState<{ editing: (Values & { id: number }) | null } | null>(null);
  const actions: RowAction<Row>[] = [
    {
      key: 'edit',
      label: '编辑',
      permission: UPDATE,
      onClick: async (r) => {
        const full = await send(invoiceAuditorGet, { id: r.id });
        setDialog({ editing: { id: full.id, name: full.name, mobile: full.mobile, remark: full.remark } });
      },
    },
    {
      key: 'disable',
      label: '停用',
      danger: true,
      permission: UPDATE,
      when: (r) => r.status === AuditorStatus.enabled,
      confirm: (r) => `停用后「${r.name}」不再审核本商户的发票。确定停用吗？`,
      onClick: async (r) => {
        await send(invoiceAuditorUpdate, { id: r.id, status: AuditorStatus.disabled });
        await changed('已停用');
      },
    },
    {
      key: 'enable',
      label: '启用',
      permission: UPDATE,
      when: (r) => r.status === AuditorStatus.disabled,
      onClick: async (r) => {
        await send(invoiceAuditorUpdate, { id: r.id, status: AuditorStatus.enabled });
        await changed('已启用');
      },
    },
  ];
  return (
    <ManageLayout merchant={merchant} active={MANAGE_AUDITOR}>
      {() => (
        <>
          <ListPage
            id="invoice-auditor-list"
            call={invoiceAuditorList}
            rowKey="id"
            filters={filters}
            fixedQuery={{ merchant }}
            columns={columns}
            actions={actions}
            toolbar={() =>
              gate({ permission: CREATE }) && (
                <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ editing: null })}>
                  新增审核人
                </Button>
              )
            }
          />
          <AuditorDialog merchant={merchant} open={dialog !== null} editing={dialog?.editing ?? null} onClose={() => setDialog(null)} />
        </>
      )}
    </ManageLayout>
  );
}
