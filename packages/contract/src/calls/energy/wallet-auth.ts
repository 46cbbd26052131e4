import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';
import { EnergyStatusField } from './station.js';

/**
 * 机构钱包 (document 2 §2: the energy merchant platform's "institution wallet list"; §7 "Energy": `energy/wallet/auth/list`,
 * POST, PUT, PUT `energy/wallet/auth/status`): the wallets of institutions (fleets, companies — merchants with a wallet
 * of the 钱包 platform) that an energy merchant authorises to pay for charging at its stations, each with a daily limit.
 * The merchant names the institution's merchant number and wallet number (both must match an open wallet); the list shows
 * the wallet's balance and state as the wallet platform keeps them. The energy merchant's own (`energy:wallet:*`).
 * docs/decisions.md, "Energy station detail: the rest".
 */

export const WALLET_DAILY_LIMIT_MAX = 10_000_000;

export const WalletAuthRecord = Type.Object({
  id: Type.Integer({ title: 'ID' }),
  institution: Type.Integer({ title: '机构商户号' }),
  institution_name: Type.String({ title: '机构名称' }),
  wallet_no: Type.String({ title: '钱包编号' }),
  wallet_state: Type.Integer({ title: '钱包状态', description: '1 正常，0 已停用（钱包平台）' }),
  balance: Type.Integer({ title: '钱包余额（分）' }),
  daily_limit: Type.Integer({ title: '每日限额（分）', description: '0 为不限' }),
  status: Type.Integer({ title: '授权状态', description: '1 启用，0 停用' }),
  notes: Type.String({ title: '备注' }),
  operator: Type.String({ title: '最后操作人' }),
  create_time: Type.String({ title: '授权时间' }),
  update_time: Type.String({ title: '更新时间' }),
});

const DailyLimit = Type.Integer({ minimum: 0, maximum: WALLET_DAILY_LIMIT_MAX, title: '每日限额（分）', description: '0 为不限；至多 10 万元' });

export const energyWalletAuthList = defineCall({
  method: 'GET',
  path: 'energy/wallet/auth/list',
  summary: '机构钱包',
  auth: 'token',
  permission: { anyOf: ['energy:wallet:list'] },
  query: Type.Object({
    ...pageQuery(20),
    keywords: Type.Optional(Text('钱包编号开头或机构商户号', 30)),
    status: Type.Optional(EnergyStatusField),
  }),
  reply: ListOf(WalletAuthRecord),
});

export const energyWalletAuthCreate = defineCall({
  method: 'POST',
  path: 'energy/wallet/auth',
  summary: '授权机构钱包',
  auth: 'token',
  permission: { anyOf: ['energy:wallet:create'] },
  body: Type.Object({
    institution: Id('机构商户号'),
    wallet_no: Type.String({ pattern: '^W[0-9]{6,24}$', title: '钱包编号', description: 'W 开头，钱包平台开通时编号', examples: ['W100101000001'] }),
    daily_limit: DailyLimit,
    notes: Type.Optional(Text('备注', 200)),
  }),
  reply: Type.Object({ id: Type.Integer() }),
});

export const energyWalletAuthUpdate = defineCall({
  method: 'PUT',
  path: 'energy/wallet/auth',
  summary: '修改机构钱包的每日限额与备注',
  auth: 'token',
  permission: { anyOf: ['energy:wallet:update'] },
  body: Type.Object({ id: Id('ID'), daily_limit: DailyLimit, notes: Type.Optional(Text('备注', 200)) }),
  reply: Type.Object({ id: Type.Integer() }),
});

export const energyWalletAuthStatus = defineCall({
  method: 'PUT',
  path: 'energy/wallet/auth/status',
  summary: '启用、停用机构钱包授权',
  auth: 'token',
  permission: { anyOf: ['energy:wallet:update'] },
  body: Type.Object({ id: Id('ID'), status: EnergyStatusField }),
  reply: Type.Object({ id: Type.Integer() }),
});
