import { invoiceApplyGet, invoiceApplyList, invoiceInvoiceList, invoiceInvoiceReverse, invoiceTradeList, InvoiceKind } from '@console/contract';
import { Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { send, useIdempotencyKey } from '../../../lib/request';
import { FormDialog } from '../../../widgets/resource/form-dialog';
import { ListPage } from '../../../widgets/resource/list-page';
import type { Column, FilterField } from '../../../widgets/resource/types';
import { merchantFilter } from '../../../widgets/resource/filters';
import { isGroupPage, isPartnerPage, recordLink, renewLink } from '../paths';
import { InvoiceKindTag, invoiceKindOptions, money, type Invoice } from './shared';

const filters = (partner: boolean): FilterField[] => [
  ...(partner ? [merchantFilter] : []),
  { kind: 'select', key: 'kind', label: '发票类型', options: invoiceKindOptions },
  { kind: 'select', key: 'disabled', label: '红冲状态', options: [{ label: '有效', value: 0 }, { label: '已红冲', value: 1 }] },
  { kind: 'text', key: 'keywords', label: '关键词', placeholder: '发票号码、抬头或申请单号', maxLength: 50 },
  { kind: 'dateRange', key: 'issue', keys: ['start_date', 'end_date'], label: '开票时间' },
];

/** A blue invoice not yet reversed: 红冲 or 重开 it. */
const valid = (r: Invoice) => r.kind === InvoiceKind.blue && !r.disabled;

const columns = (open: (r: Invoice) => void, partner: boolean): Column<Invoice>[] => [
  { key: 'invoice_no', title: '发票号码', width: 110, fixed: 'left' },
  { key: 'merchant_name', title: '所属商户', width: 160, ellipsis: true, defaultHidden: !partner },
  { key: 'invoice_code', title: '发票代码', width: 130 },
  { key: 'kind', title: '发票类型', width: 160, render: (r) => <InvoiceKindTag kind={r.kind} disabled={r.disabled} /> },
  { key: 'buyer_name', title: '发票抬头', width: 200, ellipsis: true },
  { key: 'amount', title: '价税合计', width: 120, value: (r) => money(r.amount) },
  { key: 'tax_amount', title: '税额', width: 100, value: (r) => money(r.tax_amount) },
  { key: 'issue_date', title: '开票日期', width: 110 },
  { key: 'check_code', title: '校验码', width: 190, defaultHidden: true },
  { key: 'original_invoice_no', title: '原发票号码', width: 110, value: (r) => r.original_invoice_no || '-' },
  { key: 'reason', title: '红冲原因', width: 140, ellipsis: true, value: (r) => r.reason || '-' },
  { key: 'renew_apply_nos', title: '重开为', width: 190, value: (r) => r.renew_apply_nos.join('、') || '-' },
  { key: 'apply_no', title: '申请单号', width: 190, render: (r) => <Typography.Link onClick={() => open(r)}>{r.apply_no}</Typography.Link> },
];

/** 红冲 with a required reason, once per key (a money operation). */
export function ReverseDialog({ invoice, onClose }: { invoice: Invoice | undefined; onClose: () => void }) {
  const [key, renew] = useIdempotencyKey();
  return (
    <FormDialog<{ reason: string }>
      open={!!invoice}
      title={`红冲发票 ${invoice?.invoice_no ?? ''}`}
      name="invoice-reverse"
      okText="红冲"
      danger
      changes={[invoiceInvoiceList, invoiceApplyList, invoiceApplyGet, invoiceTradeList]}
      onClose={onClose}
      onSubmit={async ({ reason }) => {
        const reply = await send(invoiceInvoiceReverse, { id: invoice!.id, reason: reason.trim() }, { idempotencyKey: key });
        renew();
        return `已红冲，红字发票号码 ${reply.red_invoice_no}`;
      }}
    >
      <Typography.Paragraph type="warning">
        红冲将开具一张金额为 -{money(invoice?.amount ?? 0)} 的红字发票，原发票作废，其交易可重新开票。一张发票只能红冲一次。
      </Typography.Paragraph>
      <Form.Item name="reason" label="红冲原因" rules={[{ required: true, whitespace: true, min: 2, message: '请填写红冲原因（至少 2 个字）' }]}>
        <Input.TextArea rows={3} maxLength={200} showCount />
      </Form.Item>
    </FormDialog>
  );
}

/** 发票列表: the issued invoices, blue and red; 红冲 a blue one. On the partner's 发票服务 and the group's 集团发票: its merchants', to look at. */
export default function InvoiceListPage() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const partner = isPartnerPage(pathname);
  const [reversing, setReversing] = useState<Invoice>();
  const open = (r: Invoice) => navigate(recordLink(r.apply_no, pathname));
  return (
    <>
      <ListPage
        id={isGroupPage(pathname) ? 'invoice-group-invoice-list' : partner ? 'invoice-partner-invoice-list' : 'invoice-invoice-list'}
        call={invoiceInvoiceList}
        rowKey="id"
        filters={filters(partner)}
        columns={columns(open, partner)}
        actions={[
          { key: 'detail', label: isGroupPage(pathname) ? '详情' : '开票记录', onClick: open },
          ...(partner
            ? []
            : [
                { key: 'renew', label: '重开', permission: ['invoice:invoice:update'], when: valid, onClick: (r: Invoice) => navigate(renewLink(r)) },
                { key: 'reverse', label: '红冲', danger: true, permission: ['invoice:invoice:update'], when: valid, onClick: setReversing },
              ]),
        ]}
      />
      <ReverseDialog invoice={reversing} onClose={() => setReversing(undefined)} />
    </>
  );
}
