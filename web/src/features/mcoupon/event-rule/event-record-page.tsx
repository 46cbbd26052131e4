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

/** 事件发放记录 (`/parking-coupon/event/record`): each event an enabled rule met, what it granted or why not. */
export default function EventRecordPage() {
  return <ListPage id="coupon-event-record" call={eventRecordList} rowKey="id" filters={filters} columns={columns} />;
}
