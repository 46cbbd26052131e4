import { businessApplyCreate, businessApplyList, businessRuntime } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Form, Select, Typography } from 'antd';
import { useMemo } from 'react';
import { send } from '../../../lib/request';
import { useSession } from '../../../shell/session/store';
import { FormPage, type FormField } from '../../../widgets/resource/form-page';
import { ImageUpload } from '../../../widgets/upload/image-upload';
import { APPLY_LIST } from './shared';

const useRuntime = () => useQuery({ queryKey: [businessRuntime.path], queryFn: () => send(businessRuntime, {}, { silent: true }), staleTime: 60_000 });

/** The business, with what it brings once approved. */
function BusinessField() {
  const runtime = useRuntime();
  const form = Form.useFormInstance();
  const business = Form.useWatch('business', form) as string | undefined;
  const chosen = runtime.data?.row.find((b) => b.code === business);
  return (
    <>
      <Form.Item name="business" noStyle rules={[{ required: true, message: '请选择申请业务' }]}>
        <Select
          aria-label="申请业务"
          loading={runtime.isLoading}
          placeholder="请选择申请业务"
          options={(runtime.data?.row ?? []).map((b) => ({ label: b.name, value: b.code }))}
          onChange={() => form.setFieldValue('target', undefined)}
        />
      </Form.Item>
      {chosen && (
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4 }}>
          {chosen.description}
          {chosen.products.length ? `；通过后开通：${chosen.products.map((p) => p.name).join('、')}` : ''}
        </Typography.Text>
      )}
    </>
  );
}

/** The acceptors offered follow the chosen business (`merchant/business/rt`). */
function TargetField() {
  const runtime = useRuntime();
  const business = Form.useWatch('business', Form.useFormInstance()) as string | undefined;
  const chosen = runtime.data?.row.find((b) => b.code === business);
  return (
    <Form.Item name="target" noStyle rules={[{ required: true, message: '请选择受理方' }]}>
      <Select
        aria-label="受理方"
        showSearch
        optionFilterProp="label"
        disabled={!chosen}
        placeholder={chosen ? '请选择受理方' : '请先选择申请业务'}
        options={(chosen?.targets ?? []).map((m) => ({ label: m.name, value: m.id }))}
        notFoundContent="暂无受理方"
      />
    </Form.Item>
  );
}

const fields: FormField[] = [
  { kind: 'custom', key: 'business', label: '申请业务', required: true, render: () => <BusinessField /> },
  { kind: 'custom', key: 'target', label: '受理方', required: true, render: () => <TargetField /> },
  { kind: 'text', key: 'contact_name', label: '联系人', required: true, maxLength: 20 },
  { kind: 'text', key: 'contact_mobile', label: '联系电话', required: true, maxLength: 11, validate: ['mobile'] },
  { kind: 'textarea', key: 'remark', label: '申请说明', maxLength: 500, rows: 4, placeholder: '如场地规模、车位数、期望开通时间' },
  {
    kind: 'custom',
    key: 'attachments',
    label: '附件',
    extra: '可选：场地照片、产权或租赁证明等',
    render: () => (
      <Form.Item name="attachment" noStyle>
        <ImageUpload aria-label="附件" />
      </Form.Item>
    ),
  },
];

/**
 * 业务申请 (/merchant/business/apply): a merchant applies to settle under a partner or to join a group. Signed-in
 * only (without a session the login page opens with `login_other=1`); the subject on file goes with it.
 */
export default function ApplyFormPage() {
  const user = useSession((s) => s.user);
  const initial = useMemo(() => ({ contact_name: user?.name, contact_mobile: user?.mobile || undefined }), [user]);
  return (
    <Card style={{ maxWidth: 920, margin: '0 auto' }} title={`业务申请 · ${user?.merchant_name ?? ''}`}>
      <Alert type="info" showIcon style={{ marginBottom: 16 }} message="提交后由受理方审核；本商户的主体信息会随申请一并提交，建议先完成主体认证。" />
      <FormPage
        id="business-apply-form"
        fields={fields}
        initialValues={initial}
        submitLabel="提交申请"
        submit={(values) =>
          send(businessApplyCreate, {
            business: values.business as never,
            target: Number(values.target),
            contact_name: String(values.contact_name),
            contact_mobile: String(values.contact_mobile),
            remark: (values.remark as string) || undefined,
            attachments: values.attachment ? [String(values.attachment)] : undefined,
          })
        }
        back={APPLY_LIST}
        invalidate={[[businessApplyList.path]]}
      />
    </Card>
  );
}
