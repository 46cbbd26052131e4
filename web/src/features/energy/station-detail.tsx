import { energyStationGet, formatDateTime, loggingTimeline } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Menu, Result, Skeleton, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { send } from '../../lib/request';
import { ErrorPanel } from '../../shell/layout/error-panel';
import { useGate } from '../../shell/session/gate';
import { pointText } from '../../widgets/map-dialog/location-fields';
import { RecordTimeline } from '../../widgets/timeline/record-timeline';
import { AlarmList } from './alarm-list-page';
import { ChargingList } from './charging-list-page';
import { DeviceList } from './device-list-page';
import { PortList } from './port-list-page';
import { EnergyStatusTag, merchantText, useEnergyPlatform } from './shared';
import { StationForm } from './station-form-page';

/**
 * 电站详情 (…/detail?station=): the station's frame with its own menu — 概览, 基础配置, 设备配置, 端口配置, 告警 — each
 * section the list or form of its resource with the station fixed. Sections the user may not open are left out.
 */
function StationLayout({ children }: { children: (station: string) => ReactNode }) {
  const navigate = useNavigate();
  const gate = useGate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const station = params.get('station') ?? '';
  const { paths, can } = useEnergyPlatform();
  const record = useQuery({ queryKey: [energyStationGet.path, station], queryFn: () => send(energyStationGet, { station_code: station }), enabled: !!station });
  if (!station) return <Result status="warning" title="未指定电站" extra={<Button onClick={() => navigate(paths.stationList)}>返回电站列表</Button>} />;
  if (record.isPending) return <Card><Skeleton active /></Card>;
  if (record.isError) return <ErrorPanel error={record.error} onRetry={() => void record.refetch()} />;
  const s = record.data;
  const items = [
    { key: paths.detail, label: '概览' },
    ...(gate({ permission: can('station', 'update') }) ? [{ key: paths.detailBasic, label: '基础配置' }] : []),
    ...(gate({ permission: can('device', 'list') }) ? [{ key: paths.detailDevice, label: '设备配置' }] : []),
    ...(gate({ permission: can('port', 'list') }) ? [{ key: paths.detailPort, label: '端口配置' }] : []),
    ...(gate({ permission: can('alarm', 'basic') }) ? [{ key: paths.detailAlarm, label: '告警' }] : []),
    ...(gate({ permission: can('order', 'list') }) ? [{ key: paths.detailOrder, label: '订单' }] : []),
  ];
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card
        title={
          <Space>
            <span>{s.name}</span>
            <Typography.Text type="secondary">{s.station_code}</Typography.Text>
            <EnergyStatusTag status={s.status} />
          </Space>
        }
        extra={<Button onClick={() => navigate(paths.stationList)}>返回电站列表</Button>}
      >
        <Descriptions size="small" column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label="所属商户">{merchantText(s)}</Descriptions.Item>
          <Descriptions.Item label="营业时间">{`${s.open_time}-${s.close_time}`}</Descriptions.Item>
          <Descriptions.Item label="设备 / 端口">{`${s.device_count} 台 / ${s.port_count} 个`}</Descriptions.Item>
        </Descriptions>
        <Menu mode="horizontal" aria-label="电站详情" selectedKeys={[pathname]} items={items} onClick={({ key }) => navigate(`${key}?station=${station}`)} style={{ marginTop: 8 }} />
      </Card>
      {children(station)}
    </Space>
  );
}

function Overview({ station }: { station: string }) {
  const record = useQuery({ queryKey: [energyStationGet.path, station], queryFn: () => send(energyStationGet, { station_code: station }) });
  const s = record.data;
  if (!s) return null;
  return (
    <>
      <Card title="电站信息">
        <Descriptions column={{ xs: 1, md: 2 }}>
          <Descriptions.Item label="电站编号">{s.station_code}</Descriptions.Item>
          <Descriptions.Item label="电站名称">{s.name}</Descriptions.Item>
          <Descriptions.Item label="所在地区">{s.region_name}</Descriptions.Item>
          <Descriptions.Item label="详细地址">{s.address}</Descriptions.Item>
          <Descriptions.Item label="经纬度">{pointText(s)}</Descriptions.Item>
          <Descriptions.Item label="联系人">{`${s.contact_name} ${s.contact_mobile}`}</Descriptions.Item>
          <Descriptions.Item label="创建时间">{formatDateTime(s.create_time)}</Descriptions.Item>
          <Descriptions.Item label="更新时间">{formatDateTime(s.update_time)}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title="操作记录" style={{ marginTop: 16 }}>
        <RecordTimeline
          loadKey={[loggingTimeline.path, 'energy_station', station]}
          load={(paging) => send(loggingTimeline, { ...paging, target_type: 'energy_station', target_id: station }, { silent: true })}
        />
      </Card>
    </>
  );
}

export default function StationDetailPage() {
  return <StationLayout>{(station) => <Overview station={station} />}</StationLayout>;
}
export function StationBasicPage() {
  const { paths } = useEnergyPlatform();
  return <StationLayout>{(station) => <StationForm stationCode={station} back={`${paths.detail}?station=${station}`} />}</StationLayout>;
}
export function StationDevicePage() {
  return <StationLayout>{(station) => <DeviceList station={station} />}</StationLayout>;
}
export function StationPortPage() {
  return <StationLayout>{(station) => <PortList station={station} />}</StationLayout>;
}
export function StationAlarmPage() {
  return <StationLayout>{(station) => <AlarmList station={station} />}</StationLayout>;
}
export function StationOrderPage() {
  return <StationLayout>{(station) => <ChargingList station={station} />}</StationLayout>;
}
