import { createHash, createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRMWARE_LINK } from '@console/contract';
import { UploadTokens } from '../src/modules/upload/upload-token.js';
import { createTestApp, type TestApp } from './helpers.js';

const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

/** A real 1×1 PNG, and variants of it padded to a size (the padding after IEND keeps the magic number). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const png = (size = PNG.length) => Buffer.concat([PNG, randomBytes(Math.max(0, size - PNG.length))]);

/** A minimal stored ZIP with these entries (enough for an Office Open XML container). */
function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
const XLSX = zip({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<workbook/>' });

type Part = { name: string; value: string } | { name: string; filename: string; content: Buffer; type?: string };

/** A multipart/form-data body as a browser's FormData sends it. */
function form(parts: Part[]) {
  const boundary = `----ConsoleTest${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('filename' in part) {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`), part.content, Buffer.from('\r\n'));
    } else {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

interface Upload {
  content: Buffer;
  filename?: string;
  namespace?: 'default' | 'advertising' | 'firmware';
  extension?: string;
  /** The hash the token is asked for (default: the content's). */
  hash?: string;
  tokenLast?: boolean;
}

function uploader(t: () => TestApp, token: () => string) {
  const getToken = async (upload: Upload) => {
    const reply = await t().call('POST', 'upload/token', {
      token: token(),
      body: { hash: upload.hash ?? sha256(upload.content), ...(upload.namespace ? { namespace: upload.namespace } : {}), ...(upload.extension ? { extension: upload.extension } : {}) },
    });
    expect(reply.body.code, JSON.stringify(reply.body)).toBe(1001);
    return reply.body.payload as { token: string; api_url: string; expire_in: number };
  };
  const post = async (apiUrl: string, parts: Part[]) => {
    const response = await t().app.inject({ method: 'POST', url: apiUrl, ...form(parts) });
    return { status: response.statusCode, body: response.json() };
  };
  const upload = async (upload: Upload) => {
    const { token: uploadToken, api_url } = await getToken(upload);
    const file: Part = { name: 'file', filename: upload.filename ?? 'file.bin', content: upload.content };
    const tokenPart: Part = { name: 'token', value: uploadToken };
    return post(api_url, upload.tokenLast ? [file, tokenPart] : [tokenPart, file]);
  };
  return { getToken, post, upload };
}

describe('uploads on the filesystem', () => {
  let t: TestApp;
  let token: string;
  let dataDir: string;
  const { getToken, post, upload } = uploader(() => t, () => token);

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'console-upload-'));
    t = await createTestApp({ env: { DATA_DIR: dataDir, UPLOAD_MAX_BYTES: '4096', UPLOAD_ADVERTISING_MAX_BYTES: '2048' } });
    token = await t.login('parking-merchant');
  });
  afterAll(async () => {
    await t?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('gives a token only to a logged-in caller', async () => {
    const reply = await t.call('POST', 'upload/token', { body: { hash: sha256(PNG) } });
    expect(reply.status).toBe(401);
    expect(reply.body.code).toBe(1401);
  });

  it('answers a token and the upload address; the key is generated into DATA_DIR, readable by the owner only', async () => {
    const reply = await getToken({ content: PNG, extension: '.PNG' });
    expect(reply.api_url).toBe('/api/upload/file');
    expect(reply.expire_in).toBe(600);
    expect(reply.token).toMatch(/^u1\.[\w-]+\.[\w-]+$/);
    const secret = statSync(join(dataDir, 'upload-secret'));
    expect(secret.mode & 0o777).toBe(0o600);
  });

  it('refuses a bad hash, an unknown space and an extension the space does not take', async () => {
    const short = await t.call('POST', 'upload/token', { token, body: { hash: 'abc' } });
    expect(short.body).toMatchObject({ code: 1400, message: '参数 hash（文件 SHA-256）格式不正确' });
    const space = await t.call('POST', 'upload/token', { token, body: { hash: sha256(PNG), namespace: 'private' } });
    expect(space.body.code).toBe(1400);
    expect(space.body.message).toContain('namespace');
    const pdfAd = await t.call('POST', 'upload/token', { token, body: { hash: sha256(PNG), namespace: 'advertising', extension: 'pdf' } });
    expect(pdfAd.body).toMatchObject({ code: 1400, message: '不支持该文件类型上传：.pdf' });
    expect(pdfAd.body.hint).toContain('.mp4');
    const exe = await t.call('POST', 'upload/token', { token, body: { hash: sha256(PNG), extension: 'exe' } });
    expect(exe.body.message).toBe('不支持该文件类型上传：.exe');
  });

  it('stores an image and serves the same bytes at the link, with its type, nosniff and a long cache', async () => {
    const content = png(600);
    const reply = await upload({ content, extension: 'png', filename: 'logo.png' });
    expect(reply.status).toBe(200);
    expect(reply.body.code).toBe(1001);
    const hash = sha256(content);
    expect(reply.body.payload).toEqual({ link: `/files/default/${hash.slice(0, 2)}/${hash}.png`, hash, size: 600, content_type: 'image/png', extension: 'png' });
    expect(statSync(join(dataDir, 'files', 'default', hash.slice(0, 2), `${hash}.png`)).size).toBe(600);

    const served = await t.app.inject({ url: reply.body.payload.link });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(content)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.headers['content-length']).toBe('600');
    expect(served.headers['content-disposition']).toBeUndefined();

    const cached = await t.app.inject({ url: reply.body.payload.link, headers: { 'if-none-match': String(served.headers.etag) } });
    expect(cached.statusCode).toBe(304);
    const part = await t.app.inject({ url: reply.body.payload.link, headers: { range: 'bytes=0-7' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 0-7/600');
    expect(part.rawPayload.equals(content.subarray(0, 8))).toBe(true);
    const beyond = await t.app.inject({ url: reply.body.payload.link, headers: { range: 'bytes=600-' } });
    expect(beyond.statusCode).toBe(416);

    // The same bytes again: the same link, stored once.
    const again = await upload({ content, extension: 'png' });
    expect(again.body.payload.link).toBe(reply.body.payload.link);
  });

  it('serves other files as downloads under their own name, and takes the extension from the file name', async () => {
    const csv = Buffer.from('车牌号,入场时间\n粤B12345,2026-01-01 08:00:00\n');
    const reply = await upload({ content: csv, filename: '入场记录.csv' });
    expect(reply.body.code).toBe(1001);
    expect(reply.body.payload).toMatchObject({ extension: 'csv', content_type: 'text/csv' });
    expect(reply.body.payload.link).toContain(`?name=${encodeURIComponent('入场记录.csv')}`);
    const served = await t.app.inject({ url: reply.body.payload.link });
    expect(served.rawPayload.equals(csv)).toBe(true);
    expect(served.headers['content-disposition']).toBe(`attachment; filename="____.csv"; filename*=UTF-8''${encodeURIComponent('入场记录.csv')}`);

    const workbook = await upload({ content: XLSX, extension: 'xlsx', filename: '导入模板.xlsx' });
    expect(workbook.body.payload.content_type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const plainZip = await upload({ content: zip({ 'a.txt': 'a' }), extension: 'xlsx' });
    expect(plainZip.body.message).toBe('文件内容与扩展名不符：扩展名为 .xlsx，内容却是ZIP 压缩包');
  });

  it('keeps charger packages in the firmware space: a real .zip only (not an Office file renamed), not in the default space', async () => {
    const pkg = zip({ 'firmware.bin': 'v3.2.0' });
    const stored = await upload({ content: pkg, namespace: 'firmware', extension: 'zip', filename: 'XX-AC7-V3.2.0.zip' });
    expect(stored.body.code).toBe(1001);
    expect(stored.body.payload).toMatchObject({ extension: 'zip', content_type: 'application/zip' });
    expect(stored.body.payload.link).toMatch(new RegExp(FIRMWARE_LINK));
    const renamed = await upload({ content: XLSX, namespace: 'firmware', extension: 'zip' });
    expect(renamed.body.message).toBe('文件内容与扩展名不符：扩展名为 .zip，内容却是Excel 工作簿（xlsx）');
    const png = await t.call('POST', 'upload/token', { token, body: { hash: sha256(pkg), namespace: 'firmware', extension: 'png' } });
    expect(png.body).toMatchObject({ code: 1400, message: '不支持该文件类型上传：.png' });
    const inDefault = await t.call('POST', 'upload/token', { token, body: { hash: sha256(pkg), extension: 'zip' } });
    expect(inDefault.body.code).toBe(1400);
  });

  it('refuses a file whose bytes are not what its extension says', async () => {
    const html = Buffer.from('<html><script>alert(document.cookie)</script></html>');
    const reply = await upload({ content: html, extension: 'png', filename: 'avatar.png' });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ code: 1400, message: '文件内容与扩展名不符：扩展名为 .png，内容却是文本（如 HTML、CSV 或纯文本）' });
    expect(reply.body.hint).toBeTruthy();
    const pdfAsJpg = await upload({ content: Buffer.from('%PDF-1.7\n%âãÏÓ\n'), extension: 'jpg' });
    expect(pdfAsJpg.body.message).toBe('文件内容与扩展名不符：扩展名为 .jpg，内容却是PDF 文档');
    const unknown = await upload({ content: Buffer.from([0, 1, 2, 3, 4]), filename: 'blob' });
    expect(unknown.body.message).toBe('不支持该文件类型上传：无扩展名');
  });

  it('refuses a file larger than its space allows, with the token before or after the file', async () => {
    for (const tokenLast of [false, true]) {
      const big = await upload({ content: png(5000), extension: 'png', tokenLast });
      expect(big.body, `token last: ${tokenLast}`).toMatchObject({ code: 1400, message: '文件大小超出限制' });
      expect(big.body.hint).toContain('4,096');
      // 3,000 bytes fit the default space but not the advertising one.
      const ad = await upload({ content: png(3000), extension: 'png', namespace: 'advertising', tokenLast });
      expect(ad.body).toMatchObject({ code: 1400, message: '文件大小超出限制' });
      expect(ad.body.hint).toContain('2,048');
    }
    expect((await upload({ content: png(3000), extension: 'png' })).body.code).toBe(1001);
  });

  it('over a real connection, answers an early refusal and closes the half-read request', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const content = png(3_000_000);
    const { token: uploadToken, api_url } = await getToken({ content, extension: 'png' });
    const body = new FormData();
    body.append('token', uploadToken);
    body.append('file', new Blob([content]), '大图.png');
    const response = await fetch(`${base}${api_url}`, { method: 'POST', body });
    expect(response.status).toBe(400);
    expect(response.headers.get('connection')).toBe('close');
    expect(await response.json()).toMatchObject({ code: 1400, message: '文件大小超出限制', hint: '该上传空间的文件不能超过 4,096 字节（约 4.1 KB）' });
    // A browser's FormData upload of an accepted file, over the same server.
    const small = png(900);
    const accepted = await getToken({ content: small });
    const form2 = new FormData();
    form2.append('token', accepted.token);
    form2.append('file', new Blob([small]), '标志.png');
    const ok = await fetch(`${base}${accepted.api_url}`, { method: 'POST', body: form2 });
    expect(((await ok.json()) as { payload: unknown }).payload).toMatchObject({ extension: 'png', size: 900 });
  });

  it('refuses a file that is not the one the token was issued for', async () => {
    const reply = await upload({ content: png(700), extension: 'png', hash: sha256(png(700)) });
    expect(reply.body).toMatchObject({ code: 1400, message: '文件内容与上传凭证不符' });
    const tokenLast = await upload({ content: png(700), extension: 'png', hash: sha256(PNG), tokenLast: true });
    expect(tokenLast.body.message).toBe('文件内容与上传凭证不符');
  });

  it('refuses forged, foreign, expired and missing tokens without logging the user out', async () => {
    const content = png(800);
    const { token: genuine, api_url } = await getToken({ content, extension: 'png' });
    const file: Part = { name: 'file', filename: 'a.png', content };
    const [prefix, claims, signature] = genuine.split('.');
    const altered = JSON.parse(Buffer.from(claims!, 'base64url').toString());
    altered.n = 'advertising';
    const forged = `${prefix}.${Buffer.from(JSON.stringify(altered)).toString('base64url')}.${signature}`;
    const fake = { ...altered, x: Math.floor(Date.now() / 1000) + 600 };
    const fakeBody = Buffer.from(JSON.stringify(fake)).toString('base64url');
    const selfSigned = `u1.${fakeBody}.${createHmac('sha256', 'guessed').update(`u1.${fakeBody}`).digest('base64url')}`;
    const foreign = (await new UploadTokens({ ...t.config, upload: { ...t.config.upload, secret: 'another-installation' } }).issue({ merchant: 100101, manager: 1, namespace: 'default', hash: sha256(content), extension: 'png' })).token;
    const expired = (await new UploadTokens(t.config).issue({ merchant: 100101, manager: 1, namespace: 'default', hash: sha256(content), extension: 'png' }, Date.now() - 601_000)).token;
    for (const bad of [forged, selfSigned, foreign, expired, 'garbage', `${genuine}x`]) {
      const reply = await post(api_url, [{ name: 'token', value: bad }, file]);
      expect(reply.status, bad).toBe(400);
      expect(reply.body, bad).toMatchObject({ code: 1400, message: '上传凭证无效或已过期' });
    }
    expect((await post(api_url, [file])).body).toMatchObject({ code: 1400, message: '缺少上传凭证 token' });
    expect((await post(api_url, [{ name: 'token', value: genuine }])).body).toMatchObject({ code: 1400, message: '请选择要上传的文件' });
    const json = await t.app.inject({ method: 'POST', url: api_url, payload: { token: genuine } });
    expect(json.json()).toMatchObject({ code: 1400 });
    // The genuine token still works.
    expect((await post(api_url, [{ name: 'token', value: genuine }, file])).body.code).toBe(1001);
  });

  it('answers 404 for files that are not there, and leaves no staging files behind', async () => {
    const hash = sha256('nothing');
    for (const url of [`/files/default/${hash.slice(0, 2)}/${hash}.png`, `/files/default/00/${hash}.png`, '/files/default/ab/..%2F..%2Fupload-secret', `/files/private/${hash.slice(0, 2)}/${hash}.png`]) {
      const reply = await t.app.inject({ url });
      expect(reply.statusCode, url).toBe(404);
      expect(reply.json().code, url).toBe(1404);
    }
    expect(readdirSync(join(dataDir, 'tmp', 'uploads'))).toEqual([]);
  });
});

interface FakeObject {
  body: Buffer;
  contentType: string;
}

/** A tiny S3: path-style PUT, HEAD and GET (with ranges), checking every SigV4 signature and payload hash. */
function fakeS3(accessKey: string, secretKey: string, region: string) {
  const objects = new Map<string, FakeObject>();
  const log: string[] = [];
  const hmac = (key: Buffer | string, text: string) => createHmac('sha256', key).update(text).digest();
  const verify = (request: IncomingMessage) => {
    const match = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(String(request.headers.authorization));
    if (!match || match[1] !== accessKey || match[3] !== region) return false;
    const signedHeaders = match[4]!.split(';');
    if (!signedHeaders.includes('host') || !signedHeaders.includes('x-amz-date') || !signedHeaders.includes('x-amz-content-sha256')) return false;
    const url = new URL(request.url!, 'http://fake');
    const canonical = [
      request.method,
      url.pathname,
      '',
      signedHeaders.map((h) => `${h}:${String(request.headers[h]).trim()}\n`).join(''),
      match[4],
      request.headers['x-amz-content-sha256'],
    ].join('\n');
    const amzDate = String(request.headers['x-amz-date']);
    const scope = `${match[2]}/${region}/s3/aws4_request`;
    const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
    const key = hmac(hmac(hmac(hmac(`AWS4${secretKey}`, match[2]!), region), 's3'), 'aws4_request');
    return hmac(key, toSign).toString('hex') === match[5];
  };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const key = decodeURIComponent(new URL(request.url!, 'http://fake').pathname.slice(1));
      log.push(`${request.method} ${key}`);
      if (!verify(request)) return response.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
      const body = Buffer.concat(chunks);
      if (request.method === 'PUT') {
        if (sha256(body) !== request.headers['x-amz-content-sha256']) return response.writeHead(400).end('<Error><Code>XAmzContentSHA256Mismatch</Code></Error>');
        if (Number(request.headers['content-length']) !== body.length) return response.writeHead(400).end('<Error><Code>IncompleteBody</Code></Error>');
        objects.set(key, { body, contentType: String(request.headers['content-type']) });
        return response.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` }).end();
      }
      const object = objects.get(key);
      if (!object) return response.writeHead(404, { 'content-type': 'application/xml' }).end(request.method === 'HEAD' ? undefined : '<Error><Code>NoSuchKey</Code></Error>');
      const range = /^bytes=(\d+)-(\d*)$/.exec(String(request.headers.range ?? ''));
      if (range) {
        const start = Number(range[1]);
        if (start >= object.body.length) return response.writeHead(416, { 'content-range': `bytes */${object.body.length}` }).end();
        const end = Math.min(range[2] ? Number(range[2]) : object.body.length - 1, object.body.length - 1);
        return response
          .writeHead(206, { 'content-type': object.contentType, 'content-length': end - start + 1, 'content-range': `bytes ${start}-${end}/${object.body.length}` })
          .end(object.body.subarray(start, end + 1));
      }
      response.writeHead(200, { 'content-type': object.contentType, 'content-length': object.body.length });
      response.end(request.method === 'HEAD' ? undefined : object.body);
    });
  });
  return { server, objects, log };
}

describe('uploads on S3-compatible storage', () => {
  let t: TestApp;
  let token: string;
  let dataDir: string;
  const s3 = fakeS3('AKIDCONSOLETEST', 'console-test-secret', 'cn-south-1');
  const { upload } = uploader(() => t, () => token);

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'console-upload-s3-'));
    await new Promise<void>((done) => s3.server.listen(0, '127.0.0.1', done));
    const { port } = s3.server.address() as AddressInfo;
    t = await createTestApp({
      env: {
        DATA_DIR: dataDir,
        UPLOAD_SECRET: 'a-shared-secret-of-every-instance',
        S3_ENDPOINT: `http://127.0.0.1:${port}/`,
        S3_BUCKET: 'console-files',
        S3_ACCESS_KEY: 'AKIDCONSOLETEST',
        S3_SECRET_KEY: 'console-test-secret',
        S3_REGION: 'cn-south-1',
      },
    });
    token = await t.login('advertiser');
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((done) => s3.server.close(done));
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('puts the checked file into the bucket, signed, and serves it from there', async () => {
    const content = png(1500);
    const hash = sha256(content);
    const key = `advertising/${hash.slice(0, 2)}/${hash}.png`;
    const reply = await upload({ content, namespace: 'advertising', extension: 'png' });
    expect(reply.body.code, JSON.stringify(reply.body)).toBe(1001);
    expect(reply.body.payload.link).toBe(`/files/${key}`);
    expect(s3.objects.get(`console-files/${key}`)).toEqual({ body: content, contentType: 'image/png' });
    expect(s3.log).toEqual([`HEAD console-files/${key}`, `PUT console-files/${key}`]);

    const served = await t.app.inject({ url: reply.body.payload.link });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(content)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const part = await t.app.inject({ url: reply.body.payload.link, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 100-199/1500');
    expect(part.rawPayload.equals(content.subarray(100, 200))).toBe(true);

    // Already in the bucket: not sent again.
    s3.log.length = 0;
    expect((await upload({ content, namespace: 'advertising', extension: 'png' })).body.code).toBe(1001);
    expect(s3.log).toEqual([`HEAD console-files/${key}`]);
    const missing = await t.app.inject({ url: `/files/advertising/${'0'.repeat(2)}/${'0'.repeat(64)}.png` });
    expect(missing.statusCode).toBe(404);
    // Nothing was written locally but the staging directory, now empty.
    expect(readdirSync(join(dataDir, 'tmp', 'uploads'))).toEqual([]);
    expect(readdirSync(dataDir)).not.toContain('files');
  });

  it('refuses a spoofed file before anything reaches the bucket', async () => {
    s3.log.length = 0;
    const reply = await upload({ content: Buffer.from('<svg onload="alert(1)"/>'), namespace: 'advertising', extension: 'gif' });
    expect(reply.body.code).toBe(1400);
    expect(s3.log).toEqual([]);
  });
});
