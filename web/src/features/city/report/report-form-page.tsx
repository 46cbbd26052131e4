import { cityReportCalls, cityReportKinds, type CityReportKind } from '@console/contract';
import { Form, Input } from 'antd';
import { useLocation, useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { AreaPicker } from '../../../widgets/area-picker/area-picker';
import { FormPage, type FormField } from '../../../widgets/resource/form-page';
import { kindOf, listOf } from './paths';
import { intervalOptions, readsOf } from './shared';

type Values = Record<string, unknown>;

/** The form's values as the call's body: an empty secret on an edit keeps the stored one. */
export const reportBody = (v: Values) => ({
  city: String(v.city ?? ''),
  platform_name: String(v.platform_name ?? '').trim(),
  endpoint: String(v.endpoint ?? '').trim(),
  account: String(v.account ?? '').trim(),
  secret: typeof v.secret === 'string' && v.secret.trim() ? v.secret.trim() : undefined,
  interval_minutes: Number(v.interval_minutes) as 5 | 15 | 30 | 60,
  remark: typeof v.remark === 'string' && v.remark.trim() ? v.remark.trim() : undefined,
});

const fields = (kind: CityReportKind, editing: boolean): FormField[] => [
  {
    kind: 'custom',
    key: 'city',
    label: '城市',
    required: true,
    extra: '每个城市一条配置；只能上报您名下位于该城市的车场或电站',
    render: () => (
      <Form.Item name="city" noStyle rules={[{ required: true, message: '请选择城市' }]}>
        <AreaPicker depth={2} placeholder="选择省 / 市" aria-label="城市" />
      </Form.Item>
    ),
  },
  { kind: 'text', key: 'platform_name', label: '平台名称', required: true, maxLength: 40, placeholder: `如 深圳市${kind === 'parking' ? '智慧停车' : '新能源汽车充电设施'}监管平台` },
  { kind: 'text', key: 'endpoint', label: '接口地址', required: true, maxLength: 200, validate: ['url'], placeholder: 'https://' },
  { kind: 'text', key: 'account', label: '接入账号', required: true, maxLength: 64, extra: '城市平台分配的账号或 AppID' },
  {
    kind: 'custom',
    key: 'secret',
    label: '接入密钥',
    required: !editing,
    extra: editing ? '已配置。出于安全考虑不显示原密钥，留空则保持不变' : '8–128 位，保存后不再显示',
    render: () => (
      <Form.Item
        name="secret"
        noStyle
        rules={[
          ...(editing ? [] : [{ required: true, message: '请输入接入密钥' }]),
          { min: 8, message: '密钥至少 8 位' },
        ]}
      >
        <Input.Password aria-label="接入密钥" maxLength={128} autoComplete="new-password" placeholder={editing ? '留空则不修改' : '请输入接入密钥'} />
      </Form.Item>
    ),
  },
  { kind: 'select', key: 'interval_minutes', label: '上报频率', required: true, options: intervalOptions },
  { kind: 'textarea', key: 'remark', label: '备注', maxLength: 200, rows: 2 },
];

/** 新建 / 编辑上报配置 (/city/report/<kind>/add, /edit?id=). */
export default function ReportFormPage() {
  const { pathname } = useLocation();
  const kind = kindOf(pathname);
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  const c = cityReportCalls[kind];
  return (
    <FormPage
      id={`city-report-${kind}-${id ? 'edit' : 'create'}`}
      fields={fields(kind, Boolean(id))}
      initialValues={id ? undefined : { interval_minutes: 15 }}
      loadKey={id ? [c.get.path, id] : undefined}
      load={id ? async () => {
        const r = await send(c.get, { id });
        return { city: r.city, platform_name: r.platform_name, endpoint: r.endpoint, account: r.account, interval_minutes: r.interval_minutes, remark: r.remark || undefined };
      } : undefined}
      submitLabel={id ? '保存' : '创建配置'}
      submit={async (values) => {
        const body = reportBody(values);
        if (id) await send(c.update, { id, ...body });
        else await send(c.create, { ...body, secret: body.secret ?? '' });
        return id ? '已保存' : `已创建${cityReportKinds[kind]}上报配置，请添加上报的${kind === 'parking' ? '车场' : '电站'}`;
      }}
      back={listOf(kind, params.get('from'))}
      invalidate={readsOf(kind).map((call) => [call.path])}
    />
  );
}
