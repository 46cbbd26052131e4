import { energyAnalysisStatistics } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Typography } from 'antd';
import { send } from '../../lib/request';
import { HomePage } from '../home/home-page';
import { StatisticCards, type StatisticItem } from '../../widgets/statistic-cards/statistic-cards';
import { energyPaths, energyPermission } from './paths';

const paths = energyPaths.merchant;
const stationCodes = [energyPermission('merchant', 'station', 'list')];
const deviceCodes = [energyPermission('merchant', 'device', 'list')];
const portCodes = [energyPermission('merchant', 'port', 'list')];
const alarmCodes = [energyPermission('merchant', 'alarm', 'basic')];

/**
 * `/energy/merchant`, the energy merchant's home (document 1 §2: where its logo leads): the home's cards (messages,
 * announcements, to-dos) and 充电概况 — its stations, chargers online, connectors by state and the alarms waiting
 * (the to-do's period), each opening the list behind it. Counted by `energy/analysis/statistics`.
 */
export default function EnergyHomePage() {
  const statistics = useQuery({ queryKey: [energyAnalysisStatistics.path], queryFn: () => send(energyAnalysisStatistics, {}) });
  const s = statistics.data;
  const loading = statistics.isLoading;
  const pending = s ? `${paths.consoleAlarm}?${new URLSearchParams({ process: '0', start_time: s.alarms.start_time, end_time: s.alarms.end_time })}` : paths.consoleAlarm;
  const cards: StatisticItem[] = [
    { key: 'stations', title: '电站', value: s?.stations.total, suffix: s ? `座 · 启用 ${s.stations.enabled}` : undefined, loading, to: paths.stationList, permission: stationCodes },
    { key: 'devices', title: '在线设备', value: s?.devices.online, suffix: s ? `/ ${s.devices.total} 台` : undefined, loading, to: `${paths.deviceList}?online=1`, permission: deviceCodes },
    { key: 'charging', title: '充电中端口', value: s?.ports.charging, suffix: s ? `/ ${s.ports.total} 个` : undefined, loading, to: `${paths.portList}?state=3`, permission: portCodes },
    { key: 'idle', title: '空闲端口', value: s?.ports.idle, loading, to: `${paths.portList}?state=1`, permission: portCodes },
    { key: 'occupied', title: '占用端口', value: s?.ports.occupied, loading, to: `${paths.portList}?state=2`, permission: portCodes },
    { key: 'fault', title: '故障端口', value: s?.ports.fault, loading, to: `${paths.portList}?state=4`, permission: portCodes },
    { key: 'offline', title: '离线端口', value: s?.ports.offline, loading, to: `${paths.portList}?state=0`, permission: portCodes },
    { key: 'alarms', title: '未处理告警（近 30 天）', value: s?.alarms.pending, loading, to: pending, permission: alarmCodes },
  ];
  return (
    <>
      <HomePage />
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        充电概况
      </Typography.Title>
      <StatisticCards data-testid="energy-cards" items={cards} />
    </>
  );
}
