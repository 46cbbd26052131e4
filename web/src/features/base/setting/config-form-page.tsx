import { STORAGE_KEY_PATTERN, storageKvList, storageKvPut } from '@console/contract';
import { App, Form, Input } from 'antd';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { FormPage, type FormField } from '../../../widgets/resource/form-page';
import { CONFIG_LIST } from './config-list-page';

/** 新增配置 and 编辑配置 (`?key=` edits; the key itself is fixed then). */
export default function ConfigFormPage() {
  const [params] = useSearchParams();
  const editKey = params.get('key') ?? undefined;
  const { message } = App.useApp();
  const fields = useMemo<FormField[]>(
    () => [
      {
        kind: 'custom',
        key: 'key',
        label: '配置键',
        required: true,
        extra: '字母开头，1–64 位字母、数字或 _ . : -，如 platform.service_hotline',
        render: () => (
          <Form.Item name="key" noStyle rules={[{ required: true, message: '请输入配置键' }, { pattern: new RegExp(STORAGE_KEY_PATTERN), message: '配置键须以字母开头，只含字母、数字或 _ . : -（最多 64 位）' }]}>
            <Input aria-label="配置键" disabled={!!editKey} maxLength={64} placeholder="请输入配置键" />
          </Form.Item>
        ),
      },
      { kind: 'textarea', key: 'value', label: '配置值', maxLength: 10000, rows: 4 },
      { kind: 'text', key: 'remark', label: '说明', maxLength: 200 },
    ],
    [editKey],
  );
  return (
    <FormPage
      id={editKey ? 'config-edit' : 'config-create'}
      fields={fields}
      loadKey={editKey ? [storageKvList.path, 'edit', editKey] : undefined}
      load={
        editKey
          ? async () => {
              const list = await send(storageKvList, { key: editKey, page_index: 1, page_size: 100 });
              const row = list.row.find((r) => r.key === editKey);
              if (!row) throw new Error('配置不存在');
              return { key: row.key, value: row.value, remark: row.remark };
            }
          : undefined
      }
      submit={async (values) => {
        const key = String(values.key).trim();
        if (!editKey) {
          // PUT creates or replaces: a create form must not overwrite an existing key silently.
          const existing = await send(storageKvList, { key, page_index: 1, page_size: 100 });
          if (existing.row.some((r) => r.key === key)) {
            message.warning(`配置「${key}」已存在，请在列表中编辑它`);
            throw new Error('exists');
          }
        }
        return send(storageKvPut, { key, value: (values.value as string) || undefined, remark: (values.remark as string) ?? '' });
      }}
      back={CONFIG_LIST}
      invalidate={[[storageKvList.path]]}
    />
  );
}
