import { eventRecordList } from '@console/contract';
import { ListPage } from '../../../widgets/resource/list-page';
import type { FilterField } from '../../../widgets/resource/types';
import { eventTypeOptions, recordColumns, recordStatusOptions } from './shared';

const filters: FilterField[] = [
  { kind: 'text', key: 'plate', label: '车牌号', maxLength: 10 },
  { kind: 'select', key: 'event_type', label: '触发事件', options: eventTypeOptions },
  { kind: 'select', key: 'status', label: '结果', options: recordStatusOptions },
  { kind: 'dateRange', key: 'event_date', keys: ['start_date', 'end_date'], label: '事件时间' },
];

const columns = recordColumns();

/** The group's view adds the member merchant that ran the rule. */
const groupColumns = [{ key: 'merchant_name', title: '商户', width: 160, ellipsis: true }, ...columns] as typeof columns;

/**
 * 事件发放记录 (`/parking-coupon/event/record`): each event an enabled rule met, what it granted or why not. With
 * `group`, the parking group's 优惠券活动 (`/group/coupon/event`): its members' event records, read only.
 */
export default function EventRecordPage({ group = false }: { group?: boolean }) {
  return <ListPage id={group ? 'group-coupon-event' : 'coupon-event-record'} call={eventRecordList} rowKey="id" filters={filters} columns={group ? groupColumns : columns} />;
}
