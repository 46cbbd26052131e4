import { adBillStatusNames, advertiserBaseInfo, advertiserBillList, advertiserDepositList, advertiserSerialList, depositMethodNames, formatDateTime, fundFlowTypeNames, type CallReply } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Space, Tag, Typography } from 'antd';
import { send } from '../../lib/request';
import { ListPage } from '../../widgets/resource/list-page';
import type { Column, FilterField } from '../../widgets/resource/types';
import { StatisticCards, type StatisticItem } from '../../widgets/statistic-cards/statistic-cards';
import { flowColumns } from '../adverting/advertiser/advertiser-detail-page';
import { depositMethodOptions, flowTypeOptions, yuan } from '../adverting/advertiser/shared';

type Flow = CallReply<typeof advertiserDepositList>['row'][number];
type Bill = CallReply<typeof advertiserBillList>['row'][number];
const range: FilterField = { kind: 'dateRange', key: 'time', label: '时间', keys: ['start_date', 'end_date'] };

/** The balance and totals above the money lists (基础信息's figures). */
function BalanceCards() {
  const info = useQuery({ queryKey: [advertiserBaseInfo.path], queryFn: () => send(advertiserBaseInfo, {}, { silent: true }) });
  const a = info.data;
  const items: StatisticItem[] = [
    { key: 'balance', title: '预存款余额', value: a?.balance, format: 'money' },
    { key: 'recharge', title: '累计充值', value: a?.recharge_total, format: 'money' },
    { key: 'spend', title: '累计消耗', value: a?.spend_total, format: 'money' },
  ];
  return <StatisticCards data-testid="advertiser-balance" items={items} loading={info.isLoading} span={{ xs: 24, sm: 8 }} />;
}

const depositColumns: Column<Flow>[] = [
  { key: 'create_time', title: '入账时间', width: 170, value: (r) => formatDateTime(r.create_time) },
  { key: 'amount', title: '充值金额', width: 140, render: (r) => <Typography.Text type="success">{yuan(r.amount)}</Typography.Text> },
  { key: 'balance_after', title: '入账后余额', width: 140, value: (r) => yuan(r.balance_after) },
  { key: 'method', title: '入账方式', width: 100, value: (r) => depositMethodNames[r.method] ?? '-' },
  { key: 'serial_no', title: '付款流水号', width: 220, value: (r) => r.serial_no || '-' },
  { key: 'voucher', title: '凭证', width: 80, render: (r) => (r.voucher ? <Typography.Link href={r.voucher} target="_blank" rel="noreferrer">查看</Typography.Link> : '-') },
  { key: 'operator', title: '入账人', width: 100, value: (r) => r.operator || '-' },
  { key: 'remark', title: '备注', width: 180, ellipsis: true, value: (r) => r.remark || '-' },
];

/** 预存款管理: the balance and the recharges the partner booked (the advertiser pays its partner; the partner books it). */
export function DepositPage() {
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <BalanceCards />
      <ListPage
        id="advertiser-deposit"
        call={advertiserDepositList}
        rowKey="id"
        filters={[{ kind: 'select', key: 'method', label: '入账方式', options: depositMethodOptions }, range]}
        columns={depositColumns}
        toolbar={() => <Typography.Text type="secondary">充值请向您的广告服务商付款，款项到账后由服务商入账</Typography.Text>}
      />
    </Space>
  );
}

const billColumns: Column<Bill>[] = [
  { key: 'bill_date', title: '账单日期', width: 120, fixed: 'left', value: (r) => r.bill_date },
  { key: 'bill_no', title: '账单号', width: 190, value: (r) => r.bill_no },
  { key: 'shows', title: '展示次数', width: 120, value: (r) => r.shows.toLocaleString('zh-CN') },
  { key: 'clicks', title: '点击次数', width: 110, value: (r) => r.clicks.toLocaleString('zh-CN') },
  { key: 'ctr', title: '点击率', width: 90, value: (r) => (r.shows ? `${((r.clicks / r.shows) * 100).toFixed(2)}%` : '-') },
  { key: 'amount', title: '消耗金额', width: 130, value: (r) => yuan(r.amount) },
  { key: 'status', title: '状态', width: 90, render: (r) => <Tag color={r.status === 1 ? 'success' : 'warning'}>{adBillStatusNames[r.status] ?? r.status}</Tag> },
  { key: 'create_time', title: '生成时间', width: 170, value: (r) => formatDateTime(r.create_time) },
];

/** 账单列表: one bill a day (shows, clicks, what they cost), deducted from the balance the next night. */
export function BillListPage() {
  return (
    <ListPage
      id="advertiser-bill"
      call={advertiserBillList}
      rowKey="id"
      filters={[{ kind: 'select', key: 'status', label: '状态', options: Object.entries(adBillStatusNames).map(([value, label]) => ({ label, value: Number(value) })) }, { ...range, label: '账单日期' }]}
      columns={billColumns}
    />
  );
}

/** 账单流水: every change of the balance — 充值, 广告消耗 (a day's bill), 调账 — with the balance after it. */
export function BillSerialPage() {
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <BalanceCards />
      <ListPage
        id="advertiser-serial"
        call={advertiserSerialList}
        rowKey="id"
        filters={[{ kind: 'select', key: 'type', label: '类型', options: flowTypeOptions }, range]}
        columns={flowColumns.filter((c) => c.key !== 'operator').map((c) => (c.key === 'type' ? { ...c, value: (r: Flow) => fundFlowTypeNames[r.type] ?? r.type } : c))}
      />
    </Space>
  );
}
