import {
  CHANNEL_MCH_NO,
  DEFAULT_STATION_CHARGE,
  formatMoney,
  stationChannelModes,
  stationChannelPayees,
  StationChannelMode,
  StationChannelPayee,
  tricklePowerText,
  type CallBody,
  type calls,
  type StationChargeSetting,
} from '@console/contract';
import type { Database, Tx } from '../../../db/client.js';
import { badParameter } from '../../../errors.js';
import type { Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { iso } from '../../../shared/time.js';
import { energyScope } from '../scope.js';
import { stationFor } from '../station/station.service.js';
import * as repository from './group-config.repository.js';

/**
 * The group's 支付通道配置 and 充电配置 of a member station (`energy/station/channel`, `energy/station/charge`): one row
 * each once saved (none: 跟随商户默认, the contract's charge defaults). The calls take the group platform's station codes
 * only; the station is looked up in the caller's scope (another's answers 1404), locked while it is changed, and every
 * save is audited on the station (its 概览's 操作记录). docs/decisions.md, "The group's station channel and charge
 * configuration".
 */

type Station = Awaited<ReturnType<typeof stationFor>>;
const operatorOf = (access: Access) => access.manager.name || access.manager.account;

/** The group the station's merchant belongs to, as the caller sees it: the caller's own group, else the first. */
async function groupOf(tx: Tx, access: Access, station: Station) {
  const groups = await repository.groupsOf(tx, station.merchant);
  return groups.find((g) => g.id === access.merchant.id) ?? groups[0];
}

// ---- 支付通道配置 --------------------------------------------------------------------------------------------------

type ChannelState = { mode: number; payee: number | null; payee_name: string; channel: string; channel_name: string; mch_no: string; remark: string };

async function channelState(tx: Tx, access: Access, station: Station) {
  const [row, channels, group] = [await repository.channelOf(tx, station.merchant, station.id), await repository.channels(tx), await groupOf(tx, access, station)];
  const payeeName = (payee: number | null) => (payee === StationChannelPayee.group ? (group?.name ?? '') : station.merchant_name);
  const state: ChannelState = row
    ? { mode: row.mode, payee: row.payee, payee_name: payeeName(row.payee), channel: row.channel, channel_name: channels.find((c) => c.code === row.channel)?.name ?? row.channel, mch_no: row.mch_no, remark: row.remark }
    : { mode: StationChannelMode.merchant, payee: null, payee_name: station.merchant_name, channel: '', channel_name: '', mch_no: '', remark: '' };
  return { row, channels, group, state };
}

const channelText = (s: ChannelState) =>
  s.mode === StationChannelMode.assigned
    ? { mode: stationChannelModes[2], payee: `${stationChannelPayees[s.payee as 1 | 2]}（${s.payee_name}）`, channel: s.channel_name, mch_no: s.mch_no, remark: s.remark }
    : { mode: stationChannelModes[1], remark: s.remark };

export async function getChannel(db: Database, access: Access, stationCode: string) {
  return db.tenant(access.scope, async (tx) => {
    const station = await stationFor(tx, energyScope(access, 'station', 'list'), stationCode);
    const { row, channels, group, state } = await channelState(tx, access, station);
    return {
      station_code: station.station_code,
      ...state,
      operator: row?.operator ?? '',
      update_time: row ? iso(row.update_time) : null,
      channels,
      station_merchant_name: station.merchant_name,
      group_name: group?.name ?? '',
    };
  });
}

export async function setChannel(db: Database, actor: Actor, body: CallBody<typeof calls.energyStationChannelSet>) {
  const access = actor.access;
  const remark = (body.remark ?? '').trim();
  const mchNo = (body.mch_no ?? '').trim();
  if (body.mode === StationChannelMode.assigned) {
    if (!body.payee) throw badParameter('请选择收款方', '指定通道时须选择「电站所属商户」或「集团统一收款」');
    if (!body.channel) throw badParameter('请选择支付通道');
    if (!mchNo) throw badParameter('请填写渠道商户号');
    if (!CHANNEL_MCH_NO.test(mchNo)) throw badParameter('渠道商户号须为 6–32 位字母或数字', '请核对支付通道开通后下发的商户号');
  }
  return db.tenant(access.scope, async (tx) => {
    const station = await stationFor(tx, energyScope(access, 'station', 'update'), body.station_code, { lock: true });
    const { channels, group, state: before } = await channelState(tx, access, station);
    let values: Parameters<typeof repository.saveChannel>[3];
    if (body.mode === StationChannelMode.assigned) {
      const channel = channels.find((c) => c.code === body.channel);
      if (!channel) throw badParameter(`支付通道「${body.channel}」不存在`, '请从列表中选择支付通道');
      if (body.payee === StationChannelPayee.group && !group) throw badParameter('该电站的商户不属于任何集团，不能选择集团统一收款');
      const payeeMerchant = body.payee === StationChannelPayee.group ? group!.id : station.merchant;
      values = { mode: 2, payee: body.payee!, payee_merchant: payeeMerchant, channel: channel.code, mch_no: mchNo, remark, operator: operatorOf(access) };
    } else {
      values = { mode: 1, payee: null, payee_merchant: null, channel: '', mch_no: '', remark, operator: operatorOf(access) };
    }
    await repository.saveChannel(tx, station.merchant, station.id, values);
    const after = (await channelState(tx, access, station)).state;
    await audit(tx, actor, { type: 'energy_station', id: station.station_code, name: station.name, merchant: station.merchant }, { before: channelText(before), after: channelText(after) });
    return { station_code: station.station_code };
  });
}

// ---- 充电配置 ------------------------------------------------------------------------------------------------------

const settingOf = (row: NonNullable<Awaited<ReturnType<typeof repository.chargeOf>>>): StationChargeSetting => ({
  max_power: row.max_power,
  max_energy: row.max_energy,
  max_amount: row.max_amount,
  stop_balance: row.stop_balance,
  full_stop: row.full_stop,
  trickle_power: row.trickle_power,
  trickle_minutes: row.trickle_minutes,
  user_sessions: row.user_sessions,
});

const limit = (value: number, unit: string) => (value === 0 ? '不限' : `${value} ${unit}`);
const chargeText = (s: StationChargeSetting) => ({
  max_power: limit(s.max_power, 'kW'),
  max_energy: limit(s.max_energy, 'kWh'),
  max_amount: s.max_amount === 0 ? '不限' : `${formatMoney(s.max_amount)} 元`,
  stop_balance: `${formatMoney(s.stop_balance)} 元`,
  full_stop: s.full_stop ? `开启（低于 ${tricklePowerText(s.trickle_power)} 持续 ${s.trickle_minutes} 分钟）` : '关闭',
  user_sessions: `${s.user_sessions} 个`,
});

export async function getCharge(db: Database, access: Access, stationCode: string) {
  return db.tenant(access.scope, async (tx) => {
    const station = await stationFor(tx, energyScope(access, 'station', 'list'), stationCode);
    const row = await repository.chargeOf(tx, station.merchant, station.id);
    return { station_code: station.station_code, ...(row ? settingOf(row) : DEFAULT_STATION_CHARGE), operator: row?.operator ?? '', update_time: row ? iso(row.update_time) : null };
  });
}

export async function setCharge(db: Database, actor: Actor, body: CallBody<typeof calls.energyStationChargeSet>) {
  const { station_code: stationCode, ...setting } = body;
  if (setting.max_amount > 0 && setting.max_amount < 100) throw badParameter('单次消费上限至少 1.00 元（0 为不限）');
  if (setting.full_stop && setting.max_power > 0 && setting.trickle_power >= setting.max_power * 10) {
    throw badParameter(`涓流功率须低于单枪功率上限（${setting.max_power} kW）`, '充满自停按功率持续低于涓流功率判断，涓流功率应明显低于功率上限');
  }
  const access = actor.access;
  return db.tenant(access.scope, async (tx) => {
    const station = await stationFor(tx, energyScope(access, 'station', 'update'), stationCode, { lock: true });
    const row = await repository.chargeOf(tx, station.merchant, station.id);
    const before = row ? settingOf(row) : DEFAULT_STATION_CHARGE;
    await repository.saveCharge(tx, station.merchant, station.id, { ...setting, operator: operatorOf(access) });
    await audit(tx, actor, { type: 'energy_station', id: station.station_code, name: station.name, merchant: station.merchant }, { before: chargeText(before), after: chargeText(setting) });
    return { station_code: station.station_code };
  });
}
