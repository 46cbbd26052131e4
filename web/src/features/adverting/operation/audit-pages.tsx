import { adAuditStateNames, adPlanAudit, adPlanAuditList, adPlanKindNames, AdPlanStatus, formatDateTime, type CallReply } from '@console/contract';
import { App, Select } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import type { DetailAction } from '../../../widgets/resource/detail-page';
import { ListPage } from '../../../widgets/resource/list-page';
import { RejectDialog } from '../../../widgets/resource/reject-dialog';
import type { Column, FilterField, RowAction } from '../../../widgets/resource/types';
import { useChanged } from '../../../widgets/resource/use-changed';
import { optionsOf } from '../config/shared';
import { PlanDetail } from './plan-detail';
import { AUDIT, AUDIT_DETAIL, AUDIT_LIST, bidText, datesText, planReads, PlanStatusTag, spacesText, type Plan } from './shared';

type Row = CallReply<typeof adPlanAuditList>['row'][number];
const AUDIT_CODE = ['adverting:operation:delivery_audit:audit'];

const filters: FilterField[] = [
  // Empty means 待审核 (the server's default): the placeholder says so.
  {
    kind: 'custom',
    key: 'audit',
    label: '审核状态',
    render: () => <Select aria-label="审核状态" allowClear placeholder="待审核" options={Object.entries(adAuditStateNames).map(([value, label]) => ({ value, label }))} />,
  },
  { kind: 'text', key: 'name', label: '计划名称', maxLength: 40 },
  { kind: 'select', key: 'kind', label: '计划类型', options: optionsOf(adPlanKindNames) },
  { kind: 'text', key: 'advertiser_name', label: '广告主', maxLength: 40 },
];

const columns: Column<Row>[] = [
  { key: 'name', title: '计划名称', width: 200, fixed: 'left' },
  { key: 'kind', title: '计划类型', width: 100, value: (r) => adPlanKindNames[r.kind] },
  { key: 'advertiser_name', title: '广告主', width: 180, value: (r) => r.advertiser_name || '-' },
  { key: 'spaces', title: '广告位', width: 200, ellipsis: true, value: spacesText },
  { key: 'dates', title: '投放日期', width: 220, value: datesText },
  { key: 'bid_price', title: '出价', width: 170, value: bidText },
  { key: 'status', title: '状态', width: 100, render: (r) => <PlanStatusTag status={r.status} /> },
  { key: 'submit_time', title: '提交时间', width: 170, value: (r) => (r.submit_time ? formatDateTime(r.submit_time) : '-') },
  { key: 'auditor_name', title: '审核人', width: 110, value: (r) => r.auditor_name || '-', defaultHidden: true },
];

/** 投放审核: the plans waiting (the longest waiting first), and those already rejected or approved. */
export function AuditListPage() {
  const navigate = useNavigate();
  const actions: RowAction<Row>[] = [
    { key: 'audit', label: '审核', permission: AUDIT_CODE, when: (r) => r.status === AdPlanStatus.pending, onClick: (r) => navigate(`${AUDIT}?id=${r.id}`) },
    { key: 'detail', label: '详情', onClick: (r) => navigate(`${AUDIT_DETAIL}?id=${r.id}`) },
  ];
  return <ListPage id="adverting-plan-audit" call={adPlanAuditList} rowKey="id" filters={filters} columns={columns} actions={actions} />;
}

/** 审核 (?id=): the plan in full, 通过 (asks first) or 驳回 with the reason the submitter reads. */
export function AuditPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const id = Number(params.get('id'));
  const changed = useChanged(...planReads);
  const [rejecting, setRejecting] = useState<Plan | null>(null);
  const actions: DetailAction<Plan>[] = [
    {
      key: 'pass',
      label: '通过',
      primary: true,
      permission: AUDIT_CODE,
      when: (p) => p.status === AdPlanStatus.pending,
      confirm: (p) => `通过「${p.name}」后，计划将在投放日期内开始投放。确定通过吗？`,
      onClick: async () => {
        await send(adPlanAudit, { id, pass: true });
        message.success('已通过，计划开始投放');
        await changed();
        navigate(AUDIT_LIST);
      },
    },
    { key: 'reject', label: '驳回', danger: true, permission: AUDIT_CODE, when: (p) => p.status === AdPlanStatus.pending, onClick: (p) => setRejecting(p) },
  ];
  return (
    <>
      <PlanDetail id={id} back={AUDIT_LIST} actions={actions} />
      <RejectDialog
        open={rejecting !== null}
        title="驳回投放计划"
        name="adverting-plan-reject"
        extra="提交人会在计划详情中看到驳回原因，修改后可重新提交"
        changes={planReads}
        reject={async (reason) => {
          await send(adPlanAudit, { id, pass: false, remark: reason });
          navigate(AUDIT_LIST);
        }}
        onClose={() => setRejecting(null)}
      />
    </>
  );
}

/** 审核详情 (?id=): the plan and its 操作记录, read only. */
export function AuditDetailPage() {
  const [params] = useSearchParams();
  return <PlanDetail id={Number(params.get('id'))} back={AUDIT_LIST} />;
}
