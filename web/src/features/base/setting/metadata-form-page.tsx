import { appMetadataCreate, appMetadataList, appMetadataUpdate, appRuntimeList, themeMetadataKeys, themeMetadataRules, type ThemeMetadataKey } from '@console/contract';
import { AutoComplete, Form, Input, Select } from 'antd';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { FormPage, type FormField } from '../../../widgets/resource/form-page';
import { METADATA_LIST, metadataValueRule, useAppOptions } from '../app/shared';

const keyOptions = themeMetadataKeys.map((key) => ({ value: key, label: `${key}（${themeMetadataRules[key as ThemeMetadataKey].label}）` }));

/** 新增元数据 and 编辑元数据 (`?app=&key=` edits; `?app=` alone preselects the app). Theme keys are checked by their rule. */
export default function MetadataFormPage() {
  const [params] = useSearchParams();
  const app = Number(params.get('app')) || undefined;
  const editKey = params.get('key') ?? undefined;
  const editing = !!(app && editKey);
  const apps = useAppOptions();

  const fields = useMemo<FormField[]>(
    () => [
      {
        kind: 'custom',
        key: 'app',
        label: '应用',
        required: true,
        render: () => (
          <Form.Item name="app" noStyle rules={[{ required: true, message: '请选择应用' }]}>
            <Select aria-label="应用" disabled={editing} loading={apps.isLoading} options={apps.data ?? []} placeholder="请选择应用" showSearch optionFilterProp="label" />
          </Form.Item>
        ),
      },
      {
        kind: 'custom',
        key: 'key',
        label: '键',
        required: true,
        extra: '主题键可从下拉中选择；其他键须为大写字母、数字和 _',
        render: () => (
          <Form.Item
            name="key"
            noStyle
            rules={[
              { required: true, message: '请输入键' },
              { pattern: /^[A-Z][A-Z0-9_]{1,63}$/, message: '键须以大写字母开头，2–64 位大写字母、数字或 _' },
            ]}
          >
            <AutoComplete aria-label="键" disabled={editing} options={keyOptions} placeholder="如 TEXT_SITENAME" filterOption={(input, option) => String(option?.value ?? '').includes(input.toUpperCase())} />
          </Form.Item>
        ),
      },
      {
        kind: 'custom',
        key: 'value',
        label: '值',
        extra: '留空表示使用默认值',
        render: (form) => (
          <Form.Item noStyle shouldUpdate={(before, after) => before.key !== after.key}>
            {() => {
              const key = form.getFieldValue('key') as string | undefined;
              const rule = key && (themeMetadataKeys as readonly string[]).includes(key) ? themeMetadataRules[key as ThemeMetadataKey] : undefined;
              return (
                <Form.Item name="value" noStyle rules={[metadataValueRule(() => form.getFieldValue('key') as string | undefined), { max: 2000, message: '值不能超过 2000 个字符' }]}>
                  {key === 'ENABLE_AI_SUPPORT' ? (
                    <Select aria-label="值" options={[{ label: '开启（1）', value: '1' }, { label: '关闭（0）', value: '0' }]} placeholder="请选择" />
                  ) : (
                    <Input aria-label="值" placeholder={rule ? rule.hint : '请输入值'} maxLength={2000} />
                  )}
                </Form.Item>
              );
            }}
          </Form.Item>
        ),
      },
    ],
    [apps.data, apps.isLoading, editing],
  );

  return (
    <FormPage
      id={editing ? 'metadata-edit' : 'metadata-create'}
      fields={fields}
      initialValues={editing ? undefined : { app }}
      loadKey={editing ? [appMetadataList.path, 'edit', app, editKey] : undefined}
      load={
        editing
          ? async () => {
              const list = await send(appMetadataList, { app, key: editKey, page_index: 1, page_size: 100 });
              const row = list.row.find((r) => r.key === editKey);
              if (!row) throw new Error('元数据不存在');
              return { app: row.app, key: row.key, value: row.value };
            }
          : undefined
      }
      submit={(values) => {
        const body = { app: Number(values.app), key: String(values.key).trim().toUpperCase(), value: (values.value as string | undefined)?.trim() || undefined };
        return editing ? send(appMetadataUpdate, body) : send(appMetadataCreate, body);
      }}
      back={METADATA_LIST}
      invalidate={[[appMetadataList.path], [appRuntimeList.path]]}
    />
  );
}
