import { messageCreate, messagePushList } from '@console/contract';
import { Form } from 'antd';
import { send } from '../../../lib/request';
import { RemoteMultiSelect } from '../../../widgets/remote-select/remote-select';
import { FormPage, type FormField } from '../../../widgets/resource/form-page';

const MAX_RECIPIENTS = 1000;

const fields: FormField[] = [
  {
    kind: 'custom',
    key: 'user_ids',
    label: '接收商户',
    required: true,
    extra: `按商户名称或商户号搜索，一次最多 ${MAX_RECIPIENTS} 个`,
    render: () => (
      <Form.Item name="user_ids" noStyle rules={[{ required: true, type: 'array', min: 1, message: '请选择接收商户' }]}>
        <RemoteMultiSelect source="merchant" placeholder="请选择接收商户" max={MAX_RECIPIENTS} aria-label="接收商户" />
      </Form.Item>
    ),
  },
  { kind: 'text', key: 'title', label: '标题', required: true, maxLength: 100, rules: [{ whitespace: true, message: '请输入标题' }] },
  { kind: 'textarea', key: 'body', label: '内容', maxLength: 2000, rows: 6 },
  {
    kind: 'text',
    key: 'link',
    label: '链接',
    maxLength: 500,
    placeholder: '点击消息时打开的地址，如 /home/index 或 https://…',
    rules: [{ pattern: /^(https?:\/\/|\/)/, message: '请输入以 / 或 http(s):// 开头的链接' }],
  },
];

/** 推送消息: one message to the chosen merchants' message centres. */
export default function PushFormPage() {
  return (
    <FormPage
      id="message-push-add"
      fields={fields}
      submit={(values) =>
        send(messageCreate, {
          user_ids: (values.user_ids as (string | number)[]).map(Number),
          title: String(values.title),
          body: (values.body as string | undefined) || undefined,
          link: (values.link as string | undefined) || undefined,
        })
      }
      back="/base/services/message/push/list"
      invalidate={[[messagePushList.path]]}
      submitLabel="推送"
    />
  );
}
