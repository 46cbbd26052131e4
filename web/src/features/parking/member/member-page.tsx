import { formatDateTime, parkingMemberLevels, parkingMemberList, parkingMemberStatus, parkingMemberStatuses, type CallReply } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { send } from '../../../lib/request';
import { LicencePlate } from '../../../widgets/licence-plate/licence-plate';
import { FormDialog } from '../../../widgets/resource/form-dialog';
import { ListPage, listKey } from '../../../widgets/resource/list-page';
import { useChanged } from '../../../widgets/resource/use-changed';
import type { Column, FilterField, OptionItem, RowAction } from '../../../widgets/resource/types';

// 会员管理 (`/parking-merchant/member/manage`) and the partner's and group's 停车管理 › 会员 (`/parking/manage/member`,
// `/group/parking/member`, the same page in `ManagedScope`): the merchant's parking members with their plates and their
// cars' last 30 days; 停用 (with a reason) and 恢复 for the merchant. docs/decisions.md, "Parking members, member
// settings, reporting service; the 停车管理's 客户, 会员, 优惠券".

type Row = CallReply<typeof parkingMemberList>['row'][number];
const options = (labels: Record<number, string>): OptionItem[] => Object.entries(labels).map(([value, label]) => ({ label, value: Number(value) }));
const levelColours: Record<number, string> = { 1: 'default', 2: 'blue', 3: 'gold' };
export const MemberLevelTag = ({ level }: { level: number }) => <Tag color={levelColours[level]}>{parkingMemberLevels[level as 1] ?? level}</Tag>;

const filters: FilterField[] = [
  { kind: 'text', key: 'keywords', label: '会员', placeholder: '会员号、昵称或手机号后四位', maxLength: 30 },
  { kind: 'text', key: 'plate', label: '车牌号', maxLength: 10 },
  { kind: 'select', key: 'level', label: '会员等级', options: options(parkingMemberLevels) },
  { kind: 'select', key: 'status', label: '状态', options: options(parkingMemberStatuses) },
];

const columns: Column<Row>[] = [
  { key: 'member_no', title: '会员号', width: 150, fixed: 'left' },
  { key: 'nickname', title: '昵称', width: 120, ellipsis: true, value: (r) => r.nickname || '-' },
  { key: 'mobile', title: '手机号', width: 130 },
  { key: 'level', title: '等级', width: 100, render: (r) => <MemberLevelTag level={r.level} /> },
  { key: 'plates', title: '绑定车牌', width: 220, render: (r) => (r.plates.length ? <Space size={4} wrap>{r.plates.map((p) => <LicencePlate key={p} plate={p} size="small" />)}</Space> : '未绑定') },
  { key: 'points', title: '积分', width: 90, value: (r) => r.points.toLocaleString('zh-CN') },
  { key: 'visits_30d', title: '近 30 天入场', width: 110, value: (r) => `${r.visits_30d} 次` },
  { key: 'in_lot', title: '在场', width: 80, render: (r) => (r.in_lot > 0 ? <Tag color="processing">{r.in_lot} 辆</Tag> : '-') },
  { key: 'last_entry_time', title: '最近入场', width: 170, value: (r) => (r.last_entry_time ? formatDateTime(r.last_entry_time) : '-') },
  {
    key: 'status',
    title: '状态',
    width: 180,
    render: (r) =>
      r.status === 2 ? (
        <Space size={4}>
          <Tag color="error">已停用</Tag>
          <Typography.Text type="secondary" ellipsis={{ tooltip: r.stop_reason }} style={{ maxWidth: 100 }}>{r.stop_reason}</Typography.Text>
        </Space>
      ) : (
        <Tag color="success">正常</Tag>
      ),
  },
  { key: 'join_time', title: '入会时间', width: 170, value: (r) => formatDateTime(r.join_time) },
  { key: 'merchant_name', title: '所属商户', width: 160, ellipsis: true, defaultHidden: true },
];

/** 会员概况 under the filters without the state: the list's own reply (the same query key). */
function Counts({ query }: { query: Record<string, unknown> }) {
  const reply = useQuery({ queryKey: listKey(parkingMemberList, query), queryFn: () => send(parkingMemberList, query as never, { silent: true }) });
  if (!reply.data) return null;
  const { total, normal, stopped, in_lot } = reply.data.counts;
  const item = (label: string, value: number, unit: string) => (
    <Typography.Text type="secondary">
      {label} <Typography.Text strong>{value}</Typography.Text> {unit}
    </Typography.Text>
  );
  return (
    <Space size={16} data-testid="parking-member-counts">
      {item('会员', total, '人')}
      {item('正常', normal, '人')}
      {item('已停用', stopped, '人')}
      {item('此刻在场', in_lot, '人')}
    </Space>
  );
}

export default function ParkingMemberPage() {
  const changed = useChanged(parkingMemberList);
  const [stopping, setStopping] = useState<Row | null>(null);
  const actions: RowAction<Row>[] = [
    { key: 'stop', label: '停用', danger: true, permission: ['parking:member:update'], when: (r) => r.status === 1, onClick: setStopping },
    {
      key: 'resume',
      label: '恢复',
      permission: ['parking:member:update'],
      when: (r) => r.status === 2,
      confirm: (r) => `恢复会员 ${r.member_no}？恢复后其绑定车牌重新享有会员权益。`,
      onClick: async (r) => {
        await send(parkingMemberStatus, { id: r.id, status: 1 });
        await changed(`会员 ${r.member_no} 已恢复`);
      },
    },
  ];
  return (
    <>
      <ListPage id="parking-member" call={parkingMemberList} rowKey="id" filters={filters} columns={columns} actions={actions} toolbar={({ query }) => <Counts query={query} />} />
      <FormDialog<{ reason: string }>
        open={!!stopping}
        title={`停用会员 · ${stopping?.member_no ?? ''}`}
        name="parking-member-stop"
        okText="确认停用"
        danger
        changes={[parkingMemberList]}
        onClose={() => setStopping(null)}
        onSubmit={async ({ reason }) => {
          await send(parkingMemberStatus, { id: stopping!.id, status: 2, reason: reason.trim() });
          return `会员 ${stopping!.member_no} 已停用`;
        }}
      >
        <p>停用后该会员的绑定车牌不再享有会员折扣与积分，可随时恢复。</p>
        <Form.Item name="reason" label="停用原因" rules={[{ required: true, whitespace: true, message: '请填写停用原因' }, { min: 2, message: '停用原因至少 2 个字' }]}>
          <Input.TextArea rows={2} maxLength={100} showCount placeholder="如 车主申请注销会员" />
        </Form.Item>
      </FormDialog>
    </>
  );
}
