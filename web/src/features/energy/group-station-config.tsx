import { CHANNEL_MCH_NO, CHARGE_LIMITS, energyStationChannelGet, energyStationChannelSet, energyStationChargeGet, energyStationChargeSet, formatDateTime, formatMoney, stationChannelModes, stationChannelPayees, StationChannelMode, tricklePowerText, type CallReply, type StationChargeSetting } from '@console/contract';
import { EditOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Descriptions, Form, Input, InputNumber, Radio, Select, Skeleton, Switch, Tag, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { send } from '../../lib/request';
import { ErrorPanel } from '../../shell/layout/error-panel';
import { useGate } from '../../shell/session/gate';
import { PriceInput } from '../../widgets/price-input/price-input';
import { FormDialog } from '../../widgets/resource/form-dialog';
import { AuditTimeline } from '../../widgets/timeline/record-timeline';
import { useEnergyPlatform } from './shared';
import { StationLayout } from './station-detail';

/**
 * The group's 支付通道配置 (…/detail/config/channel?station=) and 充电配置 (…/detail/config/charge?station=) of a member
 * station: what is in force, 修改配置 (the group's station update code) in a dialog whose save is confirmed once more
 * (naming the change), and the station's 操作记录. docs/decisions.md, "The group's station channel and charge configuration".
 */

/** Asks once more before a save; resolves when confirmed, rejects (the dialog stays open) when not. */
export function useConfirmSave() {
  const { modal } = App.useApp();
  return (title: string, content: ReactNode) =>
    new Promise<void>((resolve, reject) => {
      modal.confirm({ title, content, okText: '确认修改', cancelText: '再想想', onOk: () => resolve(), onCancel: () => reject(new Error('cancelled')) });
    });
}

function Timeline({ station }: { station: string }) {
  return (
    <Card title="操作记录" size="small">
      <AuditTimeline type="energy_station" id={station} />
    </Card>
  );
}

/** The config card: loading and error states, the values, 修改配置 for those who may. */
function ConfigCard({ title, editable, onEdit, loading, error, onRetry, children }: { title: string; editable: boolean; onEdit: () => void; loading: boolean; error: unknown; onRetry: () => void; children: ReactNode }) {
  return (
    <Card
      title={title}
      extra={
        editable ? (
          <Button type="primary" icon={<EditOutlined />} onClick={onEdit} disabled={loading || !!error}>
            修改配置
          </Button>
        ) : (
          <Typography.Text type="secondary">仅可查看</Typography.Text>
        )
      }
    >
      {loading ? <Skeleton active /> : error ? <ErrorPanel error={error} onRetry={onRetry} /> : children}
    </Card>
  );
}

const updated = (r: { operator: string; update_time: string | null }) => (r.update_time ? `${formatDateTime(r.update_time)}（${r.operator || '-'}）` : '未修改（使用默认）');

// ---- 支付通道配置 --------------------------------------------------------------------------------------------------

type Channel = CallReply<typeof energyStationChannelGet>;
interface ChannelValues {
  mode: 1 | 2;
  payee?: 1 | 2;
  channel?: string;
  mch_no?: string;
  remark?: string;
}

const payeeText = (c: Pick<Channel, 'payee'>) => (c.payee ? stationChannelPayees[c.payee as 1 | 2] : '-');

/** What the saved channel config means, in one sentence (the confirmation's text). */
export function channelSummary(v: ChannelValues, c: Pick<Channel, 'channels' | 'station_merchant_name' | 'group_name'>) {
  if (v.mode !== StationChannelMode.assigned) return '本站充电订单将按所属商户的默认支付路由收款。';
  const channel = c.channels.find((x) => x.code === v.channel)?.name ?? v.channel;
  const payee = v.payee === 2 ? `集团「${c.group_name}」` : `电站所属商户「${c.station_merchant_name}」`;
  return `本站此后的充电订单将通过「${channel}」收款至${payee}，渠道商户号 ${v.mch_no}。已支付的订单不受影响。`;
}

function ChannelDialog({ open, station, current, onClose }: { open: boolean; station: string; current: Channel; onClose: () => void }) {
  const confirm = useConfirmSave();
  return (
    <FormDialog<ChannelValues>
      open={open}
      title="修改支付通道配置"
      name="energy-station-channel"
      width={560}
      initialValues={{
        mode: current.mode as 1 | 2,
        payee: (current.payee as 1 | 2 | null) ?? 1,
        channel: current.channel || undefined,
        mch_no: current.mch_no || undefined,
        remark: current.remark,
      }}
      changes={[energyStationChannelGet]}
      onSubmit={async (v) => {
        await confirm('确认修改支付通道？', channelSummary(v, current));
        await send(energyStationChannelSet, { station_code: station, mode: v.mode, ...(v.mode === 2 ? { payee: v.payee, channel: v.channel, mch_no: v.mch_no?.trim() } : {}), remark: v.remark?.trim() ?? '' });
        return '支付通道配置已保存';
      }}
      onClose={onClose}
    >
      {(form) => (
        <>
          <Form.Item name="mode" label="收款方式" rules={[{ required: true, message: '请选择收款方式' }]}>
            <Radio.Group options={Object.entries(stationChannelModes).map(([value, label]) => ({ value: Number(value), label }))} />
          </Form.Item>
          <Form.Item noStyle shouldUpdate={(a, b) => a.mode !== b.mode}>
            {() =>
              form.getFieldValue('mode') === 2 ? (
                <>
                  <Form.Item name="payee" label="收款方" rules={[{ required: true, message: '请选择收款方' }]}>
                    <Radio.Group>
                      <Radio value={1}>电站所属商户（{current.station_merchant_name}）</Radio>
                      <Radio value={2} disabled={!current.group_name}>
                        集团统一收款{current.group_name ? `（${current.group_name}）` : ''}
                      </Radio>
                    </Radio.Group>
                  </Form.Item>
                  <Form.Item name="channel" label="支付通道" rules={[{ required: true, message: '请选择支付通道' }]}>
                    <Select aria-label="支付通道" placeholder="请选择" options={current.channels.map((c) => ({ value: c.code, label: c.name }))} />
                  </Form.Item>
                  <Form.Item
                    name="mch_no"
                    label="渠道商户号"
                    extra="支付通道开通后下发的商户号（微信子商户号、收单机构商户号等）"
                    rules={[
                      { required: true, whitespace: true, message: '请填写渠道商户号' },
                      { pattern: CHANNEL_MCH_NO, message: '渠道商户号须为 6–32 位字母或数字' },
                    ]}
                  >
                    <Input maxLength={32} placeholder="如 898440358120031" />
                  </Form.Item>
                </>
              ) : (
                <Alert type="info" showIcon style={{ marginBottom: 16 }} message="本站充电订单按所属商户的默认支付路由收款。" />
              )
            }
          </Form.Item>
          <Form.Item name="remark" label="备注">
            <Input.TextArea maxLength={100} showCount rows={2} placeholder="如：收款调整的依据" />
          </Form.Item>
        </>
      )}
    </FormDialog>
  );
}

export function StationChannelConfig({ station }: { station: string }) {
  const { can } = useEnergyPlatform();
  const gate = useGate();
  const [editing, setEditing] = useState(false);
  const record = useQuery({ queryKey: [energyStationChannelGet.path, station], queryFn: () => send(energyStationChannelGet, { station_code: station }, { silent: true }) });
  const c = record.data;
  return (
    <>
      <ConfigCard title="支付通道配置" editable={gate({ permission: can('station', 'update') })} onEdit={() => setEditing(true)} loading={record.isPending} error={record.error} onRetry={() => void record.refetch()}>
        {c && (
          <Descriptions column={{ xs: 1, md: 2 }}>
            <Descriptions.Item label="收款方式">
              <Tag color={c.mode === 2 ? 'blue' : 'default'}>{stationChannelModes[c.mode as 1 | 2]}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label="收款方">{c.mode === 2 ? payeeText(c) : '电站所属商户'}</Descriptions.Item>
            <Descriptions.Item label="收款主体">{c.payee_name || '-'}</Descriptions.Item>
            <Descriptions.Item label="支付通道">{c.mode === 2 ? c.channel_name : '按商户支付路由'}</Descriptions.Item>
            <Descriptions.Item label="渠道商户号">{c.mch_no || '-'}</Descriptions.Item>
            <Descriptions.Item label="备注">{c.remark || '-'}</Descriptions.Item>
            <Descriptions.Item label="最后修改">{updated(c)}</Descriptions.Item>
          </Descriptions>
        )}
      </ConfigCard>
      {c && <ChannelDialog open={editing} station={station} current={c} onClose={() => setEditing(false)} />}
      <Timeline station={station} />
    </>
  );
}

// ---- 充电配置 ------------------------------------------------------------------------------------------------------

type Charge = CallReply<typeof energyStationChargeGet>;
/** The form holds the trickle power in kW (one decimal); the wire in 0.1 kW. */
type ChargeValues = Omit<StationChargeSetting, 'trickle_power'> & { trickle_kw: number };

const limitText = (value: number, unit: string) => (value === 0 ? '不限' : `${value} ${unit}`);
export const chargeSummary = (v: StationChargeSetting) =>
  [
    `单枪功率上限 ${limitText(v.max_power, 'kW')}`,
    `单次充电量上限 ${limitText(v.max_energy, 'kWh')}`,
    `单次消费上限 ${v.max_amount === 0 ? '不限' : `${formatMoney(v.max_amount)} 元`}`,
    `余额低于 ${formatMoney(v.stop_balance)} 元自动停止`,
    v.full_stop ? `充满自停：功率低于 ${tricklePowerText(v.trickle_power)} 持续 ${v.trickle_minutes} 分钟` : '充满自停：关闭',
    `同一用户同时充电 ${v.user_sessions} 个`,
  ].join('；');

const numberItem = (name: keyof ChargeValues, label: string, max: number, unit: string, extra: string) => (
  <Form.Item
    name={name}
    label={label}
    extra={extra}
    rules={[
      { required: true, message: `请填写${label}` },
      { type: 'number', min: 0, max, message: `${label}须在 0–${max} ${unit} 之间` },
    ]}
  >
    <InputNumber min={0} max={max} precision={0} addonAfter={unit} style={{ width: 200 }} aria-label={label} />
  </Form.Item>
);

function ChargeDialog({ open, station, current, onClose }: { open: boolean; station: string; current: Charge; onClose: () => void }) {
  const confirm = useConfirmSave();
  return (
    <FormDialog<ChargeValues>
      open={open}
      title="修改充电配置"
      name="energy-station-charge"
      width={600}
      initialValues={{ ...current, trickle_kw: current.trickle_power / 10 }}
      changes={[energyStationChargeGet]}
      onSubmit={async ({ trickle_kw, ...v }) => {
        const setting: StationChargeSetting = { ...v, full_stop: !!v.full_stop, trickle_power: Math.round(trickle_kw * 10) };
        await confirm('确认修改充电配置？', `保存后本站新开始的充电按此执行：${chargeSummary(setting)}。`);
        await send(energyStationChargeSet, { station_code: station, ...setting });
        return '充电配置已保存';
      }}
      onClose={onClose}
    >
      {(form) => (
        <>
          {numberItem('max_power', '单枪功率上限', CHARGE_LIMITS.max_power, 'kW', '0 为不限；下发给充电桩限制输出功率')}
          {numberItem('max_energy', '单次充电量上限', CHARGE_LIMITS.max_energy, 'kWh', '0 为不限；达到后自动停止')}
          <Form.Item
            name="max_amount"
            label="单次消费上限"
            extra="0 为不限；本次电费与服务费合计达到后自动停止"
            rules={[
              { required: true, message: '请填写单次消费上限' },
              { validator: async (_, value?: number) => { if (value !== undefined && value > 0 && value < 100) throw new Error('单次消费上限至少 1.00 元（0 为不限）'); } },
            ]}
          >
            <PriceInput aria-label="单次消费上限" max={CHARGE_LIMITS.max_amount / 100} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="stop_balance" label="余额不足停止阈值" extra="充电中账户余额低于此值时自动停止；0 为余额用尽才停止" rules={[{ required: true, message: '请填写余额不足停止阈值' }]}>
            <PriceInput aria-label="余额不足停止阈值" max={CHARGE_LIMITS.stop_balance / 100} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="full_stop" label="充满自停" valuePropName="checked" extra="功率持续低于涓流功率时判定为已充满并自动停止">
            <Switch aria-label="充满自停" />
          </Form.Item>
          <Form.Item noStyle shouldUpdate={(a, b) => a.full_stop !== b.full_stop}>
            {() =>
              form.getFieldValue('full_stop') ? (
                <>
                  <Form.Item
                    name="trickle_kw"
                    label="涓流功率"
                    dependencies={['max_power']}
                    rules={[
                      { required: true, message: '请填写涓流功率' },
                      { type: 'number', min: 0.1, max: CHARGE_LIMITS.trickle_power / 10, message: `涓流功率须在 0.1–${CHARGE_LIMITS.trickle_power / 10} kW 之间` },
                      ({ getFieldValue }) => ({
                        validator: async (_, value?: number) => {
                          const max = Number(getFieldValue('max_power'));
                          if (value !== undefined && max > 0 && value >= max) throw new Error(`涓流功率须低于单枪功率上限（${max} kW）`);
                        },
                      }),
                    ]}
                  >
                    <InputNumber min={0.1} max={CHARGE_LIMITS.trickle_power / 10} step={0.5} precision={1} addonAfter="kW" style={{ width: 200 }} aria-label="涓流功率" />
                  </Form.Item>
                  <Form.Item
                    name="trickle_minutes"
                    label="涓流持续时长"
                    rules={[
                      { required: true, message: '请填写涓流持续时长' },
                      { type: 'number', min: 1, max: CHARGE_LIMITS.trickle_minutes, message: `涓流持续时长须在 1–${CHARGE_LIMITS.trickle_minutes} 分钟之间` },
                    ]}
                  >
                    <InputNumber min={1} max={CHARGE_LIMITS.trickle_minutes} precision={0} addonAfter="分钟" style={{ width: 200 }} aria-label="涓流持续时长" />
                  </Form.Item>
                </>
              ) : null
            }
          </Form.Item>
          <Form.Item
            name="user_sessions"
            label="同一用户同时充电数"
            rules={[
              { required: true, message: '请填写同一用户同时充电数' },
              { type: 'number', min: 1, max: CHARGE_LIMITS.user_sessions, message: `须在 1–${CHARGE_LIMITS.user_sessions} 个之间` },
            ]}
          >
            <InputNumber min={1} max={CHARGE_LIMITS.user_sessions} precision={0} addonAfter="个" style={{ width: 200 }} aria-label="同一用户同时充电数" />
          </Form.Item>
        </>
      )}
    </FormDialog>
  );
}

export function StationChargeConfig({ station }: { station: string }) {
  const { can } = useEnergyPlatform();
  const gate = useGate();
  const [editing, setEditing] = useState(false);
  const record = useQuery({ queryKey: [energyStationChargeGet.path, station], queryFn: () => send(energyStationChargeGet, { station_code: station }, { silent: true }) });
  const c = record.data;
  return (
    <>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message="充电配置限制每次充电的功率、电量、金额和自动停止条件；允许的启动方式、启动最低余额和单次最长时长见「运行配置」。"
      />
      <ConfigCard title="充电配置" editable={gate({ permission: can('station', 'update') })} onEdit={() => setEditing(true)} loading={record.isPending} error={record.error} onRetry={() => void record.refetch()}>
        {c && (
          <Descriptions column={{ xs: 1, md: 2 }}>
            <Descriptions.Item label="单枪功率上限">{limitText(c.max_power, 'kW')}</Descriptions.Item>
            <Descriptions.Item label="单次充电量上限">{limitText(c.max_energy, 'kWh')}</Descriptions.Item>
            <Descriptions.Item label="单次消费上限">{c.max_amount === 0 ? '不限' : `${formatMoney(c.max_amount)} 元`}</Descriptions.Item>
            <Descriptions.Item label="余额不足停止阈值">{`${formatMoney(c.stop_balance)} 元`}</Descriptions.Item>
            <Descriptions.Item label="充满自停">
              {c.full_stop ? <Tag color="green">{`开启：低于 ${tricklePowerText(c.trickle_power)} 持续 ${c.trickle_minutes} 分钟`}</Tag> : <Tag>关闭</Tag>}
            </Descriptions.Item>
            <Descriptions.Item label="同一用户同时充电数">{`${c.user_sessions} 个`}</Descriptions.Item>
            <Descriptions.Item label="最后修改">{updated(c)}</Descriptions.Item>
          </Descriptions>
        )}
      </ConfigCard>
      {c && <ChargeDialog open={editing} station={station} current={c} onClose={() => setEditing(false)} />}
      <Timeline station={station} />
    </>
  );
}

export default function StationChannelPage() {
  return <StationLayout>{(station) => <StationChannelConfig station={station} />}</StationLayout>;
}
export function StationChargePage() {
  return <StationLayout>{(station) => <StationChargeConfig station={station} />}</StationLayout>;
}
