import { expansionDemandCreate, expansionDemandGet, expansionDemandUpdate } from '@console/contract';
import { DatePicker, Form, InputNumber } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { PriceInput } from '../../../widgets/price-input/price-input';
import { FormPage, type FormField } from '../../../widgets/resource/form-page';
import { RemoteSelect } from '../../../widgets/remote-select/remote-select';
import { RegionSelect } from '../config/region-select';
import { sceneOptions } from '../config/shared';
import { DEMAND_LIST, demandReads } from './shared';

type Values = Record<string, unknown>;
const day = (d: unknown) => (d ? (d as Dayjs).format('YYYY-MM-DD') : '');

/** The form's values as the call's body: the period as two days, 全国 (nothing ticked) as no regions. */
export const demandBody = (v: Values) => {
  const [start, end] = (v.period as [Dayjs, Dayjs] | undefined) ?? [];
  return {
    title: String(v.title ?? '').trim(),
    advertiser: Number(v.advertiser),
    regions: Array.isArray(v.regions) ? (v.regions as string[]) : [],
    scenes: Array.isArray(v.scenes) ? [...(v.scenes as number[])].sort((a, b) => a - b) : [],
    daily_shows: Number(v.daily_shows),
    budget: Number(v.budget),
    start_date: day(start),
    end_date: day(end),
    description: typeof v.description === 'string' && v.description.trim() ? v.description.trim() : undefined,
  };
};

const fields: FormField[] = [
  { kind: 'text', key: 'title', label: '需求名称', required: true, maxLength: 40, placeholder: '如：双十二本地生活拓量' },
  {
    kind: 'custom',
    key: 'advertiser',
    label: '广告主',
    required: true,
    render: () => (
      <Form.Item name="advertiser" noStyle rules={[{ required: true, message: '请选择广告主' }]}>
        <RemoteSelect source="adverting-advertiser" aria-label="广告主" placeholder="选择正常状态的广告主" />
      </Form.Item>
    ),
  },
  {
    kind: 'custom',
    key: 'regions',
    label: '投放地域',
    extra: '不选为全国',
    render: () => (
      <Form.Item name="regions" noStyle>
        <RegionSelect aria-label="投放地域" />
      </Form.Item>
    ),
  },
  { kind: 'select', key: 'scenes', label: '投放场景', multiple: true, required: true, options: sceneOptions },
  {
    kind: 'custom',
    key: 'daily_shows',
    label: '期望日展示量',
    required: true,
    render: () => (
      <Form.Item name="daily_shows" noStyle rules={[{ required: true, message: '请输入期望日展示量' }]}>
        <InputNumber aria-label="期望日展示量" min={1} max={1_000_000_000} precision={0} suffix="次/天" style={{ width: 220 }} />
      </Form.Item>
    ),
  },
  {
    kind: 'custom',
    key: 'budget',
    label: '预算',
    required: true,
    extra: '整个投放周期的预算',
    render: () => (
      <Form.Item name="budget" noStyle rules={[{ required: true, message: '请输入预算' }, { validator: async (_r, v: number | null) => { if (v != null && v <= 0) throw new Error('预算须大于 0'); } }]}>
        <PriceInput aria-label="预算" max={10_000_000} style={{ width: 220 }} />
      </Form.Item>
    ),
  },
  {
    kind: 'custom',
    key: 'period',
    label: '投放周期',
    required: true,
    extra: '最长 366 天，须包含今天或以后的日期',
    render: () => (
      <Form.Item name="period" noStyle rules={[{ required: true, message: '请选择投放周期' }]}>
        <DatePicker.RangePicker aria-label="投放周期" disabledDate={(d) => d.isBefore(dayjs().startOf('day'))} />
      </Form.Item>
    ),
  },
  { kind: 'textarea', key: 'description', label: '需求说明', maxLength: 500, rows: 3, placeholder: '投放目标、素材、时段等要求' },
];

/** 新建拓量需求 and 编辑拓量需求 (?id=; a rejected demand goes back to 待审核 when saved). */
export default function DemandFormPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  return (
    <FormPage
      id={id ? 'adverting-demand-edit' : 'adverting-demand-create'}
      fields={fields}
      initialValues={id ? undefined : { regions: [], scenes: [] }}
      loadKey={id ? [expansionDemandGet.path, id] : undefined}
      load={
        id
          ? async () => {
              const r = await send(expansionDemandGet, { id });
              return { ...r, period: [dayjs(r.start_date), dayjs(r.end_date)] };
            }
          : undefined
      }
      submitLabel={id ? '保存并提交审核' : '提交'}
      submit={async (values) => {
        if (id) await send(expansionDemandUpdate, { id, ...demandBody(values) });
        else await send(expansionDemandCreate, demandBody(values));
        return id ? '已保存，等待审核' : '已提交拓量需求';
      }}
      back={DEMAND_LIST}
      invalidate={demandReads.map((call) => [call.path])}
    />
  );
}
