import { formatDateTime, onlineDeviceKinds, onlineLogList, parkOnlineEvents, type CallReply } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Tag, Typography } from 'antd';
import { send } from '../../../lib/request';
import { ParkPicker } from '../../../widgets/park-picker';
import { ListPage, listKey } from '../../../widgets/resource/list-page';
import type { Column, FilterField, OptionItem } from '../../../widgets/resource/types';

// 在线日志 (`/parking-merchant/config/online-log`): when the parks' parking systems and gate cameras went off and on line,
// the last 7 days unless chosen (at most 92), with the gates off line now. docs/decisions.md, "Plateless cars, key
// customers and online logs".

type Row = CallReply<typeof onlineLogList>['row'][number];
const options = (labels: Record<number, string>): OptionItem[] => Object.entries(labels).map(([value, label]) => ({ label, value: Number(value) }));

const filters: FilterField[] = [
  { kind: 'custom', key: 'park_code', label: '停车场', render: () => <ParkPicker style={{ width: '100%' }} /> },
  { kind: 'text', key: 'device', label: '设备', placeholder: '名称或序列号', maxLength: 50 },
  { kind: 'select', key: 'event', label: '事件', options: options(parkOnlineEvents) },
  { kind: 'select', key: 'device_kind', label: '设备类型', options: options(onlineDeviceKinds) },
  { kind: 'dateRange', key: 'days', keys: ['start_date', 'end_date'], label: '日期（默认近 7 天）' },
];

const columns: Column<Row>[] = [
  { key: 'event_time', title: '时间', width: 170, fixed: 'left', value: (r) => formatDateTime(r.event_time) },
  { key: 'event', title: '事件', width: 80, render: (r) => (r.event === 1 ? <Tag color="success">上线</Tag> : <Tag color="error">离线</Tag>) },
  { key: 'device', title: '设备', width: 190, ellipsis: true },
  { key: 'device_kind', title: '设备类型', width: 100, value: (r) => onlineDeviceKinds[r.device_kind as keyof typeof onlineDeviceKinds] ?? r.device_kind },
  { key: 'park_name', title: '停车场', width: 170, ellipsis: true },
  { key: 'reason', title: '原因', width: 140 },
  { key: 'offline', title: '离线时长', width: 110, value: (r) => (r.offline_minutes === null ? '-' : `${r.offline_minutes} 分钟`) },
  { key: 'device_serial', title: '序列号', width: 140 },
  { key: 'ip', title: 'IP 地址', width: 130 },
];

function OfflineNow({ query }: { query: Record<string, unknown> }) {
  const reply = useQuery({ queryKey: listKey(onlineLogList, query), queryFn: () => send(onlineLogList, query as never, { silent: true }) });
  if (!reply.data) return null;
  const n = reply.data.offline_now;
  return n > 0 ? (
    <Typography.Text type="danger" data-testid="offline-now">
      此刻有 {n} 个道闸相机离线
    </Typography.Text>
  ) : (
    <Typography.Text type="success" data-testid="offline-now">
      此刻设备全部在线
    </Typography.Text>
  );
}

export default function OnlineLogPage() {
  return <ListPage id="parking-online-log" call={onlineLogList} rowKey="id" filters={filters} columns={columns} toolbar={({ query }) => <OfflineNow query={query} />} />;
}
