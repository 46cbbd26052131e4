import {
  channelApplyStatusNames, channelCategoryNames, formatDateTime, formatMoney, payModeText, paymentChannelConfig, paymentChannelConfigList, settleChannelGet,
  settleChannelList, transferStateText,
} from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Segmented, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { ErrorPanel } from '../../../shell/layout/error-panel';
import { Chart } from '../../../widgets/chart';
import { yuan } from '../trades/shared';
import { CHANNEL_PATHS } from './paths';


const money = (fen: number) => `¥${formatMoney(fen)}`;
const categoryOptions = [{ value: 0, label: '全部' }, ...Object.entries(channelCategoryNames).map(([value, label]) => ({ value: Number(value), label }))];
const applyColors: Record<number, string> = { 1: 'processing', 2: 'processing', 3: 'error', 4: 'warning', 5: 'success', [-1]: 'error' };

/** 支付通道: the platform's channels with the customers' 进件 on each and the last 30 days' trades they carried. */
export default function PaymentChannelListPage() {
  const [category, setCategory] = useState(0);
  const query = category ? { category_id: category } : {};
  const list = useQuery({ queryKey: [paymentChannelConfigList.path, query], queryFn: () => send(paymentChannelConfigList, query, { silent: true }) });
  return (
    <Card title="支付通道" extra={<Segmented aria-label="通道类型" options={categoryOptions} value={category} onChange={(v) => setCategory(Number(v))} />}>
      {list.error ? (
        <ErrorPanel error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Table
          data-testid="table-payment-channel"
          rowKey="code"
          loading={list.isPending}
          pagination={false}
          scroll={{ x: 1000 }}
          dataSource={list.data?.row ?? []}
          locale={{ emptyText: '暂无支付通道' }}
          columns={[
            { title: '通道', dataIndex: 'name', width: 170, render: (name: string, r) => <Link to={`${CHANNEL_PATHS.paymentDetail}?code=${r.code}`}>{name}</Link> },
            { title: '类型', dataIndex: 'category_id', width: 150, render: (v: number) => channelCategoryNames[v] ?? v },
            { title: '支持的支付方式', dataIndex: 'pay_modes', width: 260, render: (modes: number[]) => <Space size={[0, 4]} wrap>{modes.map((m) => <Tag key={m}>{payModeText(m)}</Tag>)}</Space> },
            { title: '已开通商户', dataIndex: 'opened', width: 100, align: 'right' },
            { title: '进件中', dataIndex: 'applying', width: 80, align: 'right' },
            { title: '驳回/异常', dataIndex: 'refused', width: 90, align: 'right' },
            { title: '近 30 天笔数', dataIndex: 'trade_count', width: 110, align: 'right' },
            { title: '近 30 天金额', dataIndex: 'trade_amount', width: 130, align: 'right', render: (v: number) => yuan(v) },
          ]}
        />
      )}
    </Card>
  );
}

/** 支付通道详情 (`?code=`): the channel, the customers' 进件 on it and its last 30 days. */
export function PaymentChannelDetailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const code = params.get('code') ?? '';
  const detail = useQuery({ queryKey: [paymentChannelConfig.path, code], queryFn: () => send(paymentChannelConfig, { code }, { silent: true }), enabled: !!code });
  const back = <Button onClick={() => navigate(CHANNEL_PATHS.payment)}>返回</Button>;
  if (!code) return <Card title="支付通道详情" extra={back}><Typography.Text type="secondary">缺少通道编码</Typography.Text></Card>;
  if (detail.isPending) return <Card title="支付通道详情"><Skeleton active /></Card>;
  if (detail.error) return <Card title="支付通道详情" extra={back}><ErrorPanel error={detail.error} onRetry={() => void detail.refetch()} /></Card>;
  const { channel: c, applications, days } = detail.data;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card title={c.name} extra={back}>
        <Descriptions
          bordered
          size="small"
          column={{ xs: 1, sm: 2, lg: 3 }}
          items={[
            { key: 'code', label: '通道编码', children: c.code },
            { key: 'category', label: '通道类型', children: channelCategoryNames[c.category_id] ?? c.category_id },
            { key: 'modes', label: '支持的支付方式', children: c.pay_modes.map(payModeText).join('、') || '-' },
            { key: 'opened', label: '已开通商户', children: `${c.opened} 家` },
            { key: 'applying', label: '进件中', children: `${c.applying} 家` },
            { key: 'sum', label: '近 30 天', children: `${c.trade_count} 笔，${yuan(c.trade_amount)}，手续费 ${yuan(c.fee)}` },
          ]}
        />
      </Card>
      <Card title="近 30 天每日交易">
        <Chart
          data-testid="channel-chart"
          kind="bar"
          title="近 30 天每日交易金额"
          x={days.map((d) => d.date.slice(5))}
          series={[{ name: '交易金额', values: days.map((d) => d.trade_amount), format: money }, { name: '笔数', values: days.map((d) => d.trade_count), axis: 'right', format: (v) => `${v} 笔` }]}
        />
      </Card>
      <Card title="进件商户">
        <Table
          rowKey="apply_no"
          size="small"
          pagination={false}
          dataSource={applications}
          locale={{ emptyText: '名下商户尚未申请此通道' }}
          columns={[
            { title: '进件编号', dataIndex: 'apply_no', width: 180, render: (no: string) => <Link to={`/payment/channel/apply/detail?apply_no=${no}`}>{no}</Link> },
            { title: '商户', dataIndex: 'merchant_name', width: 200, render: (name: string, r) => `${name}（${r.merchant}）` },
            { title: '状态', dataIndex: 'status', width: 110, render: (s: number) => <Tag color={applyColors[s]}>{channelApplyStatusNames[s] ?? s}</Tag> },
            { title: '更新时间', dataIndex: 'update_time', width: 170, render: (v: string) => formatDateTime(v) },
          ]}
        />
      </Card>
    </Space>
  );
}

/** 结算通道: the banks the customers' approved withdrawal accounts are at, with the withdrawals paid through each. */
export function SettleChannelListPage() {
  const list = useQuery({ queryKey: [settleChannelList.path], queryFn: () => send(settleChannelList, {}, { silent: true }) });
  return (
    <Card title="结算通道">
      {list.error ? (
        <ErrorPanel error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Table
          data-testid="table-settle-channel"
          rowKey="bank"
          loading={list.isPending}
          pagination={false}
          scroll={{ x: 800 }}
          dataSource={list.data?.row ?? []}
          locale={{ emptyText: '名下商户尚无生效的提现账户' }}
          columns={[
            { title: '结算银行', dataIndex: 'bank_name', width: 180, render: (name: string, r) => <Link to={`${CHANNEL_PATHS.settleDetail}?bank=${r.bank}`}>{name}</Link> },
            { title: '结算商户', dataIndex: 'merchants', width: 100, align: 'right' },
            { title: '近 30 天到账', dataIndex: 'paid_count', width: 200, align: 'right', render: (n: number, r) => `${n} 笔 · ${yuan(r.paid_amount)}` },
            { title: '提现中', dataIndex: 'paying_count', width: 200, align: 'right', render: (n: number, r) => `${n} 笔 · ${yuan(r.paying_amount)}` },
          ]}
        />
      )}
    </Card>
  );
}

/** 结算通道详情 (`?bank=`): the accounts at that bank (masked) and its latest withdrawals. */
export function SettleChannelDetailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const bank = params.get('bank') ?? '';
  const detail = useQuery({ queryKey: [settleChannelGet.path, bank], queryFn: () => send(settleChannelGet, { bank }, { silent: true }), enabled: bank.length >= 2 });
  const back = <Button onClick={() => navigate(CHANNEL_PATHS.settle)}>返回</Button>;
  if (bank.length < 2) return <Card title="结算通道详情" extra={back}><Typography.Text type="secondary">缺少银行编码</Typography.Text></Card>;
  if (detail.isPending) return <Card title="结算通道详情"><Skeleton active /></Card>;
  if (detail.error) return <Card title="结算通道详情" extra={back}><ErrorPanel error={detail.error} onRetry={() => void detail.refetch()} /></Card>;
  const { channel: c, accounts, transfers } = detail.data;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card title={c.bank_name} extra={back}>
        <Descriptions
          bordered
          size="small"
          column={{ xs: 1, sm: 3 }}
          items={[
            { key: 'merchants', label: '结算商户', children: `${c.merchants} 家` },
            { key: 'paid', label: '近 30 天到账', children: `${c.paid_count} 笔，${yuan(c.paid_amount)}` },
            { key: 'paying', label: '提现中', children: `${c.paying_count} 笔，${yuan(c.paying_amount)}` },
          ]}
        />
      </Card>
      <Card title="结算账户">
        <Table
          rowKey="merchant"
          size="small"
          pagination={false}
          dataSource={accounts}
          columns={[
            { title: '商户', dataIndex: 'merchant_name', width: 200, render: (name: string, r) => `${name}（${r.merchant}）` },
            { title: '户名', dataIndex: 'account_name', width: 180 },
            { title: '账号', dataIndex: 'account_no', width: 200 },
            { title: '开户支行', dataIndex: 'branch_name', width: 200 },
            { title: '生效时间', dataIndex: 'approve_time', width: 170, render: (v: string) => formatDateTime(v) },
          ]}
        />
      </Card>
      <Card title="近期提现">
        <Table
          rowKey="transfer_no"
          size="small"
          pagination={false}
          dataSource={transfers}
          locale={{ emptyText: '暂无提现' }}
          columns={[
            { title: '提现单号', dataIndex: 'transfer_no', width: 190, render: (no: string) => <Link to={`/transfer/detail?transfer_no=${no}`}>{no}</Link> },
            { title: '商户', dataIndex: 'merchant_name', width: 180 },
            { title: '金额', dataIndex: 'amount', width: 120, align: 'right', render: (v: number) => yuan(v) },
            { title: '状态', dataIndex: 'state', width: 100, render: (s: number) => transferStateText(s) },
            { title: '申请时间', dataIndex: 'create_time', width: 170, render: (v: string) => formatDateTime(v) },
          ]}
        />
      </Card>
    </Space>
  );
}
