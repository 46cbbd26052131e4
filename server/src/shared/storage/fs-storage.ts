import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { assertKey, type ByteRange, type PutSource, type Storage, type StoredObject } from './storage.js';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Files under one directory, a key's segments as sub-directories. */
export class FsStorage implements Storage {
  readonly kind = 'fs';

  constructor(private readonly root: string) {}

  private file(key: string) {
    assertKey(key);
    return join(this.root, ...key.split('/'));
  }

  async exists(key: string) {
    try {
      return (await stat(this.file(key))).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async put(key: string, source: PutSource) {
    const target = this.file(key);
    await mkdir(dirname(target), { recursive: true });
    try {
      // Same filesystem: one atomic rename, so readers never see half a file.
      await rename(source.path, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      const partial = `${target}.${randomBytes(6).toString('hex')}.partial`;
      try {
        await copyFile(source.path, partial);
        await rename(partial, target);
      } finally {
        await rm(partial, { force: true });
      }
    }
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
    const file = this.file(key);
    let size: number;
    try {
      const info = await stat(file);
      if (!info.isFile()) return null;
      size = info.size;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    if (!range) return { body: createReadStream(file), size };
    if (range.start >= size) return { unsatisfiable: true, size };
    const end = Math.min(range.end ?? size - 1, size - 1);
    return { body: createReadStream(file, { start: range.start, end }), size, range: { start: range.start, end } };
  }
}
