import { bonusPartnerValueAudit, bonusPartnerValueList, formatDateTime, type CallReply } from '@console/contract';
import { Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { send } from '../../lib/request';
import { ListPage } from '../../widgets/resource/list-page';
import { RejectDialog } from '../../widgets/resource/reject-dialog';
import type { Column, FilterField, RowAction } from '../../widgets/resource/types';
import { useChanged } from '../../widgets/resource/use-changed';
import { activityDetail, AuditStatusTag, auditStatusOptions, REWARD_DETAIL } from './shared';

type Row = CallReply<typeof bonusPartnerValueList>['row'][number];

const filters: FilterField[] = [
  { kind: 'select', key: 'audit_status', label: '审核状态', options: auditStatusOptions },
  { kind: 'text', key: 'keywords', label: '关键词', placeholder: '奖品或活动名称' },
];

/** 奖品审核: partners' rewards; 通过 (asked first) or 驳回 with a reason. */
export default function RewardAuditPage() {
  const navigate = useNavigate();
  const changed = useChanged(bonusPartnerValueList);
  const [rejecting, setRejecting] = useState<Row | null>(null);
  const columns: Column<Row>[] = [
    { key: 'name', title: '奖品', width: 160, fixed: 'left', render: (v) => <Typography.Link onClick={() => navigate(`${REWARD_DETAIL}?id=${v.id}`)}>{v.name}</Typography.Link> },
    { key: 'merchant_name', title: '服务商', width: 180 },
    { key: 'event_name', title: '活动', width: 160, render: (v) => <Typography.Link onClick={() => navigate(activityDetail(v.event))}>{v.event_name}</Typography.Link> },
    { key: 'value_text', title: '面值', width: 130 },
    { key: 'stock', title: '库存', width: 80 },
    { key: 'valid_days', title: '有效期', width: 100, value: (v) => `领取后 ${v.valid_days} 天` },
    { key: 'audit_status', title: '审核状态', width: 90, render: (v) => <AuditStatusTag status={v.audit_status} /> },
    { key: 'audit_reason', title: '驳回原因', width: 180, ellipsis: true, value: (v) => v.audit_reason || '-' },
    { key: 'create_time', title: '提交时间', width: 170, value: (v) => formatDateTime(v.create_time) },
  ];
  const actions: RowAction<Row>[] = [
    {
      key: 'pass',
      label: '通过',
      when: (v) => v.audit_status === 0,
      confirm: (v) => `通过「${v.merchant_name}」的奖品「${v.name}」（${v.value_text}，库存 ${v.stock}）？通过后服务商即可发布活动发放。`,
      onClick: async (v) => {
        await send(bonusPartnerValueAudit, { id: v.id, pass: true });
        await changed('已通过');
      },
    },
    { key: 'reject', label: '驳回', danger: true, when: (v) => v.audit_status === 0, onClick: (v) => setRejecting(v) },
  ];
  return (
    <>
      <ListPage id="marketing-reward-audit" call={bonusPartnerValueList} rowKey="id" filters={filters} columns={columns} actions={actions} />
      <RejectDialog
        open={!!rejecting}
        title={rejecting ? `驳回奖品「${rejecting.name}」` : '驳回'}
        name="marketing-reward-reject"
        changes={[bonusPartnerValueList]}
        reject={(reason) => send(bonusPartnerValueAudit, { id: rejecting!.id, pass: false, reason })}
        onClose={() => setRejecting(null)}
      />
    </>
  );
}
