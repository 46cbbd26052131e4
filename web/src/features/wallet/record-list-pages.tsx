import {
  formatDateTime, WALLET_RANGE_DEFAULT_DAYS, walletPaymentList, walletPaymentStatistics, walletRechargeList, walletRechargeStatistics, walletRecordList,
  walletRecordStatistics, walletRefundList, walletRefundStatistics, type CallDefinition,
} from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { send } from '../../lib/request';
import { useGate } from '../../shell/session/gate';
import { ListPage } from '../../widgets/resource/list-page';
import type { Column, FilterField, RowAction } from '../../widgets/resource/types';
import { StatisticCards, type StatisticItem } from '../../widgets/statistic-cards/statistic-cards';
import {
  businessOptions, rechargeChannelOptions, recordKindOptions, RecordDrawer, RecordKindTag, recordSource, RefundDialog, RefundStateTag, refundStateOptions,
  signed, yuan, type WalletRecord,
  ToolbarStatistics,
} from './shared';
import { merchantFilter } from '../../widgets/resource/filters';

type Kind = 'ledger' | 'recharge' | 'payment' | 'refund';

const walletMerchantFilter: FilterField = { ...merchantFilter, label: '钱包商户' };
const numberFilter: FilterField = { kind: 'text', key: 'record_no', label: '流水号', placeholder: '流水号或业务单号（开头）', maxLength: 64 };
const days: FilterField = { kind: 'dateRange', key: 'days', keys: ['start_date', 'end_date'], label: '日期' };

/** Each list: its calls, filters, statistic titles and the columns that matter for its kind. */
const kinds: Record<Kind, { list: CallDefinition; statistics: CallDefinition; filters: FilterField[]; title: string }> = {
  ledger: { list: walletRecordList, statistics: walletRecordStatistics, title: '流水', filters: [walletMerchantFilter, days, { kind: 'select', key: 'kind', label: '类型', options: recordKindOptions }, numberFilter] },
  recharge: { list: walletRechargeList, statistics: walletRechargeStatistics, title: '充值', filters: [walletMerchantFilter, days, { kind: 'select', key: 'channel', label: '充值方式', options: rechargeChannelOptions }, numberFilter] },
  payment: {
    list: walletPaymentList,
    statistics: walletPaymentStatistics,
    title: '支付',
    filters: [walletMerchantFilter, days, { kind: 'select', key: 'business', label: '业务类型', options: businessOptions }, { kind: 'select', key: 'refund_state', label: '退款状态', options: refundStateOptions }, numberFilter],
  },
  refund: { list: walletRefundList, statistics: walletRefundStatistics, title: '退款', filters: [walletMerchantFilter, days, numberFilter] },
};

function columns(kind: Kind, open: (r: WalletRecord) => void): Column<WalletRecord>[] {
  return [
    { key: 'record_no', title: '流水号', width: 210, fixed: 'left', render: (r) => <a onClick={() => open(r)}>{r.record_no}</a> },
    { key: 'merchant_name', title: '钱包商户', width: 150, ellipsis: true },
    { key: 'wallet_no', title: '钱包编号', width: 150, defaultHidden: true },
    ...(kind === 'ledger' ? [{ key: 'kind', title: '类型', width: 80, render: (r: WalletRecord) => <RecordKindTag kind={r.kind} /> }] : []),
    {
      key: 'amount',
      title: '金额（元）',
      width: 120,
      render: (r) => <span style={{ color: r.kind === 2 ? '#cf1322' : '#389e0d' }}>{signed(r)}</span>,
    },
    { key: 'source', title: kind === 'recharge' ? '充值方式' : kind === 'payment' ? '业务类型' : kind === 'refund' ? '原支付' : '来源', width: 190, value: recordSource },
    { key: 'subject', title: kind === 'refund' ? '退款原因' : '摘要', width: 220, ellipsis: true },
    ...(kind === 'payment'
      ? [
          { key: 'refunded', title: '已退款', width: 100, value: (r: WalletRecord) => (r.refunded ? yuan(r.refunded) : '-') },
          { key: 'refund_state', title: '退款状态', width: 100, render: (r: WalletRecord) => <RefundStateTag record={r} /> },
        ]
      : []),
    { key: 'balance_after', title: '变动后余额', width: 130, value: (r) => yuan(r.balance_after) },
    { key: 'out_no', title: '业务单号', width: 170, defaultHidden: true, value: (r) => r.out_no || '-' },
    { key: 'operator', title: '操作人', width: 100 },
    { key: 'create_time', title: '时间', width: 170, value: (r) => formatDateTime(r.create_time) },
  ];
}

function RecordStatistics({ kind, query }: { kind: Kind; query: Record<string, unknown> }) {
  const { page_index: _p, page_size: _s, ...filter } = query;
  const { statistics, title } = kinds[kind];
  const stats = useQuery({ queryKey: [statistics.path, filter], queryFn: () => send(statistics, filter as never, { silent: true }) as Promise<{ count: number; amount: number; refunded: number }> });
  const label = query.start_date || query.end_date ? '所选日期' : `近 ${WALLET_RANGE_DEFAULT_DAYS} 天`;
  const items: StatisticItem[] = [
    { key: 'count', title: `${label}${title}笔数`, value: stats.data?.count, suffix: '笔' },
    { key: 'amount', title: kind === 'ledger' ? `${label}变动金额合计` : `${label}${title}金额`, value: stats.data?.amount, format: 'money' },
    ...(kind === 'payment' ? [{ key: 'refunded', title: '其中已退款', value: stats.data?.refunded, format: 'money' as const }] : []),
  ];
  return (
    <ToolbarStatistics>
      <StatisticCards data-testid="wallet-statistics" items={items} loading={stats.isPending} />
    </ToolbarStatistics>
  );
}

/**
 * The wallet records of one kind (充值记录, 支付记录, 退款记录) or all of them (账户流水), newest first (default the last
 * 30 days, at most 92), with the filter's statistics; 详情 in a drawer; 退款 of a payment for who may.
 */
export function RecordListPage({ kind, fixedQuery }: { kind: Kind; fixedQuery?: Record<string, unknown> }) {
  const [params] = useSearchParams();
  const gate = useGate();
  const [open, setOpen] = useState<string | null>(null);
  const [refunding, setRefunding] = useState<WalletRecord | null>(null);
  const { list, filters } = kinds[kind];
  const wallet = Number(params.get('wallet')) || undefined;
  const actions: RowAction<WalletRecord>[] = [
    { key: 'detail', label: '详情', onClick: (r) => setOpen(r.record_no) },
    { key: 'refund', label: '退款', danger: true, permission: ['wallet:refund:create'], when: (r) => r.kind === 2 && r.refunded < r.amount, onClick: setRefunding },
  ];
  const fixed = fixedQuery ?? (wallet ? { wallet } : undefined);
  return (
    <>
      <ListPage
        id={`wallet-${kind}-list${fixed ? `-${String(fixed.wallet)}` : ''}`}
        call={list as typeof walletRecordList}
        rowKey="record_no"
        filters={fixed ? filters.filter((f) => f.key !== 'merchant') : filters}
        columns={columns(kind, (r) => setOpen(r.record_no))}
        actions={actions}
        fixedQuery={fixed}
        toolbar={({ query }) => <RecordStatistics kind={kind} query={{ ...query, ...fixed }} />}
        visibleFilters={3}
      />
      <RecordDrawer recordNo={open} onClose={() => setOpen(null)} onRefund={gate({ permission: ['wallet:refund:create'] }) ? setRefunding : undefined} />
      <RefundDialog payment={refunding} onClose={() => setRefunding(null)} />
    </>
  );
}

export const LedgerPage = () => <RecordListPage kind="ledger" />;
export const RechargePage = () => <RecordListPage kind="recharge" />;
export const PaymentPage = () => <RecordListPage kind="payment" />;
export const RefundPage = () => <RecordListPage kind="refund" />;
