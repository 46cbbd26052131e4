import { energyAnalysisStatistics, energyAnalysisTrend, parkingAnalysisStatistics } from '@console/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, Col, Empty, Row, Space } from 'antd';
import { send } from '../../lib/request';
import { ErrorPanel } from '../../shell/layout/error-panel';
import { useSession } from '../../shell/session/store';
import { Chart } from '../../widgets/chart';
import { StatisticCards, type StatisticItem } from '../../widgets/statistic-cards/statistic-cards';
import { energyPaths } from '../energy/paths';
import { changeOf, kwh, PeriodPicker, pointLabel, usePeriod, yuan } from './period';

/** What each half needs: the group's charging orders and stations, its members' parking trades. */
export const GROUP_ENERGY_ORDERS = 'energy:group:order:list';
export const GROUP_ENERGY_STATIONS = 'energy:group:station:list';
export const GROUP_PARKING_TRADES = 'parking:group:trade:list';

/**
 * 停车充电综合首页 (/group/parking/energy/index): a group's parking and charging side by side over one period — income,
 * orders and traffic of each, the assets now, and both incomes day by day (or hour by hour) on one chart. The figures
 * are the two overviews' calls (`energy/analysis/trend` and `…/statistics`, `parking/parking/analysis/statistics`) over
 * the group's members; a half the user may not read is left out. docs/decisions.md, "Energy station detail: the rest".
 */
export default function GroupParkingEnergyPage() {
  const permissions = useSession((s) => s.permissions);
  const readsEnergy = permissions.has(GROUP_ENERGY_ORDERS);
  const readsStations = permissions.has(GROUP_ENERGY_STATIONS);
  const readsParking = permissions.has(GROUP_PARKING_TRADES);
  const [period, setPeriod] = usePeriod(30);
  const energy = useQuery({
    queryKey: [energyAnalysisTrend.path, period],
    queryFn: () => send(energyAnalysisTrend, period, { silent: true }),
    placeholderData: keepPreviousData,
    enabled: readsEnergy,
  });
  const assets = useQuery({ queryKey: [energyAnalysisStatistics.path], queryFn: () => send(energyAnalysisStatistics, {}, { silent: true }), enabled: readsStations });
  const parking = useQuery({
    queryKey: [parkingAnalysisStatistics.path, period],
    queryFn: () => send(parkingAnalysisStatistics, period, { silent: true }),
    placeholderData: keepPreviousData,
    enabled: readsParking,
  });
  const failed = energy.error ?? parking.error;
  if (failed) {
    return (
      <ErrorPanel
        error={failed}
        onRetry={() => {
          void energy.refetch();
          void parking.refetch();
        }}
      />
    );
  }
  const e = energy.data;
  const p = parking.data;
  const a = assets.data;
  const parkingIncome = (f?: { temp_paid: number; monthly_amount: number }) => (f ? f.temp_paid + f.monthly_amount : undefined);
  const chargingList = `${energyPaths.group.chargingList}?${new URLSearchParams({ ...period })}`;
  const totalIncome = readsEnergy && readsParking && e && p ? e.totals.total_amount + parkingIncome(p.totals)! : undefined;
  const previousTotal = readsEnergy && readsParking && e && p ? e.previous.total_amount + parkingIncome(p.previous)! : undefined;
  const summary: StatisticItem[] = [
    ...(readsEnergy && readsParking ? [{ key: 'income', title: '综合收入', value: totalIncome, format: 'money' as const, trend: changeOf(totalIncome, previousTotal) }] : []),
    ...(readsEnergy
      ? [
          { key: 'energy-amount', title: '充电收入', value: e?.totals.total_amount, format: 'money' as const, trend: changeOf(e?.totals.total_amount, e?.previous.total_amount), to: chargingList },
          { key: 'energy-count', title: '充电订单', value: e?.totals.count, suffix: '笔', trend: changeOf(e?.totals.count, e?.previous.count) },
          { key: 'energy-wh', title: '充电量', value: e?.totals.energy_wh, format: (v: unknown) => kwh(Number(v)), trend: changeOf(e?.totals.energy_wh, e?.previous.energy_wh) },
        ]
      : []),
    ...(readsParking
      ? [
          { key: 'parking-income', title: '停车收入', value: parkingIncome(p?.totals), format: 'money' as const, trend: changeOf(parkingIncome(p?.totals), parkingIncome(p?.previous)) },
          { key: 'parking-entries', title: '入场车次', value: p?.totals.entries, trend: changeOf(p?.totals.entries, p?.previous.entries) },
        ]
      : []),
  ];
  const live: StatisticItem[] = [
    ...(readsStations
      ? [
          { key: 'stations', title: '电站', value: a?.stations.total, suffix: a ? `座 · 启用 ${a.stations.enabled}` : undefined, to: energyPaths.group.stationList },
          { key: 'devices', title: '在线充电桩', value: a?.devices.online, suffix: a ? `/ ${a.devices.total} 台` : undefined, to: `${energyPaths.group.deviceList}?online=1` },
          { key: 'ports', title: '充电中端口', value: a?.ports.charging, suffix: a ? `/ ${a.ports.total} 个` : undefined },
        ]
      : []),
    ...(readsParking
      ? [
          { key: 'parks', title: '停车场', value: p?.live.parks, suffix: '个' },
          { key: 'in-lot', title: '场内车辆', value: p?.live.in_lot, suffix: p ? `/ ${p.live.total_space} 车位` : undefined },
        ]
      : []),
  ];
  // Both answer the same period in the same buckets: the x of whichever is there.
  const points = (e?.points ?? p?.points ?? []) as { x: string }[];
  const x = points.map((pt) => pointLabel(pt.x));
  const series = [
    ...(readsEnergy ? [{ name: '充电收入', values: (e?.points ?? []).map((pt) => pt.total_amount), format: yuan }] : []),
    ...(readsParking ? [{ name: '停车收入', values: (p?.points ?? []).map((pt) => pt.temp_paid + pt.monthly_amount), format: yuan }] : []),
  ];
  const loading = (readsEnergy && energy.isLoading) || (readsParking && parking.isLoading);
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="group-parking-energy">
      <Card size="small">
        <PeriodPicker value={period} onChange={setPeriod} fallback={30} />
      </Card>
      <StatisticCards data-testid="group-combined-cards" items={summary} loading={loading} span={{ xs: 12, sm: 8, xl: 4 }} />
      {live.length > 0 && <StatisticCards data-testid="group-combined-live" items={live} loading={(readsStations && assets.isLoading) || (readsParking && parking.isLoading)} span={{ xs: 12, sm: 8, xl: 4 }} />}
      <Row gutter={[16, 16]}>
        <Col span={24}>
          <Card title={(e ?? p)?.unit === 'hour' ? '分时收入（停车与充电）' : '每日收入（停车与充电）'} loading={loading}>
            {series.length ? <Chart data-testid="group-combined-trend" kind="line" title="停车与充电收入" x={x} series={series} /> : <Empty description="暂无数据" />}
          </Card>
        </Col>
      </Row>
    </Space>
  );
}
