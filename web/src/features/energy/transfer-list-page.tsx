import { energyTransferList, formatDateTime, type CallReply } from '@console/contract';
import { Typography } from 'antd';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { ListPage } from '../../widgets/resource/list-page';
import type { Column, FilterField, RowAction } from '../../widgets/resource/types';
import { yuanText } from './order-shared';
import { AccountText, periodText, transferStateOptions, TransferStateTag } from './reconciliation-shared';
import { merchantText, useEnergyPlatform } from './shared';

export type TransferRow = CallReply<typeof energyTransferList>['row'][number];

const columns = (open: (r: TransferRow) => void, openSettlement: (r: TransferRow) => void, showsMerchant: boolean): Column<TransferRow>[] => [
  { key: 'transfer_no', title: '打款单号', width: 190, render: (r) => <Typography.Link onClick={() => open(r)}>{r.transfer_no}</Typography.Link> },
  { key: 'state', title: '打款状态', width: 100, render: (r) => <TransferStateTag state={r.state} /> },
  { key: 'amount', title: '打款金额', width: 120, render: (r) => <Typography.Text strong>{yuanText(r.amount)}</Typography.Text> },
  { key: 'period', title: '结算日', width: 150, value: (r) => periodText(r.period) },
  ...(showsMerchant ? [{ key: 'merchant', title: '所属商户', width: 170, ellipsis: true, value: merchantText }] : []),
  { key: 'account', title: '收款账户', width: 300, ellipsis: true, render: (r) => <AccountText r={r} /> },
  { key: 'reason', title: '失败原因', width: 200, ellipsis: true, value: (r) => r.reason || '-' },
  { key: 'settle_no', title: '结算单号', width: 190, render: (r) => <Typography.Link onClick={() => openSettlement(r)}>{r.settle_no}</Typography.Link> },
  { key: 'serial_no', title: '银行流水号', width: 180, defaultHidden: true, value: (r) => r.serial_no || '-' },
  { key: 'transfer_time', title: '到账时间', width: 170, value: (r) => (r.transfer_time ? formatDateTime(r.transfer_time) : '-') },
  { key: 'create_time', title: '创建时间', width: 170, defaultHidden: true, value: (r) => formatDateTime(r.create_time) },
];

/** 打款记录 (…/reconciliation/transfer/list): the payout of each statement to the merchant's account, newest first. Read-only. */
export default function TransferListPage() {
  const navigate = useNavigate();
  const { platform, paths, showsMerchant } = useEnergyPlatform();
  const filters = useMemo<FilterField[]>(
    () => [
      { kind: 'dateRange', key: 'period', keys: ['start_date', 'end_date'], label: '结算日' },
      { kind: 'select', key: 'state', label: '打款状态', options: transferStateOptions },
      { kind: 'text', key: 'transfer_no', label: '打款单号', placeholder: '打款单号开头', maxLength: 32 },
      { kind: 'text', key: 'settle_no', label: '结算单号', placeholder: '结算单号开头', maxLength: 32 },
      ...(showsMerchant ? [{ kind: 'remote' as const, key: 'merchant', label: '所属商户', source: 'merchant-below', placeholder: '商户名称或商户号' }] : []),
    ],
    [showsMerchant],
  );
  const open = (r: TransferRow) => navigate(`${paths.transferDetail}?transfer_no=${r.transfer_no}`);
  const openSettlement = (r: TransferRow) => navigate(`${paths.settlementDetail}?settle_no=${r.settle_no}`);
  const actions: RowAction<TransferRow>[] = [
    { key: 'detail', label: '详情', onClick: open },
    { key: 'settlement', label: '结算单', onClick: openSettlement },
  ];
  return <ListPage id={`energy-transfer-${platform}`} call={energyTransferList} rowKey="transfer_no" filters={filters} columns={columns(open, openSettlement, showsMerchant)} actions={actions} />;
}
