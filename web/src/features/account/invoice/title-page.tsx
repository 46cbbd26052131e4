import { PlusOutlined } from '@ant-design/icons';
import { formatDateTime, invoiceTitleCreate, invoiceTitleDelete, invoiceTitleGet, invoiceTitleList, invoiceTitleUpdate, TAX_NUMBER_PATTERN, type CallReply } from '@console/contract';
import { Button, Form, Input, Radio, Switch, Tag } from 'antd';
import { useState } from 'react';
import { send } from '../../../lib/request';
import { useGate } from '../../../shell/session/gate';
import { FormDialog } from '../../../widgets/resource/form-dialog';
import { ListPage } from '../../../widgets/resource/list-page';
import type { Column, FilterField, RowAction } from '../../../widgets/resource/types';
import { useChanged } from '../../../widgets/resource/use-changed';
import { titleTypeOptions } from './shared';

type Row = CallReply<typeof invoiceTitleList>['row'][number];
type Values = { type: 1 | 2; name: string; tax_number?: string; address?: string; phone?: string; bank?: string; bank_account?: string; email: string; is_default?: boolean };

const UPDATE = ['merchant:invoice:title:update'];
const filters: FilterField[] = [
  { kind: 'text', key: 'keywords', label: '抬头', placeholder: '抬头名称或税号', maxLength: 50 },
  { kind: 'select', key: 'type', label: '抬头类型', options: titleTypeOptions },
];
const columns: Column<Row>[] = [
  { key: 'name', title: '发票抬头', width: 240, render: (r) => <>{r.name}{r.is_default && <Tag color="blue" style={{ marginLeft: 8 }}>默认</Tag>}</> },
  { key: 'type_name', title: '抬头类型', width: 90 },
  { key: 'tax_number', title: '纳税人识别号', width: 190, value: (r) => r.tax_number || '-' },
  { key: 'email', title: '接收邮箱', width: 200 },
  { key: 'bank', title: '开户银行', width: 180, value: (r) => r.bank || '-', defaultHidden: true },
  { key: 'update_time', title: '更新时间', width: 170, value: (r) => formatDateTime(r.update_time) },
];

const trimmed = (v?: string) => v?.trim() || undefined;

/** 新增 / 编辑发票抬头: a company's tax number required; address, phone and bank optional (printed on 专票-style titles). */
function TitleDialog({ editing, open, onClose }: { editing: (Values & { id: number }) | null; open: boolean; onClose: () => void }) {
  return (
    <FormDialog<Values>
      open={open}
      title={editing ? '编辑发票抬头' : '新增发票抬头'}
      name="invoice-title"
      width={560}
      initialValues={editing ?? { type: 2, is_default: false }}
      changes={[invoiceTitleList, invoiceTitleGet]}
      onClose={onClose}
      onSubmit={async (v) => {
        const body = {
          type: v.type, name: v.name.trim(), tax_number: v.type === 2 ? trimmed(v.tax_number)?.toUpperCase() : undefined, address: trimmed(v.address), phone: trimmed(v.phone),
          bank: trimmed(v.bank), bank_account: trimmed(v.bank_account), email: v.email.trim(), is_default: v.is_default ?? false,
        };
        if (editing) {
          await send(invoiceTitleUpdate, { id: editing.id, ...body });
          return '已保存发票抬头';
        }
        await send(invoiceTitleCreate, body);
        return '已新增发票抬头';
      }}
    >
      {(form) => (
        <>
          <Form.Item name="type" label="抬头类型">
            <Radio.Group options={titleTypeOptions.slice().reverse()} />
          </Form.Item>
          <Form.Item name="name" label="发票抬头" rules={[{ required: true, whitespace: true, min: 2, message: '请填写个人姓名或企业全称（至少 2 个字）' }]}>
            <Input maxLength={100} placeholder="个人姓名或企业全称" />
          </Form.Item>
          <Form.Item noStyle shouldUpdate={(a, b) => a.type !== b.type}>
            {() =>
              form.getFieldValue('type') === 2 && (
                <>
                  <Form.Item name="tax_number" label="纳税人识别号" rules={[{ required: true, pattern: new RegExp(TAX_NUMBER_PATTERN), message: '请填写 15、18 或 20 位纳税人识别号（数字和大写字母）' }]} normalize={(v: string) => v?.toUpperCase()}>
                    <Input maxLength={20} />
                  </Form.Item>
                  <Form.Item name="address" label="注册地址">
                    <Input maxLength={200} />
                  </Form.Item>
                  <Form.Item name="phone" label="注册电话" rules={[{ pattern: /^[0-9-]{0,20}$/, message: '电话只能包含数字和“-”' }]}>
                    <Input maxLength={20} />
                  </Form.Item>
                  <Form.Item name="bank" label="开户银行">
                    <Input maxLength={100} />
                  </Form.Item>
                  <Form.Item name="bank_account" label="银行账号" rules={[{ pattern: /^[0-9 ]{0,30}$/, message: '银行账号只能包含数字' }]}>
                    <Input maxLength={30} />
                  </Form.Item>
                </>
              )
            }
          </Form.Item>
          <Form.Item name="email" label="接收邮箱" rules={[{ required: true, type: 'email', message: '请填写正确的邮箱，电子发票将发送到这里' }]}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="is_default" label="设为默认抬头" valuePropName="checked">
            <Switch />
          </Form.Item>
        </>
      )}
    </FormDialog>
  );
}

/** 发票抬头 (/account/invoice/title): the merchant's titles for the invoices it asks of the platform (at most 20). */
export default function InvoiceTitlePage() {
  const gate = useGate();
  const changed = useChanged(invoiceTitleList);
  const [dialog, setDialog] = useState<{ editing: (Values & { id: number }) | null } | null>(null);
  const actions: RowAction<Row>[] = [
    {
      key: 'edit', label: '编辑', permission: UPDATE,
      onClick: async (r) => {
        const full = await send(invoiceTitleGet, { id: r.id });
        setDialog({ editing: { id: full.id, type: full.type as 1 | 2, name: full.name, tax_number: full.tax_number, address: full.address, phone: full.phone, bank: full.bank, bank_account: full.bank_account, email: full.email, is_default: full.is_default } });
      },
    },
    {
      key: 'delete', label: '删除', danger: true, permission: UPDATE,
      confirm: (r) => `确定删除发票抬头「${r.name}」吗？已提交的开票申请不受影响。`,
      onClick: async (r) => {
        await send(invoiceTitleDelete, { id: r.id });
        await changed('已删除');
      },
    },
  ];
  return (
    <>
      <ListPage
        id="account-invoice-title"
        call={invoiceTitleList}
        rowKey="id"
        filters={filters}
        columns={columns}
        actions={actions}
        toolbar={() =>
          gate({ permission: UPDATE }) && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ editing: null })}>
              新增抬头
            </Button>
          )
        }
      />
      <TitleDialog open={dialog !== null} editing={dialog?.editing ?? null} onClose={() => setDialog(null)} />
    </>
  );
}
