import { ReserveApplyStatus, reserveApplyList } from '@console/contract';
import { useState } from 'react';
import { ListPage } from '../../../widgets/resource/list-page';
import type { Column, FilterField, RowAction } from '../../../widgets/resource/types';
import { parkAndPlate, plateCell } from '../records/shared';
import { ApplyAuditDialog, type ApplyRow } from './dialogs';
import { applyStatusOptions, ApplyStatusTag, minuteText } from './shared';

const filters: FilterField[] = [
  ...parkAndPlate,
  { kind: 'select', key: 'status', label: '审核状态', options: applyStatusOptions },
  { kind: 'text', key: 'phone', label: '手机号', placeholder: '完整手机号或尾号', maxLength: 11 },
  { kind: 'dateRange', key: 'apply', keys: ['start_date', 'end_date'], label: '申请日期' },
];

const columns: Column<ApplyRow>[] = [
  { key: 'plate', title: '车牌号', width: 130, fixed: 'left', render: plateCell },
  { key: 'park_name', title: '停车场', width: 170, ellipsis: true },
  { key: 'reserve_time', title: '希望到场时间', width: 150, value: (r) => minuteText(r.reserve_time) },
  { key: 'phone', title: '手机号', width: 115 },
  { key: 'remark', title: '申请说明', width: 220, ellipsis: true, value: (r) => r.remark || '-' },
  { key: 'create_time', title: '申请时间', width: 150, value: (r) => minuteText(r.create_time) },
  { key: 'status', title: '审核状态', width: 90, render: (r) => <ApplyStatusTag status={r.status} /> },
  { key: 'reviewer', title: '审核人', width: 90, value: (r) => r.reviewer || '-' },
  { key: 'reject_reason', title: '驳回原因', width: 200, ellipsis: true, value: (r) => r.reject_reason || '-', defaultHidden: true },
  { key: 'merchant_name', title: '所属商户', width: 170, ellipsis: true, defaultHidden: true },
];

/** 预约申请: owners' requests at parks that review them, newest first; 审核 (通过 makes the reservation, 驳回 with a reason). */
export default function ReserveApplyPage() {
  const [auditing, setAuditing] = useState<ApplyRow | null>(null);
  const actions: RowAction<ApplyRow>[] = [
    { key: 'audit', label: '审核', permission: ['parking:parking:reserve:audit'], when: (r) => r.status === ReserveApplyStatus.pending, onClick: setAuditing },
  ];
  return (
    <>
      <ListPage id="parking-reserve-apply-list" call={reserveApplyList} rowKey="id" filters={filters} columns={columns} actions={actions} visibleFilters={3} />
      <ApplyAuditDialog apply={auditing} onClose={() => setAuditing(null)} />
    </>
  );
}
