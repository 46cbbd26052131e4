import { productCreate, productGet, productList, productUpdate } from '@console/contract';
import { Form, Switch } from 'antd';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { FormPage, type FormField } from '../../../widgets/resource/form-page';
import { PRODUCT_LIST } from './product-list-page';

const CODE_PATTERN = /^[a-z][a-z0-9-]*(:[a-z][a-z0-9-]*)*$/;

const fields = (editing: boolean): FormField[] => [
  ...(editing
    ? []
    : [
        {
          kind: 'text',
          key: 'code',
          label: '产品编码',
          required: true,
          maxLength: 64,
          extra: '小写字母、数字和 -，以 : 分段，如 fleet:merchant:platform；创建后不能修改',
          rules: [{ pattern: CODE_PATTERN, message: '产品编码须为小写字母、数字和 -，以 : 分段' }],
        } satisfies FormField,
        {
          kind: 'custom',
          key: 'platform',
          label: '平台类产品',
          extra: '平台类产品决定用户登录后进入的控制台',
          render: () => (
            <Form.Item name="platform" noStyle valuePropName="checked">
              <Switch aria-label="平台类产品" />
            </Form.Item>
          ),
        } satisfies FormField,
      ]),
  { kind: 'text', key: 'name', label: '产品名称', required: true, maxLength: 30 },
  { kind: 'textarea', key: 'description', label: '说明', maxLength: 200, rows: 3 },
  { kind: 'text', key: 'sort', label: '排序', maxLength: 4, rules: [{ pattern: /^\d{0,4}$/, message: '请输入 0-9999 的整数' }], extra: '小的在前' },
];

/** 新建产品 / 编辑产品 (`?code=`): the code is fixed once created. */
export default function ProductFormPage() {
  const [params] = useSearchParams();
  const code = params.get('code') ?? undefined;
  const formFields = useMemo(() => fields(!!code), [code]);
  return (
    <FormPage
      id={code ? 'product-edit' : 'product-create'}
      fields={formFields}
      loadKey={code ? [productGet.path, code] : undefined}
      load={code ? async () => {
        const p = await send(productGet, { code });
        return { name: p.name, description: p.description, sort: String(p.sort) };
      } : undefined}
      submit={(values) => {
        const common = { name: String(values.name), description: (values.description as string) || undefined, sort: values.sort === undefined || values.sort === '' ? undefined : Number(values.sort) };
        return code ? send(productUpdate, { code, ...common }) : send(productCreate, { code: String(values.code), platform: !!values.platform, ...common });
      }}
      back={PRODUCT_LIST}
      invalidate={[[productList.path], [productGet.path]]}
    />
  );
}
