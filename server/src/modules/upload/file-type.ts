import { open } from 'node:fs/promises';

/** What the bytes of a file are, read from their first bytes (and, for ZIP containers, their directory). */
export type DetectedKind = 'png' | 'jpeg' | 'gif' | 'webp' | 'pdf' | 'xlsx' | 'docx' | 'pptx' | 'zip' | 'ole' | 'mp4' | 'text' | 'unknown';

const kindLabels: Record<DetectedKind, string> = {
  png: 'PNG 图片',
  jpeg: 'JPEG 图片',
  gif: 'GIF 图片',
  webp: 'WebP 图片',
  pdf: 'PDF 文档',
  xlsx: 'Excel 工作簿（xlsx）',
  docx: 'Word 文档（docx）',
  pptx: 'PowerPoint 演示文稿（pptx）',
  zip: 'ZIP 压缩包',
  ole: 'Office 97-2003 文档（xls/doc）',
  mp4: 'MP4 视频',
  text: '文本（如 HTML、CSV 或纯文本）',
  unknown: '无法识别的格式',
};

export interface FileType {
  /** The kind the bytes must be. */
  kind: DetectedKind;
  contentType: string;
  /** Shown inline; every other type is served as a download. */
  image: boolean;
}

/** The extensions accepted, with the kind their bytes must have. */
export const fileTypes: Record<string, FileType> = {
  png: { kind: 'png', contentType: 'image/png', image: true },
  jpg: { kind: 'jpeg', contentType: 'image/jpeg', image: true },
  jpeg: { kind: 'jpeg', contentType: 'image/jpeg', image: true },
  gif: { kind: 'gif', contentType: 'image/gif', image: true },
  webp: { kind: 'webp', contentType: 'image/webp', image: true },
  pdf: { kind: 'pdf', contentType: 'application/pdf', image: false },
  xlsx: { kind: 'xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', image: false },
  docx: { kind: 'docx', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', image: false },
  pptx: { kind: 'pptx', contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', image: false },
  xls: { kind: 'ole', contentType: 'application/vnd.ms-excel', image: false },
  doc: { kind: 'ole', contentType: 'application/msword', image: false },
  csv: { kind: 'text', contentType: 'text/csv', image: false },
  txt: { kind: 'text', contentType: 'text/plain', image: false },
  mp4: { kind: 'mp4', contentType: 'video/mp4', image: false },
  // Charger software and firmware packages (the firmware space only: a plain archive, not an Office file).
  zip: { kind: 'zip', contentType: 'application/zip', image: false },
};

/** The extensions the built-in upload spaces take at first (their buckets may change it): ad materials are images and video. */
export const namespaceExtensions: Record<'default' | 'advertising' | 'firmware', readonly string[]> = {
  default: Object.keys(fileTypes).filter((e) => e !== 'zip'),
  advertising: ['png', 'jpg', 'jpeg', 'gif', 'webp', 'mp4'],
  firmware: ['zip'],
};

/** The usual extension of a kind, for a file uploaded without one. */
const extensionOfKind: Partial<Record<DetectedKind, string>> = {
  png: 'png', jpeg: 'jpg', gif: 'gif', webp: 'webp', pdf: 'pdf', xlsx: 'xlsx', docx: 'docx', pptx: 'pptx', mp4: 'mp4', text: 'txt',
};

export const describeKind = (kind: DetectedKind) => kindLabels[kind];
export const defaultExtension = (kind: DetectedKind) => extensionOfKind[kind];

const HEAD_BYTES = 8192;
const starts = (head: Buffer, bytes: number[] | string, at = 0) => {
  const expected = typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : Buffer.from(bytes);
  return head.length >= at + expected.length && head.subarray(at, at + expected.length).equals(expected);
};

/** Text has no NUL and no control characters other than tab, line breaks, form feed and (CSV from old tools) SUB. */
function isText(head: Buffer) {
  if (head.length === 0) return false;
  for (const byte of head) {
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c && byte !== 0x1a) return false;
    if (byte === 0x7f) return false;
  }
  return true;
}

/** Entry names from a ZIP's central directory (found through the end-of-directory record at the tail). */
async function zipEntryNames(path: string, size: number): Promise<string[]> {
  const file = await open(path, 'r');
  try {
    const tailLength = Math.min(size, 22 + 65535);
    const tail = Buffer.alloc(tailLength);
    await file.read(tail, 0, tailLength, size - tailLength);
    let end = -1;
    for (let i = tailLength - 22; i >= 0; i--) {
      if (tail.readUInt32LE(i) === 0x06054b50) {
        end = i;
        break;
      }
    }
    if (end < 0) return [];
    const directorySize = tail.readUInt32LE(end + 12);
    const directoryOffset = tail.readUInt32LE(end + 16);
    if (directoryOffset + directorySize > size || directorySize > 4_000_000) return [];
    const directory = Buffer.alloc(directorySize);
    await file.read(directory, 0, directorySize, directoryOffset);
    const names: string[] = [];
    for (let at = 0; at + 46 <= directory.length && names.length < 5000; ) {
      if (directory.readUInt32LE(at) !== 0x02014b50) break;
      const nameLength = directory.readUInt16LE(at + 28);
      const extraLength = directory.readUInt16LE(at + 30);
      const commentLength = directory.readUInt16LE(at + 32);
      names.push(directory.toString('utf8', at + 46, at + 46 + nameLength));
      at += 46 + nameLength + extraLength + commentLength;
    }
    return names;
  } finally {
    await file.close();
  }
}

/** The kind of a file on disk, from its magic numbers. */
export async function detectKind(path: string, size: number): Promise<DetectedKind> {
  const file = await open(path, 'r');
  const head = Buffer.alloc(Math.min(size, HEAD_BYTES));
  try {
    await file.read(head, 0, head.length, 0);
  } finally {
    await file.close();
  }
  if (starts(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts(head, 'GIF87a') || starts(head, 'GIF89a')) return 'gif';
  if (starts(head, 'RIFF') && starts(head, 'WEBP', 8)) return 'webp';
  if (starts(head, '%PDF-')) return 'pdf';
  if (starts(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ole';
  if (starts(head, 'ftyp', 4)) return 'mp4';
  if (starts(head, [0x50, 0x4b, 0x03, 0x04])) {
    const names = await zipEntryNames(path, size);
    if (names.includes('[Content_Types].xml')) {
      if (names.some((n) => n.startsWith('xl/'))) return 'xlsx';
      if (names.some((n) => n.startsWith('word/'))) return 'docx';
      if (names.some((n) => n.startsWith('ppt/'))) return 'pptx';
    }
    return 'zip';
  }
  // Text checked last: UTF-8 (with or without BOM) and GBK both pass; only control bytes fail.
  return isText(head) ? 'text' : 'unknown';
}
