import {
  AdMaterial,
  adBillingNames,
  adBillingUnit,
  adMaterialNames,
  adSpaceSceneNames,
  AdvertStatus,
  advertStatusNames,
  Code,
  formatMoney,
  maskPhone,
  targetingGenderNames,
  targetingOsNames,
  trafficProviderTypeNames,
  type CallBody,
  type CallQuery,
  type calls,
} from '@console/contract';
import type { Database, Scope, Tx } from '../../../db/client.js';
import { AppError, badParameter, conflict, notFound, unlessDuplicate, unlessReferenced } from '../../../errors.js';
import { ownScope, type Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { listPayload, pageOf } from '../../../shared/paging.js';
import { regionName } from '../../region/region.service.js';
import * as repository from './config.repository.js';
import { adTarget, moveStatus as move, required, trimmed, withTimes } from '../shared.js';

/**
 * 广告 › 配置管理: each advertising partner's own categories, traffic providers, ad spaces and targeting packages (the
 * transaction sees the caller's merchant only, and every query names it). docs/decisions.md, "Advertising
 * configuration (广告)".
 */

const own = (access: Access): Scope => ownScope(access);
const target = adTarget;

async function found<T>(row: Promise<T | undefined>, what: string): Promise<T> {
  const value = await row;
  if (!value) throw notFound(what);
  return value;
}

// ---- 广告分类 ----------------------------------------------------------------------------------------------------

const CATEGORY = '广告分类';
const categoryNameError = (name: string) => badParameter(`广告分类「${name}」已存在`, '同一商户的分类名称不能重复（不区分大小写），可编辑已有的分类');
const categorySnapshot = (c: { name: string; sort: number; remark: string; status: number }) => ({ name: c.name, sort: c.sort, remark: c.remark, status: advertStatusNames[c.status] });

export async function categoryList(db: Database, access: Access, query: CallQuery<typeof calls.adCategoryList>) {
  const page = pageOf(query);
  const filter = { name: query.name?.trim() || undefined, status: query.status };
  const [rows, total] = await db.tenant(own(access), async (tx) => [
    await repository.categoryPage(tx, access.merchant.id, filter, page.size, page.offset),
    await repository.categoryTotal(tx, access.merchant.id, filter),
  ] as const);
  return listPayload(rows.map(withTimes), total, page);
}

async function saveCategory(db: Database, actor: Actor, body: CallBody<typeof calls.adCategoryCreate>, id?: number) {
  const access = actor.access;
  const values = { name: required(body.name, 'name', '分类名称'), sort: body.sort ?? 0, remark: trimmed(body.remark) };
  return unlessDuplicate(
    () =>
      db.tenant(own(access), async (tx) => {
        if (await repository.categoryNameTaken(tx, access.merchant.id, values.name, id)) throw categoryNameError(values.name);
        if (id === undefined) {
          const created = await repository.insertCategory(tx, { ...values, merchant: access.merchant.id });
          await audit(tx, actor, target('ad_category', created, values.name, access), { after: categorySnapshot({ ...values, status: AdvertStatus.enabled }) });
          return { id: created };
        }
        const row = await found(repository.findCategory(tx, access.merchant.id, id, true), CATEGORY);
        await repository.updateCategory(tx, access.merchant.id, row.id, values);
        await audit(tx, actor, target('ad_category', row.id, values.name, access), { before: categorySnapshot(row), after: categorySnapshot({ ...values, status: row.status }) });
        return { id: row.id };
      }),
    () => categoryNameError(values.name),
  );
}
export const categoryCreate = (db: Database, actor: Actor, body: CallBody<typeof calls.adCategoryCreate>) => saveCategory(db, actor, body);
export const categoryUpdate = (db: Database, actor: Actor, body: CallBody<typeof calls.adCategoryUpdate>) => saveCategory(db, actor, body, body.id);
export const categoryStatus = (db: Database, actor: Actor, body: CallBody<typeof calls.adCategoryStatus>) =>
  move(db, actor, CATEGORY, 'ad_category', (tx) => repository.findCategory(tx, actor.access.merchant.id, body.id, true),
    (tx, id, status) => repository.updateCategory(tx, actor.access.merchant.id, id, { status }), body.status);

export async function categoryDelete(db: Database, actor: Actor, id: number) {
  const access = actor.access;
  let name = '';
  // Materials name their category (composite key): a used category is refused, not emptied.
  return unlessReferenced(
    () =>
      db.tenant(own(access), async (tx) => {
        const row = await found(repository.findCategory(tx, access.merchant.id, id, true), CATEGORY);
        name = row.name;
        await repository.deleteCategory(tx, access.merchant.id, row.id);
        await audit(tx, actor, target('ad_category', row.id, row.name, access), { before: categorySnapshot(row) });
        return { id: row.id };
      }),
    () => conflict(`广告分类「${name}」已被素材使用，不能删除`, '可改为停用该分类，或先修改使用它的素材'),
  );
}

// ---- 流量主 ------------------------------------------------------------------------------------------------------

const PROVIDER = '流量主';
const providerNameError = (name: string) => badParameter(`流量主「${name}」已存在`, '同一商户的流量主名称不能重复（不区分大小写），可编辑已有的流量主');
const providerSnapshot = (p: { name: string; type: number; contact_name: string; contact_mobile: string; share_rate: number; remark: string; status: number }) => ({
  name: p.name,
  type: trafficProviderTypeNames[p.type] ?? p.type,
  contact_name: p.contact_name,
  contact_mobile: p.contact_mobile ? maskPhone(p.contact_mobile) : '',
  share_rate: `${p.share_rate}%`,
  remark: p.remark,
  status: advertStatusNames[p.status],
});

export async function providerList(db: Database, access: Access, query: CallQuery<typeof calls.trafficProviderList>) {
  const page = pageOf(query);
  const filter = { name: query.name?.trim() || undefined, type: query.type, status: query.status };
  const [rows, total] = await db.tenant(own(access), async (tx) => [
    await repository.providerPage(tx, access.merchant.id, filter, page.size, page.offset),
    await repository.providerTotal(tx, access.merchant.id, filter),
  ] as const);
  return listPayload(rows.map(withTimes), total, page);
}

async function saveProvider(db: Database, actor: Actor, body: CallBody<typeof calls.trafficProviderCreate>, id?: number) {
  const access = actor.access;
  const values = {
    name: required(body.name, 'name', '流量主名称'),
    type: body.type,
    contact_name: trimmed(body.contact_name),
    contact_mobile: body.contact_mobile ?? '',
    share_rate: body.share_rate,
    remark: trimmed(body.remark),
  };
  return unlessDuplicate(
    () =>
      db.tenant(own(access), async (tx) => {
        if (await repository.providerNameTaken(tx, access.merchant.id, values.name, id)) throw providerNameError(values.name);
        if (id === undefined) {
          const created = await repository.insertProvider(tx, { ...values, merchant: access.merchant.id });
          await audit(tx, actor, target('traffic_provider', created, values.name, access), { after: providerSnapshot({ ...values, status: AdvertStatus.enabled }) });
          return { id: created };
        }
        const row = await found(repository.findProvider(tx, access.merchant.id, id, true), PROVIDER);
        await repository.updateProvider(tx, access.merchant.id, row.id, values);
        await audit(tx, actor, target('traffic_provider', row.id, values.name, access), { before: providerSnapshot(row), after: providerSnapshot({ ...values, status: row.status }) });
        return { id: row.id };
      }),
    () => providerNameError(values.name),
  );
}
export const providerCreate = (db: Database, actor: Actor, body: CallBody<typeof calls.trafficProviderCreate>) => saveProvider(db, actor, body);
export const providerUpdate = (db: Database, actor: Actor, body: CallBody<typeof calls.trafficProviderUpdate>) => saveProvider(db, actor, body, body.id);
/** 停用 keeps its ad spaces (they keep selling); it can no longer be given to another space. */
export const providerStatus = (db: Database, actor: Actor, body: CallBody<typeof calls.trafficProviderStatus>) =>
  move(db, actor, PROVIDER, 'traffic_provider', (tx) => repository.findProvider(tx, actor.access.merchant.id, body.id, true),
    (tx, id, status) => repository.updateProvider(tx, actor.access.merchant.id, id, { status }), body.status);

/** Option source `adverting-provider` (session/option/list): the caller's own enabled providers. */
export const providerOptions = (db: Database, _scope: Scope, keywords: string | undefined, limit: number, access: Access) =>
  db.tenant(own(access), async (tx) =>
    (await repository.providerOptions(tx, access.merchant.id, keywords?.trim() || undefined, limit)).map((p) => ({ label: p.name, value: p.id })),
  );

// ---- 广告位 ------------------------------------------------------------------------------------------------------

const SPACE = '广告位';
const codeTakenError = (code: string, holder?: string) =>
  badParameter(holder ? `广告位编码 ${code} 已被广告位「${holder}」使用` : `广告位编码 ${code} 已被使用`, '同一商户的广告位编码不能重复（不区分大小写）');
const spaceSnapshot = (s: {
  code: string; name: string; scene: number; material: number; width: number; height: number; duration: number; billing: number;
  floor_price: number; daily_limit: number; provider_name: string; remark: string; status: number;
}) => ({
  code: s.code,
  name: s.name,
  scene: adSpaceSceneNames[s.scene] ?? s.scene,
  material: adMaterialNames[s.material] ?? s.material,
  size: `${s.width}×${s.height}`,
  duration: s.material === AdMaterial.video ? `${s.duration} 秒` : '',
  billing: adBillingNames[s.billing] ?? s.billing,
  floor_price: `${formatMoney(s.floor_price, { symbol: true })} ${adBillingUnit[s.billing] ?? ''}`.trim(),
  daily_limit: s.daily_limit ? String(s.daily_limit) : '不限',
  provider: s.provider_name || '自有流量',
  remark: s.remark,
  status: advertStatusNames[s.status],
});

export async function spaceList(db: Database, access: Access, query: CallQuery<typeof calls.adSpaceList>) {
  const page = pageOf(query);
  const filter = { keywords: query.keywords?.trim() || undefined, scene: query.scene, provider: query.provider, status: query.status };
  const [rows, total] = await db.tenant(own(access), async (tx) => [
    await repository.spacePage(tx, access.merchant.id, filter, page.size, page.offset),
    await repository.spaceTotal(tx, access.merchant.id, filter),
  ] as const);
  return listPayload(rows.map(withTimes), total, page);
}

export async function spaceGet(db: Database, access: Access, id: number) {
  return withTimes(await db.tenant(own(access), (tx) => found(repository.findSpace(tx, access.merchant.id, id), SPACE)));
}

function spaceValues(body: CallBody<typeof calls.adSpaceCreate>) {
  const video = body.material === AdMaterial.video;
  if (video && !body.duration) throw badParameter('参数 duration（时长）不能为空：视频广告位需填写最长时长', '请填写 1–300 秒的视频时长');
  return {
    code: body.code,
    name: required(body.name, 'name', '广告位名称'),
    scene: body.scene,
    material: body.material,
    width: body.width,
    height: body.height,
    // Only a video has a length; whatever came with another material is dropped.
    duration: video ? body.duration! : 0,
    billing: body.billing,
    floor_price: body.floor_price,
    daily_limit: body.daily_limit ?? 0,
    remark: trimmed(body.remark),
  };
}

/** The provider of a space: the caller's own; a newly chosen one must be enabled (a kept one may since have been disabled). */
async function providerOf(tx: Tx, access: Access, id: number | undefined, kept?: number) {
  if (!id) return { provider: null, provider_name: '' };
  const row = await repository.findProvider(tx, access.merchant.id, id);
  if (!row) throw notFound(PROVIDER);
  if (row.status !== AdvertStatus.enabled && id !== kept) {
    throw new AppError(Code.ILLEGAL_TRANSITION, `流量主「${row.name}」已停用，不能挂新的广告位`, '请先启用该流量主，或选择其他流量主');
  }
  return { provider: row.id, provider_name: row.name };
}

export async function spaceCreate(db: Database, actor: Actor, body: CallBody<typeof calls.adSpaceCreate>) {
  const access = actor.access;
  const values = spaceValues(body);
  return unlessDuplicate(
    () =>
      db.tenant(own(access), async (tx) => {
        const holder = await repository.spaceCodeHolder(tx, access.merchant.id, values.code);
        if (holder) throw codeTakenError(values.code, holder);
        const { provider, provider_name } = await providerOf(tx, access, body.provider);
        const id = await repository.insertSpace(tx, { ...values, provider, merchant: access.merchant.id });
        await audit(tx, actor, target('ad_space', id, values.name, access), { after: spaceSnapshot({ ...values, provider_name, status: AdvertStatus.enabled }) });
        return { id };
      }),
    () => codeTakenError(values.code),
  );
}

export async function spaceUpdate(db: Database, actor: Actor, body: CallBody<typeof calls.adSpaceUpdate>) {
  const access = actor.access;
  const values = spaceValues(body);
  return db.tenant(own(access), async (tx) => {
    const row = await found(repository.findSpace(tx, access.merchant.id, body.id, true), SPACE);
    // Deliveries and reports name the space by its code: it stays what it was created with.
    if (row.code !== values.code) throw badParameter('广告位编码创建后不能修改', `该广告位的编码是 ${row.code}；需要新编码时请新建广告位`);
    const { provider, provider_name } = await providerOf(tx, access, body.provider, row.provider || undefined);
    await repository.updateSpace(tx, access.merchant.id, row.id, { ...values, provider });
    await audit(tx, actor, target('ad_space', row.id, values.name, access), { before: spaceSnapshot(row), after: spaceSnapshot({ ...values, provider_name, status: row.status }) });
    return { id: row.id };
  });
}

export const spaceStatus = (db: Database, actor: Actor, body: CallBody<typeof calls.adSpaceStatus>) =>
  move(db, actor, SPACE, 'ad_space', (tx) => repository.findSpace(tx, actor.access.merchant.id, body.id, true),
    (tx, id, status) => repository.updateSpace(tx, actor.access.merchant.id, id, { status }), body.status);

// ---- 定向包 ------------------------------------------------------------------------------------------------------

const TARGETING = '定向包';
const targetingNameError = (name: string) => badParameter(`定向包「${name}」已存在`, '同一商户的定向包名称不能重复（不区分大小写），可编辑已有的定向包');
export const hoursText = (hours: readonly number[]) => (hours.length ? [...hours].sort((a, b) => a - b).map((h) => `${h}时`).join('、') : '全天');
const targetingSnapshot = (t: { name: string; regions: readonly string[]; gender: number; age_min: number; age_max: number; os: readonly number[]; hours: readonly number[]; remark: string }) => ({
  name: t.name,
  regions: t.regions.length ? t.regions.map((code) => regionName(code) || code).join('、') : '不限',
  gender: targetingGenderNames[t.gender] ?? t.gender,
  ages: t.age_min === 0 && t.age_max === 100 ? '不限' : `${t.age_min}–${t.age_max} 岁`,
  os: t.os.length ? t.os.map((o) => targetingOsNames[o] ?? o).join('、') : '不限',
  time_slots: hoursText(t.hours),
  remark: t.remark,
});
const targetingRecord = (row: repository.TargetingRow) => ({ ...withTimes(row), region_names: row.regions.map((code) => regionName(code) || code) });

export async function targetingList(db: Database, access: Access, query: CallQuery<typeof calls.targetingPackageList>) {
  const page = pageOf(query);
  const filter = { name: query.name?.trim() || undefined, region: query.region };
  const [rows, total] = await db.tenant(own(access), async (tx) => [
    await repository.targetingPage(tx, access.merchant.id, filter, page.size, page.offset),
    await repository.targetingTotal(tx, access.merchant.id, filter),
  ] as const);
  return listPayload(rows.map(targetingRecord), total, page);
}

export async function targetingGet(db: Database, access: Access, id: number) {
  return targetingRecord(await db.tenant(own(access), (tx) => found(repository.findTargeting(tx, access.merchant.id, id), TARGETING)));
}

/** An audience's regions (定向包, 拓量需求): provinces or cities (xx0000, xxxx00) — districts are finer than audiences are known. */
export function audienceRegions(regions: readonly string[]) {
  for (const code of regions) {
    if (!code.endsWith('00') || !regionName(code)) throw badParameter(`地域 ${code} 不是有效的省或市代码`, '请从地域选择器中选择省或市');
  }
  return [...regions];
}

function targetingValues(body: CallBody<typeof calls.targetingPackageCreate>) {
  const regions = audienceRegions(body.regions ?? []);
  const age_min = body.age_min ?? 0;
  const age_max = body.age_max ?? 100;
  if (age_min > age_max) throw badParameter(`最小年龄 ${age_min} 大于最大年龄 ${age_max}`, '请调整年龄范围');
  return {
    name: required(body.name, 'name', '定向包名称'),
    regions,
    gender: body.gender ?? 0,
    age_min,
    age_max,
    os: [...(body.os ?? [])].sort((a, b) => a - b),
    hours: [...(body.hours ?? [])].sort((a, b) => a - b),
    remark: trimmed(body.remark),
  };
}

async function saveTargeting(db: Database, actor: Actor, body: CallBody<typeof calls.targetingPackageCreate>, id?: number) {
  const access = actor.access;
  const values = targetingValues(body);
  return unlessDuplicate(
    () =>
      db.tenant(own(access), async (tx) => {
        if (await repository.targetingNameTaken(tx, access.merchant.id, values.name, id)) throw targetingNameError(values.name);
        if (id === undefined) {
          const created = await repository.insertTargeting(tx, { ...values, merchant: access.merchant.id });
          await audit(tx, actor, target('targeting_package', created, values.name, access), { after: targetingSnapshot(values) });
          return { id: created };
        }
        const row = await found(repository.findTargeting(tx, access.merchant.id, id, true), TARGETING);
        await repository.updateTargeting(tx, access.merchant.id, row.id, values);
        await audit(tx, actor, target('targeting_package', row.id, values.name, access), { before: targetingSnapshot(row), after: targetingSnapshot(values) });
        return { id: row.id };
      }),
    () => targetingNameError(values.name),
  );
}
export const targetingCreate = (db: Database, actor: Actor, body: CallBody<typeof calls.targetingPackageCreate>) => saveTargeting(db, actor, body);
export const targetingUpdate = (db: Database, actor: Actor, body: CallBody<typeof calls.targetingPackageUpdate>) => saveTargeting(db, actor, body, body.id);

export async function targetingDelete(db: Database, actor: Actor, id: number) {
  const access = actor.access;
  let name = '';
  // Delivery plans name their package (composite key): a used package is refused.
  return unlessReferenced(
    () =>
      db.tenant(own(access), async (tx) => {
        const row = await found(repository.findTargeting(tx, access.merchant.id, id, true), TARGETING);
        name = row.name;
        await repository.deleteTargeting(tx, access.merchant.id, row.id);
        await audit(tx, actor, target('targeting_package', row.id, row.name, access), { before: targetingSnapshot(row) });
        return { id: row.id };
      }),
    () => conflict(`定向包「${name}」已被投放计划使用，不能删除`, '请先在投放计划中更换定向包'),
  );
}

// ---- For the delivery plans and materials (same transaction, same merchant) ------------------------------------

/** The merchant's spaces of these ids, any status (a missing one is simply absent). */
export const spacesFor = (tx: Tx, merchantId: number, ids: readonly number[]) => repository.spacesByIds(tx, merchantId, ids);
export const targetingFor = (tx: Tx, merchantId: number, id: number) => repository.findTargeting(tx, merchantId, id);
export const categoryFor = (tx: Tx, merchantId: number, id: number) => repository.findCategory(tx, merchantId, id);
export const providerFor = (tx: Tx, merchantId: number, id: number) => repository.findProvider(tx, merchantId, id);
/** Option source `adverting-space`: the caller's own enabled spaces, `名称（编码）`. */
export const spaceOptions = (db: Database, _scope: Scope, keywords: string | undefined, limit: number, access: Access) =>
  db.tenant(own(access), async (tx) =>
    (await repository.spaceOptions(tx, access.merchant.id, keywords?.trim() || undefined, limit)).map((s) => ({ label: `${s.name}（${s.code}）`, value: s.id })),
  );
/** Option source `adverting-targeting`: the caller's own targeting packages. */
export const targetingOptions = (db: Database, _scope: Scope, keywords: string | undefined, limit: number, access: Access) =>
  db.tenant(own(access), async (tx) =>
    (await repository.targetingOptions(tx, access.merchant.id, keywords?.trim() || undefined, limit)).map((t) => ({ label: t.name, value: t.id })),
  );
/** Option source `adverting-category`: the caller's own enabled categories. */
export const categoryOptions = (db: Database, _scope: Scope, keywords: string | undefined, limit: number, access: Access) =>
  db.tenant(own(access), async (tx) =>
    (await repository.categoryOptions(tx, access.merchant.id, keywords?.trim() || undefined, limit)).map((c) => ({ label: c.name, value: c.id })),
  );
