/** The upload messages of document 1 §5, verbatim. */
export const uploadMessages = {
  tooMany: '超出最大文件上传数量',
  badExtension: '不支持该文件类型上传',
  tooLarge: '文件大小超出限制',
  confirmRemove: '确定移除文件吗?',
  badImage: '请上传符合要求格式的图片',
  stillTooLarge: '压缩后图片大小仍超出限制尺寸，请您使用相关工具压缩后再重新上传',
  compressFailed: '图片压缩失败,请重试',
  badRatio: '上传图片尺寸不符合',
  badPaste: '请粘贴有效的图片',
  noSpace: '图片上传空间不存在',
  tokenFailed: '获取token失败',
  uploaded: '上传成功',
  uploadFailed: '上传失败',
  imageLoadFailed: '图片加载失败',
} as const;

/** Document 1 §5 defaults. */
export const IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png'] as const;
export const IMAGE_MAX_BYTES = 1_048_576;
export const FILE_MAX_BYTES = 20_000_000;
/** Larger images are compressed in the browser to this quality within this box. */
export const COMPRESS = { quality: 0.8, maxWidth: 1920, maxHeight: 1920 } as const;

export const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
};

export interface ImageRules {
  accept?: readonly string[];
  maxBytes?: number;
  /** GIFs are never compressed (it would lose the animation): their own limit. */
  gifMaxBytes?: number;
}

/**
 * What to do with a chosen image: refuse it (with the message), upload it as it is, or compress it first.
 * A GIF is allowed only when `accept` lists it.
 */
export function checkImage(file: { name: string; size: number }, rules: ImageRules = {}): { refuse: string } | { upload: 'as-is' | 'compress' } {
  const accept = rules.accept ?? IMAGE_EXTENSIONS;
  const extension = extensionOf(file.name);
  if (!accept.includes(extension)) return { refuse: uploadMessages.badImage };
  if (extension === '.gif') return file.size > (rules.gifMaxBytes ?? rules.maxBytes ?? IMAGE_MAX_BYTES) ? { refuse: uploadMessages.tooLarge } : { upload: 'as-is' };
  return file.size > (rules.maxBytes ?? IMAGE_MAX_BYTES) ? { upload: 'compress' } : { upload: 'as-is' };
}

export interface FileRules {
  accept?: readonly string[];
  maxBytes?: number;
  count?: number;
}

/** A chosen file's refusal message, or undefined when it may be uploaded next to `held` files. */
export function checkFile(file: { name: string; size: number }, held: number, rules: FileRules = {}): string | undefined {
  const count = rules.count ?? 1;
  // A single-file field replaces its file (after asking); a multi-file field has a hard count.
  if (count > 1 && held >= count) return uploadMessages.tooMany;
  if (rules.accept && !rules.accept.includes(extensionOf(file.name))) return uploadMessages.badExtension;
  if (file.size > (rules.maxBytes ?? FILE_MAX_BYTES)) return uploadMessages.tooLarge;
  return undefined;
}

/** The size within `max` keeping the aspect ratio (never enlarged). */
export function fitWithin(width: number, height: number, maxWidth: number = COMPRESS.maxWidth, maxHeight: number = COMPRESS.maxHeight) {
  const scale = Math.min(1, maxWidth / width, maxHeight / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Whether an image's size has the required aspect ratio (1% tolerance). */
export const hasRatio = (width: number, height: number, ratio: readonly [number, number]) => Math.abs(width / height - ratio[0] / ratio[1]) <= (ratio[0] / ratio[1]) * 0.01;
