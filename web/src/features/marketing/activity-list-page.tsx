import { PlusOutlined } from '@ant-design/icons';
import { bonusEventGet, bonusEventList, bonusEventStatus, formatDateTime, type CallReply } from '@console/contract';
import { Button, Typography } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { send } from '../../lib/request';
import { useGate } from '../../shell/session/gate';
import { useSession } from '../../shell/session/store';
import { ListPage } from '../../widgets/resource/list-page';
import type { Column, FilterField, RowAction } from '../../widgets/resource/types';
import { useChanged } from '../../widgets/resource/use-changed';
import { ACTIVITY_LIST, activityPathsOf, eventStatusOptions, EventStatusTag, eventTypeOptions, StockText } from './shared';

type Row = CallReply<typeof bonusEventList>['row'][number];

const filters: FilterField[] = [
  { kind: 'text', key: 'keywords', label: '活动名称', placeholder: '活动名称' },
  { kind: 'select', key: 'status', label: '状态', options: eventStatusOptions },
  { kind: 'select', key: 'type', label: '活动类型', options: eventTypeOptions },
];

const period = (row: { start_time: string; end_time: string }) => `${formatDateTime(row.start_time).slice(0, 16)} 至 ${formatDateTime(row.end_time).slice(0, 16)}`;

/** 活动列表: the activities in scope, newest first; 发布 / 停用 / 启用 asked first. */
export default function ActivityListPage() {
  const navigate = useNavigate();
  // Also 基础服务 › 奖励活动's list (/base/services/bonus/activity/list): the same activities, the operator's menu.
  const paths = activityPathsOf(useLocation().pathname);
  const activityDetail = paths.detail;
  const gate = useGate();
  // Only the merchant running an activity changes it (the platform reads a partner's).
  const own = useSession((s) => s.user?.merchant);
  const changed = useChanged(bonusEventList, bonusEventGet);
  const setStatus = (status: number, done: string) => async (row: Row) => {
    await send(bonusEventStatus, { id: row.id, status });
    await changed(done);
  };

  const columns: Column<Row>[] = [
    {
      key: 'name',
      title: '活动名称',
      width: 200,
      fixed: 'left',
      render: (row) => (
        <Typography.Link onClick={() => navigate(activityDetail(row.id))} ellipsis>
          {row.name}
        </Typography.Link>
      ),
    },
    { key: 'type_name', title: '活动类型', width: 100 },
    { key: 'issuer_name', title: '触发事件', width: 160, value: (row) => row.issuer_name || '-' },
    { key: 'period', title: '活动时间', width: 300, value: period },
    { key: 'status', title: '状态', width: 90, render: (row) => <EventStatusTag status={row.status} /> },
    { key: 'reward_count', title: '奖品', width: 70, value: (row) => `${row.reward_count} 个` },
    { key: 'stock', title: '剩余库存', width: 100, render: (row) => <StockText remaining={row.stock_remaining} stock={row.stock_remaining + row.granted} /> },
    { key: 'granted', title: '已发放', width: 80 },
    { key: 'merchant_name', title: '主办商户', width: 180, ellipsis: true },
    { key: 'create_time', title: '创建时间', width: 170, value: (row) => formatDateTime(row.create_time), defaultHidden: true },
  ];

  const actions: RowAction<Row>[] = [
    { key: 'detail', label: '详情', onClick: (row) => navigate(activityDetail(row.id)) },
    {
      key: 'publish',
      label: '发布',
      permission: ['bonus:event:update'],
      when: (row) => row.merchant === own && row.status === 0,
      confirm: (row) => `发布活动「${row.name}」？发布后按活动时间开始发放奖品。`,
      onClick: setStatus(1, '已发布'),
    },
    {
      key: 'stop',
      label: '停用',
      danger: true,
      permission: ['bonus:event:update'],
      when: (row) => row.merchant === own && row.status === 1,
      confirm: (row) => `停用活动「${row.name}」？停用期间不再发放奖品，可重新启用。`,
      onClick: setStatus(-1, '已停用'),
    },
    { key: 'resume', label: '启用', permission: ['bonus:event:update'], when: (row) => row.merchant === own && row.status === -1, confirm: (row) => `重新启用活动「${row.name}」？`, onClick: setStatus(1, '已启用') },
  ];

  return (
    <ListPage
      id={paths.list === ACTIVITY_LIST ? 'marketing-activity-list' : 'base-bonus-activity-list'}
      call={bonusEventList}
      rowKey="id"
      filters={filters}
      columns={columns}
      actions={actions}
      toolbar={() =>
        gate({ permission: ['bonus:event:create'] }) && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(paths.create)}>
            新建活动
          </Button>
        )
      }
    />
  );
}
