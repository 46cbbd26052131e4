import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import { assertKey, type ByteRange, type PutSource, type Storage, type StoredObject } from './storage.js';

export interface S3Options {
  /** `https://s3.example.com` (path-style addressing: `endpoint/bucket/key`, which every S3-compatible service accepts). */
  endpoint: string;
  bucket: string;
  accessKey: string;
  secretKey: string;
  region: string;
}

const TIMEOUT_MS = 60_000;

/** Objects in one bucket of an S3-compatible service, signed with SigV4 (aws4fetch, no AWS SDK). */
export class S3Storage implements Storage {
  readonly kind = 's3';
  private readonly client: AwsClient;

  constructor(private readonly options: S3Options) {
    // No automatic retries: a request body is a stream that can be sent once.
    this.client = new AwsClient({ accessKeyId: options.accessKey, secretAccessKey: options.secretKey, region: options.region, service: 's3', retries: 0 });
  }

  private url(key: string) {
    assertKey(key);
    return `${this.options.endpoint}/${encodeURIComponent(this.options.bucket)}/${key.split('/').map(encodeURIComponent).join('/')}`;
  }

  private send(key: string, init: RequestInit) {
    return this.client.fetch(this.url(key), { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  }

  private async failure(action: string, key: string, response: Response) {
    const detail = (await response.text().catch(() => '')).slice(0, 300);
    return new Error(`S3 ${action} ${key} answered ${response.status}: ${detail}`);
  }

  async exists(key: string) {
    const response = await this.send(key, { method: 'HEAD' });
    if (response.ok) return true;
    if (response.status === 404) return false;
    throw await this.failure('HEAD', key, response);
  }

  async put(key: string, source: PutSource, contentType: string) {
    const response = await this.send(key, {
      method: 'PUT',
      body: Readable.toWeb(createReadStream(source.path)) as ReadableStream,
      headers: {
        'content-type': contentType,
        'content-length': String(source.size),
        // The real payload hash instead of UNSIGNED-PAYLOAD: the service checks the bytes it receives.
        'x-amz-content-sha256': source.sha256,
      },
    });
    if (!response.ok) throw await this.failure('PUT', key, response);
    await response.body?.cancel();
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
    const response = await this.send(key, range ? { headers: { range: `bytes=${range.start}-${range.end ?? ''}` } } : {});
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (response.status === 416) {
      await response.body?.cancel();
      const total = /\/(\d+)$/.exec(response.headers.get('content-range') ?? '');
      return { unsatisfiable: true, size: total ? Number(total[1]) : 0 };
    }
    if (!response.ok || !response.body) throw await this.failure('GET', key, response);
    const body = Readable.fromWeb(response.body as WebReadableStream);
    const parts = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(response.headers.get('content-range') ?? '');
    if (response.status === 206 && parts) {
      return { body, size: Number(parts[3]), range: { start: Number(parts[1]), end: Number(parts[2]) } };
    }
    return { body, size: Number(response.headers.get('content-length') ?? 0) };
  }
}
