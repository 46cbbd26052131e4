import { formatDateTime, formatMoney, RECHARGE_RULE_MAX_TIERS, rechargeRuleCreate, rechargeRuleStatus, STORED_VALUE_RECHARGE_MAX, type CallReply, type rechargeRuleGet } from '@console/contract';
import { Button, DatePicker, Empty, Form, Space, Table, Typography } from 'antd';
import type { FormInstance, FormRule } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useNavigate, useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { useGate } from '../../../shell/session/gate';
import { LicencePlate } from '../../../widgets/licence-plate/licence-plate';
import { ParkPicker } from '../../../widgets/park-picker';
import { PriceInput } from '../../../widgets/price-input/price-input';
import { DetailPage, type DetailField } from '../../../widgets/resource/detail-page';
import { merchantFilter } from '../../../widgets/resource/filters';
import { FormPage, type FormField } from '../../../widgets/resource/form-page';
import { ListPage } from '../../../widgets/resource/list-page';
import { useChanged } from '../../../widgets/resource/use-changed';
import type { Column, FilterField, RowAction } from '../../../widgets/resource/types';
import { AuditTimeline } from '../../../widgets/timeline/record-timeline';
import { ruleStateOptions, RuleStateTag, tiersText, useRulePlatform, yuan } from './shared';

// 自动充值 (`/parking-merchant/discount/recharge`, `/create`, `/detail?id=`): the merchant's auto-recharge rules — 充 X 送 Y
// tiers over a period for one park or all — 新建, 停用 (asks first) / 启用, 详情 with the bonuses given. The group's
// 自动充值配置 (`/group/recharge/config`) is the same list and detail over its members, read only. docs/decisions.md,
// "Stored-value cars and auto recharge".

type Rule = CallReply<typeof rechargeRuleGet>;
type Row = Omit<Rule, 'grants'>;
const UPDATE = ['parking:recharge:rule:update'];

const filters = (group: boolean): FilterField[] => [
  { kind: 'text', key: 'name', label: '方案名称', maxLength: 50 },
  { kind: 'custom', key: 'park_code', label: '适用停车场', render: () => <ParkPicker style={{ width: '100%' }} /> },
  { kind: 'select', key: 'state', label: '状态', options: ruleStateOptions },
  ...(group ? [merchantFilter] : []),
];

const columns = (open: (r: Row) => void, group: boolean): Column<Row>[] => [
  { key: 'name', title: '方案名称', width: 180, fixed: 'left', render: (r) => <a onClick={() => open(r)}>{r.name}</a> },
  { key: 'park_name', title: '适用停车场', width: 170, ellipsis: true },
  { key: 'tiers', title: '充值档位', width: 260, ellipsis: true, value: (r) => tiersText(r.tiers) },
  { key: 'period', title: '有效期', width: 210, value: (r) => `${r.start_date} 至 ${r.end_date}` },
  { key: 'state', title: '状态', width: 90, render: (r) => <RuleStateTag state={r.state} /> },
  { key: 'used', title: '已赠送', width: 150, value: (r) => `${r.used_count} 次 · ${yuan(r.bonus_total)}` },
  { key: 'merchant_name', title: '所属商户', width: 160, ellipsis: true, defaultHidden: !group },
  { key: 'operator', title: '创建人', width: 90 },
  { key: 'create_time', title: '创建时间', width: 170, value: (r) => formatDateTime(r.create_time) },
];

export function RechargeRuleListPage() {
  const gate = useGate();
  const navigate = useNavigate();
  const { group, list, get, paths } = useRulePlatform();
  const changed = useChanged(list, get);
  const open = (r: Row) => navigate(`${paths.detail}?id=${r.id}`);
  const actions: RowAction<Row>[] = [
    { key: 'detail', label: '详情', onClick: open },
    ...(group
      ? []
      : [
          {
            key: 'disable',
            label: '停用',
            danger: true,
            permission: UPDATE,
            when: (r: Row) => r.state === 1 || r.state === 2,
            confirm: (r: Row) => `停用「${r.name}」？停用后充值不再赠送，已赠送的金额保留。`,
            onClick: async (r: Row) => {
              await send(rechargeRuleStatus, { id: r.id, status: 2 });
              await changed('已停用');
            },
          },
          {
            key: 'enable',
            label: '启用',
            permission: UPDATE,
            when: (r: Row) => r.state === 4 && r.end_date >= dayjs().format('YYYY-MM-DD'),
            onClick: async (r: Row) => {
              await send(rechargeRuleStatus, { id: r.id, status: 1 });
              await changed('已启用');
            },
          },
        ]),
  ];
  return (
    <ListPage
      id={group ? 'group-recharge-rule' : 'parking-recharge-rule'}
      call={list}
      rowKey="id"
      filters={filters(group)}
      columns={columns(open, group)}
      actions={actions}
      toolbar={() =>
        paths.create &&
        gate({ permission: ['parking:recharge:rule:create'] }) && (
          <Button type="primary" onClick={() => navigate(paths.create!)}>
            新建方案
          </Button>
        )
      }
    />
  );
}

const amountRule = (what: string): FormRule => ({
  validator: (_, v: number | null | undefined) =>
    v === null || v === undefined ? Promise.reject(new Error(`请填写${what}`)) : v < 1 || v > STORED_VALUE_RECHARGE_MAX ? Promise.reject(new Error(`${what}须在 0.01 至 50000 元之间`)) : Promise.resolve(),
});

/** The tiers: 充值满 and 赠送 in 元, 1–5 rows; each bonus below its amount. */
function TiersField({ form }: { form: FormInstance }) {
  return (
    <Form.List
      name="tiers"
      rules={[{ validator: (_, tiers: unknown[]) => (tiers?.length ? Promise.resolve() : Promise.reject(new Error('至少设置一档'))) }]}
    >
      {(rows, { add, remove }, { errors }) => (
        <>
          {rows.map((row, index) => (
            <Space key={row.key} align="baseline" wrap>
              <Form.Item name={[row.name, 'amount']} rules={[amountRule('充值金额')]} label={`第 ${index + 1} 档 充值满`}>
                <PriceInput aria-label={`第 ${index + 1} 档充值金额`} style={{ width: 160 }} />
              </Form.Item>
              <Form.Item
                name={[row.name, 'bonus']}
                label="赠送"
                dependencies={[['tiers', row.name, 'amount']]}
                rules={[
                  amountRule('赠送金额'),
                  {
                    validator: (_, bonus: number | null) => {
                      const amount = form.getFieldValue(['tiers', row.name, 'amount']) as number | null;
                      return bonus && amount && bonus >= amount ? Promise.reject(new Error('赠送金额须小于充值金额')) : Promise.resolve();
                    },
                  },
                ]}
              >
                <PriceInput aria-label={`第 ${index + 1} 档赠送金额`} style={{ width: 140 }} />
              </Form.Item>
              {rows.length > 1 && <MinusCircleOutlined aria-label="删除这一档" onClick={() => remove(row.name)} />}
            </Space>
          ))}
          {rows.length < RECHARGE_RULE_MAX_TIERS && (
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add()}>
              添加一档
            </Button>
          )}
          <Form.ErrorList errors={errors} />
        </>
      )}
    </Form.List>
  );
}

const formFields: FormField[] = [
  { kind: 'text', key: 'name', label: '方案名称', required: true, maxLength: 30, placeholder: '如 储值充 200 送 20', rules: [{ min: 2, message: '方案名称至少 2 个字' }] },
  {
    kind: 'custom',
    key: 'park',
    label: '适用停车场',
    extra: '选「全部停车场」则本商户所有停车场的储值车都适用',
    render: () => (
      <Form.Item name="park_code" noStyle>
        <ParkPicker />
      </Form.Item>
    ),
  },
  { kind: 'custom', key: 'tiers', label: '充值档位', required: true, extra: '充值金额达到某一档即赠送该档金额（取能达到的最高一档）；同时有多个方案时取赠送最多的一个', render: (form) => <TiersField form={form} /> },
  {
    kind: 'custom',
    key: 'period',
    label: '有效期',
    required: true,
    render: () => (
      <Form.Item name="period" noStyle rules={[{ required: true, message: '请选择有效期' }]}>
        <DatePicker.RangePicker aria-label="有效期" disabledDate={(d) => d.isBefore(dayjs(), 'day')} />
      </Form.Item>
    ),
  },
  { kind: 'textarea', key: 'remark', label: '说明', maxLength: 200, rows: 3 },
];

export function RechargeRuleFormPage() {
  const navigate = useNavigate();
  const { paths, list } = useRulePlatform();
  return (
    <FormPage
      id="parking-recharge-rule-form"
      fields={formFields}
      initialValues={{ park_code: '', tiers: [{ amount: 20000, bonus: 2000 }] }}
      back={paths.list}
      invalidate={[[list.path]]}
      submitLabel="创建方案"
      submit={async (v) => {
        const [start, end] = v.period as [Dayjs, Dayjs];
        const { id } = await send(rechargeRuleCreate, {
          name: String(v.name).trim(),
          park_code: (v.park_code as string) || undefined,
          tiers: v.tiers as { amount: number; bonus: number }[],
          start_date: start.format('YYYY-MM-DD'),
          end_date: end.format('YYYY-MM-DD'),
          remark: (v.remark as string | undefined)?.trim() || undefined,
        });
        setTimeout(() => navigate(`${paths.detail}?id=${id}`), 0);
        return '方案已创建';
      }}
    />
  );
}

const detailFields: DetailField<Rule>[] = [
  { key: 'state', label: '状态', render: (r) => <RuleStateTag state={r.state} /> },
  { key: 'park_name', label: '适用停车场' },
  { key: 'period', label: '有效期', value: (r) => `${r.start_date} 至 ${r.end_date}` },
  {
    key: 'tiers',
    label: '充值档位',
    span: 'filled',
    render: (r) => (
      <Space wrap>
        {r.tiers.map((t) => (
          <Typography.Text key={t.amount} code>
            充 {formatMoney(t.amount)} 元 送 {formatMoney(t.bonus)} 元
          </Typography.Text>
        ))}
      </Space>
    ),
  },
  { key: 'used', label: '已赠送', value: (r) => `${r.used_count} 次，共 ${yuan(r.bonus_total)}` },
  { key: 'merchant_name', label: '所属商户' },
  { key: 'operator', label: '创建人', value: (r) => `${r.operator || '-'} · ${formatDateTime(r.create_time)}` },
  { key: 'remark', label: '说明', span: 'filled' },
];

export function RechargeRuleDetailPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const { group, get, list, paths } = useRulePlatform();
  const changed = useChanged(list, get);
  return (
    <DetailPage<Rule>
      loadKey={[get.path, id]}
      load={() => send(get, { id })}
      title={(r) => `自动充值方案 · ${r.name}`}
      fields={detailFields}
      back={paths.list}
      actions={
        group
          ? []
          : [
              {
                key: 'disable',
                label: '停用',
                danger: true,
                permission: UPDATE,
                when: (r) => r.state === 1 || r.state === 2,
                confirm: (r) => `停用「${r.name}」？停用后充值不再赠送，已赠送的金额保留。`,
                onClick: async (r) => {
                  await send(rechargeRuleStatus, { id: r.id, status: 2 });
                  await changed('已停用');
                },
              },
              {
                key: 'enable',
                label: '启用',
                primary: true,
                permission: UPDATE,
                when: (r) => r.state === 4 && r.end_date >= dayjs().format('YYYY-MM-DD'),
                onClick: async (r) => {
                  await send(rechargeRuleStatus, { id: r.id, status: 1 });
                  await changed('已启用');
                },
              },
            ]
      }
      tabs={[
        {
          key: 'grants',
          label: '赠送记录',
          render: (r) => (
            <Table
              rowKey="id"
              size="small"
              pagination={false}
              dataSource={r.grants}
              scroll={{ x: 640 }}
              locale={{ emptyText: <Empty description="还没有充值用到这个方案" /> }}
              columns={[
                { key: 'time', title: '时间', width: 170, render: (_, g) => formatDateTime(g.create_time) },
                { key: 'plate', title: '车牌号', width: 130, render: (_, g) => <LicencePlate plate={g.plate} color={g.plate_color} size="small" /> },
                { key: 'amount', title: '赠送', width: 110, render: (_, g) => yuan(g.amount) },
                { key: 'after', title: '赠送后余额', width: 120, render: (_, g) => yuan(g.balance_after) },
                { key: 'remark', title: '说明', render: (_, g) => g.remark },
                { key: 'operator', title: '操作人', width: 90, render: (_, g) => g.operator },
              ]}
            />
          ),
        },
        ...(group
          ? []
          : [
              {
                key: 'timeline',
                label: '操作记录',
                render: (r: Rule) => (
                  <AuditTimeline type="parking_recharge_rule" id={r.id} />
                ),
              },
            ]),
      ]}
    />
  );
}
