import { adRotationNames, AdvertStatus, advertStatusNames, channelAppPlatformNames, type CallBody, type CallQuery, type calls } from '@console/contract';
import { randomBytes } from 'node:crypto';
import type { Database, Tx } from '../../../db/client.js';
import { badParameter, conflict, notFound, unlessDuplicate } from '../../../errors.js';
import { ownScope, type Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { listPayload, pageOf } from '../../../shared/paging.js';
import { providerFor } from '../config/config.service.js';
import { adTarget, moveStatus as move, required, withTimes } from '../shared.js';
import * as repository from './channel.repository.js';

/**
 * 广告 › 配置管理 › 曝光策略 and 渠道应用: each advertising partner's own. docs/decisions.md, "Advertising delivery
 * (广告 › 投放管理)".
 */
const target = adTarget;

// ---- 曝光策略 ----------------------------------------------------------------------------------------------------

const STRATEGY = '曝光策略';
const strategyNameError = (name: string) => badParameter(`曝光策略「${name}」已存在`, '同一商户的策略名称不能重复（不区分大小写）');
const strategySnapshot = (s: { name: string; user_daily_cap: number; interval_minutes: number; rotation: number; remark: string; status: number }) => ({
  name: s.name,
  user_daily_cap: s.user_daily_cap ? `${s.user_daily_cap} 次` : '不限',
  interval_minutes: s.interval_minutes ? `${s.interval_minutes} 分钟` : '不限',
  rotation: adRotationNames[s.rotation] ?? s.rotation,
  remark: s.remark,
  status: advertStatusNames[s.status],
});

export async function strategyList(db: Database, access: Access, query: CallQuery<typeof calls.exposureStrategyList>) {
  const page = pageOf(query);
  const filter = { name: query.name?.trim() || undefined, status: query.status };
  const [rows, total] = await db.tenant(ownScope(access), async (tx) => [
    await repository.strategyPage(tx, access.merchant.id, filter, page.size, page.offset),
    await repository.strategyTotal(tx, access.merchant.id, filter),
  ] as const);
  return listPayload(rows.map(withTimes), total, page);
}

export async function strategyGet(db: Database, access: Access, id: number) {
  const row = await db.tenant(ownScope(access), (tx) => repository.findStrategy(tx, access.merchant.id, id));
  if (!row) throw notFound(STRATEGY);
  return withTimes(row);
}

async function saveStrategy(db: Database, actor: Actor, body: CallBody<typeof calls.exposureStrategyCreate>, id?: number) {
  const access = actor.access;
  const values = { name: required(body.name, 'name', '策略名称'), user_daily_cap: body.user_daily_cap, interval_minutes: body.interval_minutes, rotation: body.rotation, remark: body.remark?.trim() ?? '' };
  return unlessDuplicate(
    () =>
      db.tenant(ownScope(access), async (tx) => {
        if (await repository.strategyNameTaken(tx, access.merchant.id, values.name, id)) throw strategyNameError(values.name);
        if (id === undefined) {
          const created = await repository.insertStrategy(tx, { ...values, merchant: access.merchant.id });
          await audit(tx, actor, target('ad_exposure_strategy', created, values.name, access), { after: strategySnapshot({ ...values, status: AdvertStatus.enabled }) });
          return { id: created };
        }
        const row = await repository.findStrategy(tx, access.merchant.id, id, true);
        if (!row) throw notFound(STRATEGY);
        await repository.updateStrategy(tx, access.merchant.id, row.id, values);
        await audit(tx, actor, target('ad_exposure_strategy', row.id, values.name, access), { before: strategySnapshot(row), after: strategySnapshot({ ...values, status: row.status }) });
        return { id: row.id };
      }),
    () => strategyNameError(values.name),
  );
}
export const strategyCreate = (db: Database, actor: Actor, body: CallBody<typeof calls.exposureStrategyCreate>) => saveStrategy(db, actor, body);
export const strategyUpdate = (db: Database, actor: Actor, body: CallBody<typeof calls.exposureStrategyUpdate>) => saveStrategy(db, actor, body, body.id);
export const strategyStatus = (db: Database, actor: Actor, body: CallBody<typeof calls.exposureStrategyStatus>) =>
  move(db, actor, STRATEGY, 'ad_exposure_strategy', (tx) => repository.findStrategy(tx, actor.access.merchant.id, body.id, true),
    (tx, id, status) => repository.updateStrategy(tx, actor.access.merchant.id, id, { status }), body.status);

// ---- 渠道应用 ----------------------------------------------------------------------------------------------------

const APP = '渠道应用';
const bundleError = (bundle: string, holder?: string) =>
  badParameter(holder ? `包名/AppID ${bundle} 已被应用「${holder}」使用` : `包名/AppID ${bundle} 已被使用`, '同一平台的包名/AppID 不能重复（不区分大小写）');
const appSnapshot = (a: { name: string; platform: number; bundle: string; provider_name: string; remark: string; status: number }) => ({
  name: a.name,
  platform: channelAppPlatformNames[a.platform] ?? a.platform,
  bundle: a.bundle,
  provider: a.provider_name || '自有流量',
  remark: a.remark,
  status: advertStatusNames[a.status],
});

export async function appList(db: Database, access: Access, query: CallQuery<typeof calls.channelAppList>) {
  const page = pageOf(query);
  const filter = { keywords: query.keywords?.trim() || undefined, platform: query.platform, status: query.status };
  const [rows, total] = await db.tenant(ownScope(access), async (tx) => [
    await repository.appPage(tx, access.merchant.id, filter, page.size, page.offset),
    await repository.appTotal(tx, access.merchant.id, filter),
  ] as const);
  return listPayload(rows.map(withTimes), total, page);
}

export async function appGet(db: Database, access: Access, id: number) {
  const row = await db.tenant(ownScope(access), (tx) => repository.findApp(tx, access.merchant.id, id));
  if (!row) throw notFound(APP);
  return withTimes(row);
}

/** The provider of an app: the caller's own; a newly chosen one must be enabled. */
async function providerOf(tx: Tx, access: Access, id: number | undefined, kept?: number) {
  if (!id) return { provider: null, provider_name: '' };
  const row = await providerFor(tx, access.merchant.id, id);
  if (!row) throw notFound('流量主');
  if (row.status !== AdvertStatus.enabled && id !== kept) throw conflict(`流量主「${row.name}」已停用，不能再关联应用`, '请先启用该流量主，或选择其他流量主');
  return { provider: row.id, provider_name: row.name };
}

async function saveApp(db: Database, actor: Actor, body: CallBody<typeof calls.channelAppCreate>, id?: number) {
  const access = actor.access;
  const values = { name: required(body.name, 'name', '应用名称'), platform: body.platform, bundle: body.bundle, remark: body.remark?.trim() ?? '' };
  return unlessDuplicate(
    () =>
      db.tenant(ownScope(access), async (tx) => {
        const holder = await repository.bundleHolder(tx, access.merchant.id, values.platform, values.bundle, id);
        if (holder) throw bundleError(values.bundle, holder);
        if (id === undefined) {
          const { provider, provider_name } = await providerOf(tx, access, body.provider);
          // The key the app sends with its ad requests: random, shown on the detail page.
          const app_key = `ak_${randomBytes(16).toString('hex')}`;
          const created = await repository.insertApp(tx, { ...values, provider, app_key, merchant: access.merchant.id });
          await audit(tx, actor, target('ad_channel_app', created, values.name, access), { after: appSnapshot({ ...values, provider_name, status: AdvertStatus.enabled }) });
          return { id: created };
        }
        const row = await repository.findApp(tx, access.merchant.id, id, true);
        if (!row) throw notFound(APP);
        const { provider, provider_name } = await providerOf(tx, access, body.provider, row.provider || undefined);
        await repository.updateApp(tx, access.merchant.id, row.id, { ...values, provider });
        await audit(tx, actor, target('ad_channel_app', row.id, values.name, access), { before: appSnapshot(row), after: appSnapshot({ ...values, provider_name, status: row.status }) });
        return { id: row.id };
      }),
    () => bundleError(values.bundle),
  );
}
export const appCreate = (db: Database, actor: Actor, body: CallBody<typeof calls.channelAppCreate>) => saveApp(db, actor, body);
export const appUpdate = (db: Database, actor: Actor, body: CallBody<typeof calls.channelAppUpdate>) => saveApp(db, actor, body, body.id);
export const appStatus = (db: Database, actor: Actor, body: CallBody<typeof calls.channelAppStatus>) =>
  move(db, actor, APP, 'ad_channel_app', (tx) => repository.findApp(tx, actor.access.merchant.id, body.id, true),
    (tx, id, status) => repository.updateApp(tx, actor.access.merchant.id, id, { status }), body.status);
