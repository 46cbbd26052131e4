import {
  formatDateTime, formatRatio, partnerProfitBill, partnerProfitBillList, partnerProfitBillSerial, partnerProfitMerchantList, partnerProfitPolicyList,
  partnerProfitStrategy, paymentBusinesses, profitBillTypes, shardingRecordStateText, type CallReply,
} from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Space, Table, Tag } from 'antd';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { send } from '../../lib/request';
import { DetailPage, type DetailField } from '../../widgets/resource/detail-page';
import { listKey, ListPage } from '../../widgets/resource/list-page';
import type { Column, FilterField, RowAction } from '../../widgets/resource/types';
import { StatisticCards } from '../../widgets/statistic-cards/statistic-cards';
import { EnabledTag } from '../../widgets/status-tag/enabled-tag';
import { statusOptions, yuan } from './shared';

/**
 * 合作伙伴 › 分润 (/partner/profit/*): 分润政策, 分润策略, 交易商户 and 分润收支账单 with detail and 流水. Everything is read
 * from the 分账规则 and 分账记录 (docs/decisions.md, "Partner profit (合作伙伴 › 分润)"); a policy is changed on the
 * customer's 分润设置 (/profit/setting/manage/setting?g_code=).
 */
export const PROFIT_PATHS = {
  policy: '/partner/profit/policy',
  strategy: '/partner/profit/strategy',
  merchant: '/partner/profit/merchant',
  bills: '/partner/profit/bill/list',
  bill: '/partner/profit/bill/detail',
  serial: '/partner/profit/bill/serial',
  setting: '/profit/setting/manage/setting',
} as const;

const READ = ['partner:profit:list'];
const businessName = (code: string) => (code === '*' ? '全部业务' : (paymentBusinesses[code as keyof typeof paymentBusinesses] ?? code));
const businessOptions = Object.entries(paymentBusinesses).map(([value, label]) => ({ label, value }));
const dayRange: FilterField = { kind: 'dateRange', key: 'day', label: '结算日期', keys: ['start_date', 'end_date'] };
const keywords: FilterField = { kind: 'text', key: 'keywords', label: '客户', placeholder: '客户名称或商户号' };
const BusinessTags = ({ codes }: { codes: string[] }) =>
  codes.length ? (
    <Space size={[0, 4]} wrap>
      {codes.map((c) => <Tag key={c}>{businessName(c)}</Tag>)}
    </Space>
  ) : (
    <Tag color="blue">全部业务</Tag>
  );

// ---- 分润政策 ----

type Policy = CallReply<typeof partnerProfitPolicyList>['row'][number];

const policyColumns: Column<Policy>[] = [
  { key: 'name', title: '政策名称', width: 160, fixed: 'left', ellipsis: true },
  { key: 'merchant_name', title: '客户', width: 200, value: (p) => `${p.merchant_name}（${p.merchant}）` },
  { key: 'partner_name', title: '服务商', width: 180, ellipsis: true },
  { key: 'business', title: '适用业务', width: 200, render: (p) => <BusinessTags codes={p.business} /> },
  { key: 'ratio', title: '服务商分润比例', width: 130, value: (p) => formatRatio(p.ratio) },
  { key: 'total_ratio', title: '分出合计', width: 100, value: (p) => `${formatRatio(p.total_ratio)}（${p.receivers} 方）` },
  { key: 'status', title: '状态', width: 80, render: (p) => <EnabledTag enabled={p.status === 1} /> },
  { key: 'trade_count', title: '近 30 天分润笔数', width: 130 },
  { key: 'amount', title: '近 30 天分润金额', width: 140, value: (p) => yuan(p.amount) },
  { key: 'update_time', title: '更新时间', width: 170, value: (p) => formatDateTime(p.update_time) },
];

/** 分润政策: the 分账规则 of the partner's customers that pay the partner. */
export function ProfitPolicyPage() {
  const navigate = useNavigate();
  const actions: RowAction<Policy>[] = [
    { key: 'merchants', label: '交易商户', permission: READ, onClick: (p) => navigate(`${PROFIT_PATHS.merchant}?policy=${p.id}`) },
    { key: 'setting', label: '分润设置', permission: ['payment:sharding:rt:list'], onClick: (p) => navigate(`${PROFIT_PATHS.setting}?g_code=${p.merchant}`) },
  ];
  const filters: FilterField[] = [
    keywords,
    { kind: 'select', key: 'business', label: '适用业务', options: businessOptions },
    { kind: 'select', key: 'status', label: '状态', options: statusOptions },
  ];
  return <ListPage id="partner-profit-policy" call={partnerProfitPolicyList} rowKey="id" filters={filters} columns={policyColumns} actions={actions} />;
}

// ---- 分润策略 ----

type Strategy = CallReply<typeof partnerProfitStrategy>['row'][number];

const strategyColumns: Column<Strategy>[] = [
  { key: 'business', title: '业务类型', width: 140, fixed: 'left', value: (s) => businessName(s.business) },
  { key: 'rules', title: '启用的政策', width: 100 },
  { key: 'merchants', title: '客户数', width: 90 },
  { key: 'ratio', title: '分润比例', width: 160, value: (s) => (s.rules === 0 ? '-' : s.min_ratio === s.max_ratio ? formatRatio(s.min_ratio) : `${formatRatio(s.min_ratio)} ~ ${formatRatio(s.max_ratio)}`) },
  { key: 'trade_count', title: '区间分润笔数', width: 120 },
  { key: 'trade_amount', title: '区间交易金额', width: 150, value: (s) => yuan(s.trade_amount) },
  { key: 'amount', title: '区间分润金额', width: 150, value: (s) => yuan(s.amount) },
];

/** 分润策略: the enabled policies and the period's shares by business. */
export function ProfitStrategyPage() {
  return <ListPage id="partner-profit-strategy" call={partnerProfitStrategy} rowKey="business" filters={[dayRange]} columns={strategyColumns} />;
}

// ---- 交易商户 ----

type TradingMerchant = CallReply<typeof partnerProfitMerchantList>['row'][number];

const merchantColumns: Column<TradingMerchant>[] = [
  { key: 'merchant_name', title: '客户', width: 200, fixed: 'left', value: (m) => `${m.merchant_name}（${m.merchant}）` },
  { key: 'partner_name', title: '服务商', width: 180, ellipsis: true },
  {
    key: 'policies',
    title: '分润政策',
    width: 220,
    render: (m) =>
      m.policies.length ? (
        <Space direction="vertical" size={0}>
          {m.policies.map((p) => (
            <span key={p.id}>
              {p.name} {formatRatio(p.ratio)} {p.status === 1 ? '' : <Tag>停用</Tag>}
            </span>
          ))}
        </Space>
      ) : (
        '已删除'
      ),
  },
  { key: 'trade_count', title: '分润笔数', width: 100 },
  { key: 'trade_amount', title: '交易金额', width: 140, value: (m) => yuan(m.trade_amount) },
  { key: 'amount', title: '分润金额', width: 140, value: (m) => yuan(m.amount) },
  { key: 'done', title: '已分账', width: 130, value: (m) => yuan(m.done) },
  { key: 'pending', title: '待分账', width: 130, value: (m) => yuan(m.pending) },
  { key: 'failed', title: '失败/退回', width: 130, value: (m) => yuan(m.failed + m.returned) },
];

function SharesSummary({ id, items }: { id: string; items: { key: string; title: string; value: number | undefined; money?: boolean }[] }) {
  return (
    <div style={{ width: 'min(960px, calc(100vw - 300px))', minWidth: 320 }}>
      <StatisticCards data-testid={id} loading={items.some((i) => i.value === undefined)} items={items.map((i) => ({ key: i.key, title: i.title, value: i.value, ...(i.money ? { format: 'money' as const } : { suffix: '笔' }) }))} />
    </div>
  );
}

function MerchantSummary({ query }: { query: Record<string, unknown> }) {
  const list = useQuery({ queryKey: listKey(partnerProfitMerchantList, query), queryFn: () => send(partnerProfitMerchantList, query as never, { silent: true }) });
  const s = list.data?.summary;
  return (
    <SharesSummary
      id="partner-profit-merchant-summary"
      items={[
        { key: 'count', title: '分润笔数', value: s?.trade_count },
        { key: 'trade', title: '交易金额', value: s?.trade_amount, money: true },
        { key: 'amount', title: '分润金额', value: s?.amount, money: true },
        { key: 'done', title: '已分账', value: s?.done, money: true },
      ]}
    />
  );
}

/** 交易商户 (?policy=): the customers with a policy paying the partner, and the period's shares. */
export function ProfitMerchantPage() {
  const policies = useQuery({ queryKey: [partnerProfitPolicyList.path, 'options'], queryFn: () => send(partnerProfitPolicyList, { page_size: 100 }, { silent: true }) });
  const filters: FilterField[] = useMemo(
    () => [
      keywords,
      { kind: 'select', key: 'policy', label: '分润政策', options: (policies.data?.row ?? []).map((p) => ({ label: `${p.name}（${p.merchant_name}）`, value: p.id })) },
      dayRange,
    ],
    [policies.data],
  );
  return <ListPage id="partner-profit-merchant" call={partnerProfitMerchantList} rowKey="merchant" filters={filters} columns={merchantColumns} toolbar={({ query }) => <MerchantSummary query={query} />} />;
}

// ---- 分润收支账单 ----

type Bill = CallReply<typeof partnerProfitBillList>['row'][number];

const BillTypeTag = ({ type }: { type: number }) => <Tag color={type === 1 ? 'success' : 'orange'}>{profitBillTypes[type as 1 | 2] ?? '-'}</Tag>;

const billColumns: Column<Bill>[] = [
  { key: 'bill_no', title: '账单号', width: 190, fixed: 'left' },
  { key: 'bill_date', title: '账单日', width: 110 },
  { key: 'type', title: '收支类型', width: 90, render: (b) => <BillTypeTag type={b.type} /> },
  { key: 'partner_name', title: '服务商', width: 180, ellipsis: true },
  { key: 'merchants', title: '涉及商户', width: 90 },
  { key: 'trade_count', title: '笔数', width: 80 },
  { key: 'trade_amount', title: '交易金额', width: 140, value: (b) => yuan(b.trade_amount) },
  { key: 'amount', title: '分润金额', width: 140, value: (b) => yuan(b.amount) },
  { key: 'done', title: '已分账', width: 130, value: (b) => yuan(b.done) },
  { key: 'pending', title: '待分账', width: 130, value: (b) => yuan(b.pending) },
  { key: 'failed', title: '失败/退回', width: 120, value: (b) => yuan(b.failed + b.returned) },
];

function BillSummary({ query }: { query: Record<string, unknown> }) {
  const list = useQuery({ queryKey: listKey(partnerProfitBillList, query), queryFn: () => send(partnerProfitBillList, query as never, { silent: true }) });
  const s = list.data?.summary;
  return (
    <SharesSummary
      id="partner-profit-bill-summary"
      items={[
        { key: 'income', title: '收入合计', value: s?.income, money: true },
        { key: 'expense', title: '支出合计', value: s?.expense, money: true },
      ]}
    />
  );
}

/** 分润收支账单: one bill per partner, settle day and direction, from the 分账记录. */
export function ProfitBillListPage() {
  const navigate = useNavigate();
  const actions: RowAction<Bill>[] = [
    { key: 'detail', label: '详情', permission: READ, onClick: (b) => navigate(`${PROFIT_PATHS.bill}?bill_no=${b.bill_no}`) },
    { key: 'serial', label: '流水', permission: READ, onClick: (b) => navigate(`${PROFIT_PATHS.serial}?bill_no=${b.bill_no}`) },
  ];
  const filters: FilterField[] = [
    dayRange,
    { kind: 'select', key: 'type', label: '收支类型', options: Object.entries(profitBillTypes).map(([value, label]) => ({ label, value: Number(value) })) },
  ];
  return <ListPage id="partner-profit-bill" call={partnerProfitBillList} rowKey="bill_no" filters={filters} columns={billColumns} actions={actions} toolbar={({ query }) => <BillSummary query={query} />} />;
}

type BillDetail = CallReply<typeof partnerProfitBill>;
type Line = BillDetail['lines'][number];

const billFields: DetailField<BillDetail>[] = [
  { key: 'bill_no', label: '账单号' },
  { key: 'bill_date', label: '账单日（结算日期）' },
  { key: 'type', label: '收支类型', render: (b) => <BillTypeTag type={b.type} /> },
  { key: 'partner_name', label: '服务商', value: (b) => `${b.partner_name}（${b.partner}）` },
  { key: 'merchants', label: '涉及商户', value: (b) => `${b.merchants} 家` },
  { key: 'trade_count', label: '分润笔数', value: (b) => `${b.trade_count} 笔` },
  { key: 'trade_amount', label: '交易金额', value: (b) => yuan(b.trade_amount) },
  { key: 'amount', label: '分润金额', render: (b) => <strong>{yuan(b.amount)}</strong> },
  { key: 'done', label: '已分账', value: (b) => yuan(b.done) },
  { key: 'pending', label: '待分账', value: (b) => yuan(b.pending) },
  { key: 'failed', label: '分账失败', value: (b) => yuan(b.failed) },
  { key: 'returned', label: '已退回', value: (b) => yuan(b.returned) },
];

const lineColumns = [
  { key: 'merchant', title: '分账方', render: (_: unknown, l: Line) => `${l.merchant_name}（${l.merchant}）` },
  { key: 'receiver', title: '接收方', render: (_: unknown, l: Line) => `${l.receiver_name}（${l.receiver}）` },
  { key: 'business', title: '业务类型', render: (_: unknown, l: Line) => businessName(l.business) },
  { key: 'rule_name', title: '分账规则', dataIndex: 'rule_name' },
  { key: 'ratio', title: '比例', render: (_: unknown, l: Line) => formatRatio(l.ratio) },
  { key: 'trade_count', title: '笔数', dataIndex: 'trade_count', align: 'right' as const },
  { key: 'trade_amount', title: '交易金额', align: 'right' as const, render: (_: unknown, l: Line) => yuan(l.trade_amount) },
  { key: 'amount', title: '分润金额', align: 'right' as const, render: (_: unknown, l: Line) => yuan(l.amount) },
];

/** 分润账单详情 (?bill_no=): the sums and a line per payer, business and rule; 查看流水 opens the records. */
export function ProfitBillDetailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const billNo = params.get('bill_no') ?? '';
  return (
    <DetailPage<BillDetail>
      loadKey={[partnerProfitBill.path, billNo]}
      load={() => send(partnerProfitBill, { bill_no: billNo })}
      title={(b) => `${b.partner_name} · ${b.bill_date} ${profitBillTypes[b.type as 1 | 2]}账单`}
      fields={billFields}
      actions={[{ key: 'serial', label: '查看流水', permission: READ, primary: true, onClick: (b) => navigate(`${PROFIT_PATHS.serial}?bill_no=${b.bill_no}`) }]}
      tabs={[
        {
          key: 'lines',
          label: '账单明细',
          render: (b) => <Table<Line> rowKey="key" size="small" pagination={false} columns={lineColumns} dataSource={b.lines} locale={{ emptyText: '本账单没有明细' }} />,
        },
      ]}
      back={PROFIT_PATHS.bills}
    />
  );
}

type Serial = CallReply<typeof partnerProfitBillSerial>['row'][number];

const serialColumns: Column<Serial>[] = [
  { key: 'record_no', title: '分账单号', width: 200, fixed: 'left' },
  { key: 'trade_no', title: '交易单号', width: 200 },
  { key: 'merchant_name', title: '分账方', width: 180, ellipsis: true },
  { key: 'receiver_name', title: '接收方', width: 180, ellipsis: true },
  { key: 'business', title: '业务类型', width: 110, value: (s) => businessName(s.business) },
  { key: 'rule_name', title: '分账规则', width: 140, ellipsis: true },
  { key: 'trade_amount', title: '交易金额', width: 120, value: (s) => yuan(s.trade_amount) },
  { key: 'ratio', title: '比例', width: 80, value: (s) => formatRatio(s.ratio) },
  { key: 'amount', title: '分润金额', width: 120, value: (s) => yuan(s.amount) },
  { key: 'state', title: '状态', width: 90, render: (s) => <Tag color={s.state === 1 ? 'success' : s.state === 0 ? 'processing' : 'error'}>{shardingRecordStateText(s.state)}</Tag> },
  { key: 'reason', title: '原因', width: 160, defaultHidden: true, value: (s) => s.reason || '-' },
  { key: 'finish_time', title: '分账时间', width: 170, value: (s) => (s.finish_time ? formatDateTime(s.finish_time) : '-') },
];

function SerialHeader({ query }: { query: Record<string, unknown> }) {
  const list = useQuery({ queryKey: listKey(partnerProfitBillSerial, query), queryFn: () => send(partnerProfitBillSerial, query as never, { silent: true }) });
  const b = list.data?.bill;
  return (
    <SharesSummary
      id="partner-profit-serial-summary"
      items={[
        { key: 'count', title: b ? `${b.bill_no} 笔数` : '笔数', value: b?.trade_count },
        { key: 'amount', title: '账单分润金额', value: b?.amount, money: true },
        { key: 'done', title: '已分账', value: b?.done, money: true },
        { key: 'pending', title: '待分账', value: b?.pending, money: true },
      ]}
    />
  );
}

const stateOptions = [1, 0, -1, -2].map((value) => ({ label: shardingRecordStateText(value), value }));

/** 分润账单流水 (?bill_no=): the bill's 分账记录, one per trade and receiver. */
export function ProfitBillSerialPage() {
  const [params] = useSearchParams();
  const billNo = params.get('bill_no') ?? '';
  const fixed = useMemo(() => ({ bill_no: billNo }), [billNo]);
  return (
    <ListPage
      id="partner-profit-serial"
      call={partnerProfitBillSerial}
      rowKey="id"
      fixedQuery={fixed}
      filters={[{ kind: 'select', key: 'state', label: '分账状态', options: stateOptions }]}
      columns={serialColumns}
      toolbar={({ query }) => <SerialHeader query={query} />}
    />
  );
}
