import { appMetadataList, appRuntimeCreate, appRuntimeGet, appRuntimeList, appRuntimeUpdate } from '@console/contract';
import { App } from 'antd';
import { useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { FormPage, type FormField } from '../../../widgets/resource/form-page';
import { APP_LIST, showKeyOnce } from './shared';

const DOMAIN = /^(localhost|([a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\.)+[a-zA-Z]{2,63}|\d{1,3}(\.\d{1,3}){3})$/;
const CODE = /^[a-z][a-z0-9_-]{0,31}$/;

const fields = (editing: boolean): FormField[] => [
  { kind: 'text', key: 'name', label: '应用名称', required: true, maxLength: 50, rules: [{ whitespace: true, message: '请输入应用名称' }] },
  {
    kind: 'text',
    key: 'domain',
    label: '域名',
    required: true,
    maxLength: 253,
    placeholder: '如 console.example.com（不含 http:// 和端口）',
    rules: [{ pattern: DOMAIN, message: '请输入正确的域名，不含 http:// 和端口' }],
  },
  { kind: 'text', key: 'profile', label: '环境', maxLength: 32, placeholder: '默认 prod', rules: [{ pattern: CODE, message: '环境须以小写字母开头，只含小写字母、数字、_ 或 -' }], extra: '同一域名的不同环境各是一个应用；控制台按 prod 环境取主题' },
  ...(editing
    ? []
    : [{ kind: 'text', key: 'app_id', label: 'app_id', maxLength: 32, placeholder: '留空由系统生成', rules: [{ pattern: /^[a-z][a-z0-9_-]{2,31}$/, message: 'app_id 须以小写字母开头，3–32 位小写字母、数字、_ 或 -' }] } satisfies FormField]),
  { kind: 'text', key: 'system', label: '所属系统', maxLength: 32, placeholder: '默认 merchant', rules: [{ pattern: CODE, message: '所属系统须以小写字母开头，只含小写字母、数字、_ 或 -' }] },
  { kind: 'select', key: 'payload_codec', label: '报文混淆', options: [{ label: '开启', value: 1 }, { label: '关闭', value: 0 }] },
  { kind: 'select', key: 'is_default', label: '默认应用', options: [{ label: '是（没有应用匹配的域名使用它）', value: 1 }, { label: '否', value: 0 }], extra: '设为默认后，原默认应用自动取消默认' },
  ...(editing ? [{ kind: 'select', key: 'reset_key', label: '重新生成 app_key', options: [{ label: '否', value: 0 }, { label: '是（旧 key 立即失效）', value: 1 }] } satisfies FormField] : []),
];

/** 新建应用 and 编辑应用: one form; `?id=` edits. The generated app_key is shown once after saving. */
export default function AppFormPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  const { modal } = App.useApp();

  return (
    <FormPage
      id={id ? 'app-edit' : 'app-add'}
      fields={fields(!!id)}
      initialValues={id ? undefined : { profile: 'prod', system: 'merchant', payload_codec: 1, is_default: 0 }}
      loadKey={id ? [appRuntimeGet.path, id] : undefined}
      load={
        id
          ? async () => {
              const row = await send(appRuntimeGet, { id });
              return { name: row.name, domain: row.domain, profile: row.profile, system: row.system, payload_codec: row.payload_codec, is_default: row.is_default, reset_key: 0 };
            }
          : undefined
      }
      submit={async (values) => {
        const body = {
          name: String(values.name),
          domain: String(values.domain).toLowerCase(),
          profile: (values.profile as string) || undefined,
          system: (values.system as string) || undefined,
          payload_codec: values.payload_codec as number | undefined,
          is_default: values.is_default as number | undefined,
        };
        if (id) {
          const reply = await send(appRuntimeUpdate, { id, ...body, reset_key: values.reset_key === 1 || undefined });
          if (reply.app_key) showKeyOnce(modal, body.name, reply.app_key);
          return reply;
        }
        const reply = await send(appRuntimeCreate, { ...body, app_id: (values.app_id as string) || undefined });
        showKeyOnce(modal, body.name, reply.app_key);
        return reply;
      }}
      back={APP_LIST}
      invalidate={[[appRuntimeList.path], [appRuntimeGet.path], [appMetadataList.path]]}
    />
  );
}
