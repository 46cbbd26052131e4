import { PlusOutlined, DeleteOutlined } from '@ant-design/icons';
import {
  ChargeRuleStatus,
  chargeRuleStatuses,
  ChargeRuleType,
  chargeRuleTypes,
  energyChargeRuleCreate,
  energyChargeRuleDelete,
  energyChargeRuleGet,
  energyChargeRuleList,
  energyChargeRuleUpdate,
  energyStationRuntimeGet,
  energyStationRuntimeSet,
  formatDateTime,
  formatMoney,
  startTypes,
  tariffProblem,
  touBuckets,
  type CallReply,
  type TariffPeriod,
  type TariffPrice,
  type TouBucket,
} from '@console/contract';
import { Alert, App, Button, Form, Input, InputNumber, Select, Space, Switch, Tag, Typography, type FormInstance } from 'antd';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { send } from '../../lib/request';
import { useGate } from '../../shell/session/gate';
import { PriceInput } from '../../widgets/price-input/price-input';
import { FormPage, type FormField } from '../../widgets/resource/form-page';
import { ListPage } from '../../widgets/resource/list-page';
import type { Column, RowAction } from '../../widgets/resource/types';
import { useChanged } from '../../widgets/resource/use-changed';
import { CLOCK, useEnergyPlatform } from './shared';
import { StationLayout } from './station-detail';

/**
 * 电站配置 (energy-station slice, document 2 §2 "Energy station detail"): 计费规则 (list, create, edit), 运行配置 and
 * 预付金额 of the station in the address (`?station=`). docs/decisions.md, "Energy station configuration".
 */

type Rule = CallReply<typeof energyChargeRuleList>['row'][number];
const BUCKETS = Object.keys(touBuckets) as TouBucket[];
const bucketOptions = BUCKETS.map((b) => ({ label: touBuckets[b], value: b }));
const bucketColours: Record<TouBucket, string> = { sharp: '#cf1322', peak: '#fa8c16', flat: '#1677ff', valley: '#52c41a' };

/** The day's periods as a bar, each period as wide as its hours and coloured by its bucket. */
export function TariffBar({ periods }: { periods: readonly TariffPeriod[] }) {
  const minutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
  return (
    <div role="img" aria-label={periods.map((p) => `${p.start}-${p.end} ${touBuckets[p.bucket]}`).join('，')} style={{ display: 'flex', height: 14, width: 240, borderRadius: 3, overflow: 'hidden', background: '#f0f0f0' }}>
      {[...periods]
        .sort((a, b) => minutes(a.start) - minutes(b.start))
        .map((p) => (
          <div key={p.start} title={`${p.start}-${p.end} ${touBuckets[p.bucket]}`} style={{ width: `${((minutes(p.end) - minutes(p.start)) / 1440) * 100}%`, background: bucketColours[p.bucket] }} />
        ))}
    </div>
  );
}

const columns: Column<Rule>[] = [
  { key: 'name', title: '规则名称', width: 180, ellipsis: true, fixed: 'left' },
  { key: 'type', title: '计费方式', width: 100, value: (r) => chargeRuleTypes[r.type as 1 | 2] ?? r.type },
  {
    key: 'prices',
    title: '单价（电费 + 服务费，元/kWh）',
    width: 300,
    render: (r) => (
      <Space size={[8, 4]} wrap>
        {r.prices.map((p) => (
          <span key={p.bucket}>
            <Tag color={bucketColours[p.bucket as TouBucket]}>{touBuckets[p.bucket as TouBucket]}</Tag>
            {`${formatMoney(p.elec_fee)} + ${formatMoney(p.service_fee)}`}
          </span>
        ))}
      </Space>
    ),
  },
  { key: 'periods', title: '时段', width: 260, render: (r) => <TariffBar periods={r.periods as TariffPeriod[]} /> },
  { key: 'status', title: '状态', width: 90, render: (r) => (r.status === ChargeRuleStatus.active ? <Tag color="success">{chargeRuleStatuses[1]}</Tag> : <Tag>{chargeRuleStatuses[0]}</Tag>) },
  { key: 'update_time', title: '更新时间', width: 170, value: (r) => formatDateTime(r.update_time) },
];

/** 计费规则: the station's rules, the one in force first; 新建, 编辑, 设为生效 and 删除 (asked first). */
export function BillingRuleList({ station }: { station: string }) {
  const gate = useGate();
  const navigate = useNavigate();
  const { platform, paths, can } = useEnergyPlatform();
  const changed = useChanged(energyChargeRuleList, energyChargeRuleGet);
  const fixedQuery = useMemo(() => ({ station_code: station }), [station]);
  const actions: RowAction<Rule>[] = [
    { key: 'edit', label: '编辑', permission: can('station', 'update'), onClick: (r) => navigate(`${paths.detailBillingEdit}?station=${station}&rule_id=${r.rule_id}`) },
    {
      key: 'activate',
      label: '设为生效',
      permission: can('station', 'update'),
      when: (r) => r.status !== ChargeRuleStatus.active,
      confirm: (r) => `设为生效后，此后开始的充电按「${r.name}」计费，当前生效的规则停用。确定吗？`,
      onClick: async (r) => {
        await send(energyChargeRuleUpdate, { rule_id: r.rule_id, status: 1 });
        await changed(`「${r.name}」已生效`);
      },
    },
    {
      key: 'delete',
      label: '删除',
      danger: true,
      permission: can('station', 'update'),
      when: (r) => r.status !== ChargeRuleStatus.active,
      confirm: (r) => `确定删除计费规则「${r.name}」吗？删除后不能恢复。`,
      onClick: async (r) => {
        await send(energyChargeRuleDelete, { rule_id: r.rule_id });
        await changed('已删除');
      },
    },
  ];
  return (
    <ListPage
      id={`energy-charge-rule-${platform}`}
      call={energyChargeRuleList}
      rowKey="rule_id"
      fixedQuery={fixedQuery}
      filters={[{ kind: 'select', key: 'status', label: '状态', options: [{ label: '生效中', value: 1 }, { label: '未生效', value: 0 }] }]}
      columns={columns}
      actions={actions}
      toolbar={() =>
        gate({ permission: can('station', 'update') }) && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(`${paths.detailBillingCreate}?station=${station}`)}>
            新建计费规则
          </Button>
        )
      }
    />
  );
}

// ---- the rule form -----------------------------------------------------------------------------------------------

type Values = Record<string, unknown>;
type FeeValues = Partial<Record<TouBucket, { elec_fee?: number | null; service_fee?: number | null }>>;
interface RuleFormValues {
  name?: string;
  type?: number;
  fees?: FeeValues;
  periods?: Partial<TariffPeriod>[];
}

/**
 * The form's values as the call's body: a 单一电价 is the 平 price over the whole day; a 分时电价 prices the buckets its
 * periods use (a bucket without both fees is left unpriced, which the check names).
 */
export function ruleBody(values: RuleFormValues) {
  const type = values.type === ChargeRuleType.flat ? ChargeRuleType.flat : ChargeRuleType.tou;
  const periods: TariffPeriod[] =
    type === ChargeRuleType.flat ? [{ start: '00:00', end: '24:00', bucket: 'flat' }] : (values.periods ?? []).filter((p): p is TariffPeriod => !!p?.start && !!p.end && !!p.bucket);
  const used = new Set(periods.map((p) => p.bucket));
  const prices: TariffPrice[] = BUCKETS.filter((b) => used.has(b))
    .map((bucket) => ({ bucket, elec_fee: values.fees?.[bucket]?.elec_fee, service_fee: values.fees?.[bucket]?.service_fee }))
    .filter((p): p is TariffPrice => typeof p.elec_fee === 'number' && typeof p.service_fee === 'number');
  return { name: String(values.name ?? '').trim(), type, prices, periods };
}

/** A rule as the form's values. */
export const ruleFormValues = (rule: Pick<Rule, 'name' | 'type' | 'prices' | 'periods'>): RuleFormValues => ({
  name: rule.name,
  type: rule.type,
  fees: Object.fromEntries(rule.prices.map((p) => [p.bucket, { elec_fee: p.elec_fee, service_fee: p.service_fee }])),
  periods: rule.periods as TariffPeriod[],
});

const NEW_RULE: RuleFormValues = {
  type: ChargeRuleType.tou,
  periods: [
    { start: '00:00', end: '08:00', bucket: 'valley' },
    { start: '08:00', end: '24:00', bucket: 'flat' },
  ],
};

/** The prices of the buckets the rule may use: 平 alone for a 单一电价. */
function FeesEditor({ form }: { form: FormInstance }) {
  const type = Form.useWatch('type', form);
  const shown = type === ChargeRuleType.flat ? (['flat'] as TouBucket[]) : BUCKETS;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {shown.map((bucket) => (
        <Space key={bucket} wrap>
          <Tag color={bucketColours[bucket]} style={{ width: 40, textAlign: 'center' }}>
            {type === ChargeRuleType.flat ? '全天' : touBuckets[bucket]}
          </Tag>
          <Form.Item name={['fees', bucket, 'elec_fee']} noStyle>
            <PriceInput aria-label={`${touBuckets[bucket]}时段电费`} placeholder="电费" max={50} style={{ width: 150 }} suffix="元/kWh" />
          </Form.Item>
          <Form.Item name={['fees', bucket, 'service_fee']} noStyle>
            <PriceInput aria-label={`${touBuckets[bucket]}时段服务费`} placeholder="服务费" max={50} style={{ width: 150 }} suffix="元/kWh" />
          </Form.Item>
        </Space>
      ))}
    </Space>
  );
}

/** 分时电价's periods (UTC+8): start, end and bucket per row; the check below says what is missing as it is typed. */
function PeriodsEditor({ form }: { form: FormInstance }) {
  const values = Form.useWatch([], form) as RuleFormValues | undefined;
  const body = values ? ruleBody(values) : undefined;
  const problem = body ? problemOf(body) : undefined;
  return (
    <>
      {values?.type !== ChargeRuleType.flat && (
        <Form.List name="periods">
          {(rows, { add, remove }) => (
            <Space orientation="vertical" style={{ width: '100%' }}>
              {rows.map((row, i) => (
                <Space key={row.key} align="baseline" wrap>
                  <Form.Item name={[row.name, 'start']} rules={[{ required: true, message: '请输入开始时间' }, { pattern: CLOCK, message: 'HH:mm' }]} style={{ marginBottom: 0 }}>
                    <Input aria-label={`第 ${i + 1} 段开始时间`} placeholder="开始 00:00" maxLength={5} style={{ width: 110 }} />
                  </Form.Item>
                  <span>至</span>
                  <Form.Item name={[row.name, 'end']} rules={[{ required: true, message: '请输入结束时间' }, { pattern: CLOCK, message: 'HH:mm' }]} style={{ marginBottom: 0 }}>
                    <Input aria-label={`第 ${i + 1} 段结束时间`} placeholder="结束 24:00" maxLength={5} style={{ width: 110 }} />
                  </Form.Item>
                  <Form.Item name={[row.name, 'bucket']} rules={[{ required: true, message: '请选择时段' }]} style={{ marginBottom: 0 }}>
                    <Select aria-label={`第 ${i + 1} 段时段`} options={bucketOptions} placeholder="尖峰平谷" style={{ width: 100 }} />
                  </Form.Item>
                  <Button type="text" danger icon={<DeleteOutlined />} aria-label={`删除第 ${i + 1} 段`} disabled={rows.length <= 1} onClick={() => remove(row.name)} />
                </Space>
              ))}
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                disabled={rows.length >= 48}
                onClick={() => {
                  const last = (form.getFieldValue('periods') as Partial<TariffPeriod>[] | undefined)?.at(-1);
                  add({ start: last?.end && last.end !== '24:00' ? last.end : undefined, end: '24:00', bucket: 'flat' });
                }}
              >
                添加时段
              </Button>
            </Space>
          )}
        </Form.List>
      )}
      <div style={{ marginTop: 12 }}>
        {problem ? (
          <Alert type="warning" showIcon title={problem} />
        ) : body ? (
          <Space>
            <TariffBar periods={body.periods} />
            <Typography.Text type="success">时段覆盖全天，无重叠</Typography.Text>
          </Space>
        ) : null}
      </div>
    </>
  );
}

const ruleFields: FormField[] = [
  { kind: 'text', key: 'name', label: '规则名称', required: true, maxLength: 30, rules: [{ min: 2, message: '规则名称至少 2 个字' }], placeholder: '如：2026 年冬季分时电价' },
  { kind: 'select', key: 'type', label: '计费方式', required: true, options: [{ label: chargeRuleTypes[2], value: 2 }, { label: chargeRuleTypes[1], value: 1 }] },
  { kind: 'custom', key: 'fees', label: '单价', required: true, extra: '电费与服务费均为每 kWh 的价格，按所在时段计费', render: (form) => <FeesEditor form={form} /> },
  { kind: 'custom', key: 'periods', label: '时段划分', required: true, extra: '北京时间，须从 00:00 连续排到 24:00，互不重叠', render: (form) => <PeriodsEditor form={form} /> },
];

/** What the form's check names, or undefined (the contract's check, as the server runs it). */
const problemOf = (body: ReturnType<typeof ruleBody>) => (body.prices.length === 0 ? '请填写所用时段的电费和服务费' : tariffProblem(body.type, body.prices, body.periods));

/** 新建计费规则 (…/config/billing/create?station=) and 编辑计费规则 (…/config/billing/edit?station=&rule_id=). */
function BillingRuleForm({ station, ruleId }: { station: string; ruleId?: number }) {
  const { paths } = useEnergyPlatform();
  const { message } = App.useApp();
  // Refuses locally what the server would, saying why (the form keeps what was typed).
  const checked = (values: Values) => {
    const body = ruleBody(values as RuleFormValues);
    const problem = problemOf(body);
    if (problem) {
      void message.error(`计费规则不完整：${problem}`);
      throw new Error(problem);
    }
    return body;
  };
  const back = `${paths.detailBilling}?station=${station}`;
  const invalidate = [[energyChargeRuleList.path], [energyChargeRuleGet.path]];
  return ruleId ? (
    <FormPage
      id={`energy-charge-rule-edit-${ruleId}`}
      fields={ruleFields}
      loadKey={[energyChargeRuleGet.path, ruleId]}
      load={async () => ruleFormValues(await send(energyChargeRuleGet, { rule_id: ruleId })) as Values}
      submit={(values) => send(energyChargeRuleUpdate, { rule_id: ruleId, ...checked(values) })}
      back={back}
      invalidate={invalidate}
    />
  ) : (
    <FormPage
      id="energy-charge-rule-create"
      fields={ruleFields}
      initialValues={NEW_RULE as Values}
      submit={async (values) => {
        const made = await send(energyChargeRuleCreate, { station_code: station, ...checked(values) });
        return made.status === ChargeRuleStatus.active ? '已保存，该规则已生效' : '已保存；在列表中「设为生效」后按此规则计费';
      }}
      back={back}
      invalidate={invalidate}
    />
  );
}

// ---- runtime settings and payment amounts ------------------------------------------------------------------------

const minutesInput = (key: string, label: string, min: number, max: number) => (
  <Form.Item name={key} noStyle rules={[{ required: true, message: `请输入${label}` }]}>
    <InputNumber aria-label={label} min={min} max={max} precision={0} suffix="分钟" style={{ width: 180 }} />
  </Form.Item>
);
const moneyInput = (key: string, label: string) => (
  <Form.Item name={key} noStyle rules={[{ required: true, message: `请输入${label}` }]}>
    <PriceInput aria-label={label} max={1000} style={{ width: 180 }} />
  </Form.Item>
);

const runtimeFields: FormField[] = [
  { kind: 'select', key: 'start_types', label: '允许的启动方式', required: true, multiple: true, options: Object.entries(startTypes).map(([value, label]) => ({ label, value: Number(value) })) },
  { kind: 'custom', key: 'min_balance', label: '启动最低余额', required: true, extra: '余额低于此值不能启动充电；0 为不限', render: () => moneyInput('min_balance', '启动最低余额') },
  { kind: 'custom', key: 'max_duration', label: '单次最长时长', required: true, extra: '到时自动停止；0 为不限（最多 1440 分钟）', render: () => minutesInput('max_duration', '单次最长时长', 0, 1440) },
  { kind: 'custom', key: 'idle_timeout', label: '插枪未启动超时', required: true, extra: '插枪后超过此时长未启动，端口回到空闲（1–60 分钟）', render: () => minutesInput('idle_timeout', '插枪未启动超时', 1, 60) },
  {
    kind: 'custom',
    key: 'offline_charge',
    label: '允许离线充电',
    extra: '设备与平台断开时仍可刷卡充电，恢复连接后补传订单',
    render: () => (
      <Form.Item name="offline_charge" valuePropName="checked" noStyle>
        <Switch aria-label="允许离线充电" />
      </Form.Item>
    ),
  },
];

/**
 * One part of the station's `energy/station/runtime` as a form: 运行配置 (…/config/runtime?station=, how sessions start and
 * stop) or 预付金额 (…/config/payment-amount?station=, the amounts offered before charging). Saving returns to 概览.
 */
function RuntimePartForm({ station, part }: { station: string; part: 'runtime' | 'payment' }) {
  const { paths } = useEnergyPlatform();
  const body = (v: Values) =>
    part === 'runtime'
      ? { runtime: { start_types: v.start_types as (1 | 2 | 3 | 4)[], min_balance: Number(v.min_balance), max_duration: Number(v.max_duration), idle_timeout: Number(v.idle_timeout), offline_charge: !!v.offline_charge } }
      : { payment: { amounts: (v.amounts as number[]).map(Number), custom: !!v.custom, custom_min: Number(v.custom_min), custom_max: Number(v.custom_max) } };
  return (
    <FormPage
      id={`energy-${part === 'runtime' ? 'station-runtime' : 'payment-amount'}-${station}`}
      fields={part === 'runtime' ? runtimeFields : paymentFields}
      loadKey={[energyStationRuntimeGet.path, station, part]}
      load={async () => (await send(energyStationRuntimeGet, { station_code: station }))[part] as Values}
      submit={(v) => send(energyStationRuntimeSet, { station_code: station, ...body(v) }).then(() => (part === 'runtime' ? '运行配置已保存' : '预付金额已保存'))}
      back={`${paths.detail}?station=${station}`}
      invalidate={[[energyStationRuntimeGet.path]]}
    />
  );
}

function AmountsEditor() {
  return (
    <Form.List
      name="amounts"
      rules={[{ validator: async (_, value?: unknown[]) => (value && value.length > 0 ? undefined : Promise.reject(new Error('至少设置 1 个预设金额'))) }]}
    >
      {(rows, { add, remove }, { errors }) => (
        <Space orientation="vertical">
          {rows.map((row, i) => (
            <Space key={row.key} align="baseline">
              <Form.Item
                name={row.name}
                style={{ marginBottom: 0 }}
                // A duplicate is named again (or no longer) when the other amounts change.
                dependencies={rows.filter((other) => other.key !== row.key).map((other) => ['amounts', other.name])}
                rules={[
                  { required: true, message: '请输入金额' },
                  { type: 'number', min: 100, max: 100_000, message: '每个金额 1 至 1000 元' },
                  ({ getFieldValue }) => ({
                    validator: async (_, value?: number) => {
                      const all = getFieldValue('amounts') as number[];
                      if (value !== undefined && all.filter((a) => a === value).length > 1) throw new Error('金额不能重复');
                    },
                  }),
                ]}
              >
                <PriceInput aria-label={`预设金额 ${i + 1}`} max={1000} style={{ width: 160 }} />
              </Form.Item>
              <Button type="text" danger icon={<DeleteOutlined />} aria-label={`删除预设金额 ${i + 1}`} disabled={rows.length <= 1} onClick={() => remove(row.name)} />
            </Space>
          ))}
          <Button type="dashed" icon={<PlusOutlined />} disabled={rows.length >= 6} onClick={() => add()}>
            添加金额（最多 6 个）
          </Button>
          <Form.ErrorList errors={errors} />
        </Space>
      )}
    </Form.List>
  );
}

const paymentFields: FormField[] = [
  { kind: 'custom', key: 'amounts', label: '预设金额', required: true, extra: '充电前用户从中选择预付金额，按从小到大展示', render: () => <AmountsEditor /> },
  {
    kind: 'custom',
    key: 'custom',
    label: '允许自定义金额',
    render: () => (
      <Form.Item name="custom" valuePropName="checked" noStyle>
        <Switch aria-label="允许自定义金额" />
      </Form.Item>
    ),
  },
  { kind: 'custom', key: 'custom_min', label: '自定义最低金额', required: true, hiddenWhen: (v) => !v.custom, render: () => moneyInput('custom_min', '自定义最低金额') },
  {
    kind: 'custom',
    key: 'custom_max',
    label: '自定义最高金额',
    required: true,
    hiddenWhen: (v) => !v.custom,
    render: () => (
      <Form.Item
        name="custom_max"
        noStyle
        dependencies={['custom_min']}
        rules={[
          { required: true, message: '请输入自定义最高金额' },
          ({ getFieldValue }) => ({ validator: async (_, value?: number) => { if (value !== undefined && value < Number(getFieldValue('custom_min'))) throw new Error('最高金额不能低于最低金额'); } }),
        ]}
      >
        <PriceInput aria-label="自定义最高金额" max={1000} style={{ width: 180 }} />
      </Form.Item>
    ),
  },
];

// ---- pages -------------------------------------------------------------------------------------------------------

export default function BillingRuleListPage() {
  return <StationLayout>{(station) => <BillingRuleList station={station} />}</StationLayout>;
}
export function BillingRuleFormPage() {
  const [params] = useSearchParams();
  const ruleId = Number(params.get('rule_id')) || undefined;
  return <StationLayout>{(station) => <BillingRuleForm station={station} ruleId={ruleId} />}</StationLayout>;
}
export function StationRuntimePage() {
  return <StationLayout>{(station) => <RuntimePartForm station={station} part="runtime" />}</StationLayout>;
}
export function PaymentAmountPage() {
  return <StationLayout>{(station) => <RuntimePartForm station={station} part="payment" />}</StationLayout>;
}
