import { bonusRedPacketList, bonusValueKinds, bonusValueText, formatDateTime, redPacketStates, type CallReply } from '@console/contract';
import { Tag } from 'antd';
import { ListPage } from '../../../widgets/resource/list-page';
import type { Column, FilterField } from '../../../widgets/resource/types';

type Row = CallReply<typeof bonusRedPacketList>['row'][number];

const filters: FilterField[] = [
  { kind: 'select', key: 'kind', label: '奖励类型', options: Object.entries(bonusValueKinds).map(([value, label]) => ({ label, value: Number(value) })) },
  { kind: 'select', key: 'state', label: '状态', options: Object.entries(redPacketStates).map(([value, label]) => ({ label, value: Number(value) })) },
];

const columns: Column<Row>[] = [
  { key: 'value_name', title: '奖励', width: 180 },
  { key: 'kind_name', title: '奖励类型', width: 90 },
  { key: 'amount', title: '面值', width: 110, value: (r) => bonusValueText(r) },
  { key: 'event_name', title: '活动', width: 180, ellipsis: true },
  { key: 'issuer_name', title: '发放方', width: 170 },
  { key: 'source_name', title: '获得方式', width: 100, value: (r) => (r.voucher ? `${r.source_name}（${r.voucher}）` : r.source_name) },
  { key: 'expire_date', title: '有效期至', width: 110 },
  { key: 'state', title: '状态', width: 80, render: (r) => <Tag color={r.state === 1 ? 'green' : 'default'}>{r.state_name}</Tag> },
  { key: 'create_time', title: '领取时间', width: 170, value: (r) => formatDateTime(r.create_time) },
];

/** 红包奖励 (/account/merchant/red-packet): the rewards the merchant received from the platform's activities (入驻有礼, 兑换码). */
export default function RedPacketPage() {
  return <ListPage id="account-red-packet" call={bonusRedPacketList} rowKey="id" filters={filters} columns={columns} />;
}
