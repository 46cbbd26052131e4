import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '../../config.js';
import { FsStorage } from './fs-storage.js';
import { S3Storage } from './s3-storage.js';

/** A file ready to be stored: its path on local disk, size and SHA-256 (hex). */
export interface PutSource {
  path: string;
  size: number;
  sha256: string;
}

/** Bytes `start` to `end` (inclusive; open-ended without `end`). */
export interface ByteRange {
  start: number;
  end?: number;
}

export type StoredObject =
  | { body: Readable; size: number; range?: { start: number; end: number } }
  /** The range starts beyond the end of the object. */
  | { unsatisfiable: true; size: number };

/**
 * Where files live: keys are `/`-separated relative paths (`default/ab/ab12….png`). The filesystem
 * implementation keeps them under `DATA_DIR/files`, the S3 one in a bucket of any S3-compatible service.
 */
export interface Storage {
  readonly kind: 'fs' | 's3';
  exists(key: string): Promise<boolean>;
  /** Stores the file under `key`; the source file may be moved away (the caller removes it if still there). */
  put(key: string, source: PutSource, contentType: string): Promise<void>;
  /** The object (or part of it), or null when there is none. */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
}

/** Refuses keys that could leave the storage root or mean different files on different backends. */
export function assertKey(key: string) {
  if (!/^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i.test(key) || key.split('/').includes('..')) {
    throw new Error(`invalid storage key: ${key}`);
  }
}

export function createStorage(config: Config): Storage {
  const { s3 } = config.upload;
  return s3 ? new S3Storage(s3) : new FsStorage(join(config.dataDir, 'files'));
}
