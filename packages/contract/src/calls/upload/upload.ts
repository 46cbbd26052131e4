import { Type } from '@sinclair/typebox';
import { defineCall } from '../../call.js';

/**
 * Upload spaces (document 1 §7): the built-in default one and the advertising one (ad materials: images, video);
 * the operator may add others as buckets (`merchant/bucket`), which name their space with this pattern.
 */
export const uploadNamespaces = ['default', 'advertising'] as const;
export type UploadNamespace = string;
export const UPLOAD_NAMESPACE_PATTERN = '^[a-z][a-z0-9-]{1,31}$';

/**
 * Step 1 of an upload: a token for one file, bound to the caller, the space, the file's SHA-256 (hex, of
 * the exact bytes to be sent) and, optionally, its extension; valid 10 minutes. Step 2 posts the file to
 * `api_url` (see `uploadFile`). The console shows 获取token失败 when this call fails.
 */
export const uploadToken = defineCall({
  method: 'POST',
  path: 'upload/token',
  summary: '获取文件上传凭证',
  auth: 'token',
  // Field order matters to the validator's first message only; hash is last so that a wrong namespace
  // or extension is named before a missing hash.
  body: Type.Object({
    namespace: Type.Optional(
      Type.String({ pattern: UPLOAD_NAMESPACE_PATTERN, maxLength: 32, default: 'default', title: '上传空间', description: '启用的上传空间名称（merchant/bucket/available）' }),
    ),
    extension: Type.Optional(Type.String({ pattern: '^\\.?[A-Za-z0-9]{1,10}$', maxLength: 11, title: '文件扩展名' })),
    hash: Type.String({ pattern: '^[0-9a-fA-F]{64}$', maxLength: 64, title: '文件 SHA-256' }),
  }),
  reply: Type.Object({
    token: Type.String({ title: '上传凭证' }),
    api_url: Type.String({ title: '上传地址', description: '以 multipart/form-data 提交 token 和 file 的地址' }),
    expire_in: Type.Integer({ title: '凭证有效期（秒）' }),
  }),
});

/**
 * Step 2: `POST {api_url}` as multipart/form-data with the fields `token` and `file` (token first lets the
 * server refuse early). Needs no bearer token: the upload token is the credential. The server checks the
 * size limit of the space, the SHA-256 against the token, and the bytes against the extension, stores the
 * file content-addressed and answers its public `link`. Not JSON, so no body schema here.
 */
export const uploadFile = defineCall({
  method: 'POST',
  path: 'upload/file',
  summary: '上传文件（multipart/form-data：token、file）',
  auth: 'none',
  timeout: 120_000,
  reply: Type.Object({
    link: Type.String({ title: '文件地址' }),
    hash: Type.String({ title: '文件 SHA-256' }),
    size: Type.Integer({ title: '文件大小（字节）' }),
    content_type: Type.String({ title: '文件类型' }),
    extension: Type.String({ title: '文件扩展名' }),
  }),
});
