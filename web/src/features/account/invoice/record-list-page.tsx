import { formatDateTime, invoiceConsumptionApplyGet, invoiceConsumptionApplyList, invoiceConsumptionApplyRevoke, invoiceConsumptionList, type CallReply } from '@console/contract';
import { Typography } from 'antd';
import { useNavigate } from 'react-router';
import { send } from '../../../lib/request';
import { ListPage } from '../../../widgets/resource/list-page';
import type { Column, FilterField, RowAction } from '../../../widgets/resource/types';
import { useChanged } from '../../../widgets/resource/use-changed';
import { InvoiceStatusTag, invoiceDetail, statusOptions, yuan } from './shared';

type Row = CallReply<typeof invoiceConsumptionApplyList>['row'][number];
export const REVOKE = ['merchant:invoice:apply'];
export const revokeQuestion = (r: { invoice_no: string }) => `确定撤回开票申请 ${r.invoice_no} 吗？撤回后其中的消费记录可重新申请开票。`;

const filters: FilterField[] = [
  { kind: 'select', key: 'status', label: '状态', options: statusOptions },
  { kind: 'text', key: 'keywords', label: '单号', placeholder: '申请单号或发票号码', maxLength: 30 },
  { kind: 'dateRange', key: 'days', keys: ['start_date', 'end_date'], label: '申请日期' },
];

/** 开票记录 (/account/invoice/list): the invoices the merchant asked of the platform, newest first. */
export default function InvoiceRecordListPage() {
  const navigate = useNavigate();
  const changed = useChanged(invoiceConsumptionApplyList, invoiceConsumptionApplyGet, invoiceConsumptionList);
  const columns: Column<Row>[] = [
    { key: 'invoice_no', title: '申请单号', width: 190, fixed: 'left', render: (r) => <Typography.Link onClick={() => navigate(invoiceDetail(r.id))}>{r.invoice_no}</Typography.Link> },
    { key: 'title_name', title: '发票抬头', width: 220, ellipsis: true },
    { key: 'amount', title: '开票金额', width: 120, value: (r) => yuan(r.amount) },
    { key: 'record_count', title: '消费笔数', width: 90 },
    { key: 'status', title: '状态', width: 100, render: (r) => <InvoiceStatusTag status={r.status} /> },
    { key: 'invoice_number', title: '发票号码', width: 120, value: (r) => r.invoice_number || '-' },
    { key: 'issue_date', title: '开票日期', width: 110, value: (r) => r.issue_date || '-' },
    { key: 'seller_name', title: '开票方', width: 170, defaultHidden: true },
    { key: 'applicant', title: '申请人', width: 90 },
    { key: 'create_time', title: '申请时间', width: 170, value: (r) => formatDateTime(r.create_time) },
  ];
  const actions: RowAction<Row>[] = [
    { key: 'detail', label: '详情', onClick: (r) => navigate(invoiceDetail(r.id)) },
    {
      key: 'revoke', label: '撤回', danger: true, permission: REVOKE, when: (r) => r.status === 0, confirm: revokeQuestion,
      onClick: async (r) => {
        await send(invoiceConsumptionApplyRevoke, { id: r.id });
        await changed('已撤回');
      },
    },
  ];
  return <ListPage id="account-invoice-list" call={invoiceConsumptionApplyList} rowKey="id" filters={filters} columns={columns} actions={actions} />;
}
