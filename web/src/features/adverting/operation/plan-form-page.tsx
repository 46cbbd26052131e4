import {
  AD_BID_MAX,
  AD_BUDGET_MAX,
  AD_PLAN_MAX_SPACES,
  adBillingUnit,
  AdPlanKind,
  adPlanCreate,
  adPlanGet,
  adPlanUpdate,
  todayInChina,
} from '@console/contract';
import { Checkbox, DatePicker, Form, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { PriceInput } from '../../../widgets/price-input/price-input';
import { RemoteMultiSelect, RemoteSelect } from '../../../widgets/remote-select/remote-select';
import { FormPage, type FormField } from '../../../widgets/resource/form-page';
import type { OptionItem } from '../../../widgets/resource/types';
import { billingOptions, hourOptions } from '../config/shared';
import { planPath, planReads, type Plan } from './shared';

type Values = Record<string, unknown>;
type Mode = 'create' | 'edit' | 'copy';

const money = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : undefined);

/** The form's values as the call's body (an internal plan sends no advertiser, bid or budget). */
export function planBody(v: Values, external: boolean) {
  const [start, end] = v.dates as [Dayjs, Dayjs];
  const text = (key: string) => (typeof v[key] === 'string' && (v[key] as string).trim() ? (v[key] as string).trim() : undefined);
  return {
    name: String(v.name ?? '').trim(),
    spaces: ((v.spaces as unknown[]) ?? []).map(Number),
    material: v.material ? Number(v.material) : undefined,
    targeting: v.targeting ? Number(v.targeting) : undefined,
    start_date: start.format('YYYY-MM-DD'),
    end_date: end.format('YYYY-MM-DD'),
    hours: ((v.hours as number[] | undefined) ?? []).slice().sort((a, b) => a - b),
    landing_url: text('landing_url'),
    remark: text('remark'),
    submit: Boolean(v.submit),
    ...(external
      ? {
          advertiser_name: text('advertiser_name'),
          bidding: Number(v.bidding),
          bid_price: money(v.bid_price),
          daily_budget: money(v.daily_budget),
          total_budget: money(v.total_budget),
        }
      : {}),
  };
}

/** A plan as the form's values; a copy is named 「…（副本）」 and loses dates that have passed. */
export function planValues(p: Plan, mode: Mode): Values {
  const today = todayInChina();
  const keepDates = mode !== 'copy' || p.end_date >= today;
  return {
    name: mode === 'copy' ? `${p.name}（副本）`.slice(0, 40) : p.name,
    advertiser_name: p.advertiser_name,
    spaces: p.spaces.map((s) => s.id),
    space_labels: p.spaces.map((s) => ({ label: `${s.name}（${s.code}）`, value: s.id })),
    material: p.material || undefined,
    targeting: p.targeting || undefined,
    dates: keepDates ? [dayjs(p.start_date < today && mode === 'copy' ? today : p.start_date), dayjs(p.end_date)] : undefined,
    hours: p.hours,
    bidding: p.bidding || 1,
    bid_price: p.bid_price || undefined,
    daily_budget: p.daily_budget || undefined,
    total_budget: p.total_budget || undefined,
    landing_url: p.landing_url,
    remark: p.remark,
    submit: mode !== 'edit',
  };
}

const money$ = (key: string, label: string, max: number, extra: string, required = false): FormField => ({
  kind: 'custom',
  key,
  label,
  required,
  extra,
  render: () => (
    <Form.Item name={key} noStyle rules={required ? [{ required: true, message: `请填写${label}` }] : []}>
      <PriceInput aria-label={label} min={0} max={max / 100} placeholder={required ? undefined : '不限'} style={{ width: 220 }} />
    </Form.Item>
  ),
});

const fieldsFor = (external: boolean, mode: Mode): FormField[] => [
  { kind: 'section', key: 'basic', label: '基本信息' },
  { kind: 'text', key: 'name', label: '计划名称', required: true, maxLength: 40 },
  ...(external
    ? [{ kind: 'text', key: 'advertiser_name', label: '广告主', required: true, maxLength: 40, extra: '投放该计划的广告主名称', placeholder: '如：蓝海传媒广告有限公司' } as FormField]
    : []),
  { kind: 'section', key: 'where', label: '投放位置与素材' },
  {
    kind: 'custom',
    key: 'spaces',
    label: '广告位',
    required: true,
    extra: `1–${AD_PLAN_MAX_SPACES} 个启用的广告位${external ? '；同一计划的广告位计费方式需与出价方式一致' : ''}`,
    render: () => (
      <Form.Item noStyle shouldUpdate={(a, b) => a.space_labels !== b.space_labels}>
        {({ getFieldValue }) => (
          <Form.Item name="spaces" noStyle rules={[{ required: true, message: '请选择广告位' }]}>
            <RemoteMultiSelect aria-label="广告位" source="adverting-space" max={AD_PLAN_MAX_SPACES} placeholder="搜索广告位名称或编码" known={(getFieldValue('space_labels') as OptionItem[] | undefined) ?? []} />
          </Form.Item>
        )}
      </Form.Item>
    ),
  },
  {
    kind: 'custom',
    key: 'material',
    label: '素材',
    extra: '视频素材只能投放到视频广告位，图片素材投放到图片或图文广告位',
    render: () => (
      <Form.Item name="material" noStyle>
        <RemoteSelect aria-label="素材" source="adverting-material" placeholder="选择素材（选填）" />
      </Form.Item>
    ),
  },
  {
    kind: 'custom',
    key: 'targeting',
    label: '定向包',
    extra: '不选为不定向（全部人群）',
    render: () => (
      <Form.Item name="targeting" noStyle>
        <RemoteSelect aria-label="定向包" source="adverting-targeting" placeholder="选择定向包（选填）" />
      </Form.Item>
    ),
  },
  { kind: 'section', key: 'when', label: '投放时间' },
  {
    kind: 'custom',
    key: 'dates',
    label: '投放日期',
    required: true,
    extra: '北京时间，含首尾两天；结束日期不能早于今天',
    render: () => (
      <Form.Item name="dates" noStyle rules={[{ required: true, message: '请选择投放日期' }]}>
        <DatePicker.RangePicker aria-label="投放日期" disabledDate={(d) => d.isBefore(dayjs(todayInChina()), 'day')} />
      </Form.Item>
    ),
  },
  { kind: 'select', key: 'hours', label: '投放时段', multiple: true, options: hourOptions, extra: '不选为全天' },
  ...(external
    ? ([
        { kind: 'section', key: 'price', label: '出价与预算' },
        { kind: 'select', key: 'bidding', label: '出价方式', required: true, options: billingOptions },
        {
          kind: 'custom',
          key: 'bid_price',
          label: '出价',
          required: true,
          extra: '不低于所选广告位的底价，不高于竞价设置的出价上限',
          render: () => (
            <Space>
              <Form.Item name="bid_price" noStyle rules={[{ required: true, message: '请填写出价' }]}>
                <PriceInput aria-label="出价" min={0.01} max={AD_BID_MAX / 100} style={{ width: 220 }} />
              </Form.Item>
              <Form.Item noStyle shouldUpdate={(a, b) => a.bidding !== b.bidding}>
                {({ getFieldValue }) => <span>{adBillingUnit[getFieldValue('bidding') as number] ?? ''}</span>}
              </Form.Item>
            </Space>
          ),
        },
        money$('daily_budget', '日预算', AD_BUDGET_MAX, '不填为不限'),
        money$('total_budget', '总预算', AD_BUDGET_MAX, '不填为不限；不低于日预算'),
      ] as FormField[])
    : []),
  { kind: 'section', key: 'more', label: '其他' },
  { kind: 'text', key: 'landing_url', label: '落地页', maxLength: 500, placeholder: 'https://', rules: [{ pattern: /^https?:\/\/\S+$/, message: '请输入 http:// 或 https:// 开头的地址' }] },
  { kind: 'textarea', key: 'remark', label: '备注', maxLength: 200, rows: 2 },
  {
    kind: 'custom',
    key: 'submit',
    label: '提交审核',
    extra: mode === 'edit' ? '不勾选则只保存修改，稍后再提交' : '不勾选则保存为草稿',
    render: () => (
      <Form.Item name="submit" valuePropName="checked" noStyle>
        <Checkbox>保存后立即提交审核</Checkbox>
      </Form.Item>
    ),
  },
];

const views = {
  [AdPlanKind.internal]: { create: fieldsFor(false, 'create'), edit: fieldsFor(false, 'edit'), copy: fieldsFor(false, 'copy') },
  [AdPlanKind.external]: { create: fieldsFor(true, 'create'), edit: fieldsFor(true, 'edit'), copy: fieldsFor(true, 'copy') },
};
const titles: Record<Mode, string> = { create: '创建计划', edit: '保存', copy: '创建计划' };

/** A new plan's values prepared elsewhere (快速建计划 from a 拓量需求), and where 返回 leads. */
export interface PlanPrefill {
  key: readonly unknown[];
  load: () => Promise<Values>;
  back: string;
}

/**
 * 新建, 编辑 (?id=, a draft or a rejected plan) and 复制 (?id=, a new plan from an existing one) of a delivery plan;
 * with `prefill`, 新建 from prepared values.
 */
export function PlanFormPage({ kind, prefill }: { kind: 1 | 2; prefill?: PlanPrefill }) {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const mode: Mode = prefill ? 'create' : pathname.endsWith('/edit') ? 'edit' : pathname.endsWith('/copy') ? 'copy' : 'create';
  const id = mode === 'create' ? undefined : Number(params.get('id')) || undefined;
  const external = kind === AdPlanKind.external;
  const initialValues = useMemo(() => (id ? undefined : { bidding: 1, submit: true }), [id]);
  return (
    <FormPage
      id={`adverting-plan-${mode}`}
      fields={views[kind][mode]}
      initialValues={initialValues}
      {...(id ? { loadKey: [adPlanGet.path, id, mode], load: async () => planValues(await send(adPlanGet, { id }), mode) } : prefill ? { loadKey: prefill.key, load: prefill.load } : {})}
      submitLabel={titles[mode]}
      submit={async (values) => {
        const body = planBody(values, external);
        if (mode === 'edit' && id) await send(adPlanUpdate, { id, ...body });
        else await send(adPlanCreate, { kind, ...body });
        return body.submit ? '已保存并提交审核' : mode === 'edit' ? '已保存' : '已保存为草稿';
      }}
      back={prefill?.back ?? planPath(kind, 'list')}
      invalidate={planReads.map((call) => [call.path])}
    />
  );
}

export const InternalPlanFormPage = () => <PlanFormPage kind={AdPlanKind.internal} />;
export const ExternalPlanFormPage = () => <PlanFormPage kind={AdPlanKind.external} />;
