import { randomBytes } from 'node:crypto';
import { Code, type CallBody, type CallQuery, type calls } from '@console/contract';
import type { Database, Tx } from '../../../db/client.js';
import { DISABLED, ENABLED } from '../../../db/schema/index.js';
import { AppError, badParameter, notFound } from '../../../errors.js';
import type { Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { defaultMetadata } from '../../../seed/bootstrap.js';
import { audit } from '../../../shared/audit.js';
import { assertTransition, type Lifecycle } from '../../../shared/lifecycle.js';
import { listPayload, pageOf } from '../../../shared/paging.js';
import { iso } from '../../../shared/time.js';
import * as repository from './app-runtime.repository.js';
import { findForDomain } from './app.repository.js';

/** An app is enabled or disabled (docs/decisions.md, "Apps, metadata, buckets and key-value storage"). */
export const appLifecycle: Lifecycle<number> = {
  what: '应用',
  names: { [ENABLED]: '已启用', [DISABLED]: '已停用' },
  moves: { [ENABLED]: [DISABLED], [DISABLED]: [ENABLED] },
};

/** 32 random bytes, base64url: the app's key (the payload codec's and the app's credential). */
export const generateAppKey = () => `ak_${randomBytes(24).toString('base64url')}`;
const generateAppId = () => `app_${randomBytes(6).toString('hex')}`;

/** `ak_3f9a****c21d`: enough to tell keys apart, not to use one. */
export const maskKey = (key: string) => (key.length <= 10 ? '****' : `${key.slice(0, 6)}****${key.slice(-4)}`);

const canSeeKeys = (access: Access) => access.permissions.has('base:keychain:list');

const record = (row: repository.AppRow, showKey = false) => ({
  ...row,
  app_key: showKey ? row.app_key : maskKey(row.app_key),
  create_time: iso(row.create_time),
  update_time: iso(row.update_time),
});

export async function list(db: Database, query: CallQuery<typeof calls.appRuntimeList>) {
  const page = pageOf(query);
  const filter = { keywords: query.keywords?.trim() || undefined, profile: query.profile?.trim() || undefined, status: query.status };
  const [rows, total] = await db.tenant('all', async (tx) => [await repository.page(tx, filter, page.size, page.offset), await repository.total(tx, filter)] as const);
  return listPayload(rows.map((row) => record(row)), total, page);
}

export async function get(db: Database, access: Access, id: number) {
  const row = await db.tenant('all', (tx) => repository.find(tx, id));
  if (!row) throw notFound('应用');
  const visible = canSeeKeys(access);
  return { ...record(row, visible), key_visible: visible };
}

const target = (id: number, name: string) => ({ type: 'app', id, name });
const yes = (flag: number, on = '是', off = '否') => (flag === 1 ? on : off);
const snapshot = (row: { name: string; system: string; domain: string; profile: string; is_default: number; payload_codec: number; status: number }) => ({
  name: row.name,
  system: row.system,
  domain: row.domain,
  profile: row.profile,
  is_default: yes(row.is_default),
  payload_codec: yes(row.payload_codec, '开启', '关闭'),
  status: appLifecycle.names[row.status] ?? row.status,
});

type Input = CallBody<typeof calls.appRuntimeCreate>;

function valuesOf(body: Omit<Input, 'app_id'>, before?: repository.AppRow) {
  const name = body.name.trim();
  if (!name) throw badParameter('参数 name（应用名称）不能为空');
  return {
    name,
    system: body.system ?? before?.system ?? 'merchant',
    domain: body.domain.toLowerCase(),
    profile: body.profile ?? before?.profile ?? 'prod',
    payload_codec: body.payload_codec ?? before?.payload_codec ?? 1,
    is_default: body.is_default ?? before?.is_default ?? 0,
  };
}

/** Makes `id` the only default app; the app that loses the flag gets its own audit entry. */
async function takeDefault(tx: Tx, actor: Actor, id: number) {
  const previous = await repository.defaults(tx);
  await repository.clearDefault(tx, id);
  for (const row of previous.filter((r) => r.id !== id)) {
    await audit(tx, actor, target(row.id, row.name), { before: { is_default: '是' }, after: { is_default: '否' } });
  }
}

async function assertUnique(tx: Tx, values: { domain: string; profile: string }, self?: number) {
  const twin = await repository.findByDomain(tx, values.domain, values.profile);
  if (twin && twin.id !== self) {
    throw badParameter(`域名 ${values.domain} 的 ${values.profile} 环境已由应用「${twin.name}」使用`, '同一域名的同一环境只能有一个应用；请换一个环境或编辑那个应用');
  }
}

export async function create(db: Database, actor: Actor, body: Input) {
  return db.tenant('all', async (tx) => {
    await repository.lockAll(tx);
    const values = valuesOf(body);
    await assertUnique(tx, values);
    const appId = body.app_id ?? generateAppId();
    if (await repository.findByAppId(tx, appId)) throw badParameter(`app_id「${appId}」已存在`, '请换一个 app_id，或留空由系统生成');
    const appKey = generateAppKey();
    const id = await repository.insert(tx, { ...values, app_id: appId, app_key: appKey, status: ENABLED });
    if (values.is_default === 1) await takeDefault(tx, actor, id);
    // A new app starts from the default theme with its own name, so that its domain shows a complete console.
    await repository.insertMetadata(tx, id, { ...defaultMetadata, TEXT_SITENAME: values.name, STYLE_MENU_TITLE: values.name });
    await audit(tx, actor, target(id, values.name), { after: { app_id: appId, ...snapshot({ ...values, status: ENABLED }) } });
    return { id, app_id: appId, app_key: appKey };
  });
}

export async function update(db: Database, actor: Actor, body: CallBody<typeof calls.appRuntimeUpdate>) {
  return db.tenant('all', async (tx) => {
    await repository.lockAll(tx);
    const before = await repository.find(tx, body.id);
    if (!before) throw notFound('应用');
    const values = valuesOf(body, before);
    await assertUnique(tx, values, body.id);
    if (before.is_default === 1 && values.is_default === 0) {
      throw badParameter('必须有一个默认应用，不能取消当前默认应用', '请将另一个应用设为默认应用，本应用会自动取消默认');
    }
    if (values.is_default === 1 && before.status !== ENABLED) throw badParameter('停用的应用不能设为默认应用', '请先启用该应用');
    const appKey = body.reset_key ? generateAppKey() : undefined;
    await repository.update(tx, body.id, { ...values, ...(appKey ? { app_key: appKey } : {}) });
    if (values.is_default === 1 && before.is_default !== 1) await takeDefault(tx, actor, body.id);
    await audit(tx, actor, target(body.id, values.name), {
      before: snapshot(before),
      after: { ...snapshot({ ...values, status: before.status }), ...(appKey ? { app_key: '已重新生成' } : {}) },
    });
    return { id: body.id, ...(appKey ? { app_key: appKey } : {}) };
  });
}

/**
 * The apps that must stay enabled and present: the default app (any unknown domain is answered with it) and the
 * app that answers the caller's own domain (the console the caller is using would lose its theme and key).
 */
async function assertNotInUse(tx: Tx, row: repository.AppRow, callerDomain: string, doing: string) {
  if (row.is_default === 1) {
    throw new AppError(Code.ILLEGAL_TRANSITION, `默认应用不能${doing}`, '没有应用匹配的域名都使用默认应用；请先将另一个应用设为默认');
  }
  const serving = await findForDomain(tx, callerDomain.toLowerCase(), 'prod');
  if (serving?.id === row.id) {
    throw new AppError(Code.ILLEGAL_TRANSITION, `该应用正在为您当前访问的域名 ${callerDomain} 提供服务，不能${doing}`, '请从另一个域名的控制台操作');
  }
}

export async function remove(db: Database, actor: Actor, id: number, callerDomain: string) {
  await db.tenant('all', async (tx) => {
    await repository.lockAll(tx);
    const before = await repository.find(tx, id);
    if (!before) throw notFound('应用');
    await assertNotInUse(tx, before, callerDomain, '删除');
    await repository.remove(tx, id);
    await audit(tx, actor, target(id, before.name), { before: { app_id: before.app_id, ...snapshot(before), metadata_count: before.metadata_count } });
  });
  return { id };
}

export async function setStatus(db: Database, actor: Actor, id: number, status: number, callerDomain: string) {
  await db.tenant('all', async (tx) => {
    await repository.lockAll(tx);
    const before = await repository.find(tx, id);
    if (!before) throw notFound('应用');
    assertTransition(appLifecycle, before.status, status);
    if (status === DISABLED) await assertNotInUse(tx, before, callerDomain, '停用');
    await repository.update(tx, id, { status });
    await audit(tx, actor, target(id, before.name), { before: { status: appLifecycle.names[before.status] }, after: { status: appLifecycle.names[status] } });
  });
  return { id, status };
}

/** An app by its app_id (id and name), for those that refer to apps (payment app authorization). */
export const appByAppId = (tx: Tx, appId: string) => repository.findByAppId(tx, appId);

/** The enabled apps as options (`app` option source): `智泊停车缴费小程序（parking-pay-mp）` → app_id. */
export async function appOptions(db: Database, keywords: string | undefined, limit: number) {
  const rows = await db.tenant('all', (tx) => repository.page(tx, { keywords, status: ENABLED }, limit, 0));
  return rows.map((row) => ({ label: `${row.name}（${row.app_id}）`, value: row.app_id }));
}
