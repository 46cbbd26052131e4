import { bonusGrantList } from '@console/contract';
import { ListPage } from '../../widgets/resource/list-page';
import type { FilterField } from '../../widgets/resource/types';
import { grantColumns } from './activity-tables';

const filters: FilterField[] = [
  { kind: 'select', key: 'source', label: '来源', options: [{ label: '事件触发', value: 1 }, { label: '兑换码', value: 2 }] },
  { kind: 'dateRange', key: 'date', label: '发放日期', keys: ['start_date', 'end_date'] },
  { kind: 'text', key: 'player', label: '领取商户号', placeholder: '如 100101' },
];

/** 发放记录: every reward granted by the activities in scope, newest first. */
export default function GrantListPage() {
  return <ListPage id="marketing-grant-list" call={bonusGrantList} rowKey="id" filters={filters} columns={grantColumns(true)} />;
}
