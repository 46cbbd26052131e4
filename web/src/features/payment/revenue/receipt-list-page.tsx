import { channelReceiptList, formatDateTime, type CallReply } from '@console/contract';
import { Typography } from 'antd';
import { useNavigate } from 'react-router';
import { ListPage } from '../../../widgets/resource/list-page';
import type { Column, FilterField, RowAction } from '../../../widgets/resource/types';
import { CAPITAL_PATHS } from '../capital/platform';
import { yuan } from '../trades/shared';

type Row = CallReply<typeof channelReceiptList>['row'][number];

const filters: FilterField[] = [
  { kind: 'text', key: 'no', label: '回单号', placeholder: '回单号或提现单号开头', maxLength: 32 },
  { kind: 'remote', key: 'merchant', label: '商户', source: 'merchant', placeholder: '商户名称或商户号' },
  { kind: 'dateRange', key: 'days', keys: ['start_date', 'end_date'], label: '到账日期' },
];

const columns: Column<Row>[] = [
  { key: 'receipt_no', title: '回单号', width: 180, render: (r) => <Typography.Text copyable>{r.receipt_no}</Typography.Text> },
  { key: 'transfer_no', title: '提现单号', width: 180 },
  { key: 'merchant', title: '商户', width: 190, value: (r) => `${r.merchant_name}（${r.merchant}）` },
  { key: 'amount', title: '金额', width: 120, value: (r) => yuan(r.amount) },
  { key: 'payee', title: '收款账户', width: 240, value: (r) => `${r.payee_name} ${r.payee_account}` },
  { key: 'payee_bank', title: '收款银行', width: 150 },
  { key: 'finish_time', title: '到账时间', width: 170, value: (r) => formatDateTime(r.finish_time) },
];

/** 回单列表: the bank receipts of the customers' paid-out withdrawals (到账日期 近 30 天 by default); 转账详情 shows the whole receipt. */
export default function ReceiptListPage() {
  const navigate = useNavigate();
  const actions: RowAction<Row>[] = [
    { key: 'transfer', label: '转账详情', onClick: (r) => navigate(`${CAPITAL_PATHS.service.transferDetail}?transfer_no=${encodeURIComponent(r.transfer_no)}`) },
  ];
  return <ListPage id="payment-channel-receipt" call={channelReceiptList} rowKey="receipt_no" filters={filters} columns={columns} actions={actions} />;
}
