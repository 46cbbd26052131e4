import { advertiserStatistics } from '@console/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, Space } from 'antd';
import { send } from '../../lib/request';
import { ErrorPanel } from '../../shell/layout/error-panel';
import { StatisticCards, type StatisticItem } from '../../widgets/statistic-cards/statistic-cards';
import { changeOf, PeriodPicker, pointLabel, usePeriod, yuan } from '../dashboards/period';
import { ctrText, DailyMoneyAndTraffic } from '../dashboards/traffic';
import { BILL_LIST, DEPOSIT } from './paths';

/** 数据统计: the period's shows, clicks, spend (from the daily bills) and recharges, by day, against the previous period. */
export default function StatisticsPage() {
  const [period, setPeriod] = usePeriod(30);
  const query = useQuery({
    queryKey: [advertiserStatistics.path, period],
    queryFn: () => send(advertiserStatistics, period, { silent: true }),
    placeholderData: keepPreviousData,
  });
  if (query.error) return <ErrorPanel error={query.error} onRetry={() => void query.refetch()} />;
  const d = query.data;
  const billList = `${BILL_LIST}?${new URLSearchParams({ ...period })}`;
  const cards: StatisticItem[] = [
    { key: 'spend', title: '消耗', value: d?.totals.spend, format: 'money', trend: changeOf(d?.totals.spend, d?.previous.spend), to: billList },
    { key: 'shows', title: '展示次数', value: d?.totals.shows, trend: changeOf(d?.totals.shows, d?.previous.shows) },
    { key: 'clicks', title: '点击次数', value: d?.totals.clicks, trend: changeOf(d?.totals.clicks, d?.previous.clicks) },
    { key: 'ctr', title: '点击率', value: d ? ctrText(d.totals.clicks, d.totals.shows) : undefined },
    { key: 'cpm', title: '平均千次展示成本', value: d && d.totals.shows ? Math.round((d.totals.spend * 1000) / d.totals.shows) : undefined, format: 'money' },
    { key: 'balance', title: '预存款余额', value: d?.balance, format: 'money', to: DEPOSIT },
  ];
  const points = d?.points ?? [];
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="advertiser-statistics">
      <Card size="small">
        <PeriodPicker value={period} onChange={setPeriod} fallback={30} />
      </Card>
      <StatisticCards data-testid="advertiser-cards" items={cards} loading={query.isLoading} span={{ xs: 12, sm: 8, xl: 4 }} />
      <DailyMoneyAndTraffic
        x={points.map((p) => pointLabel(p.x))}
        money={{ title: '每日消耗', name: '消耗', values: points.map((p) => p.spend) }}
        shows={points.map((p) => p.shows)}
        clicks={points.map((p) => p.clicks)}
        testIds={['advertiser-spend-chart', 'advertiser-traffic-chart']}
      />
      {d && <Card size="small">本期充值 {yuan(d.totals.recharge)} · 有消耗的天数 {d.totals.days} 天</Card>}
    </Space>
  );
}
