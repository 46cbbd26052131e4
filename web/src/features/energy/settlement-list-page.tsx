import { energySettlementList, formatDateTime, type CallReply } from '@console/contract';
import { Typography } from 'antd';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { ListPage } from '../../widgets/resource/list-page';
import type { Column, FilterField, RowAction } from '../../widgets/resource/types';
import { yuanText } from './order-shared';
import { periodText, transferStateOptions, TransferStateTag } from './reconciliation-shared';
import { merchantText, useEnergyPlatform } from './shared';

export type SettlementRow = CallReply<typeof energySettlementList>['row'][number];

const columns = (open: (r: SettlementRow) => void, openTransfer: (r: SettlementRow) => void, showsMerchant: boolean): Column<SettlementRow>[] => [
  { key: 'settle_no', title: '结算单号', width: 190, render: (r) => <Typography.Link onClick={() => open(r)}>{r.settle_no}</Typography.Link> },
  { key: 'period', title: '结算日', width: 150, value: (r) => periodText(r.period) },
  ...(showsMerchant ? [{ key: 'merchant', title: '所属商户', width: 170, ellipsis: true, value: merchantText }] : []),
  { key: 'payable', title: '应打款金额', width: 120, render: (r) => <Typography.Text strong>{yuanText(r.payable)}</Typography.Text> },
  { key: 'transfer_state', title: '打款状态', width: 100, render: (r) => <TransferStateTag state={r.transfer_state} /> },
  { key: 'order_count', title: '订单数', width: 80, value: (r) => r.order_count },
  { key: 'amount', title: '实收金额', width: 120, value: (r) => yuanText(r.amount) },
  { key: 'fee', title: '手续费', width: 100, value: (r) => yuanText(r.fee) },
  { key: 'elec_amount', title: '电费', width: 110, defaultHidden: true, value: (r) => yuanText(r.elec_amount) },
  { key: 'service_amount', title: '服务费', width: 110, defaultHidden: true, value: (r) => yuanText(r.service_amount) },
  { key: 'transfer_no', title: '打款单号', width: 190, defaultHidden: true, render: (r) => (r.transfer_no ? <Typography.Link onClick={() => openTransfer(r)}>{r.transfer_no}</Typography.Link> : '-') },
  { key: 'transfer_time', title: '到账时间', width: 170, value: (r) => (r.transfer_time ? formatDateTime(r.transfer_time) : '-') },
  { key: 'create_time', title: '生成时间', width: 170, defaultHidden: true, value: (r) => formatDateTime(r.create_time) },
];

/**
 * 结算单 (…/reconciliation/settlement/list): a statement per merchant and day of the charging payments settled to it,
 * newest day first; 详情 shows its orders, 打款 its payout. Read-only.
 */
export default function SettlementListPage() {
  const navigate = useNavigate();
  const { platform, paths, showsMerchant } = useEnergyPlatform();
  const filters = useMemo<FilterField[]>(
    () => [
      { kind: 'dateRange', key: 'period', keys: ['start_date', 'end_date'], label: '结算日' },
      { kind: 'select', key: 'transfer_state', label: '打款状态', options: transferStateOptions },
      { kind: 'text', key: 'settle_no', label: '结算单号', placeholder: '结算单号开头', maxLength: 32 },
      ...(showsMerchant ? [{ kind: 'remote' as const, key: 'merchant', label: '所属商户', source: 'merchant-below', placeholder: '商户名称或商户号' }] : []),
    ],
    [showsMerchant],
  );
  const open = (r: SettlementRow) => navigate(`${paths.settlementDetail}?settle_no=${r.settle_no}`);
  const openTransfer = (r: SettlementRow) => navigate(`${paths.transferDetail}?transfer_no=${r.transfer_no}`);
  const actions: RowAction<SettlementRow>[] = [
    { key: 'detail', label: '详情', onClick: open },
    { key: 'transfer', label: '打款记录', when: (r) => !!r.transfer_no, onClick: openTransfer },
  ];
  return <ListPage id={`energy-settlement-${platform}`} call={energySettlementList} rowKey="settle_no" filters={filters} columns={columns(open, openTransfer, showsMerchant)} actions={actions} />;
}
