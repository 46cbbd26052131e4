import { energyAnalysisStatistics, energyAnalysisTrend, startTypes } from '@console/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Space, Typography } from 'antd';
import { useLocation } from 'react-router';
import { send } from '../../lib/request';
import { ErrorPanel } from '../../shell/layout/error-panel';
import { useSession } from '../../shell/session/store';
import { Chart, RankList } from '../../widgets/chart';
import { StatisticCards, type StatisticItem } from '../../widgets/statistic-cards/statistic-cards';
import { energyPaths, energyPermission, platformOf } from '../energy/paths';
import { changeOf, kwh, PeriodPicker, pointLabel, usePeriod, yuan } from './period';

/**
 * 数据概览 (last 30 days) and 数据看板 (today by the hour, refreshed every minute, with the stations' state now) of the
 * three energy platforms (/energy, /group/energy, /energy/merchant): `energy/analysis/trend` over the orders the user
 * reads. docs/decisions.md, "Data overviews and dashboards".
 */
function EnergyAnalysis({ dashboard }: { dashboard: boolean }) {
  const { pathname } = useLocation();
  const permissions = useSession((s) => s.permissions);
  const platform = platformOf(pathname, permissions);
  const paths = energyPaths[platform];
  const fallback = dashboard ? 1 : 30;
  const [period, setPeriod] = usePeriod(fallback);
  const trend = useQuery({
    queryKey: [energyAnalysisTrend.path, period],
    queryFn: () => send(energyAnalysisTrend, period, { silent: true }),
    placeholderData: keepPreviousData,
    refetchInterval: dashboard ? 60_000 : false,
  });
  const assets = useQuery({
    queryKey: [energyAnalysisStatistics.path],
    queryFn: () => send(energyAnalysisStatistics, {}, { silent: true }),
    enabled: dashboard && permissions.has(energyPermission(platform, 'station', 'list')),
    refetchInterval: 60_000,
  });
  if (trend.error) return <ErrorPanel error={trend.error} onRetry={() => void trend.refetch()} />;
  const d = trend.data;
  const loading = trend.isLoading;
  const chargingList = `${paths.chargingList}?${new URLSearchParams({ ...period })}`;
  const cards: StatisticItem[] = [
    { key: 'amount', title: '订单金额', value: d?.totals.total_amount, format: 'money', trend: changeOf(d?.totals.total_amount, d?.previous.total_amount), to: chargingList },
    { key: 'count', title: '充电订单', value: d?.totals.count, suffix: '笔', trend: changeOf(d?.totals.count, d?.previous.count), to: chargingList },
    { key: 'energy', title: '充电量', value: d?.totals.energy_wh, format: (v) => kwh(Number(v)), trend: changeOf(d?.totals.energy_wh, d?.previous.energy_wh) },
    { key: 'elec', title: '电费', value: d?.totals.elec_amount, format: 'money' },
    { key: 'service', title: '服务费', value: d?.totals.service_amount, format: 'money' },
    { key: 'charging', title: '充电中', value: d?.totals.charging, suffix: '笔', to: `${paths.chargingList}?state=1` },
  ];
  const a = assets.data;
  const assetCards: StatisticItem[] = [
    { key: 'stations', title: '电站', value: a?.stations.total, suffix: a ? `座 · 启用 ${a.stations.enabled}` : undefined, to: paths.stationList },
    { key: 'devices', title: '在线设备', value: a?.devices.online, suffix: a ? `/ ${a.devices.total} 台` : undefined, to: `${paths.deviceList}?online=1` },
    { key: 'ports-charging', title: '充电中端口', value: a?.ports.charging, suffix: a ? `/ ${a.ports.total} 个` : undefined, to: `${paths.portList}?state=3` },
    { key: 'ports-idle', title: '空闲端口', value: a?.ports.idle, to: `${paths.portList}?state=1` },
    { key: 'ports-fault', title: '故障端口', value: a?.ports.fault, to: `${paths.portList}?state=4` },
    { key: 'ports-offline', title: '离线端口', value: a?.ports.offline, to: `${paths.portList}?state=0` },
  ];
  const x = (d?.points ?? []).map((p) => pointLabel(p.x));
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="energy-analysis">
      <Card size="small">
        <PeriodPicker value={period} onChange={setPeriod} fallback={fallback} extra={dashboard && <Typography.Text type="secondary">每分钟自动刷新</Typography.Text>} />
      </Card>
      {dashboard && permissions.has(energyPermission(platform, 'station', 'list')) && (
        <StatisticCards data-testid="energy-assets" items={assetCards} loading={assets.isLoading} span={{ xs: 12, sm: 8, xl: 4 }} />
      )}
      <StatisticCards data-testid="energy-cards" items={cards} loading={loading} span={{ xs: 12, sm: 8, xl: 4 }} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Card title={d?.unit === 'hour' ? '分时趋势' : '每日趋势'} loading={loading}>
            <Chart
              data-testid="energy-trend"
              kind="line"
              title="订单金额与订单数"
              x={x}
              series={[
                { name: '订单金额', values: (d?.points ?? []).map((p) => p.total_amount), format: yuan },
                { name: '订单数', values: (d?.points ?? []).map((p) => p.count), axis: 'right', format: (v) => `${v} 笔` },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <Card title="电站排行（订单金额）" loading={loading}>
            <RankList data-testid="energy-rank" items={(d?.stations ?? []).map((s) => ({ key: s.station_code, label: platform === 'merchant' ? s.name : `${s.name}（${s.merchant_name}）`, value: s.total_amount }))} format={yuan} />
          </Card>
        </Col>
        <Col xs={24} xl={16}>
          <Card title="电费与服务费" loading={loading}>
            <Chart
              data-testid="energy-fees"
              kind="stacked"
              x={x}
              series={[
                { name: '电费', values: (d?.points ?? []).map((p) => p.elec_amount), format: yuan },
                { name: '服务费', values: (d?.points ?? []).map((p) => p.service_amount), format: yuan },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <Card title="启动方式（订单数）" loading={loading}>
            <RankList items={(d?.start_types ?? []).map((s) => ({ key: String(s.start_type), label: startTypes[s.start_type as keyof typeof startTypes] ?? `其他（${s.start_type}）`, value: s.count }))} format={(v) => `${v} 笔`} />
          </Card>
        </Col>
      </Row>
    </Space>
  );
}

export default function EnergyOverviewPage() {
  return <EnergyAnalysis dashboard={false} />;
}

export function EnergyDashboardPage() {
  return <EnergyAnalysis dashboard />;
}
