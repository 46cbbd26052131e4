import { walletCarrierInfo } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Empty, Row, Skeleton, Table, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { send } from '../../lib/request';
import { ErrorPanel } from '../../shell/layout/error-panel';
import { StatisticCards, type StatisticItem } from '../../widgets/statistic-cards/statistic-cards';
import { BalanceText, walletDetail, WALLET_PATHS, yuan, type Wallet } from './shared';

/** A bar per day of one figure, scaled to the largest day (no chart library: the page stays a small chunk). */
function DayBars({ days, pick, colour }: { days: { date: string; recharge: number; payment: number; refund: number }[]; pick: 'recharge' | 'payment' | 'refund'; colour: string }) {
  const max = Math.max(1, ...days.map((d) => d[pick]));
  return (
    <div style={{ display: 'flex', alignItems: 'flex-end', gap: 2, height: 80 }} role="img" aria-label={`近 30 天每日${pick === 'recharge' ? '充值' : pick === 'payment' ? '支付' : '退款'}`}>
      {days.map((d) => (
        <div key={d.date} title={`${d.date}：${yuan(d[pick])}`} style={{ flex: 1, minWidth: 2, height: `${Math.max(2, (d[pick] / max) * 100)}%`, background: d[pick] ? colour : '#f0f0f0', borderRadius: 2 }} />
      ))}
    </div>
  );
}

/** 运营方钱包概况 (/wallet/carrier/info): the carrier's wallets and their money over the last 30 days. */
export default function CarrierInfoPage() {
  const navigate = useNavigate();
  const info = useQuery({ queryKey: [walletCarrierInfo.path], queryFn: () => send(walletCarrierInfo, undefined, { silent: true }) });
  if (info.isPending) return <Skeleton active paragraph={{ rows: 8 }} style={{ background: '#fff', padding: 24, borderRadius: 8 }} />;
  if (info.error) return <ErrorPanel error={info.error} onRetry={() => void info.refetch()} />;
  const d = info.data;
  const items: StatisticItem[] = [
    { key: 'wallets', title: '钱包数（正常）', value: `${d.wallets}（${d.enabled}）`, to: WALLET_PATHS.list },
    { key: 'balance', title: '余额合计（沉淀资金）', value: d.balance, format: 'money' },
    { key: 'recharged', title: '近 30 天充值', value: d.recharged, format: 'money', to: WALLET_PATHS.recharge },
    { key: 'paid', title: '近 30 天支付', value: d.paid, format: 'money', to: WALLET_PATHS.payment },
    { key: 'refunded', title: '近 30 天退款', value: d.refunded, format: 'money', to: WALLET_PATHS.refund },
  ];
  const walletColumns = [
    { key: 'merchant', title: '钱包商户', render: (_: unknown, w: Wallet) => <a onClick={() => navigate(walletDetail(w.id))}>{w.merchant_name}</a> },
    { key: 'wallet_no', title: '钱包编号', dataIndex: 'wallet_no', width: 150 },
    { key: 'balance', title: '余额', width: 200, render: (_: unknown, w: Wallet) => <BalanceText wallet={w} /> },
    { key: 'alert', title: '预警线', width: 120, render: (_: unknown, w: Wallet) => (w.alert_balance ? yuan(w.alert_balance) : '不预警') },
  ];
  return (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Card title={`${d.carrier_name} · 钱包运营概况`} size="small">
        <StatisticCards data-testid="carrier-statistics" items={items} span={{ xs: 24, sm: 12, lg: 8, xl: 4 }} />
      </Card>
      <Card title="近 30 天每日金额" size="small">
        <Row gutter={[24, 16]}>
          {([['recharge', '充值', '#1677ff'], ['payment', '支付', '#fa8c16'], ['refund', '退款', '#722ed1']] as const).map(([key, label, colour]) => (
            <Col key={key} xs={24} lg={8}>
              <Typography.Text type="secondary">{label}</Typography.Text>
              <DayBars days={d.days} pick={key} colour={colour} />
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {d.days[0]?.date} — {d.days.at(-1)?.date}
              </Typography.Text>
            </Col>
          ))}
        </Row>
      </Card>
      <Row gutter={16}>
        <Col xs={24} xl={12}>
          <Card title="余额最多的钱包" size="small">
            <Table size="small" rowKey="id" pagination={false} dataSource={d.top} columns={walletColumns} scroll={{ x: 560 }} locale={{ emptyText: <Empty description="还没有钱包" /> }} />
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card title="低于预警线的钱包" size="small">
            <Table size="small" rowKey="id" pagination={false} dataSource={d.low} columns={walletColumns} scroll={{ x: 560 }} locale={{ emptyText: <Empty description="没有余额不足的钱包" /> }} />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
