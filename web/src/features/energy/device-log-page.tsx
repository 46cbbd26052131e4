import { energyDeviceMessageList, energyDeviceOnlineList, formatDateTime, messageDirections, onlineEvents, type CallReply } from '@console/contract';
import { Badge, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { ListPage } from '../../widgets/resource/list-page';
import type { Column, FilterField, OptionItem } from '../../widgets/resource/types';
import { merchantText, protocolText, StationPicker, useEnergyPlatform } from './shared';

type OnlineRow = CallReply<typeof energyDeviceOnlineList>['row'][number];
type MessageRow = CallReply<typeof energyDeviceMessageList>['row'][number];

const options = (labels: Record<number, string>): OptionItem[] => Object.entries(labels).map(([value, label]) => ({ value: Number(value), label }));

/** The filters both logs share: time, station, device (and, for the partner and group, the merchant). */
const logFilters = (showsMerchant: boolean, more: FilterField[]): FilterField[] => [
  { kind: 'dateRange', key: 'event_time', keys: ['start_time', 'end_time'], label: '时间' },
  { kind: 'text', key: 'device_code', label: '设备编号', maxLength: 32 },
  ...more,
  { kind: 'custom', key: 'station_code', label: '电站', render: () => <StationPicker style={{ width: '100%' }} /> },
  ...(showsMerchant ? [{ kind: 'remote' as const, key: 'merchant', label: '所属商户', source: 'merchant-below', placeholder: '商户名称或商户号' }] : []),
];

const placeColumns = <R extends { station_code: string; station_name: string; merchant: number; merchant_name: string }>(showsMerchant: boolean): Column<R>[] => [
  { key: 'station', title: '电站', width: 180, ellipsis: true, value: (r) => `${r.station_name}（${r.station_code}）` },
  ...(showsMerchant ? [{ key: 'merchant', title: '所属商户', width: 170, ellipsis: true, value: merchantText }] : []),
];

/** 设备上下线日志 (…/config/device-online-log): each login and loss of connection, newest first; read-only. */
export default function DeviceOnlineLogPage() {
  const { platform, showsMerchant } = useEnergyPlatform();
  const filters = useMemo(() => logFilters(showsMerchant, [{ kind: 'select', key: 'event', label: '事件', options: options(onlineEvents) }]), [showsMerchant]);
  const columns: Column<OnlineRow>[] = [
    { key: 'event_time', title: '时间', width: 170, fixed: 'left', value: (r) => formatDateTime(r.event_time) },
    { key: 'device_code', title: '设备编号', width: 140 },
    { key: 'event', title: '事件', width: 80, render: (r) => <Badge status={r.event === 1 ? 'success' : 'default'} text={onlineEvents[r.event as 1 | 2] ?? r.event} /> },
    { key: 'reason', title: '原因', width: 220, ellipsis: true, value: (r) => r.reason || '-' },
    { key: 'protocol', title: '协议', width: 100, value: (r) => protocolText(r.protocol) },
    { key: 'remote_ip', title: '来源地址', width: 140, value: (r) => r.remote_ip || '-' },
    ...placeColumns<OnlineRow>(showsMerchant),
  ];
  return <ListPage id={`energy-online-log-${platform}`} call={energyDeviceOnlineList} rowKey="id" filters={filters} columns={columns} />;
}

/** 设备报文日志 (…/config/device-message-log): protocol frames in and out, newest first; the frame unfolds. */
export function DeviceMessageLogPage() {
  const { platform, showsMerchant } = useEnergyPlatform();
  const filters = useMemo(
    () =>
      logFilters(showsMerchant, [
        { kind: 'select', key: 'direction', label: '方向', options: options(messageDirections) },
        { kind: 'text', key: 'action', label: '报文类型', placeholder: '如 Heartbeat、StatusNotification', maxLength: 40 },
      ]),
    [showsMerchant],
  );
  const columns: Column<MessageRow>[] = [
    { key: 'event_time', title: '时间', width: 170, fixed: 'left', value: (r) => formatDateTime(r.event_time) },
    { key: 'device_code', title: '设备编号', width: 140 },
    { key: 'direction', title: '方向', width: 90, render: (r) => (r.direction === 1 ? <Tag color="blue">上行</Tag> : <Tag color="purple">下行</Tag>) },
    { key: 'action', title: '报文类型', width: 190, ellipsis: true },
    { key: 'protocol', title: '协议', width: 100, value: (r) => protocolText(r.protocol) },
    { key: 'payload', title: '报文内容', width: 320, ellipsis: true, render: (r) => <Typography.Text code>{r.payload}</Typography.Text> },
    ...placeColumns<MessageRow>(showsMerchant),
  ];
  return (
    <ListPage
      id={`energy-message-log-${platform}`}
      call={energyDeviceMessageList}
      rowKey="id"
      filters={filters}
      columns={columns}
      expand={(r) => (
        <Typography.Paragraph copyable style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontFamily: 'monospace' }}>
          {r.payload}
        </Typography.Paragraph>
      )}
    />
  );
}
