import { bonusEventGet, bonusEventList, bonusEventStatus, formatDateTime } from '@console/contract';
import { Space } from 'antd';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { send } from '../../lib/request';
import { useSession } from '../../shell/session/store';
import { DetailPage, type DetailField } from '../../widgets/resource/detail-page';
import { useChanged } from '../../widgets/resource/use-changed';
import { AuditTimeline } from '../../widgets/timeline/record-timeline';
import { BatchTable, GrantTable, PlayerTable, RewardTable, useMayChange, type Activity } from './activity-tables';
import { activityPathsOf, EventStatusTag } from './shared';

const infoFields: DetailField<Activity>[] = [
  { key: 'type_name', label: '活动类型' },
  { key: 'issuer_name', label: '触发事件', value: (a) => a.issuer_name || '-（凭兑换码领取）' },
  { key: 'start_time', label: '开始时间', value: (a) => formatDateTime(a.start_time) },
  { key: 'end_time', label: '结束时间', value: (a) => formatDateTime(a.end_time) },
  { key: 'player_limit', label: '每个商户可领', value: (a) => `${a.player_limit} 次` },
  { key: 'merchant_name', label: '主办商户', value: (a) => `${a.merchant_name}（${a.merchant}）` },
  { key: 'reward_count', label: '奖品', value: (a) => `${a.reward_count} 个，剩余库存 ${a.stock_remaining}，已发放 ${a.granted}` },
  { key: 'creator', label: '创建人', value: (a) => `${a.creator}，${formatDateTime(a.create_time)}` },
  { key: 'rules', label: '活动规则', span: 'filled', value: (a) => a.rules || '-' },
];

function Rewards({ activity }: { activity: Activity }) {
  const own = useSession((s) => s.user?.merchant);
  return <RewardTable activity={activity} mayChange={useMayChange(activity, own)} />;
}

function Batches({ activity }: { activity: Activity }) {
  const own = useSession((s) => s.user?.merchant);
  return <BatchTable activity={activity} mayChange={useMayChange(activity, own)} />;
}

/** 活动详情 (?id=): 基本信息, 奖品, 兑换码 (兑换码 activities), 发放记录, 参与记录, 操作记录; 发布 / 停用 / 启用 / 结束 asked first. */
export default function ActivityDetailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const paths = activityPathsOf(useLocation().pathname);
  const id = Number(params.get('id'));
  const own = useSession((s) => s.user?.merchant);
  const changed = useChanged(bonusEventList);
  const move = (status: number) => async (a: Activity) => {
    await send(bonusEventStatus, { id: a.id, status });
    await changed();
  };
  const mine = (a: Activity) => a.merchant === own;
  return (
    <DetailPage<Activity>
      loadKey={[bonusEventGet.path, id]}
      load={() => send(bonusEventGet, { id })}
      title={(a) => (
        <Space wrap>
          {a.name}
          <EventStatusTag status={a.status} />
        </Space>
      )}
      back={paths.list}
      actions={[
        { key: 'edit', label: '编辑', primary: true, permission: ['bonus:event:update'], when: (a) => mine(a) && a.status !== 2, onClick: (a) => navigate(`${paths.edit}?id=${a.id}`) },
        {
          key: 'publish',
          label: '发布',
          permission: ['bonus:event:update'],
          when: (a) => mine(a) && a.status === 0,
          confirm: (a) => `发布活动「${a.name}」？发布后按活动时间开始发放奖品（${a.reward_count} 个奖品）。`,
          onClick: move(1),
        },
        { key: 'stop', label: '停用', danger: true, permission: ['bonus:event:update'], when: (a) => mine(a) && a.status === 1, confirm: (a) => `停用活动「${a.name}」？停用期间不再发放奖品，可重新启用。`, onClick: move(-1) },
        { key: 'resume', label: '启用', permission: ['bonus:event:update'], when: (a) => mine(a) && a.status === -1, confirm: (a) => `重新启用活动「${a.name}」？`, onClick: move(1) },
        {
          key: 'end',
          label: '结束活动',
          danger: true,
          permission: ['bonus:event:update'],
          when: (a) => mine(a) && (a.status === 1 || a.status === -1),
          confirm: (a) => `结束活动「${a.name}」？结束后不能再发放、编辑或重新启用。`,
          onClick: move(2),
        },
      ]}
      tabs={[
        { key: 'info', label: '基本信息', fields: infoFields },
        { key: 'rewards', label: '奖品', render: (a) => <Rewards activity={a} /> },
        { key: 'redeem-codes', label: '兑换码', when: (a) => a.type === 2, render: (a) => <Batches activity={a} /> },
        { key: 'grants', label: '发放记录', render: (a) => <GrantTable activity={a} /> },
        { key: 'players', label: '参与记录', render: (a) => <PlayerTable activity={a} /> },
        {
          key: 'timeline',
          label: '操作记录',
          render: (a) => <AuditTimeline type="bonus_event" id={a.id} />,
        },
      ]}
    />
  );
}
