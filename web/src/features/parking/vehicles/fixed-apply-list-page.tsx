import { formatDateTime, VipApplyStatus, type CallReply, type vipApplyList } from '@console/contract';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { ListPage } from '../../../widgets/resource/list-page';
import type { Column, FilterField, RowAction } from '../../../widgets/resource/types';
import { parkAndPlate } from '../records/shared';
import { merchantFilter, useVehicles } from './platform';
import { applyStatusOptions, ApplyStatusTag, PlatesCell } from './shared';

type Row = CallReply<typeof vipApplyList>['row'][number];

const filters = (showsMerchant: boolean): FilterField[] => [
  ...parkAndPlate,
  ...(showsMerchant ? [merchantFilter] : []),
  { kind: 'select', key: 'status', label: '审核状态', options: applyStatusOptions },
  { kind: 'dateRange', key: 'apply', keys: ['start_date', 'end_date'], label: '申请日期' },
];

const columns = (open: (r: Row) => void, showsMerchant: boolean): Column<Row>[] => [
  { key: 'plates', title: '车牌号', width: 200, fixed: 'left', render: (r) => <a onClick={() => open(r)}><PlatesCell plates={r.plates} color={r.plate_color} /></a> },
  { key: 'holder_name', title: '申请人', width: 100 },
  { key: 'mobile', title: '手机号', width: 120 },
  { key: 'park_name', title: '停车场', width: 170, ellipsis: true },
  { key: 'package_name', title: '套餐', width: 110 },
  { key: 'start_date', title: '希望开始日期', width: 120 },
  { key: 'create_time', title: '申请时间', width: 170, value: (r) => formatDateTime(r.create_time) },
  { key: 'status', title: '审核状态', width: 90, render: (r) => <ApplyStatusTag status={r.status} /> },
  { key: 'reviewer', title: '审核人', width: 90, value: (r) => r.reviewer || '-' },
  { key: 'remark', title: '申请说明', width: 220, ellipsis: true, value: (r) => r.remark || '-' },
  { key: 'merchant_name', title: '所属商户', width: 170, ellipsis: true, defaultHidden: !showsMerchant },
];

/** 固定车申请: car owners asking for a monthly card (at the parks in scope), newest first; 审核 opens a pending one. */
export default function FixedApplyListPage() {
  const navigate = useNavigate();
  const { applies, codes, paths, showsMerchant } = useVehicles();
  const shownFilters = useMemo(() => filters(showsMerchant), [showsMerchant]);
  const open = (r: Row) => navigate(`${paths.fixedApplyDetail}?id=${r.id}`);
  const actions: RowAction<Row>[] = [
    { key: 'detail', label: '详情', onClick: open },
    { key: 'audit', label: '审核', permission: [codes.applyAudit], when: (r) => r.status === VipApplyStatus.pending, onClick: (r) => navigate(`${paths.fixedApplyAudit}?id=${r.id}`) },
  ];
  return (
    <ListPage
      id={showsMerchant ? 'group-vip-apply-list' : 'parking-vip-apply-list'}
      call={applies.list}
      rowKey="id"
      filters={shownFilters}
      columns={columns(open, showsMerchant)}
      actions={actions}
    />
  );
}
