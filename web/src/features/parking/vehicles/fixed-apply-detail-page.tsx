import { formatDateTime, VipApplyStatus, type CallReply, type vipApplyGet } from '@console/contract';
import { Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { DetailPage, type DetailField } from '../../../widgets/resource/detail-page';
import { FormDialog } from '../../../widgets/resource/form-dialog';
import { RejectDialog } from '../../../widgets/resource/reject-dialog';
import { AuditTimeline } from '../../../widgets/timeline/record-timeline';
import { useVehicles } from './platform';
import { ApplyStatusTag, packageText, PlatesCell } from './shared';

type Apply = CallReply<typeof vipApplyGet>;

const fields: DetailField<Apply>[] = [
  { key: 'plates', label: '车牌号', render: (a) => <PlatesCell plates={a.plates} color={a.plate_color} /> },
  { key: 'status', label: '审核状态', render: (a) => <ApplyStatusTag status={a.status} /> },
  { key: 'holder', label: '申请人', value: (a) => `${a.holder_name} · ${a.mobile}` },
  { key: 'park', label: '停车场', value: (a) => `${a.park_name}（${a.park_code}）` },
  { key: 'package', label: '套餐', value: packageText },
  { key: 'start_date', label: '希望开始日期' },
  { key: 'space_no', label: '车位号' },
  { key: 'create_time', label: '申请时间', value: (a) => formatDateTime(a.create_time) },
  { key: 'merchant_name', label: '所属商户' },
  { key: 'remark', label: '申请说明', span: 'filled' },
  { key: 'reviewer', label: '审核人', when: (a) => !!a.reviewer },
  { key: 'review_time', label: '审核时间', when: (a) => !!a.review_time, value: (a) => formatDateTime(a.review_time!) },
  { key: 'reject_reason', label: '驳回原因', when: (a) => a.status === VipApplyStatus.rejected, span: 'filled' },
];


/**
 * 固定车申请详情 (`/detail?id=`) and 审核 (`/audit?id=`, the same page with the decision first): 通过 opens the monthly card
 * (one period of the package; the space may be assigned here), 驳回 asks for a reason.
 */
export default function FixedApplyDetailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { applies, cards, codes, paths } = useVehicles();
  const touched = [applies.list, applies.get, cards.list, cards.get, cards.counts];
  const AUDIT = [codes.applyAudit];
  const auditing = useLocation().pathname === paths.fixedApplyAudit;
  const id = Number(params.get('id'));
  const [approving, setApproving] = useState<Apply | null>(null);
  const [rejecting, setRejecting] = useState<Apply | null>(null);
  const pending = (a: Apply) => a.status === VipApplyStatus.pending;
  return (
    <>
      <DetailPage<Apply>
        loadKey={[applies.get.path, id]}
        load={() => send(applies.get, { id })}
        title={(a) => `${auditing && pending(a) ? '审核' : ''}固定车申请 · ${a.plates.join('、')}`}
        fields={[
          ...fields,
          { key: 'vip', label: '开通的月卡', when: (a) => a.vip !== null, render: (a) => <Typography.Link onClick={() => navigate(`${paths.monthly}?plate=${encodeURIComponent(a.plates[0]!)}`)}>查看月卡</Typography.Link> },
        ]}
        back={paths.fixedApplyList}
        actions={[
          { key: 'approve', label: '通过', primary: true, permission: AUDIT, when: pending, onClick: setApproving },
          { key: 'reject', label: '驳回', danger: true, permission: AUDIT, when: pending, onClick: setRejecting },
        ]}
        tabs={[
          {
            key: 'timeline',
            label: '操作记录',
            render: (a) => <AuditTimeline type="parking_vip_apply" id={a.id} />,
          },
        ]}
      />
      <FormDialog<{ space_no?: string }>
        open={!!approving}
        title={`通过固定车申请 · ${approving?.plates.join('、') ?? ''}`}
        name="parking-vip-apply-approve"
        okText="通过并开通月卡"
        initialValues={{ space_no: approving?.space_no }}
        changes={touched}
        onClose={() => setApproving(null)}
        onSubmit={async ({ space_no }) => {
          await send(applies.approve, { id: approving!.id, space_no: space_no?.trim() || undefined });
          return '已通过，月卡已开通';
        }}
      >
        <Typography.Paragraph>
          将为 {approving?.holder_name} 开通「{approving && packageText(approving)}」，从 {approving?.start_date}（已过则从今天）起一个周期。
        </Typography.Paragraph>
        <Form.Item name="space_no" label="分配车位号">
          <Input maxLength={20} placeholder="可不填" />
        </Form.Item>
      </FormDialog>
      <RejectDialog
        open={!!rejecting}
        title={`驳回固定车申请 · ${rejecting?.plates.join('、') ?? ''}`}
        name="parking-vip-apply-reject"
        extra="申请人会看到驳回原因。"
        changes={touched}
        reject={(reason) => send(applies.reject, { id: rejecting!.id, reason })}
        onClose={() => setRejecting(null)}
      />
    </>
  );
}
