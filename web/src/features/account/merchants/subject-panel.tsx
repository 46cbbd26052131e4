import { subjectApplying, subjectAudit, subjectGet, subjectRevoke, SubjectStatus, subjectTypeNames, formatDateTime, maskPhone, type CallReply } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Descriptions, Empty, Form, Image, Input, Radio, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { send } from '../../../lib/request';
import { ErrorPanel } from '../../../shell/layout/error-panel';
import { useGate } from '../../../shell/session/gate';
import { useChanged } from '../../../widgets/resource/use-changed';
import { SUBJECT_CREATE, SUBJECT_EDIT, SubjectStatusTag } from './shared';
import { FormDialog } from '../../../widgets/resource/form-dialog';

export type Subject = NonNullable<CallReply<typeof subjectGet>>;

/** 审核主体认证: approve, or reject with the remark the merchant will read. */
export function SubjectAuditDialog({ subject, onClose }: { subject: Pick<Subject, 'id' | 'name' | 'merchant_name'> | null; onClose: () => void }) {
  return (
    <FormDialog<{ result: 'approve' | 'reject'; remark?: string }>
      open={!!subject}
      title={`审核主体认证 · ${subject?.name ?? ''}`}
      name="subject-audit"
      okText="提交"
      initialValues={{ result: 'approve' }}
      changes={[subjectGet, subjectApplying]}
      onClose={onClose}
      onSubmit={async (values) => {
        await send(subjectAudit, { id: subject!.id, result: values.result, remark: values.remark?.trim() || undefined });
        return values.result === 'approve' ? '已通过认证' : '已驳回';
      }}
    >
      <p style={{ color: 'rgba(0,0,0,.45)' }}>商户：{subject?.merchant_name}</p>
      <Form.Item name="result" label="审核结果">
        <Radio.Group options={[{ label: '通过', value: 'approve' }, { label: '驳回', value: 'reject' }]} />
      </Form.Item>
      <Form.Item noStyle dependencies={['result']}>
        {({ getFieldValue }) => (
          <Form.Item name="remark" label="审核意见" rules={[{ required: getFieldValue('result') === 'reject', whitespace: true, message: '驳回时请填写审核意见' }]} extra="驳回时必填，商户会看到">
            <Input.TextArea maxLength={200} showCount rows={3} />
          </Form.Item>
        )}
      </Form.Item>
    </FormDialog>
  );
}

/** The subject's fields as a description list (the licence as a previewable image). */
export function SubjectDescriptions({ subject }: { subject: Subject }) {
  return (
    <Descriptions
      column={{ xs: 1, sm: 2 }}
      items={[
        { key: 'status', label: '认证状态', children: <SubjectStatusTag status={subject.status} /> },
        { key: 'type', label: '主体类型', children: subjectTypeNames[subject.type] ?? subject.type },
        { key: 'name', label: '主体名称', children: subject.name },
        { key: 'credit_code', label: '统一社会信用代码', children: subject.credit_code },
        { key: 'legal_person', label: '法定代表人', children: subject.legal_person },
        { key: 'legal_person_mobile', label: '法定代表人手机号', children: maskPhone(subject.legal_person_mobile) || '-' },
        { key: 'address', label: '注册地址', children: subject.address || '-' },
        { key: 'create_time', label: '提交时间', children: formatDateTime(subject.update_time) },
        ...(subject.auditor ? [{ key: 'audit', label: '审核', children: `${subject.auditor} · ${formatDateTime(subject.audit_time ?? '')}` }] : []),
        ...(subject.audit_remark ? [{ key: 'remark', label: '审核意见', children: subject.audit_remark }] : []),
        { key: 'licence', label: '营业执照', span: 'filled' as const, children: <Image src={subject.licence_image} width={200} alt="营业执照" /> },
      ]}
    />
  );
}

/**
 * 主体信息 of a merchant: the caller's own (submit, correct, withdraw) or, for the platform, a merchant's (audit,
 * revoke). Each button shows only where the lifecycle and the caller's permissions allow it.
 */
export function SubjectPanel({ merchant, own }: { merchant: number; own: boolean }) {
  const gate = useGate();
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const changed = useChanged(subjectGet, subjectApplying);
  const [auditing, setAuditing] = useState<Subject | null>(null);
  const subject = useQuery({ queryKey: [subjectGet.path, merchant], queryFn: () => send(subjectGet, own ? {} : { merchant }, { silent: true }) });
  if (subject.isLoading) return <Skeleton active />;
  if (subject.error) return <ErrorPanel error={subject.error} onRetry={() => void subject.refetch()} />;
  const data = subject.data ?? null;
  const mayUpdate = own && gate({ permission: ['merchant:subject:update'] });
  const mayAudit = !own && gate({ permission: ['merchant:subject:audit'] });
  if (!data) {
    return (
      <Empty description="尚未提交主体信息">
        {mayUpdate && (
          <Button type="primary" onClick={() => navigate(SUBJECT_CREATE)}>
            提交主体认证
          </Button>
        )}
      </Empty>
    );
  }
  const revoke = (title: string) =>
    modal.confirm({
      title,
      okButtonProps: { danger: true },
      onOk: async () => {
        await send(subjectRevoke, { id: data.id });
        await changed('已撤销');
      },
    });
  return (
    <>
      <Space style={{ marginBottom: 16 }} wrap>
        {mayUpdate && data.status !== SubjectStatus.approved && <Button onClick={() => navigate(`${SUBJECT_EDIT}?id=${data.id}`)}>{data.status === SubjectStatus.applying ? '修改' : '修改并重新提交'}</Button>}
        {mayUpdate && data.status === SubjectStatus.applying && <Button onClick={() => revoke('撤回后需要重新提交才能认证。确定撤回吗？')}>撤回</Button>}
        {mayAudit && data.status === SubjectStatus.applying && (
          <Button type="primary" onClick={() => setAuditing(data)}>
            审核
          </Button>
        )}
        {mayAudit && data.status === SubjectStatus.approved && (
          <Button danger onClick={() => revoke(`撤销「${data.name}」的认证？商户需重新提交主体信息。`)}>
            撤销认证
          </Button>
        )}
      </Space>
      <SubjectDescriptions subject={data} />
      <SubjectAuditDialog subject={auditing} onClose={() => setAuditing(null)} />
    </>
  );
}
