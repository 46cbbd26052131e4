import { partnerOrderDaily, partnerOrderMonthly, paymentBusinesses, PARTNER_ORDER_MONTHS_MAX, todayInChina, type CallReply } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { send } from '../../lib/request';
import { listKey, ListPage } from '../../widgets/resource/list-page';
import type { Column, FilterField } from '../../widgets/resource/types';
import { StatisticCards } from '../../widgets/statistic-cards/statistic-cards';
import { yuan } from './shared';

type OrderRow = CallReply<typeof partnerOrderDaily>['row'][number];
type OrderCall = typeof partnerOrderDaily | typeof partnerOrderMonthly;

const businessOptions = Object.entries(paymentBusinesses).map(([value, label]) => ({ label, value }));

/** The last 24 months, newest first (YYYY-MM, UTC+8). */
const recentMonths = () => {
  const [y, m] = todayInChina().split('-').map(Number) as [number, number];
  return Array.from({ length: PARTNER_ORDER_MONTHS_MAX }, (_, i) => {
    const index = y * 12 + (m - 1) - i;
    const month = `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
    return { label: month, value: month };
  });
};

const common: FilterField[] = [
  { kind: 'remote', key: 'merchant', label: '客户', source: 'merchant-below', placeholder: '商户名称或商户号' },
  { kind: 'select', key: 'business', label: '业务类型', options: businessOptions },
];

const columns = (periodTitle: string): Column<OrderRow>[] => [
  { key: 'period', title: periodTitle, width: 120, fixed: 'left' },
  { key: 'merchant_name', title: '客户', width: 200, ellipsis: true },
  { key: 'merchant', title: '商户号', width: 90 },
  { key: 'count', title: '交易笔数', width: 100 },
  { key: 'amount', title: '交易金额', width: 140, value: (r) => yuan(r.amount) },
  { key: 'fee', title: '手续费', width: 120, value: (r) => yuan(r.fee) },
  { key: 'refunded', title: '退款金额', width: 120, value: (r) => yuan(r.refunded) },
  { key: 'net', title: '净收入', width: 140, value: (r) => yuan(r.net) },
];

/** The sums of every row the filters match (the reply's `summary`, read from the list's own cache entry). */
function OrderSummary({ call, query }: { call: OrderCall; query: Record<string, unknown> }) {
  const list = useQuery({ queryKey: listKey(call, query), queryFn: () => send(call, query as never, { silent: true }) });
  const s = list.data?.summary;
  return (
    <div style={{ width: 'min(960px, calc(100vw - 300px))', minWidth: 320 }}>
      <StatisticCards
        data-testid="partner-order-summary"
        loading={list.isPending}
        items={[
          { key: 'count', title: '交易笔数', value: s?.count, suffix: '笔' },
          { key: 'amount', title: '交易金额', value: s?.amount, format: 'money' },
          { key: 'refunded', title: '退款金额', value: s?.refunded, format: 'money' },
          { key: 'net', title: '净收入', value: s?.net, format: 'money' },
        ]}
      />
    </div>
  );
}

const months = recentMonths();
const pages = {
  daily: { call: partnerOrderDaily, period: '日期', filters: [{ kind: 'dateRange', key: 'day', label: '日期', keys: ['start_date', 'end_date'] }, ...common] },
  monthly: {
    call: partnerOrderMonthly,
    period: '月份',
    filters: [{ kind: 'select', key: 'start_month', label: '开始月份', options: months }, { kind: 'select', key: 'end_month', label: '结束月份', options: months }, ...common],
  },
} satisfies Record<string, { call: OrderCall; period: string; filters: FilterField[] }>;

function OrderPage({ unit }: { unit: keyof typeof pages }) {
  const { call, period, filters } = pages[unit];
  return (
    <ListPage
      id={`partner-order-${unit}`}
      call={call as typeof partnerOrderDaily}
      rowKey="key"
      filters={filters}
      columns={columns(period)}
      toolbar={({ query }) => <OrderSummary call={call} query={query} />}
    />
  );
}

/** 日订单: the customers' paid trades per customer and UTC+8 day (the last 30 days unless chosen; at most 92). */
export const DailyOrderPage = () => <OrderPage unit="daily" />;

/** 月订单: the same per customer and month (the last 6 months unless chosen; at most 24). */
export const MonthlyOrderPage = () => <OrderPage unit="monthly" />;
