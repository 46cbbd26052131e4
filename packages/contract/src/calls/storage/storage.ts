import { Type } from '@sinclair/typebox';
import { defineCall, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';
import { uploadToken } from '../upload/upload.js';

/**
 * A merchant's own key-value store: console settings of that merchant (the operator's are the platform's). Every
 * call acts on the caller's merchant only. See docs/decisions.md, "Apps, metadata, buckets and key-value storage".
 */
export const STORAGE_KEY_PATTERN = '^[A-Za-z][A-Za-z0-9_.:-]{0,63}$';
const KeyField = () => Type.String({ title: '配置键', pattern: STORAGE_KEY_PATTERN, maxLength: 64, description: '字母开头，1–64 位字母、数字或 _ . : -', examples: ['invoice.title'] });

export const StorageKvRow = Type.Object({
  key: Type.String({ title: '配置键' }),
  value: Type.String({ title: '配置值' }),
  remark: Type.String({ title: '说明' }),
  update_time: Type.String({ title: '更新时间' }),
  updated_by: Type.String({ title: '最后修改人' }),
});

export const storageKvList = defineCall({
  method: 'GET',
  path: 'storage/kv/list',
  summary: '商户配置（键值）列表',
  auth: 'token',
  permission: { anyOf: ['universal:storage:list'] },
  query: Type.Object({
    ...pageQuery(20),
    key: Type.Optional(Text('配置键', 64)),
  }),
  reply: ListOf(StorageKvRow),
});

/** Creates the key or replaces its value. */
export const storageKvPut = defineCall({
  method: 'PUT',
  path: 'storage/kv',
  summary: '保存商户配置（不存在则新建）',
  auth: 'token',
  permission: { anyOf: ['universal:storage:update'] },
  body: Type.Object({
    key: KeyField(),
    value: Type.Optional(Text('配置值', 10000)),
    remark: Type.Optional(Text('说明', 200)),
  }),
  reply: Type.Object({ key: Type.String(), created: Type.Boolean({ title: '是否新建' }) }),
});

export const storageKvDelete = defineCall({
  method: 'DELETE',
  path: 'storage/kv',
  summary: '删除商户配置',
  auth: 'token',
  permission: { anyOf: ['universal:storage:update'] },
  query: Type.Object({ key: KeyField() }),
  reply: Type.Object({ key: Type.String() }),
});

/** The upload token of `POST upload/token` as a GET (same fields, same reply, same rules). */
export const storageOssToken = defineCall({
  method: 'GET',
  path: 'storage/oss/token',
  summary: '获取文件上传凭证（同 POST upload/token）',
  auth: 'token',
  query: uploadToken.body,
  reply: uploadToken.reply,
});
