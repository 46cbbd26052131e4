import { parkingRecordList } from '@console/contract';
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { ListPage } from '../../../widgets/resource/list-page';
import type { FilterField, RowAction } from '../../../widgets/resource/types';
import { PARTNER_RECORD } from '../partner/paths';
import { merchantFilter, useVehicles } from '../vehicles/platform';
import { RecordDetailDrawer } from './record-detail-drawer';
import { carStatusOptions, carTypeOptions, CorrectPlateDialog, parkAndPlate, plateColourOptions, recordColumns, type RecordRow } from './shared';

const filters = (showsMerchant: boolean): FilterField[] => [
  ...parkAndPlate,
  ...(showsMerchant ? [merchantFilter] : []),
  { kind: 'select', key: 'status', label: '车辆状态', options: carStatusOptions },
  { kind: 'select', key: 'car_type', label: '车辆类型', options: carTypeOptions },
  { kind: 'select', key: 'plate_color', label: '车牌颜色', options: plateColourOptions },
  { kind: 'dateRange', key: 'entry', keys: ['start_date', 'end_date'], label: '入场日期' },
];

/**
 * 停车记录: every entry of the parks in scope, newest first (a capped count: the table grows by millions). The parking
 * group's `/group/record` is this page over its members' parks, read-only (it holds no 修正车牌 code); the parking
 * partner's 进出记录 (`/parking/record`) over its customers' parks, read-only too.
 */
export default function RecordListPage() {
  const { pathname } = useLocation();
  const partner = pathname === PARTNER_RECORD;
  const showsMerchant = useVehicles().showsMerchant || partner;
  const shownFilters = useMemo(() => filters(showsMerchant), [showsMerchant]);
  const [open, setOpen] = useState<number | null>(null);
  const [correcting, setCorrecting] = useState<RecordRow | null>(null);
  const actions: RowAction<RecordRow>[] = [
    { key: 'detail', label: '详情', onClick: (r) => setOpen(r.id) },
    { key: 'correct', label: '修正车牌', permission: ['parking:parking:record:update'], when: (r) => r.status === 1, onClick: (r) => setCorrecting(r) },
  ];
  return (
    <>
      <ListPage
        id={partner ? 'partner-record-list' : showsMerchant ? 'group-record-list' : 'parking-record-list'}
        call={parkingRecordList}
        rowKey="id"
        filters={shownFilters}
        columns={recordColumns((r) => setOpen(r.id), showsMerchant)}
        actions={actions}
        visibleFilters={3}
      />
      <RecordDetailDrawer id={open} onClose={() => setOpen(null)} onCorrect={setCorrecting} />
      <CorrectPlateDialog record={correcting} onClose={() => setCorrecting(null)} />
    </>
  );
}
