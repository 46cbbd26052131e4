import { formatDateTime, gateDirections, parkGateList, type CallReply } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Badge } from 'antd';
import { useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { ParkPicker } from '../../../widgets/park-picker';
import { ListPage } from '../../../widgets/resource/list-page';
import { useQueryScope } from '../../../widgets/resource/query-scope';
import type { Column, FilterField } from '../../../widgets/resource/types';
import { StatisticCards } from '../../../widgets/statistic-cards/statistic-cards';

type Row = CallReply<typeof parkGateList>['row'][number];

const directionOptions = Object.entries(gateDirections).map(([value, label]) => ({ label, value: Number(value) }));
const onlineOptions = [
  { label: '在线', value: 1 },
  { label: '离线', value: 0 },
];

const filters: FilterField[] = [
  { kind: 'custom', key: 'park_code', label: '停车场', render: () => <ParkPicker style={{ width: '100%' }} /> },
  { kind: 'text', key: 'keywords', label: '通道', placeholder: '通道名称或设备序列号' },
  { kind: 'select', key: 'online', label: '在线状态', options: onlineOptions },
  { kind: 'select', key: 'direction', label: '方向', options: directionOptions },
];

const columns: Column<Row>[] = [
  { key: 'name', title: '通道名称', width: 140, fixed: 'left' },
  { key: 'park_name', title: '停车场', width: 180, ellipsis: true },
  { key: 'direction', title: '方向', width: 90, value: (r) => gateDirections[r.direction as keyof typeof gateDirections] ?? String(r.direction) },
  { key: 'online', title: '道闸状态', width: 100, render: (r) => (r.online ? <Badge status="success" text="在线" /> : <Badge status="error" text="离线" />) },
  { key: 'device_serial', title: '设备序列号', width: 170, value: (r) => r.device_serial || '-' },
  { key: 'today_entries', title: '今日入场', width: 100, value: (r) => (r.direction === 2 ? '-' : `${r.today_entries} 车次`) },
  { key: 'last_entry_time', title: '最近入场', width: 170, value: (r) => (r.last_entry_time ? formatDateTime(r.last_entry_time) : '近 7 天无') },
  { key: 'update_time', title: '状态更新时间', width: 170, value: (r) => formatDateTime(r.update_time) },
  { key: 'merchant_name', title: '所属商户', width: 170, ellipsis: true, defaultHidden: true },
];

/** Every 30 s: the barriers' state is what this page watches. */
const REFRESH_MS = 30_000;

/** 通道数, 在线, 离线 under the page's filter (whatever the state filter says). */
function GateCounts() {
  const [params] = useSearchParams();
  const scope = useQueryScope();
  const query = {
    page_size: 1,
    ...Object.fromEntries(['park_code', 'keywords', 'direction'].flatMap((key) => (params.get(key) ? [[key, key === 'direction' ? Number(params.get(key)) : params.get(key)]] : []))),
    ...scope,
  };
  const counts = useQuery({ queryKey: [parkGateList.path, 'counts', query], queryFn: () => send(parkGateList, query, { silent: true }), refetchInterval: REFRESH_MS });
  const c = counts.data?.counts;
  return (
    <div style={{ marginBottom: 16 }}>
      <StatisticCards
        data-testid="gate-counts"
        loading={counts.isPending}
        span={{ xs: 24, sm: 8 }}
        items={[
          { key: 'total', title: '通道数', value: c?.total ?? 0 },
          { key: 'online', title: '在线', value: c?.online ?? 0 },
          { key: 'offline', title: '离线', value: c?.offline ?? 0 },
        ]}
      />
    </div>
  );
}

/**
 * 道闸监控 (document 2 §2 "Parking merchant › Parking management: gate monitoring"; the partner's and group's 停车管理 ›
 * 道闸监控): the lanes of the parks with their barrier's state, offline first, today's entries and the last one, refreshed
 * every 30 seconds. Read only: a barrier is opened at the booth (异常放行 records it).
 */
export default function GatePage() {
  return (
    <>
      <GateCounts />
      <ListPage id="parking-gate-list" call={parkGateList} rowKey="id" filters={filters} columns={columns} poll={() => REFRESH_MS} />
    </>
  );
}
