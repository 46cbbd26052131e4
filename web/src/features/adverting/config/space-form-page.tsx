import { AD_FLOOR_PRICE_MAX, AD_SPACE_CODE_PATTERN, AdMaterial, adBillingUnit, adSpaceCreate, adSpaceGet, adSpaceUpdate } from '@console/contract';
import { Form, Input, InputNumber, Space } from 'antd';
import { useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { PriceInput } from '../../../widgets/price-input/price-input';
import { RemoteSelect } from '../../../widgets/remote-select/remote-select';
import { FormPage, type FormField } from '../../../widgets/resource/form-page';
import { billingOptions, materialOptions, sceneOptions, SPACE_LIST, spaceReads } from './shared';

type Values = Record<string, unknown>;

const whole = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/** The form's values as the call's body: a length only for a video, 不限 and 自有流量 left out. */
export const spaceBody = (v: Values) => ({
  code: String(v.code ?? '').trim(),
  name: String(v.name ?? '').trim(),
  scene: Number(v.scene),
  material: Number(v.material),
  width: Number(v.width),
  height: Number(v.height),
  duration: Number(v.material) === AdMaterial.video ? whole(v.duration) : undefined,
  billing: Number(v.billing),
  floor_price: Number(v.floor_price ?? 0),
  daily_limit: whole(v.daily_limit) || undefined,
  provider: v.provider ? Number(v.provider) : undefined,
  remark: typeof v.remark === 'string' && v.remark.trim() ? v.remark.trim() : undefined,
});

const pixels = (key: string, label: string) => (
  <Form.Item name={key} noStyle rules={[{ required: true, message: `请填写${label}` }]}>
    <InputNumber aria-label={label} min={1} max={10000} precision={0} placeholder={label} style={{ width: 130 }} suffix="px" />
  </Form.Item>
);

const fields = (editing: boolean): FormField[] => [
  { kind: 'section', key: 'basic', label: '基本信息' },
  {
    kind: 'custom',
    key: 'code',
    label: '广告位编码',
    required: true,
    extra: editing ? '投放与报表按编码识别广告位，创建后不能修改' : '字母开头，2–32 位字母、数字、下划线或连字符，如 PARK_EXIT_SCREEN；创建后不能修改',
    render: () => (
      <Form.Item
        name="code"
        noStyle
        rules={[
          { required: true, message: '请输入广告位编码' },
          { pattern: new RegExp(AD_SPACE_CODE_PATTERN), message: '字母开头，2–32 位字母、数字、下划线或连字符' },
        ]}
      >
        <Input aria-label="广告位编码" maxLength={32} disabled={editing} placeholder="如 PARK_EXIT_SCREEN" />
      </Form.Item>
    ),
  },
  { kind: 'text', key: 'name', label: '广告位名称', required: true, maxLength: 40 },
  { kind: 'select', key: 'scene', label: '场景', required: true, options: sceneOptions },
  {
    kind: 'custom',
    key: 'provider',
    label: '流量主',
    extra: '不选为自有流量；只能选择启用的流量主',
    render: () => (
      <Form.Item name="provider" noStyle>
        <RemoteSelect aria-label="流量主" source="adverting-provider" placeholder="选择流量主（选填）" />
      </Form.Item>
    ),
  },
  { kind: 'section', key: 'material-section', label: '素材规格' },
  { kind: 'select', key: 'material', label: '素材类型', required: true, options: materialOptions },
  {
    kind: 'custom',
    key: 'size',
    label: '尺寸',
    required: true,
    render: () => (
      <Space>
        {pixels('width', '宽')}
        <span>×</span>
        {pixels('height', '高')}
      </Space>
    ),
  },
  {
    kind: 'custom',
    key: 'duration',
    label: '视频时长',
    extra: '视频素材的最长时长，1–300 秒；图片、图文无需填写',
    render: () => (
      <Form.Item noStyle shouldUpdate={(a, b) => a.material !== b.material}>
        {({ getFieldValue }) => {
          const video = getFieldValue('material') === AdMaterial.video;
          return (
            <Form.Item name="duration" noStyle rules={video ? [{ required: true, message: '视频广告位请填写时长' }] : []}>
              <InputNumber aria-label="视频时长" min={1} max={300} precision={0} disabled={!video} placeholder={video ? '秒' : '仅视频'} style={{ width: 130 }} suffix="秒" />
            </Form.Item>
          );
        }}
      </Form.Item>
    ),
  },
  { kind: 'section', key: 'price-section', label: '售卖' },
  { kind: 'select', key: 'billing', label: '计费方式', required: true, options: billingOptions },
  {
    kind: 'custom',
    key: 'floor_price',
    label: '底价',
    required: true,
    render: () => (
      <Space>
        <Form.Item name="floor_price" noStyle rules={[{ required: true, message: '请填写底价' }]}>
          <PriceInput aria-label="底价" min={0} max={AD_FLOOR_PRICE_MAX / 100} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item noStyle shouldUpdate={(a, b) => a.billing !== b.billing}>
          {({ getFieldValue }) => <span>{adBillingUnit[getFieldValue('billing') as number] ?? ''}</span>}
        </Form.Item>
      </Space>
    ),
  },
  {
    kind: 'custom',
    key: 'daily_limit',
    label: '每日展示上限',
    extra: '不填为不限',
    render: () => (
      <Form.Item name="daily_limit" noStyle>
        <InputNumber aria-label="每日展示上限" min={0} max={100_000_000} precision={0} placeholder="不限" style={{ width: 200 }} suffix="次" />
      </Form.Item>
    ),
  },
  { kind: 'textarea', key: 'remark', label: '备注', maxLength: 200, rows: 2 },
];

const createFields = fields(false);
const editFields = fields(true);

/** 新建广告位 and 编辑广告位 (?id=). */
export default function SpaceFormPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  return (
    <FormPage
      id={id ? 'adverting-space-edit' : 'adverting-space-create'}
      fields={id ? editFields : createFields}
      initialValues={id ? undefined : { scene: 2, material: AdMaterial.image, billing: 1 }}
      loadKey={id ? [adSpaceGet.path, id] : undefined}
      load={id ? async () => {
        const r = await send(adSpaceGet, { id });
        return { ...r, provider: r.provider || undefined, daily_limit: r.daily_limit || undefined, duration: r.duration || undefined };
      } : undefined}
      submitLabel={id ? '保存' : '创建广告位'}
      submit={async (values) => {
        if (id) await send(adSpaceUpdate, { id, ...spaceBody(values) });
        else await send(adSpaceCreate, spaceBody(values));
        return id ? '已保存' : '已创建广告位';
      }}
      back={SPACE_LIST}
      invalidate={spaceReads.map((call) => [call.path])}
    />
  );
}
