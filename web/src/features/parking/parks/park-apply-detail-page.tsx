import { formatDateTime, ParkApplyStatus, parkApplyGet } from '@console/contract';
import { Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { useGate } from '../../../shell/session/gate';
import { pointText } from '../../../widgets/map-dialog/location-fields';
import { DetailPage, type DetailField } from '../../../widgets/resource/detail-page';
import { AuditTimeline } from '../../../widgets/timeline/record-timeline';
import { ApplyStatusTag, merchantText, PARK_DETAIL, ReviewDialog, submitterText, typeText, useApplySide, type Decision, type ParkApplication } from './shared';

/** 停车场申请详情 (?id=): what was applied for, the review, the park it created; 通过 and 驳回 while it waits. */
export default function ParkApplyDetailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const gate = useGate();
  const id = Number(params.get('id'));
  const { side, paths } = useApplySide();
  const [review, setReview] = useState<{ application: ParkApplication; decision: Decision } | null>(null);
  const mayOpenPark = side === 'partner' && gate({ permission: ['parking:partner:park:list'] });

  const fields: DetailField<ParkApplication>[] = [
    { key: 'park_name', label: '停车场名称' },
    { key: 'status', label: '审核状态', render: (a) => <ApplyStatusTag status={a.status} /> },
    { key: 'merchant', label: '申请商户', value: merchantText },
    { key: 'type', label: '停车场类型', value: (a) => typeText(a.type) },
    { key: 'region', label: '所在地区', value: (a) => `${a.region_name}（${a.region}）` },
    { key: 'point', label: '经纬度', value: pointText },
    { key: 'address', label: '详细地址', span: 'filled' },
    { key: 'total_space', label: '总车位数' },
    { key: 'monthly_card_cap', label: '月卡上限' },
    { key: 'submitter', label: '提交人', value: submitterText },
    { key: 'create_time', label: '申请时间', value: (a) => formatDateTime(a.create_time) },
    { key: 'remark', label: '申请说明', span: 'filled' },
    { key: 'auditor', label: '审核人', when: (a) => !!a.auditor, value: (a) => [a.auditor_merchant_name, a.auditor].filter(Boolean).join(' · ') },
    { key: 'audit_time', label: '审核时间', when: (a) => !!a.audit_time, value: (a) => formatDateTime(a.audit_time!) },
    { key: 'reject_reason', label: '驳回原因', when: (a) => a.status === ParkApplyStatus.rejected, value: (a) => a.audit_remark, span: 'filled' },
    { key: 'audit_remark', label: '审核意见', when: (a) => a.status === ParkApplyStatus.approved && !!a.audit_remark, span: 'filled' },
    {
      key: 'park_code',
      label: '停车场编号',
      when: (a) => !!a.park_code,
      render: (a) =>
        mayOpenPark ? <Typography.Link onClick={() => navigate(`${PARK_DETAIL}?park_code=${encodeURIComponent(a.park_code!)}`)}>{a.park_code}</Typography.Link> : a.park_code,
    },
  ];
  const pending = (a: ParkApplication) => side === 'partner' && a.status === ParkApplyStatus.pending;

  return (
    <>
      <DetailPage<ParkApplication>
        loadKey={[parkApplyGet.path, id]}
        load={() => send(parkApplyGet, { id })}
        title={(a) => `停车场申请 · ${a.park_name}`}
        fields={fields}
        back={paths.list}
        actions={[
          { key: 'approve', label: '通过', primary: true, permission: ['parking:partner:park:apply:audit'], when: pending, onClick: (a) => setReview({ application: a, decision: 'approve' }) },
          { key: 'reject', label: '驳回', danger: true, permission: ['parking:partner:park:apply:audit'], when: pending, onClick: (a) => setReview({ application: a, decision: 'reject' }) },
        ]}
        tabs={[
          {
            key: 'timeline',
            label: '操作记录',
            render: (a) => <AuditTimeline type="park_apply" id={a.id} />,
          },
        ]}
      />
      <ReviewDialog application={review?.application ?? null} decision={review?.decision ?? 'approve'} onClose={() => setReview(null)} />
    </>
  );
}
