import { formatDateTime, vipApplyList, VipApplyStatus, type CallReply } from '@console/contract';
import { useNavigate } from 'react-router';
import { ListPage } from '../../../widgets/resource/list-page';
import type { Column, FilterField, RowAction } from '../../../widgets/resource/types';
import { parkAndPlate } from '../records/shared';
import { FIXED_APPLY_AUDIT, FIXED_APPLY_DETAIL } from './paths';
import { applyStatusOptions, ApplyStatusTag, PlatesCell } from './shared';

type Row = CallReply<typeof vipApplyList>['row'][number];

const filters: FilterField[] = [
  ...parkAndPlate,
  { kind: 'select', key: 'status', label: '审核状态', options: applyStatusOptions },
  { kind: 'dateRange', key: 'apply', keys: ['start_date', 'end_date'], label: '申请日期' },
];

const columns = (open: (r: Row) => void): Column<Row>[] => [
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
  { key: 'merchant_name', title: '所属商户', width: 170, ellipsis: true, defaultHidden: true },
];

/** 固定车申请: car owners asking for a monthly card, newest first; 审核 opens the audit page of a pending one. */
export default function FixedApplyListPage() {
  const navigate = useNavigate();
  const open = (r: Row) => navigate(`${FIXED_APPLY_DETAIL}?id=${r.id}`);
  const actions: RowAction<Row>[] = [
    { key: 'detail', label: '详情', onClick: open },
    { key: 'audit', label: '审核', permission: ['parking:parking:vip:apply:audit'], when: (r) => r.status === VipApplyStatus.pending, onClick: (r) => navigate(`${FIXED_APPLY_AUDIT}?id=${r.id}`) },
  ];
  return <ListPage id="parking-vip-apply-list" call={vipApplyList} rowKey="id" filters={filters} columns={columns(open)} actions={actions} />;
}
