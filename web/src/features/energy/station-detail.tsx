import { energyStationGet, formatDateTime } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Result, Skeleton, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { send } from '../../lib/request';
import { ErrorPanel } from '../../shell/layout/error-panel';
import { pointText } from '../../widgets/map-dialog/location-fields';
import { AuditTimeline } from '../../widgets/timeline/record-timeline';
import { AlarmList } from './alarm-list-page';
import { ChargingList } from './charging-list-page';
import { DeviceList } from './device-list-page';
import { PortList } from './port-list-page';
import { EnergyStatusTag, merchantText, useEnergyPlatform } from './shared';
import { StationForm } from './station-form-page';

/**
 * 电站详情 (…/detail?station=): the station's header above each page of its group menu (概览, 订单, 电站配置, 告警 — the
 * sidebar's, `routes/energy.tsx`), each the list or form of its resource with the station fixed.
 */
export function StationLayout({ children }: { children: (station: string) => ReactNode }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const station = params.get('station') ?? '';
  const { paths } = useEnergyPlatform();
  const record = useQuery({ queryKey: [energyStationGet.path, station], queryFn: () => send(energyStationGet, { station_code: station }), enabled: !!station });
  if (!station) return <Result status="warning" title="未指定电站" extra={<Button onClick={() => navigate(paths.stationList)}>返回电站列表</Button>} />;
  if (record.isPending) return <Card><Skeleton active /></Card>;
  if (record.isError) return <ErrorPanel error={record.error} onRetry={() => void record.refetch()} />;
  const s = record.data;
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
      >
        <Descriptions size="small" column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label="所属商户">{merchantText(s)}</Descriptions.Item>
          <Descriptions.Item label="营业时间">{`${s.open_time}-${s.close_time}`}</Descriptions.Item>
          <Descriptions.Item label="设备 / 端口">{`${s.device_count} 台 / ${s.port_count} 个`}</Descriptions.Item>
        </Descriptions>
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
        <AuditTimeline type="energy_station" id={station} />
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
