import { addDays, formatDateTime, parkingRechargeStatistics, parkingPayTypeText, todayInChina } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { App, Button } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { useGate } from '../../../shell/session/gate';
import { StatisticCards, type StatisticItem } from '../../../widgets/statistic-cards/statistic-cards';
import { ListPage } from '../../../widgets/resource/list-page';
import { useChanged } from '../../../widgets/resource/use-changed';
import type { Column, FilterField, RowAction } from '../../../widgets/resource/types';
import { PlatesCell } from '../vehicles/shared';
import { RechargeDetailDrawer } from './recharge-detail-drawer';
import { MERCHANT_TRADES } from './paths';
import { useTrades } from './platform';
import { collateOptions, CollateTag, kindOptions, KindTag, orderNoFilter, paidDays, payTypeOptions, payTypeText, tradeFilters, yuan, type RechargeRow } from './shared';

const filters = (showsMerchant: boolean): FilterField[] => [
  ...tradeFilters(showsMerchant),
  { kind: 'select', key: 'kind', label: '订单类型', options: kindOptions },
  { kind: 'select', key: 'pay_type', label: '支付方式', options: payTypeOptions },
  { kind: 'select', key: 'collated', label: '对账状态', options: collateOptions },
  orderNoFilter,
  paidDays,
];

const columns = (open: (r: RechargeRow) => void, showsMerchant: boolean, showsResync: boolean): Column<RechargeRow>[] => [
  { key: 'order_no', title: '订单号', width: 190, fixed: 'left', render: (r) => <a onClick={() => open(r)}>{r.order_no}</a> },
  { key: 'kind', title: '类型', width: 70, render: (r) => <KindTag kind={r.kind} /> },
  { key: 'plates', title: '车牌号', width: 150, render: (r) => <PlatesCell plates={r.plates} color={r.plate_color} /> },
  { key: 'holder_name', title: '车主', width: 90, ellipsis: true },
  { key: 'park_name', title: '停车场', width: 160, ellipsis: true },
  { key: 'merchant_name', title: '所属商户', width: 150, ellipsis: true, defaultHidden: !showsMerchant },
  { key: 'package_name', title: '套餐', width: 100, ellipsis: true },
  { key: 'months', title: '月数', width: 70, value: (r) => `${r.months} 个月` },
  { key: 'amount', title: '金额', width: 110, value: (r) => yuan(r.amount) },
  { key: 'pay_type', title: '支付方式', width: 100, value: (r) => payTypeText(r.pay_type) },
  { key: 'range', title: '有效期', width: 200, value: (r) => `${r.start_date} 至 ${r.end_date}` },
  { key: 'create_time', title: '支付时间', width: 170, value: (r) => formatDateTime(r.create_time) },
  { key: 'collated', title: '对账', width: 80, render: (r) => <CollateTag collated={r.collated} /> },
  { key: 'resync_count', title: '重新同步', width: 90, defaultHidden: !showsResync, value: (r) => (r.resync_count ? `${r.resync_count} 次` : '-') },
];

/** The statistics cards: the filter's payment days, or the last 30 days. */
function RechargeStatistics({ query }: { query: Record<string, unknown> }) {
  const today = todayInChina();
  const start = (query.start_date as string | undefined) ?? addDays(today, -29);
  const end = (query.end_date as string | undefined) ?? today;
  const filter = { start_date: start, end_date: end, ...(query.park_code ? { park_code: query.park_code } : {}), ...(query.merchant ? { merchant: query.merchant } : {}) };
  const stats = useQuery({ queryKey: [parkingRechargeStatistics.path, filter], queryFn: () => send(parkingRechargeStatistics, filter as never, { silent: true }) });
  const label = query.start_date || query.end_date ? `${start} 至 ${end}` : '近 30 天';
  const items: StatisticItem[] = [
    { key: 'count', title: `${label}订单数`, value: stats.data?.count },
    { key: 'amount', title: `${label}订单金额`, value: stats.data?.amount, format: 'money' },
    ...(stats.data?.rows ?? []).slice(0, 6).map((r) => ({ key: `pay-${r.pay_type}`, title: `${parkingPayTypeText(r.pay_type)}（${r.count} 笔）`, value: r.amount, format: 'money' as const })),
  ];
  return <StatisticCards data-testid="recharge-statistics" items={items} loading={stats.isPending} />;
}

/**
 * 月卡订单: the monthly cards' first payments (开卡) and renewals (续费) in scope, newest first; 对账 one or the chosen
 * orders (asks first); the merchant opens an order's 分摊明细 按期 or 按日, the group 重新同步 an order to its park's system.
 */
export default function MonthlyOrdersPage() {
  const trades = useTrades();
  const { platform, recharges, codes, showsMerchant } = trades;
  const navigate = useNavigate();
  const gate = useGate();
  const { modal } = App.useApp();
  const [params] = useSearchParams();
  const changed = useChanged(recharges.list, recharges.get, parkingRechargeStatistics);
  const shownFilters = useMemo(() => filters(showsMerchant), [showsMerchant]);
  const [open, setOpen] = useState<number | null>(null);
  const mayCollate = !!(recharges.collate && codes.collate && gate({ permission: [codes.collate] }));

  const collate = (rows: readonly RechargeRow[]) => {
    modal.confirm({
      title: rows.length === 1 ? `对账订单 ${rows[0]!.order_no}？` : `对账选中的 ${rows.length} 笔订单？`,
      content: `合计 ${yuan(rows.reduce((n, r) => n + r.amount, 0))}。对账表示已核对这些订单的实收款项，对账后不能撤销。`,
      okText: '确认对账',
      cancelText: '取消',
      onOk: async () => {
        const reply = await send(recharges.collate!, { ids: rows.map((r) => r.id) });
        await changed(reply.already ? `已对账 ${reply.collated} 笔，${reply.already} 笔此前已对账` : `已对账 ${reply.collated} 笔`);
      },
    });
  };
  const resync = (row: RechargeRow) => {
    modal.confirm({
      title: `重新同步订单 ${row.order_no}？`,
      content: `把这笔月卡订单重新发送到「${row.park_name}」的停车场系统（车牌 ${row.plates.join('、')}，有效期至 ${row.end_date}）。`,
      okText: '重新同步',
      cancelText: '取消',
      onOk: async () => {
        const reply = await send(recharges.resync!, { id: row.id });
        await changed(`已提交重新同步（第 ${reply.resync_count} 次）`);
      },
    });
  };

  const actions: RowAction<RechargeRow>[] = [
    { key: 'detail', label: '详情', onClick: (r) => setOpen(r.id) },
    ...(trades.allocation
      ? [
          { key: 'period', label: '分摊（按期）', onClick: (r: RechargeRow) => navigate(`${MERCHANT_TRADES.periodDetail}?id=${r.id}`) },
          { key: 'daily', label: '分摊（按日）', onClick: (r: RechargeRow) => navigate(`${MERCHANT_TRADES.dailyDetail}?id=${r.id}`) },
        ]
      : []),
    ...(mayCollate ? [{ key: 'collate', label: '对账', when: (r: RechargeRow) => !r.collated, onClick: (r: RechargeRow) => collate([r]) }] : []),
    ...(recharges.resync && codes.resync ? [{ key: 'resync', label: '重新同步', permission: [codes.resync], onClick: resync }] : []),
  ];

  return (
    <>
      {trades.statistics && <RechargeStatistics query={Object.fromEntries(params)} />}
      <div style={{ height: trades.statistics ? 16 : 0 }} />
      <ListPage
        id={`${platform}-parking-recharge-list`}
        call={recharges.list}
        rowKey="id"
        filters={shownFilters}
        columns={columns((r) => setOpen(r.id), showsMerchant, platform === 'group')}
        actions={actions}
        selectable={mayCollate}
        toolbar={({ selected }) =>
          mayCollate && (
            <Button type="primary" disabled={!selected.some((r) => !r.collated)} onClick={() => collate(selected.filter((r) => !r.collated))}>
              批量对账{selected.length ? `（${selected.filter((r) => !r.collated).length}）` : ''}
            </Button>
          )
        }
        visibleFilters={3}
      />
      <RechargeDetailDrawer id={open} onClose={() => setOpen(null)} onCollate={mayCollate ? (r) => collate([r]) : undefined} onResync={recharges.resync ? resync : undefined} />
    </>
  );
}
