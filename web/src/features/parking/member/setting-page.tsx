import { PARKING_MEMBER_MAX_PLATES, parkingMemberLevels, parkingMemberSettingGet, parkingMemberSettingSet, type CallReply } from '@console/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Card, Descriptions, Form, InputNumber, Skeleton, Space, Statistic, Switch } from 'antd';
import type { Rule } from 'antd/es/form';
import { send } from '../../../lib/request';
import { ErrorPanel } from '../../../shell/layout/error-panel';
import { useGate } from '../../../shell/session/gate';
import { FormPage, type FormField } from '../../../widgets/resource/form-page';
import { MEMBER_SETTING } from './paths';

// 会员设置 (`/parking-merchant/member/setting`; `member/member/plate/rt` GET and PUT): who may join, how many plates a
// member binds and whether binding is reviewed, points per 元 and the levels' thresholds and discounts. docs/decisions.md,
// "Parking members, member settings, reporting service; the 停车管理's 客户, 会员, 优惠券".

type Setting = CallReply<typeof parkingMemberSettingGet>;
type Values = Record<string, unknown>;

const toggle = (key: string, label: string, on: string, off: string, extra: string): FormField => ({
  kind: 'custom', key, label, extra,
  render: () => (
    <Form.Item name={key} noStyle valuePropName="checked">
      <Switch aria-label={label} checkedChildren={on} unCheckedChildren={off} />
    </Form.Item>
  ),
});
const number = (key: string, label: string, min: number, max: number, unit: string, extra?: string, rules: Rule[] = []): FormField => ({
  kind: 'custom', key, label, extra, required: true,
  render: () => (
    <Form.Item name={key} noStyle rules={[{ required: true, message: `请填写${label}` }, ...rules]}>
      <InputNumber aria-label={label} min={min} max={max} precision={0} addonAfter={unit} style={{ width: 200 }} />
    </Form.Item>
  ),
});

const fields: FormField[] = [
  { kind: 'section', key: 'join', label: '入会与车牌' },
  toggle('enabled', '开放入会', '开放', '关闭', '关闭后新车主不能在小程序入会，已有会员不受影响'),
  number('plate_limit', '可绑定车牌数', 1, PARKING_MEMBER_MAX_PLATES, '个', `每位会员最多绑定的车牌数（1–${PARKING_MEMBER_MAX_PLATES}），已绑定超过的不受影响`),
  toggle('bind_audit', '绑定车牌审核', '需审核', '无需审核', '开启后会员新绑定的车牌须经车场审核才享有权益'),
  { kind: 'section', key: 'points', label: '积分与等级' },
  number('points_per_yuan', '消费积分', 0, 100, '分 / 元', '会员每支付 1 元停车费获得的积分，0 表示不积分'),
  number('silver_points', '升银卡积分', 1, 1_000_000, '分'),
  number('gold_points', '升金卡积分', 2, 10_000_000, '分', '须大于升银卡积分', [
    ({ getFieldValue }) => ({
      validator: (_r, v: number | undefined) => (v === undefined || v === null || v > Number(getFieldValue('silver_points')) ? Promise.resolve() : Promise.reject(new Error('升金卡积分须大于升银卡积分'))),
    }),
  ]),
  number('silver_discount', '银卡临停折扣', 50, 100, '%', '按原价的百分比收取，100 表示不打折'),
  number('gold_discount', '金卡临停折扣', 50, 100, '%', '不高于银卡折扣', [
    ({ getFieldValue }) => ({
      validator: (_r, v: number | undefined) => (v === undefined || v === null || v <= Number(getFieldValue('silver_discount')) ? Promise.resolve() : Promise.reject(new Error('金卡折扣不能高于银卡折扣'))),
    }),
  ]),
];

const keys = ['enabled', 'plate_limit', 'bind_audit', 'points_per_yuan', 'silver_points', 'gold_points', 'silver_discount', 'gold_discount'] as const;
const formValues = (s: Setting): Values => Object.fromEntries(keys.map((k) => [k, s[k]]));
const body = (v: Values) => ({
  enabled: Boolean(v.enabled), plate_limit: Number(v.plate_limit), bind_audit: Boolean(v.bind_audit), points_per_yuan: Number(v.points_per_yuan),
  silver_points: Number(v.silver_points), gold_points: Number(v.gold_points), silver_discount: Number(v.silver_discount), gold_discount: Number(v.gold_discount),
});
const discount = (d: number) => (d >= 100 ? '不打折' : `${d / 10} 折`);

export default function ParkingMemberSettingPage() {
  const gate = useGate();
  const may = gate({ permission: ['parking:member:setting'] });
  const client = useQueryClient();
  // The form reads through the page's own query (joining a fetch in flight): one request for both.
  const settingQuery = { queryKey: [parkingMemberSettingGet.path], queryFn: () => send(parkingMemberSettingGet, {}) };
  const setting = useQuery(settingQuery);
  if (setting.isLoading) return <Skeleton active />;
  if (setting.error || !setting.data) return <ErrorPanel error={setting.error} onRetry={() => void setting.refetch()} />;
  const s = setting.data;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card title="会员分布（正常会员）">
        <Space size={48}>
          {s.levels.map((l) => (
            <Statistic key={l.level} title={parkingMemberLevels[l.level as 1] ?? l.level} value={l.members} suffix="人" />
          ))}
        </Space>
      </Card>
      {!s.saved && <Alert type="info" showIcon message="尚未保存会员设置，下面是默认值。" />}
      <Card title="会员设置" extra={s.update_time ? `${s.operator} 更新于 ${s.update_time.slice(0, 10)}` : undefined}>
        {may ? (
          <FormPage
            id="parking-member-setting"
            fields={fields}
            loadKey={[parkingMemberSettingGet.path, 'form']}
            load={async () => formValues(await client.fetchQuery(settingQuery))}
            submit={async (v) => {
              await send(parkingMemberSettingSet, body(v));
              return '会员设置已保存';
            }}
            back={MEMBER_SETTING}
            invalidate={[[parkingMemberSettingGet.path]]}
          />
        ) : (
          <Descriptions size="small" column={2}
            items={[
              { key: 'enabled', label: '开放入会', children: s.enabled ? '开放' : '关闭' },
              { key: 'plate_limit', label: '可绑定车牌数', children: `${s.plate_limit} 个` },
              { key: 'bind_audit', label: '绑定车牌审核', children: s.bind_audit ? '需审核' : '无需审核' },
              { key: 'points', label: '消费积分', children: `${s.points_per_yuan} 分 / 元` },
              { key: 'silver', label: '银卡', children: `${s.silver_points} 分起，临停${discount(s.silver_discount)}` },
              { key: 'gold', label: '金卡', children: `${s.gold_points} 分起，临停${discount(s.gold_discount)}` },
            ]}
          />
        )}
      </Card>
    </Space>
  );
}
