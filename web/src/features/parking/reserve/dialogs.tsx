import {
  ReserveAppealStatus, ReserveApplyStatus, reserveAppealAudit, reserveAppealList, reserveApplyAudit, reserveApplyList, reserveBlacklistList, reserveGet, reserveList, reserveOversee,
  ReserveState, reserveStatistics, type CallReply,
} from '@console/contract';
import { Alert, Checkbox, Descriptions, Form, Input, Radio } from 'antd';
import { send, useIdempotencyKey } from '../../../lib/request';
import { LicencePlate } from '../../../widgets/licence-plate/licence-plate';
import { FormDialog } from '../../../widgets/resource/form-dialog';
import { minuteText, money, windowText } from './shared';

export type ReserveRow = CallReply<typeof reserveList>['row'][number];
export type ApplyRow = CallReply<typeof reserveApplyList>['row'][number];
export type AppealRow = CallReply<typeof reserveAppealList>['row'][number];

/** What handling a reservation makes stale: its lists, its detail, the statistics, the blacklist. */
const touched = [reserveList, reserveGet, reserveStatistics, reserveBlacklistList, reserveAppealList];

const Reason = ({ label, placeholder }: { label: string; placeholder?: string }) => (
  <Form.Item name="reason" label={label} rules={[{ required: true, whitespace: true, message: `请填写${label}` }, { min: 2, message: `${label}至少 2 个字` }]}>
    <Input.TextArea rows={3} maxLength={200} showCount placeholder={placeholder} />
  </Form.Item>
);

type Oversee = { reserve: Pick<ReserveRow, 'id' | 'reserve_no' | 'plate' | 'plate_color' | 'prepaid' | 'refund' | 'reserve_time' | 'latest_arrival'>; to: typeof ReserveState.cancelled | typeof ReserveState.noShow };

/**
 * 取消 (the prepaid is refunded) or 标记违约 (kept; optionally straight onto the reservation blacklist) with a reason. A
 * money operation: one Idempotency-Key per handling, the same for a retry, renewed after success.
 */
export function OverseeDialog({ value, onClose }: { value: Oversee | null; onClose: () => void }) {
  const [key, renew] = useIdempotencyKey();
  const cancel = value?.to === ReserveState.cancelled;
  const r = value?.reserve;
  return (
    <FormDialog<{ reason: string; blacklist?: boolean }>
      open={!!value}
      title={`${cancel ? '取消预约' : '标记违约'} · ${r?.reserve_no ?? ''}`}
      name="parking-reserve-oversee"
      okText={cancel ? '确认取消并退款' : '确认标记违约'}
      danger
      initialValues={{ blacklist: false }}
      changes={touched}
      onClose={onClose}
      onSubmit={async ({ reason, blacklist }) => {
        const reply = await send(reserveOversee, { id: r!.id, state: value!.to, reason: reason.trim(), ...(cancel ? {} : { blacklist: !!blacklist }) }, { idempotencyKey: key });
        renew();
        if (cancel) return reply.refund ? `预约已取消，已退还预付 ${money(reply.refund)}` : '预约已取消';
        return reply.blacklisted ? '已标记违约，车牌已在预约黑名单中' : '已标记违约';
      }}
    >
      {r && (
        <Descriptions
          size="small"
          column={1}
          bordered
          style={{ marginBottom: 16 }}
          items={[
            { key: 'plate', label: '车牌号', children: <LicencePlate plate={r.plate} color={r.plate_color} size="small" /> },
            { key: 'time', label: '预约时段', children: windowText(r) },
            { key: 'money', label: cancel ? '退还预付' : '预付金额', children: <strong data-testid="oversee-amount">{money(cancel ? r.prepaid - r.refund : r.prepaid)}</strong> },
          ]}
        />
      )}
      {!cancel && <Alert type="warning" showIcon style={{ marginBottom: 16 }} message="违约后预付不退；车主可以申诉，申诉采纳后撤销违约并退款。" />}
      <Reason label={cancel ? '取消原因' : '违约说明'} placeholder={cancel ? '如：车主来电取消' : '如：超过最晚到场时间未到场'} />
      {!cancel && (
        <Form.Item name="blacklist" valuePropName="checked" extra="不论违约次数，立即加入该停车场的预约黑名单（不影响车辆入场）">
          <Checkbox>同时加入预约黑名单</Checkbox>
        </Form.Item>
      )}
    </FormDialog>
  );
}

/** 审核 an application: 通过 (optionally a space; the reservation is made) or 驳回 with a reason. */
export function ApplyAuditDialog({ apply, onClose }: { apply: Pick<ApplyRow, 'id' | 'plate' | 'park_name' | 'reserve_time'> | null; onClose: () => void }) {
  return (
    <FormDialog<{ status: 1 | 2; space_no?: string; reason?: string }>
      open={!!apply}
      title={`审核预约申请 · ${apply?.plate ?? ''}`}
      name="parking-reserve-apply-audit"
      okText="提交审核"
      initialValues={{ status: ReserveApplyStatus.approved }}
      changes={[reserveApplyList, reserveList, reserveStatistics]}
      onClose={onClose}
      onSubmit={async ({ status, space_no, reason }) => {
        if (status === ReserveApplyStatus.approved) {
          await send(reserveApplyAudit, { id: apply!.id, status, ...(space_no?.trim() ? { space_no: space_no.trim() } : {}) });
          return '已通过，预约已生成';
        }
        await send(reserveApplyAudit, { id: apply!.id, status, reason: reason!.trim() });
        return '已驳回';
      }}
    >
      {(form) => (
        <>
          <p>
            {apply?.park_name}，希望 {apply ? minuteText(apply.reserve_time) : ''} 到场。通过时按预约规则校验时段、车位与黑名单。
          </p>
          <Form.Item name="status" label="审核结果">
            <Radio.Group options={[{ label: '通过', value: ReserveApplyStatus.approved }, { label: '驳回', value: ReserveApplyStatus.rejected }]} />
          </Form.Item>
          <Form.Item noStyle shouldUpdate={(a, b) => a.status !== b.status}>
            {() =>
              form.getFieldValue('status') === ReserveApplyStatus.rejected ? (
                <Reason label="驳回原因" placeholder="车主会看到驳回原因" />
              ) : (
                <Form.Item name="space_no" label="预留车位">
                  <Input maxLength={20} placeholder="如 N-08，可不填" />
                </Form.Item>
              )
            }
          </Form.Item>
        </>
      )}
    </FormDialog>
  );
}

/**
 * 处理申诉: 采纳 (the no-show is cancelled, the prepaid refunded, a blacklist entry it caused removed) or 驳回, with a
 * reply. Accepting refunds: one Idempotency-Key per review.
 */
export function AppealReviewDialog({ appeal, onClose }: { appeal: Pick<AppealRow, 'id' | 'plate' | 'reserve_no' | 'prepaid' | 'content'> | null; onClose: () => void }) {
  const [key, renew] = useIdempotencyKey();
  return (
    <FormDialog<{ status: 1 | 2; reason: string }>
      open={!!appeal}
      title={`处理申诉 · ${appeal?.plate ?? ''}`}
      name="parking-reserve-appeal-review"
      okText="提交处理"
      initialValues={{ status: ReserveAppealStatus.accepted }}
      changes={[...touched]}
      onClose={onClose}
      onSubmit={async ({ status, reason }) => {
        const reply = await send(reserveAppealAudit, { id: appeal!.id, status, reason: reason.trim() }, { idempotencyKey: key });
        renew();
        if (status === ReserveAppealStatus.rejected) return '已驳回申诉';
        return `已采纳申诉，退还预付 ${money(reply.refund)}${reply.unblocked ? '，车牌已移出预约黑名单' : ''}`;
      }}
    >
      {(form) => (
        <>
          <Descriptions size="small" column={1} bordered style={{ marginBottom: 16 }} items={[
            { key: 'no', label: '预约单号', children: appeal?.reserve_no },
            { key: 'content', label: '申诉理由', children: appeal?.content },
          ]} />
          <Form.Item name="status" label="处理结果">
            <Radio.Group options={[{ label: '采纳（撤销违约并退款）', value: ReserveAppealStatus.accepted }, { label: '驳回（维持违约）', value: ReserveAppealStatus.rejected }]} />
          </Form.Item>
          <Form.Item noStyle shouldUpdate={(a, b) => a.status !== b.status}>
            {() =>
              form.getFieldValue('status') === ReserveAppealStatus.accepted && (
                <Alert type="info" showIcon style={{ marginBottom: 16 }} message={<span data-testid="appeal-refund">采纳后退还预付 {money(appeal?.prepaid ?? 0)}，因这次违约加入的预约黑名单一并移出。</span>} />
              )
            }
          </Form.Item>
          <Reason label="处理说明" placeholder="车主会看到处理说明" />
        </>
      )}
    </FormDialog>
  );
}
