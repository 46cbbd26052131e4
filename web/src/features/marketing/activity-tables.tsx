import { PlusOutlined } from '@ant-design/icons';
import {
  bonusApplyList, bonusEventGet, bonusGrantList, bonusTokenBatchList, bonusValueList, bonusValueStatus, formatDateTime, type CallReply,
} from '@console/contract';
import { Button, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { send } from '../../lib/request';
import { useGate } from '../../shell/session/gate';
import { CallTable } from '../../widgets/resource/call-table';
import type { Column, RowAction } from '../../widgets/resource/types';
import { useChanged } from '../../widgets/resource/use-changed';
import { AuditStatusTag, REDEEM_CREATE, REDEEM_DETAIL, REWARD_CREATE, REWARD_DETAIL, REWARD_EDIT, REWARD_REPAIR, StockText, ValueStatusTag } from './shared';

export type Activity = CallReply<typeof bonusEventGet>;
type Value = CallReply<typeof bonusValueList>['row'][number];
type Grant = CallReply<typeof bonusGrantList>['row'][number];
type Batch = CallReply<typeof bonusTokenBatchList>['row'][number];
type Player = CallReply<typeof bonusApplyList>['row'][number];

/** Whether the caller may change this activity: its own merchant's, not ended, and `bonus:event:update`. */
export const useMayChange = (activity: { merchant: number; status: number }, own: number | undefined) => {
  const gate = useGate();
  return activity.merchant === own && activity.status !== 2 && gate({ permission: ['bonus:event:update'] });
};

/** 奖品: in their order of preference (a trigger grants the first one with stock), with stock and audit. */
export function RewardTable({ activity, mayChange }: { activity: Activity; mayChange: boolean }) {
  const navigate = useNavigate();
  const changed = useChanged(bonusValueList, bonusEventGet);
  const columns: Column<Value>[] = [
    { key: 'name', title: '奖品名称', width: 160, render: (v) => <Typography.Link onClick={() => navigate(`${REWARD_DETAIL}?id=${v.id}`)}>{v.name}</Typography.Link> },
    { key: 'kind_name', title: '类型', width: 80 },
    { key: 'value_text', title: '面值', width: 140 },
    { key: 'valid_days', title: '有效期', width: 90, value: (v) => `领取后 ${v.valid_days} 天` },
    { key: 'stock', title: '剩余 / 累计库存', width: 130, render: (v) => <StockText remaining={v.remaining} stock={v.stock} /> },
    { key: 'granted', title: '已发放', width: 80 },
    { key: 'reserved', title: '兑换码占用', width: 100, defaultHidden: activity.type !== 2 },
    { key: 'status', title: '状态', width: 70, render: (v) => <ValueStatusTag status={v.status} /> },
    { key: 'audit', title: '审核', width: 90, render: (v) => <AuditStatusTag status={v.audit_status} /> },
  ];
  const setStatus = (status: number) => async (v: Value) => {
    await send(bonusValueStatus, { id: v.id, status });
    await changed(status === 1 ? '已启用' : '已停用');
  };
  const actions: RowAction<Value>[] = [
    { key: 'detail', label: '详情', onClick: (v) => navigate(`${REWARD_DETAIL}?id=${v.id}`) },
    ...(mayChange
      ? ([
          { key: 'repair', label: '补库存', onClick: (v) => navigate(`${REWARD_REPAIR}?id=${v.id}`) },
          { key: 'edit', label: '编辑', onClick: (v) => navigate(`${REWARD_EDIT}?id=${v.id}`) },
          { key: 'disable', label: '停用', danger: true, when: (v) => v.status === 1, confirm: (v) => `停用奖品「${v.name}」？停用后不再发放。`, onClick: setStatus(0) },
          { key: 'enable', label: '启用', when: (v) => v.status === 0, onClick: setStatus(1) },
        ] satisfies RowAction<Value>[])
      : []),
  ];
  return (
    <CallTable
      id={`marketing-rewards-${activity.id}`}
      call={bonusValueList}
      query={{ event: activity.id }}
      rowKey="id"
      columns={columns}
      actions={actions}
      toolbar={
        mayChange && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(`${REWARD_CREATE}?event=${activity.id}`)}>
            添加奖品
          </Button>
        )
      }
    />
  );
}

/** 兑换码: the activity's batches; 生成兑换码 for a 兑换码 activity. */
export function BatchTable({ activity, mayChange }: { activity?: Activity; mayChange: boolean }) {
  const navigate = useNavigate();
  const columns: Column<Batch>[] = [
    { key: 'name', title: '批次名称', width: 160, render: (b) => <Typography.Link onClick={() => navigate(`${REDEEM_DETAIL}?id=${b.id}`)}>{b.name}</Typography.Link> },
    ...(activity ? [] : [{ key: 'event_name', title: '活动', width: 180, ellipsis: true } satisfies Column<Batch>]),
    { key: 'value_name', title: '奖品', width: 140 },
    { key: 'count', title: '已兑换 / 数量', width: 120, value: (b) => `${b.redeemed} / ${b.count}` },
    { key: 'expire_date', title: '兑换截止', width: 110 },
    { key: 'operator', title: '生成人', width: 100 },
    { key: 'create_time', title: '生成时间', width: 170, value: (b) => formatDateTime(b.create_time) },
  ];
  return (
    <CallTable
      id={`marketing-batches-${activity?.id ?? 'all'}`}
      call={bonusTokenBatchList}
      query={activity ? { event: activity.id } : {}}
      rowKey="id"
      columns={columns}
      actions={[{ key: 'detail', label: '查看兑换码', onClick: (b) => navigate(`${REDEEM_DETAIL}?id=${b.id}`) }]}
      toolbar={
        activity &&
        mayChange && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(`${REDEEM_CREATE}?event=${activity.id}`)}>
            生成兑换码
          </Button>
        )
      }
    />
  );
}

export const grantColumns = (withEvent: boolean): Column<Grant>[] => [
  { key: 'create_time', title: '发放时间', width: 170, value: (g) => formatDateTime(g.create_time) },
  ...(withEvent ? [{ key: 'event_name', title: '活动', width: 180, ellipsis: true } satisfies Column<Grant>] : []),
  { key: 'player_name', title: '领取商户', width: 180, value: (g) => `${g.player_name}（${g.player}）` },
  { key: 'value_name', title: '奖品', width: 140 },
  { key: 'value_text', title: '面值', width: 130 },
  { key: 'source', title: '来源', width: 90, render: (g) => (g.source === 2 ? <Tag color="purple">兑换码</Tag> : <Tag color="blue">事件触发</Tag>) },
  { key: 'voucher', title: '兑换码', width: 140, value: (g) => g.voucher || '-' },
  { key: 'expire_date', title: '有效期至', width: 110 },
];

export function GrantTable({ activity }: { activity: Activity }) {
  return <CallTable id={`marketing-grants-${activity.id}`} call={bonusGrantList} query={{ event: activity.id }} rowKey="id" columns={grantColumns(false)} />;
}

/** 参与记录: every trigger, won or not (with the reason). */
export function PlayerTable({ activity }: { activity: Activity }) {
  const columns: Column<Player>[] = [
    { key: 'create_time', title: '参与时间', width: 170, value: (p) => formatDateTime(p.create_time) },
    { key: 'player_name', title: '参与商户', width: 180, value: (p) => `${p.player_name}（${p.player}）` },
    { key: 'granted', title: '结果', width: 90, render: (p) => (p.granted ? <Tag color="success">已获奖</Tag> : <Tag>未获奖</Tag>) },
    { key: 'reason', title: '未获奖原因', width: 200, value: (p) => p.reason || '-' },
    { key: 'voucher', title: '兑换码', width: 140, value: (p) => p.voucher || '-' },
  ];
  return <CallTable id={`marketing-players-${activity.id}`} call={bonusApplyList} query={{ event: activity.id }} rowKey="id" columns={columns} />;
}
