import { Code, type CallBody, type CallQuery, type calls } from '@console/contract';
import type { Config } from '../../../config.js';
import type { Database, Tx } from '../../../db/client.js';
import { DISABLED, ENABLED } from '../../../db/schema/index.js';
import { AppError, badParameter, notFound } from '../../../errors.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { listPayload, pageOf } from '../../../shared/paging.js';
import { iso } from '../../../shared/time.js';
import { namespaceExtensions } from '../../upload/file-type.js';
import type { UploadSpace } from '../../upload/upload.service.js';
import * as repository from './bucket.repository.js';

/**
 * Buckets are the upload spaces (docs/decisions.md, "Apps, metadata, buckets and key-value storage"): the two
 * built-in ones exist from the first start; the operator edits their labels, types and limits, adds others and
 * deletes those it added. A space's limit never exceeds the server's setting (UPLOAD_MAX_BYTES, or
 * UPLOAD_ADVERTISING_MAX_BYTES for the advertising space).
 */
export const builtinBuckets = [
  { name: 'default', label: '默认空间', extensions: [...namespaceExtensions.default], max_bytes: 20_000_000, builtin: 1 },
  { name: 'advertising', label: '广告素材空间', extensions: [...namespaceExtensions.advertising], max_bytes: 20_000_000, builtin: 1 },
  // Charger software and firmware packages (energy-software slice).
  { name: 'firmware', label: '设备软件与固件空间', extensions: [...namespaceExtensions.firmware], max_bytes: 20_000_000, builtin: 1 },
];

export const ensureBuiltinBuckets = (tx: Tx) => repository.ensure(tx, builtinBuckets);

const statusNames: Record<number, string> = { [ENABLED]: '已启用', [DISABLED]: '已停用' };

/** The server's ceiling for a space. */
const ceilingOf = (config: Config, name: string) => (name === 'advertising' ? config.upload.maxBytes.advertising : config.upload.maxBytes.default);

const record = (row: repository.BucketRow) => ({
  id: row.id,
  name: row.name,
  label: row.label,
  extensions: row.extensions,
  max_bytes: row.max_bytes,
  builtin: row.builtin === 1,
  status: row.status,
  create_time: iso(row.create_time),
  update_time: iso(row.update_time),
});

/** The upload module's view of a bucket: enabled ones only, limit capped by the server's setting. */
export function spaceResolver(db: Database, config: Config) {
  return async (name: string): Promise<UploadSpace | undefined> => {
    const row = await db.tenant('all', (tx) => repository.findByName(tx, name));
    if (!row || row.status !== ENABLED) return undefined;
    return { name: row.name, label: row.label, extensions: row.extensions, maxBytes: Math.min(row.max_bytes, ceilingOf(config, row.name)) };
  };
}

export async function available(db: Database, config: Config) {
  const rows = await db.tenant('all', (tx) => repository.enabled(tx));
  return { row: rows.map((row) => ({ name: row.name, label: row.label, extensions: row.extensions, max_bytes: Math.min(row.max_bytes, ceilingOf(config, row.name)) })) };
}

export async function list(db: Database, query: CallQuery<typeof calls.bucketList>) {
  const page = pageOf(query);
  const filter = { keywords: query.keywords?.trim() || undefined, status: query.status };
  const [rows, total] = await db.tenant('all', async (tx) => [await repository.page(tx, filter, page.size, page.offset), await repository.total(tx, filter)] as const);
  return listPayload(rows.map(record), total, page);
}

const target = (id: number, name: string) => ({ type: 'bucket', id, name });
const snapshot = (row: { label: string; extensions: readonly string[]; max_bytes: number; status: number }) => ({
  label: row.label,
  extensions: row.extensions.join('、'),
  max_bytes: row.max_bytes,
  status: statusNames[row.status] ?? row.status,
});

function valuesOf(config: Config, name: string, body: CallBody<typeof calls.bucketUpdate> | CallBody<typeof calls.bucketCreate>) {
  const label = body.label.trim();
  if (!label) throw badParameter('参数 label（显示名称）不能为空');
  const ceiling = ceilingOf(config, name);
  if (body.max_bytes > ceiling) {
    throw badParameter(`单个文件上限不能超过服务器设置的 ${ceiling.toLocaleString('en-US')} 字节`, '更大的上限需先调高服务器的 UPLOAD_MAX_BYTES（广告素材空间为 UPLOAD_ADVERTISING_MAX_BYTES）');
  }
  return { label, extensions: [...new Set(body.extensions)], max_bytes: body.max_bytes, status: body.status ?? ENABLED };
}

export async function create(db: Database, config: Config, actor: Actor, body: CallBody<typeof calls.bucketCreate>) {
  const values = valuesOf(config, body.name, body);
  const id = await db.tenant('all', async (tx) => {
    if (await repository.findByName(tx, body.name)) throw badParameter(`上传空间「${body.name}」已存在`, '请换一个空间名称');
    const created = await repository.insert(tx, { ...values, name: body.name, builtin: 0 });
    await audit(tx, actor, target(created, body.name), { after: { name: body.name, ...snapshot(values) } });
    return created;
  });
  return { id };
}

export async function update(db: Database, config: Config, actor: Actor, body: CallBody<typeof calls.bucketUpdate>) {
  await db.tenant('all', async (tx) => {
    const before = await repository.find(tx, body.id, { lock: true });
    if (!before) throw notFound('上传空间');
    const values = valuesOf(config, before.name, body);
    if (before.name === 'default' && values.status !== ENABLED) {
      throw new AppError(Code.ILLEGAL_TRANSITION, '默认空间不能停用', '富文本图片、导入文件等都上传到默认空间');
    }
    await repository.update(tx, body.id, values);
    await audit(tx, actor, target(body.id, before.name), { before: snapshot(before), after: snapshot(values) });
  });
  return { id: body.id };
}

/** Files already uploaded stay reachable (links are content addresses); the space takes no new ones. */
export async function remove(db: Database, actor: Actor, id: number) {
  await db.tenant('all', async (tx) => {
    const before = await repository.find(tx, id, { lock: true });
    if (!before) throw notFound('上传空间');
    if (before.builtin === 1) throw new AppError(Code.ILLEGAL_TRANSITION, `内置上传空间「${before.label}」不能删除`, '不再使用时可以停用它（默认空间除外）');
    await repository.remove(tx, id);
    await audit(tx, actor, target(id, before.name), { before: { name: before.name, ...snapshot(before) } });
  });
  return { id };
}
