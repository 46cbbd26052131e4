import { invoiceSoftwareCreate, invoiceSoftwareGet, invoiceSoftwareList, invoiceSoftwareTypeHints, invoiceSoftwareUpdate, SOFTWARE_CODE_PATTERN } from '@console/contract';
import { Form, Input, Radio, Space, Typography } from 'antd';
import { useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { FormPage, type FormField } from '../../../widgets/resource/form-page';
import { SOFTWARE_EDIT, SOFTWARE_LIST } from '../paths';
import { softwareTypeOptions, type Software } from '../shared';

type Values = Record<string, unknown>;

const fields = (editing: boolean): FormField[] => [
  editing
    ? { kind: 'custom', key: 'software_code', label: '软件编码', render: (form) => <Typography.Text strong>{String(form.getFieldValue('software_code') ?? '')}</Typography.Text> }
    : {
        kind: 'text', key: 'software_code', label: '软件编码', required: true, maxLength: 7, placeholder: '如 IN31542',
        rules: [{ pattern: new RegExp(SOFTWARE_CODE_PATTERN), message: '软件编码为 IN 加 5 位数字，如 IN31542' }], extra: '全平台唯一，保存后不能修改',
      },
  { kind: 'text', key: 'name', label: '软件名称', required: true, maxLength: 30, rules: [{ min: 2, message: '软件名称至少 2 个字' }] },
  {
    kind: 'custom',
    key: 'type',
    label: '软件类型',
    required: true,
    render: () => (
      <Form.Item noStyle shouldUpdate={(a, b) => a.type !== b.type}>
        {({ getFieldValue }) => (
          <>
            <Form.Item name="type" noStyle rules={[{ required: true, message: '请选择软件类型' }]}>
              <Radio.Group aria-label="软件类型">
                <Space orientation="vertical">
                  {softwareTypeOptions.map((o) => (
                    <Radio key={o.value} value={o.value}>
                      {o.label}
                    </Radio>
                  ))}
                </Space>
              </Radio.Group>
            </Form.Item>
            <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4 }}>
              {invoiceSoftwareTypeHints[getFieldValue('type') as keyof typeof invoiceSoftwareTypeHints] ?? '类型 1 的商户由平台设置审核人'}
            </Typography.Text>
          </>
        )}
      </Form.Item>
    ),
  },
  { kind: 'text', key: 'vendor', label: '服务商/厂商', maxLength: 50 },
  { kind: 'text', key: 'app_id', label: '接入账号（AppID）', maxLength: 64 },
  {
    kind: 'custom',
    key: 'app_secret',
    label: '接入密钥',
    render: () => (
      <Form.Item name="app_secret" noStyle>
        <Input.Password aria-label="接入密钥" maxLength={128} autoComplete="new-password" placeholder={editing ? '留空则保持原密钥不变' : '税控服务商提供的接入密钥'} />
      </Form.Item>
    ),
    extra: '密钥保存后不再显示，只显示是否已配置',
  },
  { kind: 'textarea', key: 'remark', label: '备注', maxLength: 200 },
];

const body = (values: Values) => ({
  name: String(values.name ?? '').trim(),
  type: values.type as 1 | 2 | 3,
  vendor: (values.vendor as string | undefined) ?? '',
  app_id: (values.app_id as string | undefined) ?? '',
  ...(values.app_secret ? { app_secret: String(values.app_secret) } : {}),
  remark: (values.remark as string | undefined) ?? '',
});

/** 新建税控软件 and 编辑税控软件 (?software_code=): one form; the secret is written, never shown. */
export default function SoftwareFormPage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const code = pathname === SOFTWARE_EDIT ? (params.get('software_code') ?? '') : undefined;
  const formFields = useMemo(() => fields(Boolean(code)), [code]);
  return (
    <FormPage
      id={code ? 'invoice-software-edit' : 'invoice-software-add'}
      fields={formFields}
      initialValues={code ? undefined : { type: 1 }}
      {...(code
        ? {
            loadKey: [invoiceSoftwareGet.path, code],
            load: async () => {
              const s: Software = await send(invoiceSoftwareGet, { software_code: code });
              return { software_code: s.software_code, name: s.name, type: s.type, vendor: s.vendor, app_id: s.app_id, remark: s.remark };
            },
          }
        : {})}
      submit={(values) =>
        code ? send(invoiceSoftwareUpdate, { software_code: code, ...body(values) }) : send(invoiceSoftwareCreate, { software_code: String(values.software_code), ...body(values) })
      }
      back={SOFTWARE_LIST}
      invalidate={[[invoiceSoftwareList.path], [invoiceSoftwareGet.path]]}
    />
  );
}
