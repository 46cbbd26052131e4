import { bonusValueDetail, bonusValueList, bonusValueStatus, formatDateTime, type CallReply } from '@console/contract';
import { Alert, Empty, Space, Table } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { send } from '../../lib/request';
import { useSession } from '../../shell/session/store';
import { DetailPage, type DetailField } from '../../widgets/resource/detail-page';
import { useChanged } from '../../widgets/resource/use-changed';
import { AuditTimeline } from '../../widgets/timeline/record-timeline';
import { activityDetail, AuditStatusTag, REWARD_EDIT, REWARD_REPAIR, StockText, ValueStatusTag } from './shared';

type Reward = CallReply<typeof bonusValueDetail>;

const fields: DetailField<Reward>[] = [
  { key: 'event_name', label: '所属活动' },
  { key: 'kind_name', label: '奖品类型' },
  { key: 'value_text', label: '面值' },
  { key: 'valid_days', label: '有效期', value: (r) => `领取后 ${r.valid_days} 天` },
  { key: 'stock', label: '剩余 / 累计库存', render: (r) => <StockText remaining={r.remaining} stock={r.stock} /> },
  { key: 'granted', label: '已发放', value: (r) => `${r.granted}${r.reserved ? `（另有 ${r.reserved} 份被未兑换的兑换码占用）` : ''}` },
  { key: 'status', label: '状态', render: (r) => <ValueStatusTag status={r.status} /> },
  { key: 'audit', label: '审核', render: (r) => <Space><AuditStatusTag status={r.audit_status} />{r.auditor && `${r.auditor} ${r.audit_time ? formatDateTime(r.audit_time) : ''}`}</Space> },
  { key: 'audit_reason', label: '驳回原因', when: (r) => r.audit_status === 2, value: (r) => r.audit_reason },
  { key: 'description', label: '使用说明', span: 'filled', value: (r) => r.description || '-' },
];

function StockLogs({ reward }: { reward: Reward }) {
  return (
    <Table
      rowKey="id"
      size="middle"
      dataSource={reward.stock_logs}
      pagination={false}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有入库记录" /> }}
      columns={[
        { key: 'time', title: '时间', width: 170, render: (_, l) => formatDateTime(l.create_time) },
        { key: 'count', title: '补充数量', width: 100, render: (_, l) => `+${l.count}` },
        { key: 'after', title: '补充后累计', width: 110, dataIndex: 'stock_after' },
        { key: 'remark', title: '备注', render: (_, l) => l.remark || '-' },
        { key: 'operator', title: '操作人', width: 100, dataIndex: 'operator' },
      ]}
    />
  );
}

/** 奖品详情 (?id=): the reward with its stock, 入库记录 and 操作记录; 补库存, 编辑, 停用 / 启用 for its activity's owner. */
export default function RewardDetailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = Number(params.get('id'));
  const own = useSession((s) => s.user?.merchant);
  const changed = useChanged(bonusValueList);
  const mine = (r: Reward) => r.merchant === own && r.event_status !== 2;
  const setStatus = (status: number) => async (r: Reward) => {
    await send(bonusValueStatus, { id: r.id, status });
    await changed();
  };
  return (
    <DetailPage<Reward>
      loadKey={[bonusValueDetail.path, id]}
      load={() => send(bonusValueDetail, { id })}
      title={(r) => r.name}
      back="/marketing-center/manage/activity"
      fields={fields}
      actions={[
        { key: 'repair', label: '补库存', primary: true, permission: ['bonus:event:update'], when: mine, onClick: (r) => navigate(`${REWARD_REPAIR}?id=${r.id}`) },
        { key: 'edit', label: '编辑', permission: ['bonus:event:update'], when: mine, onClick: (r) => navigate(`${REWARD_EDIT}?id=${r.id}`) },
        { key: 'disable', label: '停用', danger: true, permission: ['bonus:event:update'], when: (r) => mine(r) && r.status === 1, confirm: (r) => `停用奖品「${r.name}」？停用后不再发放。`, onClick: setStatus(0) },
        { key: 'enable', label: '启用', permission: ['bonus:event:update'], when: (r) => mine(r) && r.status === 0, onClick: setStatus(1) },
        { key: 'event', label: '查看活动', onClick: (r) => navigate(activityDetail(r.event)) },
      ]}
      tabs={[
        {
          key: 'stock',
          label: '入库记录',
          render: (r) => (
            <>
              {r.remaining === 0 && <Alert style={{ marginBottom: 12 }} type="warning" showIcon message="库存已发完，补库存后才会继续发放该奖品" />}
              <StockLogs reward={r} />
            </>
          ),
        },
        {
          key: 'timeline',
          label: '操作记录',
          render: (r) => <AuditTimeline type="bonus_value" id={r.id} />,
        },
      ]}
    />
  );
}
