import {
  formatDateTime, invoiceConsumptionApply, invoiceConsumptionApplyList, invoiceConsumptionList, invoiceTitleList, type CallReply,
} from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Form, Input, Select, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { send, useIdempotencyKey } from '../../../lib/request';
import { useGate } from '../../../shell/session/gate';
import { FormDialog } from '../../../widgets/resource/form-dialog';
import { ListPage } from '../../../widgets/resource/list-page';
import type { Column, FilterField } from '../../../widgets/resource/types';
import { businessOptions, ConsumptionStateTag, INVOICE_TITLE, stateOptions, yuan } from './shared';

type Row = CallReply<typeof invoiceConsumptionList>['row'][number];
const APPLY = ['merchant:invoice:apply'];

const filters: FilterField[] = [
  { kind: 'select', key: 'invoice_state', label: '开票状态', options: stateOptions },
  { kind: 'select', key: 'business', label: '业务类型', options: businessOptions },
  { kind: 'dateRange', key: 'days', keys: ['start_date', 'end_date'], label: '消费日期' },
];

/** 申请开票: the chosen records merged into one invoice to one of the merchant's titles (once per dialog: idempotent). */
function ApplyDialog({ rows, onClose }: { rows: Row[]; onClose: () => void }) {
  const [key, renew] = useIdempotencyKey();
  const navigate = useNavigate();
  const titles = useQuery({ queryKey: [invoiceTitleList.path, 'all'], queryFn: () => send(invoiceTitleList, { page_size: 100 }), enabled: rows.length > 0 });
  const list = titles.data?.row ?? [];
  const preferred = list.find((t) => t.is_default) ?? list[0];
  const total = rows.reduce((sum, r) => sum + r.invoiceable, 0);
  return (
    <FormDialog<{ title: number; email?: string; remark?: string }>
      key={preferred?.id ?? 0}
      open={rows.length > 0}
      title="申请开票"
      name="account-invoice-apply"
      okText="提交申请"
      initialValues={{ title: preferred?.id }}
      changes={[invoiceConsumptionList, invoiceConsumptionApplyList]}
      onClose={() => {
        renew();
        onClose();
      }}
      onSubmit={async (v) => {
        const reply = await send(invoiceConsumptionApply, { records: rows.map((r) => r.id), title: v.title, email: v.email?.trim() || undefined, remark: v.remark?.trim() || undefined }, { idempotencyKey: key });
        renew();
        return `已提交开票申请 ${reply.invoice_no}（${yuan(reply.amount)}），平台开具后发送到接收邮箱`;
      }}
    >
      <Alert type="info" showIcon style={{ marginBottom: 16 }} message={`已选 ${rows.length} 笔消费，开票金额合计 ${yuan(total)}`} description={`开票方：${rows[0]?.seller_name ?? '-'}`} />
      {titles.isSuccess && list.length === 0 && (
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} message="还没有发票抬头" action={<Button size="small" onClick={() => navigate(INVOICE_TITLE)}>去新增</Button>} />
      )}
      <Form.Item name="title" label="发票抬头" rules={[{ required: true, message: '请选择发票抬头' }]}>
        <Select loading={titles.isPending} placeholder="选择本商户的发票抬头" options={list.map((t) => ({ label: `${t.type_name} · ${t.name}${t.tax_number ? `（${t.tax_number}）` : ''}`, value: t.id }))} />
      </Form.Item>
      <Form.Item name="email" label="接收邮箱" extra="不填则发送到抬头的接收邮箱" rules={[{ type: 'email', message: '请填写正确的邮箱' }]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="remark" label="备注">
        <Input.TextArea rows={2} maxLength={200} showCount />
      </Form.Item>
    </FormDialog>
  );
}

/** 消费记录 (/account/invoice/consumption): what the merchant paid the platform from its wallet, less refunds; 可开票 ones are picked for 申请开票. */
export default function ConsumptionPage() {
  const gate = useGate();
  const { message } = App.useApp();
  const [applying, setApplying] = useState<Row[]>([]);
  const columns: Column<Row>[] = [
    { key: 'record_no', title: '流水号', width: 200, fixed: 'left' },
    { key: 'business_name', title: '业务类型', width: 110 },
    { key: 'subject', title: '消费内容', width: 220, ellipsis: true },
    { key: 'amount', title: '支付金额', width: 120, value: (r) => yuan(r.amount) },
    { key: 'refunded', title: '已退款', width: 110, value: (r) => (r.refunded ? yuan(r.refunded) : '-') },
    { key: 'invoiceable', title: '可开票金额', width: 120, value: (r) => yuan(r.invoiceable) },
    { key: 'invoice_state', title: '开票状态', width: 100, render: (r) => <ConsumptionStateTag state={r.invoice_state} /> },
    { key: 'invoice_no', title: '开票申请', width: 190, render: (r) => (r.invoice_no ? <Typography.Text copyable>{r.invoice_no}</Typography.Text> : '-') },
    { key: 'seller_name', title: '开票方', width: 170, defaultHidden: true },
    { key: 'create_time', title: '消费时间', width: 170, value: (r) => formatDateTime(r.create_time) },
  ];
  return (
    <>
      <ListPage
        id="account-invoice-consumption"
        call={invoiceConsumptionList}
        rowKey="id"
        filters={filters}
        columns={columns}
        selectable={gate({ permission: APPLY })}
        toolbar={({ selected }) =>
          gate({ permission: APPLY }) && (
            <Button
              type="primary"
              disabled={selected.length === 0}
              onClick={() => {
                const taken = selected.filter((r) => r.invoice_state !== 0);
                if (taken.length) {
                  void message.warning(`${taken.map((r) => r.record_no).join('、')} 已开票或开票中，请只勾选「可开票」的记录`);
                  return;
                }
                if (selected.length > 100) {
                  void message.warning('一次最多合并 100 笔消费开票');
                  return;
                }
                setApplying(selected);
              }}
            >
              申请开票{selected.length ? `（${selected.length} 笔）` : ''}
            </Button>
          )
        }
      />
      <ApplyDialog rows={applying} onClose={() => setApplying([])} />
    </>
  );
}
