import { formatDateTime, platelessChannels, platelessList, platelessStatuses, type CallReply } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Space, Tag, Typography } from 'antd';
import { send } from '../../../lib/request';
import { ParkPicker } from '../../../widgets/park-picker';
import { ListPage, listKey } from '../../../widgets/resource/list-page';
import type { Column, FilterField, OptionItem } from '../../../widgets/resource/types';
import { durationText } from '../records/shared';
import { yuan } from '../stored-value/shared';

// 无牌车 (`/parking-merchant/parking-manage/plateless`): cars without a readable plate that took a ticket by scanning the
// entry code — in the lot or gone, with what they paid. docs/decisions.md, "Plateless cars, key customers and online logs".

type Row = CallReply<typeof platelessList>['row'][number];
const options = (labels: Record<number, string>): OptionItem[] => Object.entries(labels).map(([value, label]) => ({ label, value: Number(value) }));

const filters: FilterField[] = [
  { kind: 'custom', key: 'park_code', label: '停车场', render: () => <ParkPicker style={{ width: '100%' }} /> },
  { kind: 'text', key: 'ticket_no', label: '凭证号', maxLength: 30 },
  { kind: 'select', key: 'status', label: '状态', options: options(platelessStatuses) },
  { kind: 'select', key: 'channel', label: '扫码渠道', options: options(platelessChannels) },
  { kind: 'dateRange', key: 'entered', keys: ['start_date', 'end_date'], label: '入场日期' },
];

const columns: Column<Row>[] = [
  { key: 'ticket_no', title: '无牌车凭证号', width: 160, fixed: 'left' },
  { key: 'park_name', title: '停车场', width: 170, ellipsis: true },
  { key: 'status', title: '状态', width: 80, render: (r) => (r.status === 1 ? <Tag color="processing">在场</Tag> : <Tag>已出场</Tag>) },
  { key: 'channel', title: '扫码渠道', width: 90, value: (r) => platelessChannels[r.channel as keyof typeof platelessChannels] ?? r.channel },
  { key: 'mobile', title: '手机号', width: 130, value: (r) => r.mobile || '未授权' },
  { key: 'entry', title: '入场', width: 230, value: (r) => `${formatDateTime(r.entry_time)} · ${r.entry_gate}` },
  { key: 'exit', title: '出场', width: 230, value: (r) => (r.exit_time ? `${formatDateTime(r.exit_time)} · ${r.exit_gate}` : '-') },
  { key: 'duration', title: '停车时长', width: 120, value: (r) => durationText(r.duration_minutes * 60) },
  { key: 'amount', title: '实付', width: 100, value: (r) => (r.status === 1 ? '-' : yuan(r.amount)) },
];

/** The filter's cars in the lot and what they paid: the list's own reply (the same query key). */
function Totals({ query }: { query: Record<string, unknown> }) {
  const reply = useQuery({ queryKey: listKey(platelessList, query), queryFn: () => send(platelessList, query as never, { silent: true }) });
  if (!reply.data) return null;
  return (
    <Space size={16} data-testid="plateless-totals">
      <Typography.Text type="secondary">
        在场 <Typography.Text strong>{reply.data.in_lot}</Typography.Text> 辆
      </Typography.Text>
      <Typography.Text type="secondary">
        实付合计 <Typography.Text strong>{yuan(reply.data.amount_total)}</Typography.Text>
      </Typography.Text>
    </Space>
  );
}

export default function PlatelessPage() {
  return <ListPage id="parking-plateless" call={platelessList} rowKey="id" filters={filters} columns={columns} toolbar={({ query }) => <Totals query={query} />} />;
}
