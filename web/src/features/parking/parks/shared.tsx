import {
  formatDateTime,
  ParkApplyStatus,
  parkApplyAudit,
  parkApplyGet,
  parkApplyList,
  parkApplyStatuses,
  parkGet,
  parkList,
  ParkStatus,
  parkStatuses,
  parkTypes,
  type CallReply,
} from '@console/contract';
import { Form, Input, Tag, Typography } from 'antd';
import { useLocation } from 'react-router';
import { send } from '../../../lib/request';
import { pointText } from '../../../widgets/map-dialog/location-fields';
import type { Column, OptionItem } from '../../../widgets/resource/types';
import { applyPaths, type ApplySide } from './paths';
import { FormDialog } from '../../../widgets/resource/form-dialog';

// 停车场 and 停车场申请 of the parking partner platform (/parking, document 2 §2); a parking merchant applies from its own
// platform (/parking-merchant). docs/decisions.md, "Parks and park applications".
export { applyPaths, PARK_DETAIL, PARK_EDIT, PARK_LIST, type ApplySide } from './paths';

/** Which platform's application screens this page is on (the same pages serve both route tables). */
export function useApplySide(): { side: ApplySide; paths: (typeof applyPaths)[ApplySide] } {
  const { pathname } = useLocation();
  const side: ApplySide = pathname.startsWith('/parking-merchant/') ? 'merchant' : 'partner';
  return { side, paths: applyPaths[side] };
}

export type Park = CallReply<typeof parkGet>;
export type ParkApplication = CallReply<typeof parkApplyGet>;

const options = (labels: Record<number, string>): OptionItem[] => Object.entries(labels).map(([value, label]) => ({ label, value: Number(value) }));
export const typeOptions = options(parkTypes);
export const statusOptions = [
  { label: parkStatuses[ParkStatus.enabled], value: ParkStatus.enabled },
  { label: parkStatuses[ParkStatus.disabled], value: ParkStatus.disabled },
];
export const applyStatusOptions = [ParkApplyStatus.pending, ParkApplyStatus.approved, ParkApplyStatus.rejected].map((value) => ({ label: parkApplyStatuses[value], value }));

export const typeText = (type: number) => parkTypes[type as keyof typeof parkTypes] ?? String(type);
export const merchantText = (p: { merchant: number; merchant_name: string }) => `${p.merchant_name}（${p.merchant}）`;

export const ParkStatusTag = ({ status }: { status: number }) =>
  status === ParkStatus.enabled ? <Tag color="success">{parkStatuses[ParkStatus.enabled]}</Tag> : <Tag>{parkStatuses[ParkStatus.disabled]}</Tag>;

const applyColours: Record<number, string> = { [ParkApplyStatus.pending]: 'processing', [ParkApplyStatus.approved]: 'success', [ParkApplyStatus.rejected]: 'error' };
export const ApplyStatusTag = ({ status }: { status: number }) => (
  <Tag color={applyColours[status] ?? 'default'}>{parkApplyStatuses[status as keyof typeof parkApplyStatuses] ?? status}</Tag>
);

type ParkRow = CallReply<typeof parkList>['row'][number];

/** The columns of a park list; the park's name opens its detail. */
export const parkColumns = (open: (row: ParkRow) => void): Column<ParkRow>[] => [
  { key: 'park_code', title: '停车场编号', width: 120, fixed: 'left' },
  { key: 'park_name', title: '停车场名称', width: 200, ellipsis: true, render: (row) => <Typography.Link onClick={() => open(row)}>{row.park_name}</Typography.Link> },
  { key: 'merchant', title: '所属商户', width: 200, ellipsis: true, value: merchantText },
  { key: 'type', title: '类型', width: 110, value: (row) => typeText(row.type) },
  { key: 'region_name', title: '所在地区', width: 180, ellipsis: true },
  { key: 'address', title: '详细地址', width: 240, ellipsis: true },
  { key: 'point', title: '经纬度', width: 200, value: pointText },
  { key: 'total_space', title: '总车位', width: 90 },
  { key: 'monthly_card_cap', title: '月卡上限', width: 90 },
  { key: 'status', title: '状态', width: 80, render: (row) => <ParkStatusTag status={row.status} /> },
  { key: 'create_time', title: '创建时间', width: 170, value: (row) => formatDateTime(row.create_time), defaultHidden: true },
  { key: 'park_uuid', title: '停车场 UUID', width: 300, defaultHidden: true },
];

type ApplyRow = CallReply<typeof parkApplyList>['row'][number];

export const submitterText = (a: { submitter_merchant_name: string; submitter: string }) => [a.submitter_merchant_name, a.submitter].filter(Boolean).join(' · ');

export const applyColumns = (open: (row: ApplyRow) => void, side: ApplySide): Column<ApplyRow>[] => [
  { key: 'park_name', title: '停车场名称', width: 200, fixed: 'left', ellipsis: true, render: (row) => <Typography.Link onClick={() => open(row)}>{row.park_name}</Typography.Link> },
  ...(side === 'partner' ? [{ key: 'merchant', title: '申请商户', width: 200, ellipsis: true, value: merchantText }] : []),
  { key: 'type', title: '类型', width: 110, value: (row) => typeText(row.type) },
  { key: 'region_name', title: '所在地区', width: 180, ellipsis: true },
  { key: 'total_space', title: '总车位', width: 90 },
  { key: 'status', title: '审核状态', width: 100, render: (row) => <ApplyStatusTag status={row.status} /> },
  { key: 'submitter', title: '提交人', width: 200, ellipsis: true, value: submitterText },
  { key: 'create_time', title: '申请时间', width: 170, value: (row) => formatDateTime(row.create_time) },
  { key: 'audit', title: '审核人', width: 200, ellipsis: true, value: (row) => (row.auditor ? [row.auditor_merchant_name, row.auditor].filter(Boolean).join(' · ') : '-') },
  { key: 'park_code', title: '停车场编号', width: 120, value: (row) => row.park_code ?? '-' },
  { key: 'address', title: '详细地址', width: 240, ellipsis: true, defaultHidden: true },
];

/** The reviewer's decision on a pending application: 通过 (the park is created) or 驳回 (with a reason). */
export type Decision = 'approve' | 'reject';

export function ReviewDialog({ application, decision, onClose }: { application: Pick<ParkApplication, 'id' | 'park_name' | 'merchant_name'> | null; decision: Decision; onClose: () => void }) {
  const approving = decision === 'approve';
  return (
    <FormDialog<{ remark?: string }>
      open={!!application}
      title={`${approving ? '通过' : '驳回'}停车场申请 · ${application?.park_name ?? ''}`}
      name={`park-apply-${decision}`}
      okText={approving ? '通过' : '驳回'}
      danger={!approving}
      changes={[parkApplyList, parkApplyGet, parkList]}
      onClose={onClose}
      onSubmit={async ({ remark }) => {
        const reply = await send(parkApplyAudit, { id: application!.id, status: approving ? ParkApplyStatus.approved : ParkApplyStatus.rejected, remark: remark?.trim() || undefined });
        return approving ? `已通过，停车场编号 ${reply.park_code}` : '已驳回';
      }}
    >
      <p>
        {approving
          ? `通过后将为「${application?.merchant_name}」创建停车场「${application?.park_name}」，不能撤回。`
          : '驳回后申请结束，申请方可修改后重新提交。'}
      </p>
      <Form.Item
        name="remark"
        label={approving ? '审核意见（选填）' : '驳回原因'}
        rules={approving ? [] : [{ required: true, whitespace: true, message: '请填写驳回原因' }, { min: 2, message: '驳回原因至少 2 个字' }]}
      >
        <Input.TextArea rows={3} maxLength={200} showCount />
      </Form.Item>
    </FormDialog>
  );
}
