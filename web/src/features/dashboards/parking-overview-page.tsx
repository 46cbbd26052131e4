import { parkingAnalysisStatistics, parkingPayTypeText } from '@console/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Space, Typography } from 'antd';
import { send } from '../../lib/request';
import { ErrorPanel } from '../../shell/layout/error-panel';
import { Chart, RankList } from '../../widgets/chart';
import { StatisticCards, type StatisticItem } from '../../widgets/statistic-cards/statistic-cards';
import type { ReactNode } from 'react';
import { changeOf, PeriodPicker, pointLabel, usePeriod, yuan, type Period } from './period';

/**
 * Parking's 数据概览 / 数据统计 (last 30 days) and 数据看板 (today by the hour, refreshed every minute) for the partner
 * (/parking), the group (/group) and the merchant (/parking-merchant, /parking/merchant): `parking/parking/analysis/
 * statistics` over the trades the user reads. docs/decisions.md, "Data overviews and dashboards". `below` adds a page's own
 * cards under the charts over the same period (集团看板's members).
 */
export function ParkingAnalysis({ dashboard, showMerchant, below }: { dashboard: boolean; showMerchant: boolean; below?: (period: Period) => ReactNode }) {
  const fallback = dashboard ? 1 : 30;
  const [period, setPeriod] = usePeriod(fallback);
  const query = useQuery({
    queryKey: [parkingAnalysisStatistics.path, period],
    queryFn: () => send(parkingAnalysisStatistics, period, { silent: true }),
    placeholderData: keepPreviousData,
    refetchInterval: dashboard ? 60_000 : false,
  });
  if (query.error) return <ErrorPanel error={query.error} onRetry={() => void query.refetch()} />;
  const d = query.data;
  const loading = query.isLoading;
  const income = d ? d.totals.temp_paid + d.totals.monthly_amount : undefined;
  const previousIncome = d ? d.previous.temp_paid + d.previous.monthly_amount : undefined;
  const cards: StatisticItem[] = [
    { key: 'income', title: '停车收入', value: income, format: 'money', trend: changeOf(income, previousIncome) },
    { key: 'temp', title: '临停实收', value: d?.totals.temp_paid, format: 'money', suffix: d ? `· ${d.totals.temp_count} 笔` : undefined, trend: changeOf(d?.totals.temp_paid, d?.previous.temp_paid) },
    { key: 'monthly', title: '月卡收入', value: d?.totals.monthly_amount, format: 'money', suffix: d ? `· ${d.totals.monthly_count} 笔` : undefined, trend: changeOf(d?.totals.monthly_amount, d?.previous.monthly_amount) },
    { key: 'discount', title: '优惠抵扣', value: d?.totals.temp_discount, format: 'money' },
    { key: 'entries', title: '入场车次', value: d?.totals.entries, trend: changeOf(d?.totals.entries, d?.previous.entries) },
    { key: 'exits', title: '出场车次', value: d?.totals.exits, trend: changeOf(d?.totals.exits, d?.previous.exits) },
  ];
  const liveCards: StatisticItem[] = [
    { key: 'parks', title: '停车场', value: d?.live.parks, suffix: '个' },
    { key: 'spaces', title: '总车位', value: d?.live.total_space, suffix: '个' },
    { key: 'in-lot', title: '场内车辆', value: d?.live.in_lot, suffix: '辆' },
    {
      key: 'occupancy',
      title: '车位占用率',
      value: d && d.live.total_space ? Math.round((d.live.in_lot / d.live.total_space) * 1000) / 10 : null,
      suffix: '%',
    },
  ];
  const points = d?.points ?? [];
  const x = points.map((p) => pointLabel(p.x));
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="parking-analysis">
      <Card size="small">
        <PeriodPicker value={period} onChange={setPeriod} fallback={fallback} extra={dashboard && <Typography.Text type="secondary">每分钟自动刷新</Typography.Text>} />
      </Card>
      {dashboard && <StatisticCards data-testid="parking-live" items={liveCards} loading={loading} span={{ xs: 12, sm: 12, xl: 6 }} />}
      <StatisticCards data-testid="parking-cards" items={cards} loading={loading} span={{ xs: 12, sm: 8, xl: 4 }} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Card title={d?.unit === 'hour' ? '分时收入' : '每日收入'} loading={loading}>
            <Chart
              data-testid="parking-income"
              kind="stacked"
              x={x}
              series={[
                { name: '临停实收', values: points.map((p) => p.temp_paid), format: yuan },
                { name: '月卡收入', values: points.map((p) => p.monthly_amount), format: yuan },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <Card title="停车场排行（收入）" loading={loading}>
            <RankList data-testid="parking-rank" items={(d?.parks ?? []).map((p) => ({ key: p.park_code, label: showMerchant ? `${p.park_name}（${p.merchant_name}）` : p.park_name, value: p.temp_paid + p.monthly_amount }))} format={yuan} />
          </Card>
        </Col>
        <Col xs={24} xl={16}>
          <Card title="车流" loading={loading}>
            <Chart
              data-testid="parking-traffic"
              kind="line"
              x={x}
              series={[
                { name: '入场', values: points.map((p) => p.entries), format: (v) => `${v} 车次` },
                { name: '出场', values: points.map((p) => p.exits), format: (v) => `${v} 车次` },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <Card title="临停支付方式（实收）" loading={loading}>
            <RankList items={(d?.pay_types ?? []).map((p) => ({ key: String(p.pay_type), label: `${parkingPayTypeText(p.pay_type)} · ${p.count} 笔`, value: p.paid }))} format={yuan} />
          </Card>
        </Col>
      </Row>
      {below?.(period)}
    </Space>
  );
}

export default function ParkingOverviewPage() {
  return <ParkingAnalysis dashboard={false} showMerchant />;
}
export function ParkingDashboardPage() {
  return <ParkingAnalysis dashboard showMerchant />;
}
export function ParkingMerchantStatisticsPage() {
  return <ParkingAnalysis dashboard={false} showMerchant={false} />;
}
export function ParkingMerchantDashboardPage() {
  return <ParkingAnalysis dashboard showMerchant={false} />;
}
