import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';

/**
 * Buckets are the upload spaces (`namespace` of `upload/token`): which file types a space takes and how large
 * its files may be. `default` and `advertising` are built in (they cannot be deleted or renamed); the operator
 * may add others. See docs/decisions.md, "Apps, metadata, buckets and key-value storage".
 */
export const BUCKET_NAME_PATTERN = '^[a-z][a-z0-9-]{1,31}$';

/** The file types a bucket may take (never SVG or HTML: see docs/decisions.md, "Uploads and storage"). */
export const bucketExtensions = ['png', 'jpg', 'jpeg', 'gif', 'webp', 'pdf', 'xlsx', 'docx', 'pptx', 'xls', 'doc', 'csv', 'txt', 'mp4', 'zip'] as const;

const BucketNameField = () => Type.String({ title: '空间名称', pattern: BUCKET_NAME_PATTERN, maxLength: 32, description: '小写字母开头，2–32 位小写字母、数字或 -；即上传接口的 namespace' });
const ExtensionsField = () =>
  Type.Array(Type.Union(bucketExtensions.map((e) => Type.Literal(e))), { title: '允许的文件类型', minItems: 1, maxItems: bucketExtensions.length, uniqueItems: true, examples: [['png']] });

export const BucketRow = Type.Object({
  id: Type.Integer({ title: '空间 ID' }),
  name: Type.String({ title: '空间名称（namespace）' }),
  label: Type.String({ title: '显示名称' }),
  extensions: Type.Array(Type.String(), { title: '允许的文件类型' }),
  max_bytes: Type.Integer({ title: '单个文件上限（字节）', description: '不超过服务器设置 UPLOAD_MAX_BYTES' }),
  builtin: Type.Boolean({ title: '内置空间', description: '程序内置的空间不能删除或改名' }),
  status: Type.Integer({ title: '状态', description: '1 启用，0 停用（停用的空间不再发放上传凭证，已上传的文件照常访问）' }),
  create_time: Type.String({ title: '创建时间' }),
  update_time: Type.String({ title: '更新时间' }),
});

/** The enabled buckets: what an upload widget may name as its space (any signed-in user). */
export const bucketAvailable = defineCall({
  method: 'GET',
  path: 'merchant/bucket/available',
  summary: '可用的上传空间',
  auth: 'token',
  query: Type.Object({}),
  reply: Type.Object({
    row: Type.Array(Type.Object({ name: Type.String(), label: Type.String(), extensions: Type.Array(Type.String()), max_bytes: Type.Integer() })),
  }),
});

export const bucketList = defineCall({
  method: 'GET',
  path: 'merchant/bucket/list',
  summary: '上传空间列表',
  auth: 'token',
  permission: { anyOf: ['base:bucket:list'] },
  product: ['ALL'],
  query: Type.Object({
    ...pageQuery(20),
    keywords: Type.Optional(Text('空间名称或显示名称', 50)),
    status: Type.Optional(Type.Integer({ minimum: 0, maximum: 1, title: '状态' })),
  }),
  reply: ListOf(BucketRow),
});

const BucketInput = {
  label: Text('显示名称', 30, 1),
  extensions: ExtensionsField(),
  max_bytes: Type.Integer({ title: '单个文件上限（字节）', minimum: 1024, maximum: 10_000_000_000 }),
  status: Type.Optional(Type.Integer({ minimum: 0, maximum: 1, title: '状态' })),
};

export const bucketCreate = defineCall({
  method: 'POST',
  path: 'merchant/bucket',
  summary: '新建上传空间',
  auth: 'token',
  permission: { anyOf: ['base:bucket:create'] },
  product: ['ALL'],
  body: Type.Object({ name: BucketNameField(), ...BucketInput }),
  reply: Type.Object({ id: Type.Integer() }),
});

/** The name (namespace) is fixed once created: stored files' links carry it. */
export const bucketUpdate = defineCall({
  method: 'PUT',
  path: 'merchant/bucket',
  summary: '编辑上传空间',
  auth: 'token',
  permission: { anyOf: ['base:bucket:update'] },
  product: ['ALL'],
  body: Type.Object({ id: Id('空间 ID'), ...BucketInput }),
  reply: Type.Object({ id: Type.Integer() }),
});

export const bucketDelete = defineCall({
  method: 'DELETE',
  path: 'merchant/bucket',
  summary: '删除上传空间',
  auth: 'token',
  permission: { anyOf: ['base:bucket:update'] },
  product: ['ALL'],
  query: Type.Object({ id: Id('空间 ID') }),
  reply: Type.Object({ id: Type.Integer() }),
});
