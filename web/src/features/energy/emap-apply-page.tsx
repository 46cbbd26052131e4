import { EmapStatus, emapPlatforms, emapStatuses, energyEmapApplyAudit, energyEmapApplyList, formatDateTime, maskPhone, type CallReply } from '@console/contract';
import { Descriptions, Form, Input, Radio, Tag } from 'antd';
import { useState } from 'react';
import { send } from '../../lib/request';
import { FormDialog } from '../../widgets/resource/form-dialog';
import { ListPage } from '../../widgets/resource/list-page';
import type { Column, FilterField, OptionItem, RowAction } from '../../widgets/resource/types';
import { merchantText, StationPicker, useEnergyPlatform } from './shared';

type Row = CallReply<typeof energyEmapApplyList>['row'][number];

const platformOptions: OptionItem[] = Object.entries(emapPlatforms).map(([value, label]) => ({ value, label }));
const statusOptions: OptionItem[] = Object.entries(emapStatuses).map(([value, label]) => ({ value: Number(value), label }));
const statusColours: Record<number, string> = { 0: 'processing', 1: 'success', 2: 'error' };
export const EmapStatusTag = ({ status }: { status: number }) => <Tag color={statusColours[status]}>{emapStatuses[status as 0 | 1 | 2] ?? status}</Tag>;
const platformText = (platform: string) => emapPlatforms[platform as keyof typeof emapPlatforms] ?? platform;

/** 审核: 通过, or 驳回 with a reason the merchant reads in its list. Once. */
export function AuditDialog({ apply, onClose }: { apply: Row | null; onClose: () => void }) {
  return (
    <FormDialog<{ status: 1 | 2; note?: string }>
      open={!!apply}
      title="审核地图引流申请"
      name="energy-emap-audit"
      okText="提交审核"
      initialValues={{ status: EmapStatus.approved }}
      changes={[energyEmapApplyList]}
      onClose={onClose}
      onSubmit={async (v) => {
        await send(energyEmapApplyAudit, { id: apply!.id, status: v.status, ...(v.note?.trim() ? { note: v.note.trim() } : {}) });
        return v.status === EmapStatus.approved ? '已通过' : '已驳回';
      }}
    >
      {(form) => (
        <>
          {apply && (
            <Descriptions size="small" column={1} style={{ marginBottom: 12 }}>
              <Descriptions.Item label="申请单号">{apply.apply_no}</Descriptions.Item>
              <Descriptions.Item label="电站">{`${apply.station_name}（${apply.station_code}）`}</Descriptions.Item>
              <Descriptions.Item label="地址">{apply.station_address}</Descriptions.Item>
              <Descriptions.Item label="地图平台">{platformText(apply.platform)}</Descriptions.Item>
              <Descriptions.Item label="申请说明">{apply.note || '-'}</Descriptions.Item>
            </Descriptions>
          )}
          <Form.Item name="status" label="审核结果">
            <Radio.Group options={[{ label: '通过', value: EmapStatus.approved }, { label: '驳回', value: EmapStatus.rejected }]} />
          </Form.Item>
          <Form.Item noStyle shouldUpdate={(a, b) => a.status !== b.status}>
            {() => {
              const rejecting = form.getFieldValue('status') === EmapStatus.rejected;
              return (
                <Form.Item
                  name="note"
                  label={rejecting ? '驳回原因' : '审核意见'}
                  rules={rejecting ? [{ required: true, whitespace: true, message: '请填写驳回原因' }, { min: 2, message: '驳回原因至少 2 个字' }] : []}
                >
                  <Input.TextArea rows={3} maxLength={200} showCount placeholder={rejecting ? '如：电站定位与地址不符，请更正后重新申请' : '选填'} />
                </Form.Item>
              );
            }}
          </Form.Item>
        </>
      )}
    </FormDialog>
  );
}

/**
 * 地图引流申请 (…/emap-apply/list): the stations' applications to be shown on map platforms. The partner and the group
 * audit their merchants' pending ones; a merchant follows its own.
 */
export default function EmapApplyPage() {
  const { platform, showsMerchant } = useEnergyPlatform();
  const [auditing, setAuditing] = useState<Row | null>(null);
  const filters: FilterField[] = [
    { kind: 'select', key: 'status', label: '审核状态', options: statusOptions },
    { kind: 'select', key: 'platform', label: '地图平台', options: platformOptions },
    { kind: 'custom', key: 'station_code', label: '电站', render: () => <StationPicker style={{ width: '100%' }} /> },
    { kind: 'text', key: 'apply_no', label: '申请单号', maxLength: 32 },
    ...(showsMerchant ? [{ kind: 'remote' as const, key: 'merchant', label: '所属商户', source: 'merchant-below', placeholder: '商户名称或商户号' }] : []),
  ];
  const columns: Column<Row>[] = [
    { key: 'apply_no', title: '申请单号', width: 170, fixed: 'left' },
    { key: 'station', title: '电站', width: 190, ellipsis: true, value: (r) => `${r.station_name}（${r.station_code}）` },
    { key: 'platform', title: '地图平台', width: 100, value: (r) => platformText(r.platform) },
    { key: 'status', title: '审核状态', width: 90, render: (r) => <EmapStatusTag status={r.status} /> },
    { key: 'audit_note', title: '审核意见', width: 220, ellipsis: true, value: (r) => r.audit_note || '-' },
    ...(showsMerchant ? [{ key: 'merchant', title: '所属商户', width: 170, ellipsis: true, value: merchantText }] : []),
    { key: 'contact', title: '联系人', width: 160, value: (r) => `${r.contact_name} ${maskPhone(r.contact_mobile)}` },
    { key: 'create_time', title: '申请时间', width: 170, value: (r) => formatDateTime(r.create_time) },
    { key: 'auditor', title: '审核人', width: 90, value: (r) => r.auditor || '-' },
    { key: 'audit_time', title: '审核时间', width: 170, value: (r) => (r.audit_time ? formatDateTime(r.audit_time) : '-') },
  ];
  const auditCode = platform === 'merchant' ? [] : [`energy:${platform}:emap:audit`];
  const actions: RowAction<Row>[] = auditCode.length ? [{ key: 'audit', label: '审核', permission: auditCode, when: (r) => r.status === EmapStatus.pending, onClick: (r) => setAuditing(r) }] : [];
  return (
    <>
      <ListPage id={`energy-emap-${platform}`} call={energyEmapApplyList} rowKey="id" filters={filters} columns={columns} actions={actions} />
      <AuditDialog apply={auditing} onClose={() => setAuditing(null)} />
    </>
  );
}
