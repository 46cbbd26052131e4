import { bonusTokenBatchList, formatDateTime, type CallReply } from '@console/contract';
import { Typography } from 'antd';
import { useNavigate } from 'react-router';
import { ListPage } from '../../widgets/resource/list-page';
import type { Column, FilterField } from '../../widgets/resource/types';
import { activityDetail, REDEEM_DETAIL } from './shared';

type Row = CallReply<typeof bonusTokenBatchList>['row'][number];

const filters: FilterField[] = [{ kind: 'text', key: 'keywords', label: '关键词', placeholder: '批次或活动名称' }];

/** 批次列表: every redeem-code batch in scope, newest first. */
export default function BatchListPage() {
  const navigate = useNavigate();
  const columns: Column<Row>[] = [
    { key: 'name', title: '批次名称', width: 160, fixed: 'left', render: (b) => <Typography.Link onClick={() => navigate(`${REDEEM_DETAIL}?id=${b.id}`)}>{b.name}</Typography.Link> },
    { key: 'event_name', title: '活动', width: 180, render: (b) => <Typography.Link onClick={() => navigate(activityDetail(b.event))}>{b.event_name}</Typography.Link> },
    { key: 'value_name', title: '奖品', width: 140 },
    { key: 'count', title: '已兑换 / 数量', width: 120, value: (b) => `${b.redeemed} / ${b.count}` },
    { key: 'expire_date', title: '兑换截止', width: 110 },
    { key: 'operator', title: '生成人', width: 100 },
    { key: 'merchant_name', title: '主办商户', width: 180, defaultHidden: true },
    { key: 'create_time', title: '生成时间', width: 170, value: (b) => formatDateTime(b.create_time) },
  ];
  return (
    <ListPage
      id="marketing-batch-list"
      call={bonusTokenBatchList}
      rowKey="id"
      filters={filters}
      columns={columns}
      actions={[{ key: 'detail', label: '查看兑换码', onClick: (b) => navigate(`${REDEEM_DETAIL}?id=${b.id}`) }]}
    />
  );
}
