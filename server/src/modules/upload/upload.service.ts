import { createHash, randomBytes } from 'node:crypto';
import { mkdir, open, rm } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { calls, Code, type CallBody, type CallReply } from '@console/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import { AppError, badParameter } from '../../errors.js';
import type { Access } from '../../plugins/access.js';
import type { ByteRange, Storage } from '../../shared/storage/storage.js';
import { defaultExtension, describeKind, detectKind, fileTypes } from './file-type.js';
import { UploadTokens, type UploadClaims } from './upload-token.js';

type UploadResult = CallReply<typeof calls.uploadFile>;

interface Staged {
  path: string;
  size: number;
  sha256: string;
  /** The multipart parser stopped at its own limit. */
  truncated: boolean;
}

/**
 * An upload space as configured (a bucket, `merchant/bucket`): its file types and its limit, already capped by the
 * server's setting. Undefined for a space that does not exist or is disabled.
 */
export interface UploadSpace {
  name: string;
  label: string;
  extensions: readonly string[];
  maxBytes: number;
}
export type SpaceResolver = (name: string) => Promise<UploadSpace | undefined>;

const noSpace = (name: string) => badParameter(`上传空间 namespace「${name}」不存在或已停用`, '请联系平台管理员在 基础服务 › 上传空间 中启用它');

/** 20,000,000 字节（约 20 MB）: decimal units, as the spec states its limits. */
const sizeText = (bytes: number) =>
  `${bytes.toLocaleString('en-US')} 字节${bytes >= 1_000_000 ? `（约 ${+(bytes / 1_000_000).toFixed(1)} MB）` : bytes >= 1000 ? `（约 ${+(bytes / 1000).toFixed(1)} KB）` : ''}`;

const tooLarge = (limit: number) => badParameter('文件大小超出限制', `该上传空间的文件不能超过 ${sizeText(limit)}`);

const unsupported = (extension: string, space: UploadSpace) =>
  badParameter(
    `不支持该文件类型上传：${extension ? `.${extension}` : '无扩展名'}`,
    `${space.label}支持：${space.extensions.map((e) => `.${e}`).join('、')}`,
  );

/** `.PNG` → `png`; empty when there is none. */
const normalizeExtension = (extension: string | undefined) => (extension ?? '').replace(/^\./, '').toLowerCase();

/** A download name: no paths, no control characters, at most 100 characters. */
export const cleanFileName = (name: string) =>
  name
    .replace(/^.*[\\/]/, '')
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .trim()
    .slice(-100);

/** The stored object's key: content-addressed, so the same bytes in the same space are stored once. */
const keyOf = (namespace: string, hash: string, extension: string) => `${namespace}/${hash.slice(0, 2)}/${hash}.${extension}`;
const KEY = /^([a-z][a-z0-9-]{1,31})\/([0-9a-f]{2})\/([0-9a-f]{64})\.([a-z0-9]{1,10})$/;

const fileNotFound = () => new AppError(Code.NOT_FOUND, '文件不存在', '链接可能有误，或文件已被移除');

/**
 * Uploads (document 1 §4, §5, §7): a stateless token per file, then a multipart post that is checked
 * (token, size, SHA-256, the bytes against the extension) before the file is stored; and the stored files,
 * served content-addressed outside `/api`.
 */
export class UploadService {
  readonly tokens: UploadTokens;
  private readonly staging: string;
  private readonly largest: number;

  constructor(
    private readonly config: Config,
    private readonly storage: Storage,
    private readonly spaces: SpaceResolver,
  ) {
    this.tokens = new UploadTokens(config);
    this.staging = join(config.dataDir, 'tmp', 'uploads');
    this.largest = Math.max(...Object.values(config.upload.maxBytes));
  }

  private async spaceOf(name: string) {
    const space = await this.spaces(name);
    if (!space) throw noSpace(name);
    return space;
  }

  private checkExtension(extension: string, space: UploadSpace) {
    if (!fileTypes[extension] || !space.extensions.includes(extension)) throw unsupported(extension, space);
    return fileTypes[extension]!;
  }

  async token(access: Access, body: CallBody<typeof calls.uploadToken>): Promise<CallReply<typeof calls.uploadToken>> {
    const namespace = body.namespace ?? 'default';
    const space = await this.spaceOf(namespace);
    const extension = normalizeExtension(body.extension);
    // An extension that will never be accepted is refused now, before the file is sent.
    if (extension) this.checkExtension(extension, space);
    const { token, expireIn } = await this.tokens.issue({
      merchant: access.merchant.id,
      manager: access.manager.id,
      namespace,
      hash: body.hash.toLowerCase(),
      ...(extension ? { extension } : {}),
    });
    return { token, api_url: `/api/${calls.uploadFile.path}`, expire_in: expireIn };
  }

  /** Streams one file to a staging file, hashing and counting; more than `limit` bytes stops it. */
  private async stage(file: Readable & { truncated?: boolean }, limit: number): Promise<Staged> {
    await mkdir(this.staging, { recursive: true });
    const path = join(this.staging, `${Date.now()}-${randomBytes(8).toString('hex')}`);
    const hash = createHash('sha256');
    let size = 0;
    const meter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        if (size > limit) return done(tooLarge(limit));
        hash.update(chunk);
        done(null, chunk);
      },
    });
    // The file is opened before the pipeline starts: a write stream opening lazily could create it
    // after an early failure's rm() had run, leaving a staging file behind.
    const handle = await open(path, 'w');
    try {
      await pipeline(file, meter, handle.createWriteStream());
    } catch (error) {
      await rm(path, { force: true });
      throw error;
    }
    return { path, size, sha256: hash.digest('hex'), truncated: !!file.truncated };
  }

  /** Reads the multipart body: the `token` field (checked as soon as it arrives) and the `file`. */
  private async read(request: FastifyRequest) {
    let tokenText: string | undefined;
    let claims: UploadClaims | undefined;
    let staged: Staged | undefined;
    let space: UploadSpace | undefined;
    let filename = '';
    try {
      // One byte over the largest limit, so that the meter in stage() stops an oversize file at once
      // (the parser itself would read and discard the rest of the body).
      const parts = request.parts({ limits: { fileSize: this.largest + 1, files: 1, fields: 10, fieldSize: 4096, parts: 11 } });
      for await (const part of parts) {
        if (part.type === 'field') {
          if (part.fieldname === 'token') {
            tokenText = String(part.value);
            claims = await this.tokens.verify(tokenText);
            space = await this.spaceOf(claims.namespace);
          }
          continue;
        }
        if (part.fieldname !== 'file') {
          part.file.resume();
          throw badParameter(`未知的文件字段：${part.fieldname}`, '文件应放在表单字段 file 中');
        }
        filename = part.filename ?? '';
        staged = await this.stage(part.file, space ? space.maxBytes : this.largest);
      }
    } catch (error) {
      if (staged) await rm(staged.path, { force: true });
      throw multipartError(error, space ? space.maxBytes : this.largest);
    }
    return { tokenText, claims, space, staged, filename };
  }

  async receive(request: FastifyRequest): Promise<UploadResult> {
    if (!request.isMultipart()) throw badParameter('请以 multipart/form-data 格式提交上传凭证 token 和文件 file');
    const { tokenText, claims: early, space: earlySpace, staged, filename } = await this.read(request);
    try {
      if (!tokenText) throw badParameter('缺少上传凭证 token', '请先获取上传凭证，再与文件一起提交');
      const claims = early ?? (await this.tokens.verify(tokenText));
      if (!staged) throw badParameter('请选择要上传的文件', '表单中缺少文件字段 file');
      const space = earlySpace ?? (await this.spaceOf(claims.namespace));
      const limit = space.maxBytes;
      if (staged.truncated || staged.size > limit) throw tooLarge(limit);
      if (staged.size === 0) throw badParameter('文件为空', '请选择有内容的文件');
      if (staged.sha256 !== claims.hash) {
        throw badParameter('文件内容与上传凭证不符', '文件的 SHA-256 与获取凭证时提交的 hash 不一致，请重新选择文件上传');
      }
      const kind = await detectKind(staged.path, staged.size);
      const extension = claims.extension ?? (normalizeExtension(extname(filename)) || defaultExtension(kind) || '');
      const type = this.checkExtension(extension, space);
      if (type.kind !== kind) {
        throw badParameter(
          `文件内容与扩展名不符：扩展名为 .${extension}，内容却是${describeKind(kind)}`,
          `请上传真实的 .${extension} 文件，不要只修改文件的扩展名`,
        );
      }
      const key = keyOf(claims.namespace, staged.sha256, extension);
      if (!(await this.storage.exists(key))) await this.storage.put(key, staged, type.contentType);
      request.log.info({ upload: { key, size: staged.size, merchant: claims.merchant, manager: claims.manager } }, 'file uploaded');
      const name = cleanFileName(filename);
      const query = !type.image && name ? `?name=${encodeURIComponent(name)}` : '';
      return { link: `${this.config.upload.publicUrl}/${key}${query}`, hash: staged.sha256, size: staged.size, content_type: type.contentType, extension };
    } finally {
      if (staged) await rm(staged.path, { force: true });
    }
  }

  /** `GET /files/<namespace>/<xx>/<sha256>.<ext>`: the stored bytes, cacheable for good (the name is the content). */
  async serve(request: FastifyRequest<{ Params: { namespace: string; prefix: string; name: string }; Querystring: { name?: string } }>, reply: FastifyReply) {
    const { namespace, prefix, name } = request.params;
    const key = `${namespace}/${prefix}/${name}`;
    const match = KEY.exec(key);
    const type = match ? fileTypes[match[4]!] : undefined;
    if (!match || !type || !match[3]!.startsWith(match[2]!)) throw fileNotFound();
    const etag = `"${match[3]}"`;
    reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('etag', etag)
      .header('content-type', type.contentType)
      .header('x-content-type-options', 'nosniff')
      // Never a page of ours: no scripts, no plugins, even if a browser were to render it.
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .header('accept-ranges', 'bytes');
    if (!type.image) {
      const download = (typeof request.query.name === 'string' && cleanFileName(request.query.name)) || name;
      const ascii = download.replace(/[^\x20-\x7e]/g, '_').replace(/[\\;]/g, '_');
      reply.header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(download)}`);
    }
    // The name is the content's hash: a client holding this ETag holds these bytes.
    if (request.headers['if-none-match']?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return reply.code(304).send();
    const range = parseRange(request.headers.range);
    const object = await this.storage.get(key, range);
    if (!object) throw fileNotFound();
    if ('unsatisfiable' in object) return reply.code(416).header('content-range', `bytes */${object.size}`).send();
    if (object.range) {
      reply.code(206).header('content-range', `bytes ${object.range.start}-${object.range.end}/${object.size}`);
      reply.header('content-length', object.range.end - object.range.start + 1);
    } else {
      reply.header('content-length', object.size);
    }
    return reply.send(object.body);
  }
}

/** `bytes=a-b` or `bytes=a-`; other forms (suffix, several ranges) are answered with the whole file. */
function parseRange(header: string | undefined): ByteRange | undefined {
  const match = /^bytes=(\d{1,15})-(\d{0,15})$/.exec(header?.trim() ?? '');
  if (!match) return undefined;
  const start = Number(match[1]);
  const end = match[2] ? Number(match[2]) : undefined;
  return end !== undefined && end < start ? undefined : { start, ...(end !== undefined ? { end } : {}) };
}

/** The multipart parser's own errors in the console's words. */
function multipartError(error: unknown, limit: number): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge(limit);
    case 'FST_FILES_LIMIT':
      return badParameter('一次只能上传一个文件', '请逐个上传文件');
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PROTO_VIOLATION':
      return badParameter('上传表单的字段过多或不正确', '表单只需包含 token 和 file');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return badParameter('请以 multipart/form-data 格式提交上传凭证 token 和文件 file');
  }
  const status = (error as { statusCode?: number }).statusCode;
  if (status && status >= 400 && status < 500) return badParameter('上传内容不完整或格式不正确', '请重新上传');
  return error;
}
