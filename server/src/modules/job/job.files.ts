import { mkdir, rm } from 'node:fs/promises';
import { basename, dirname, isAbsolute, relative, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { assertKey, type Storage } from '../../shared/storage/storage.js';

/** A file another module holds for the caller (the uploads module's storage). */
export interface UploadedFile {
  /** The file's own name (for the task list), e.g. `3f9a….xlsx`. */
  name: string;
  size: number;
  body: Readable;
}

/** Opens an uploaded file by the link the upload answered; null when there is no such file. */
export type ReadUploaded = (fileUrl: string) => Promise<UploadedFile | null>;

/** `root/relative`, refusing any path that would leave `root`. */
export function inside(root: string, relativePath: string): string {
  const target = resolve(root, relativePath);
  const rel = relative(root, target);
  if (!rel || rel.startsWith('..') || isAbsolute(rel)) throw new Error(`path outside ${root}: ${relativePath}`);
  return target;
}

/**
 * Uploaded files as the uploads module stores them (local `DATA_DIR/files` or the S3 bucket): a link whose
 * path contains `/files/<key>` (the uploads module answers `/files/…` links, or `FILES_PUBLIC_URL/…`) is the
 * stored object `<key>`. Anything else, or a key the storage refuses, is no file.
 */
export function readUploadedFromStorage(storage: Storage): ReadUploaded {
  return async (fileUrl) => {
    let pathname: string;
    let original: string | null;
    try {
      const url = new URL(fileUrl, 'http://local');
      pathname = decodeURIComponent(url.pathname);
      // The uploads module's links carry the file's own name (`?name=`): the task list shows it.
      original = url.searchParams.get('name');
    } catch {
      return null;
    }
    const at = pathname.indexOf('/files/');
    const key = at >= 0 ? pathname.slice(at + '/files/'.length) : '';
    try {
      assertKey(key);
      const object = await storage.get(key);
      if (!object || 'unsatisfiable' in object) return null;
      return { name: original?.trim().slice(0, 200) || basename(key), size: object.size, body: object.body };
    } catch {
      return null;
    }
  };
}

/** Where jobs keep their files under DATA_DIR: an import's own copy of its upload, an export's output. */
export const jobFiles = {
  importCopy: (merchant: number, no: string, format: string) => `imports/${merchant}/${no}.${format}`,
  exportFinal: (merchant: number, no: string, format: string) => `reports/${merchant}/${no}.${format}`,
  /** Each attempt writes its own file, so that a worker that lost its lease cannot write into the next one's. */
  exportPart: (merchant: number, no: string, format: string, attempt: number) => `reports/${merchant}/${no}.${attempt}.${format}.part`,
};

export async function ensureParent(file: string) {
  await mkdir(dirname(file), { recursive: true });
}

export async function removeQuietly(file: string) {
  await rm(file, { force: true }).catch(() => {});
}
