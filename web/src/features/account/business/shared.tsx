import { BusinessApplyStatus, businessApplyStatusNames, businessApplyList, businessApplyReject, businessApplyApprove, businessTypes, formatDateTime, maskPhone, type CallReply } from '@console/contract';
import { Form, Input, Tag } from 'antd';
import { send } from '../../../lib/request';
import type { Column, FilterField } from '../../../widgets/resource/types';
import { FormDialog } from '../../../widgets/resource/form-dialog';

export type Apply = CallReply<typeof businessApplyList>['row'][number];

export const APPLY_LIST = '/account/manage/apply';
export const AUDIT_LIST = '/account/manage/audit';
export const APPLY_DETAIL = '/account/merchant/apply/detail';
export const APPLY_FORM = '/merchant/business/apply';

const colors: Record<number, string> = { 0: 'processing', 1: 'success', [-1]: 'error', [-2]: 'default' };
export const ApplyStatusTag = ({ status }: { status: number }) => <Tag color={colors[status]}>{businessApplyStatusNames[status] ?? status}</Tag>;

export const applyFilters: FilterField[] = [
  { kind: 'text', key: 'keywords', label: '商户', placeholder: '商户名称或申请编号' },
  { kind: 'select', key: 'business', label: '申请业务', options: businessTypes.map((b) => ({ label: b.name, value: b.code })) },
  { kind: 'select', key: 'status', label: '状态', options: Object.entries(businessApplyStatusNames).map(([value, label]) => ({ label, value: Number(value) })) },
];

export const applyColumns = (side: 'apply' | 'audit'): Column<Apply>[] => [
  { key: 'id', title: '申请编号', width: 100 },
  { key: 'business_name', title: '申请业务', width: 120 },
  side === 'apply'
    ? { key: 'target_name', title: '受理方', width: 200, ellipsis: true }
    : { key: 'merchant_name', title: '申请商户', width: 200, ellipsis: true, value: (a) => `${a.merchant_name}（${a.merchant}）` },
  { key: 'subject', title: '申请主体', width: 200, ellipsis: true, value: (a) => a.subject?.name ?? '未提交主体' },
  { key: 'contact', title: '联系人', width: 150, value: (a) => `${a.contact_name} ${maskPhone(a.contact_mobile)}` },
  { key: 'status', title: '状态', width: 90, render: (a) => <ApplyStatusTag status={a.status} /> },
  { key: 'audit_remark', title: '审核意见', width: 180, ellipsis: true, value: (a) => a.audit_remark || '-' },
  { key: 'create_time', title: '申请时间', width: 170, value: (a) => formatDateTime(a.create_time) },
];

/** 通过 or 驳回 an application: approving says what it does (relation, products); rejecting asks for the reason. */
export function DecisionDialog({ decision, onClose }: { decision: { apply: Apply; approve: boolean } | null; onClose: () => void }) {
  const approve = decision?.approve ?? false;
  const type = businessTypes.find((b) => b.code === decision?.apply.business);
  return (
    <FormDialog<{ remark?: string }>
      open={!!decision}
      title={`${approve ? '通过' : '驳回'}申请 · ${decision?.apply.merchant_name ?? ''}`}
      name="business-decision"
      okText={approve ? '通过' : '驳回'}
      danger={!approve}
      changes={[businessApplyList]}
      onClose={onClose}
      onSubmit={async ({ remark }) => {
        if (approve) await send(businessApplyApprove, { id: decision!.apply.id, remark: remark?.trim() || undefined });
        else await send(businessApplyReject, { id: decision!.apply.id, remark: remark!.trim() });
        return approve ? '已通过，对方已成为合作商户' : '已驳回';
      }}
    >
      {approve && type && (
        <p>
          通过后，{decision?.apply.merchant_name}将成为本商户的{type.relation === 'member' ? '集团成员' : '客户'}
          {type.products.length ? '，并开通申请的产品' : ''}。
        </p>
      )}
      <Form.Item name="remark" label={approve ? '审核意见' : '驳回原因'} rules={approve ? [] : [{ required: true, whitespace: true, message: '请填写驳回原因' }]} extra={approve ? undefined : '驳回原因会展示给申请商户'}>
        <Input.TextArea maxLength={200} showCount rows={3} />
      </Form.Item>
    </FormDialog>
  );
}

export const isPending = (a: Apply) => a.status === BusinessApplyStatus.pending;
