import { adMaterialTypeNames, AdMaterialType, AdvertStatus, advertStatusNames, type CallBody, type CallQuery, type calls } from '@console/contract';
import type { Database, Scope, Tx } from '../../../db/client.js';
import { badParameter, conflict, notFound, unlessReferenced } from '../../../errors.js';
import { ownScope, type Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { assertTransition } from '../../../shared/lifecycle.js';
import { listPayload, pageOf } from '../../../shared/paging.js';
import { categoryFor } from '../config/config.service.js';
import { lifecycle, withTimes } from '../shared.js';
import * as repository from './material.repository.js';

/**
 * 广告 › 配置管理 › 素材: the advertising partner's creatives (an image or an mp4 of the advertising upload space).
 * Each partner's own. docs/decisions.md, "Advertising delivery (广告 › 投放管理)".
 */
const MATERIAL = '素材';
const target = (id: number, name: string, access: Access) => ({ type: 'ad_material', id, name, merchant: access.merchant.id });
const snapshot = (m: { name: string; type: number; link: string; width: number; height: number; duration: number; category_name: string; remark: string; status: number }) => ({
  name: m.name,
  type: adMaterialTypeNames[m.type] ?? m.type,
  link: m.link,
  size: `${m.width}×${m.height}`,
  duration: m.type === AdMaterialType.video ? `${m.duration} 秒` : '',
  category: m.category_name || '未分类',
  remark: m.remark,
  status: advertStatusNames[m.status],
});

async function found(tx: Tx, access: Access, id: number, lock?: boolean) {
  const row = await repository.findMaterial(tx, access.merchant.id, id, lock);
  if (!row) throw notFound(MATERIAL);
  return row;
}

export async function list(db: Database, access: Access, query: CallQuery<typeof calls.adMaterialList>) {
  const page = pageOf(query);
  const filter = { name: query.name?.trim() || undefined, type: query.type, category: query.category, status: query.status };
  const [rows, total] = await db.tenant(ownScope(access), async (tx) => [
    await repository.materialPage(tx, access.merchant.id, filter, page.size, page.offset),
    await repository.materialTotal(tx, access.merchant.id, filter),
  ] as const);
  return listPayload(rows.map(withTimes), total, page);
}

function values(body: CallBody<typeof calls.adMaterialCreate>) {
  const name = body.name.trim();
  if (!name) throw badParameter('参数 name（素材名称）不能为空', '请输入素材名称');
  const video = body.type === AdMaterialType.video;
  const isMp4 = /\.mp4(\?|$)/i.test(body.link);
  if (video !== isMp4) throw badParameter(video ? '视频素材需上传 mp4 文件' : '图片素材需上传 png、jpg、gif 或 webp 图片', '请重新上传与素材类型相符的文件');
  if (video && !body.duration) throw badParameter('参数 duration（时长）不能为空：视频素材需填写时长', '请填写 1–300 秒的视频时长');
  return { name, type: body.type, link: body.link, width: body.width, height: body.height, duration: video ? body.duration! : 0, remark: body.remark?.trim() ?? '' };
}

/** The category of a material: the caller's own; a newly chosen one must be enabled. */
async function categoryOf(tx: Tx, access: Access, id: number | undefined, kept?: number) {
  if (!id) return { category: null, category_name: '' };
  const row = await categoryFor(tx, access.merchant.id, id);
  if (!row) throw notFound('广告分类');
  if (row.status !== AdvertStatus.enabled && id !== kept) throw conflict(`广告分类「${row.name}」已停用，不能再选用`, '请选择其他分类，或先启用该分类');
  return { category: row.id, category_name: row.name };
}

export async function create(db: Database, actor: Actor, body: CallBody<typeof calls.adMaterialCreate>) {
  const access = actor.access;
  const v = values(body);
  return db.tenant(ownScope(access), async (tx) => {
    const { category, category_name } = await categoryOf(tx, access, body.category);
    const id = await repository.insertMaterial(tx, { ...v, category, merchant: access.merchant.id });
    await audit(tx, actor, target(id, v.name, access), { after: snapshot({ ...v, category_name, status: AdvertStatus.enabled }) });
    return { id };
  });
}

export async function update(db: Database, actor: Actor, body: CallBody<typeof calls.adMaterialUpdate>) {
  const access = actor.access;
  const v = values(body);
  return db.tenant(ownScope(access), async (tx) => {
    const row = await found(tx, access, body.id, true);
    const { category, category_name } = await categoryOf(tx, access, body.category, row.category || undefined);
    await repository.updateMaterial(tx, access.merchant.id, row.id, { ...v, category });
    await audit(tx, actor, target(row.id, v.name, access), { before: snapshot(row), after: snapshot({ ...v, category_name, status: row.status }) });
    return { id: row.id };
  });
}

/** 停用 keeps the plans that show it; it can no longer be chosen for another plan. */
export async function setStatus(db: Database, actor: Actor, body: CallBody<typeof calls.adMaterialStatus>) {
  const access = actor.access;
  return db.tenant(ownScope(access), async (tx) => {
    const row = await found(tx, access, body.id, true);
    assertTransition(lifecycle(MATERIAL), row.status, body.status);
    await repository.updateMaterial(tx, access.merchant.id, row.id, { status: body.status });
    await audit(tx, actor, target(row.id, row.name, access), { before: { status: advertStatusNames[row.status] }, after: { status: advertStatusNames[body.status] } });
    return { id: row.id, status: body.status };
  });
}

/** 删除: only a material no plan shows (the plans' composite key refuses otherwise, answered 1409). */
export async function remove(db: Database, actor: Actor, id: number) {
  const access = actor.access;
  let name = '';
  return unlessReferenced(
    () =>
      db.tenant(ownScope(access), async (tx) => {
        const row = await found(tx, access, id, true);
        name = row.name;
        await repository.deleteMaterial(tx, access.merchant.id, row.id);
        await audit(tx, actor, target(row.id, row.name, access), { before: snapshot(row) });
        return { id: row.id };
      }),
    () => conflict(`素材「${name}」已被投放计划使用，不能删除`, '可改为停用该素材，或先在投放计划中更换素材'),
  );
}

// ---- For the delivery plans ------------------------------------------------------------------------------------

export const materialFor = (tx: Tx, merchantId: number, id: number) => repository.findMaterial(tx, merchantId, id);

/** Option source `adverting-material`: the caller's own enabled materials, `名称（图片）`. */
export const materialOptions = (db: Database, _scope: Scope, keywords: string | undefined, limit: number, access: Access) =>
  db.tenant(ownScope(access), async (tx) =>
    (await repository.materialOptions(tx, access.merchant.id, keywords?.trim() || undefined, limit)).map((m) => ({ label: `${m.name}（${adMaterialTypeNames[m.type] ?? ''}）`, value: m.id })),
  );
