import { ReserveAppealStatus, reserveAppealList } from '@console/contract';
import { useState } from 'react';
import { ListPage } from '../../../widgets/resource/list-page';
import type { Column, FilterField, RowAction } from '../../../widgets/resource/types';
import { parkAndPlate, plateCell } from '../records/shared';
import { AppealReviewDialog, type AppealRow } from './dialogs';
import { ReserveDetailDrawer } from './reserve-detail-drawer';
import { appealStatusOptions, AppealStatusTag, minuteText, money, windowText } from './shared';

const filters: FilterField[] = [
  ...parkAndPlate,
  { kind: 'select', key: 'status', label: '处理状态', options: appealStatusOptions },
  { kind: 'text', key: 'phone', label: '手机号', placeholder: '完整手机号或尾号', maxLength: 11 },
  { kind: 'dateRange', key: 'appeal', keys: ['start_date', 'end_date'], label: '申诉日期' },
];

const columns = (open: (r: AppealRow) => void): Column<AppealRow>[] => [
  { key: 'plate', title: '车牌号', width: 130, fixed: 'left', render: plateCell },
  { key: 'reserve_no', title: '预约单号', width: 160, render: (r) => <a onClick={() => open(r)}>{r.reserve_no}</a> },
  { key: 'park_name', title: '停车场', width: 160, ellipsis: true },
  { key: 'window', title: '预约时段', width: 190, value: (r) => windowText(r) },
  { key: 'content', title: '申诉理由', width: 260, ellipsis: true },
  { key: 'prepaid', title: '预付', width: 90, value: (r) => money(r.prepaid) },
  { key: 'create_time', title: '申诉时间', width: 150, value: (r) => minuteText(r.create_time) },
  { key: 'status', title: '处理状态', width: 90, render: (r) => <AppealStatusTag status={r.status} /> },
  { key: 'reply', title: '处理说明', width: 200, ellipsis: true, value: (r) => r.reply || '-', defaultHidden: true },
  { key: 'reviewer', title: '处理人', width: 90, value: (r) => r.reviewer || '-', defaultHidden: true },
  { key: 'merchant_name', title: '所属商户', width: 170, ellipsis: true, defaultHidden: true },
];

/**
 * 预约申诉: owners' appeals against a no-show, newest first; 处理 accepts (the no-show cancelled and refunded, a blacklist
 * entry it caused removed) or rejects with a reply. The reservation opens in its drawer.
 */
export default function ReserveAppealPage() {
  const [reviewing, setReviewing] = useState<AppealRow | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const actions: RowAction<AppealRow>[] = [
    { key: 'reserve', label: '查看预约', onClick: (r) => setOpen(r.reserve) },
    { key: 'review', label: '处理', permission: ['parking:parking:reserve:audit'], when: (r) => r.status === ReserveAppealStatus.pending, onClick: setReviewing },
  ];
  return (
    <>
      <ListPage id="parking-reserve-appeal-list" call={reserveAppealList} rowKey="id" filters={filters} columns={columns((r) => setOpen(r.reserve))} actions={actions} visibleFilters={3} />
      <AppealReviewDialog appeal={reviewing} onClose={() => setReviewing(null)} />
      <ReserveDetailDrawer id={open} onClose={() => setOpen(null)} />
    </>
  );
}
