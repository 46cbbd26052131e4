import { FIRMWARE_NAMESPACE } from '@console/contract';
import { Form } from 'antd';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { send } from '../../lib/request';
import { FormPage, type FormField } from '../../widgets/resource/form-page';
import { FileUpload, type UploadedFile } from '../../widgets/upload/file-upload';
import { ownerField, useEnergyPlatform } from './shared';
import { useSoftwareKind } from './software-shared';

const VERSION = /^[A-Za-z0-9][A-Za-z0-9._-]{0,31}$/;

/** The package: one .zip in the firmware upload space (its SHA-256 is what the devices check). */
const fileField = (noun: string): FormField => ({
  kind: 'custom',
  key: 'file',
  label: '安装包',
  required: true,
  render: () => (
    <Form.Item name="file" noStyle rules={[{ required: true, type: 'array', min: 1, message: `请上传${noun}安装包` }]}>
      <FileUpload namespace={FIRMWARE_NAMESPACE} accept={['.zip']} tip="ZIP 压缩包，不超过 20 MB；设备下载后按文件的 SHA-256 校验" />
    </Form.Item>
  ),
});

const fields = (noun: string, creating: boolean, withMerchant: boolean): FormField[] => [
  ...(withMerchant ? [ownerField(`${noun}版本`)] : []),
  { kind: 'text', key: 'name', label: '名称', required: true, maxLength: 50, placeholder: noun === '软件' ? '如 充电控制程序' : '如 直流桩主控固件', rules: [{ whitespace: true, message: '请输入名称' }, { min: 2, message: '名称至少 2 个字' }] },
  ...(creating
    ? [
        { kind: 'text' as const, key: 'model', label: '设备型号', required: true, maxLength: 50, placeholder: '与设备列表中的型号一致，如 TELD-DC120', rules: [{ whitespace: true, message: '请输入设备型号' }] },
        { kind: 'text' as const, key: 'version', label: '版本号', required: true, maxLength: 32, placeholder: '如 V2.4.0', extra: '字母、数字、.、-、_；同一型号的版本号不能重复，创建后不能修改', rules: [{ pattern: VERSION, message: '版本号为 1–32 位字母、数字、.、-、_，以字母或数字开头' }] },
      ]
    : []),
  fileField(noun),
  { kind: 'textarea', key: 'notes', label: '版本说明', maxLength: 500, rows: 4, placeholder: '本版本的变更、适用范围和注意事项' },
];

type Values = Record<string, unknown>;
const fileOf = (values: Values) => (values.file as UploadedFile[])[0]!;

/**
 * 新建软件 / 新建固件 (…/create) and 编辑软件 / 编辑固件 (…/edit?id=): a merchant creates for itself, a partner or group for
 * a merchant it acts for; the model and version are fixed once created (a new package with a new number is a new version).
 */
export default function SoftwareFormPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  const { showsMerchant } = useEnergyPlatform();
  const { kind, noun, calls, paths } = useSoftwareKind();
  const formFields = useMemo(() => fields(noun, !id, showsMerchant && !id), [noun, id, showsMerchant]);
  const invalidate = [[calls.list.path], [calls.get.path], [calls.devices.path]];
  const common = (values: Values) => ({ name: String(values.name).trim(), file: fileOf(values), notes: String(values.notes ?? '').trim() });
  return id ? (
    <FormPage
      id={`energy-${kind}-edit-${id}`}
      fields={formFields}
      loadKey={[calls.get.path, id]}
      load={async () => {
        const v = await send(calls.get, { id });
        return { name: v.name, notes: v.notes, file: [v.file] };
      }}
      submit={(values) => send(calls.update, { id, ...common(values) })}
      back={paths.detail ? `${paths.detail}?id=${id}` : paths.list}
      invalidate={invalidate}
    />
  ) : (
    <FormPage
      id={`energy-${kind}-create`}
      fields={formFields}
      submit={(values) =>
        send(calls.create, {
          ...(values.merchant ? { merchant: Number(values.merchant) } : {}),
          ...common(values),
          model: String(values.model).trim(),
          version: String(values.version).trim(),
        })
      }
      back={paths.list}
      invalidate={invalidate}
    />
  );
}
