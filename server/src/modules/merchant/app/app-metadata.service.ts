import { isThemeMetadataKey, themeMetadataProblem, themeMetadataRules, type CallBody, type CallQuery, type calls } from '@console/contract';
import type { Database } from '../../../db/client.js';
import { DISABLED, ENABLED } from '../../../db/schema/index.js';
import { badParameter, notFound } from '../../../errors.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { assertTransition, type Lifecycle } from '../../../shared/lifecycle.js';
import { listPayload, pageOf } from '../../../shared/paging.js';
import { iso } from '../../../shared/time.js';
import * as repository from './app-metadata.repository.js';

/**
 * An app's metadata: key-value pairs; the enabled ones are the domain summary's `metadata` (read from the table
 * at every summary call, so a change shows at the console's next load; nothing caches it on the server).
 */
export const metadataLifecycle: Lifecycle<number> = {
  what: '元数据',
  names: { [ENABLED]: '已启用', [DISABLED]: '已停用' },
  moves: { [ENABLED]: [DISABLED], [DISABLED]: [ENABLED] },
};

const labelOf = (key: string) => (isThemeMetadataKey(key) ? themeMetadataRules[key].label : '');

const record = (row: Awaited<ReturnType<typeof repository.find>> & object) => ({ id: `${row.app}:${row.key}`, ...row, label: labelOf(row.key), update_time: iso(row.update_time) });

/** A theme key's value must follow its rule (colour, address, 0/1): 1400 with the rule's words. */
function checkValue(key: string, value: string) {
  const problem = themeMetadataProblem(key, value);
  if (problem) throw badParameter(problem.message, problem.hint);
}

export async function list(db: Database, query: CallQuery<typeof calls.appMetadataList>) {
  const page = pageOf(query);
  const filter = { app: query.app, key: query.key?.trim() || undefined, status: query.status };
  const [rows, total] = await db.tenant('all', async (tx) => [await repository.page(tx, filter, page.size, page.offset), await repository.total(tx, filter)] as const);
  return listPayload(rows.map(record), total, page);
}

const target = (appRowId: number, key: string, appName: string) => ({ type: 'app_metadata', id: `${appRowId}:${key}`, name: `${appName} · ${key}` });

type Input = CallBody<typeof calls.appMetadataCreate>;

export async function create(db: Database, actor: Actor, body: Input) {
  const value = body.value ?? '';
  checkValue(body.key, value);
  await db.tenant('all', async (tx) => {
    const owner = await repository.findApp(tx, body.app);
    if (!owner) throw notFound('应用');
    if (await repository.find(tx, body.app, body.key)) throw badParameter(`应用「${owner.name}」已有元数据 ${body.key}`, '请编辑已有的元数据');
    await repository.insert(tx, { app: body.app, key: body.key, value, status: ENABLED });
    await audit(tx, actor, target(body.app, body.key, owner.name), { after: { key: body.key, value, status: '已启用' } });
  });
  return { app: body.app, key: body.key };
}

export async function update(db: Database, actor: Actor, body: Input) {
  const value = body.value ?? '';
  checkValue(body.key, value);
  await db.tenant('all', async (tx) => {
    const before = await repository.find(tx, body.app, body.key, { lock: true });
    if (!before) throw notFound('元数据');
    await repository.update(tx, body.app, body.key, { value });
    await audit(tx, actor, target(body.app, body.key, before.app_name), { before: { value: before.value }, after: { value } });
  });
  return { app: body.app, key: body.key };
}

export async function remove(db: Database, actor: Actor, appRowId: number, key: string) {
  await db.tenant('all', async (tx) => {
    const before = await repository.find(tx, appRowId, key, { lock: true });
    if (!before) throw notFound('元数据');
    await repository.remove(tx, appRowId, key);
    await audit(tx, actor, target(appRowId, key, before.app_name), { before: { key, value: before.value, status: metadataLifecycle.names[before.status] } });
  });
  return { app: appRowId, key };
}

export async function setStatus(db: Database, actor: Actor, appRowId: number, key: string, status: number) {
  await db.tenant('all', async (tx) => {
    const before = await repository.find(tx, appRowId, key, { lock: true });
    if (!before) throw notFound('元数据');
    assertTransition(metadataLifecycle, before.status, status);
    await repository.update(tx, appRowId, key, { status });
    await audit(tx, actor, target(appRowId, key, before.app_name), { before: { status: metadataLifecycle.names[before.status] }, after: { status: metadataLifecycle.names[status] } });
  });
  return { app: appRowId, key, status };
}
