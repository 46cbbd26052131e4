import { formatDateTime, parkingUpdateList, type CallReply } from '@console/contract';
import { LicencePlate } from '../../../widgets/licence-plate/licence-plate';
import { ListPage } from '../../../widgets/resource/list-page';
import type { Column, FilterField } from '../../../widgets/resource/types';
import { useLocation } from 'react-router';
import { merchantFilter } from '../../../widgets/resource/filters';
import { GROUP_PLATE_RECORD } from '../group/paths';
import { parkAndPlate } from './shared';

type Row = CallReply<typeof parkingUpdateList>['row'][number];

const filters: FilterField[] = [...parkAndPlate, { kind: 'dateRange', key: 'changed', keys: ['start_date', 'end_date'], label: '修正日期' }];

const columns = (showsMerchant: boolean): Column<Row>[] => [
  { key: 'old_plate', title: '原车牌', width: 130, fixed: 'left', render: (r) => <LicencePlate plate={r.old_plate} color={r.plate_color} size="small" /> },
  { key: 'new_plate', title: '新车牌', width: 130, render: (r) => <LicencePlate plate={r.new_plate} color={r.plate_color} size="small" /> },
  { key: 'park_name', title: '停车场', width: 180, ellipsis: true },
  { key: 'reason', title: '修正原因', width: 200, ellipsis: true },
  { key: 'operator', title: '操作人', width: 100 },
  { key: 'create_time', title: '修正时间', width: 170, value: (r) => formatDateTime(r.create_time) },
  { key: 'record', title: '停车记录 ID', width: 110 },
  { key: 'merchant_name', title: '所属商户', width: 180, ellipsis: true, defaultHidden: !showsMerchant },
];

/**
 * 车牌修正记录: every plate corrected in the lot, newest first (the plate filter matches the old or the new plate). The
 * group's 车牌记录 (`/group/plate/record`) is this page over its members, with 所属商户 shown and searchable.
 */
export default function PlateChangePage() {
  const group = useLocation().pathname === GROUP_PLATE_RECORD;
  return (
    <ListPage
      id={group ? 'group-plate-record' : 'parking-plate-change'}
      call={parkingUpdateList}
      rowKey="id"
      filters={group ? [...filters, merchantFilter] : filters}
      columns={columns(group)}
    />
  );
}
