import { compressImage, imageSize } from './compress';
import { checkImage, hasRatio, IMAGE_EXTENSIONS, IMAGE_MAX_BYTES, uploadMessages, type ImageRules } from './rules';
import { uploadFile } from './upload-file';

/** A chosen image the rules refuse (a warning, not a failure). */
export class ImageRefused extends Error {}

export interface ImageUploadOptions extends ImageRules {
  ratio?: readonly [number, number];
  namespace?: string;
  onProgress?: (percent: number) => void;
}

/**
 * One image through document 1 §5's rules: type, aspect ratio, size (compressed in the browser when larger,
 * refused when still too large), then uploaded. Answers the link; throws ImageRefused with the spec message,
 * or the upload's RequestError.
 */
export async function uploadImage(file: File, options: ImageUploadOptions = {}): Promise<string> {
  const { accept = IMAGE_EXTENSIONS, maxBytes = IMAGE_MAX_BYTES, gifMaxBytes, ratio, namespace = 'default', onProgress } = options;
  const verdict = checkImage(file, { accept, maxBytes, gifMaxBytes });
  if ('refuse' in verdict) throw new ImageRefused(verdict.refuse);
  if (ratio) {
    const { width, height } = await imageSize(file).catch(() => ({ width: 0, height: 0 }));
    if (!width || !hasRatio(width, height, ratio)) throw new ImageRefused(uploadMessages.badRatio);
  }
  let blob: Blob = file;
  let name = file.name;
  if (verdict.upload === 'compress') {
    const compressed = await compressImage(file, maxBytes).catch(() => undefined);
    if (!compressed) throw new ImageRefused(uploadMessages.compressFailed);
    if (compressed.blob.size > maxBytes) throw new ImageRefused(uploadMessages.stillTooLarge);
    ({ blob, name } = compressed);
  }
  return (await uploadFile(blob, name, namespace, onProgress)).link;
}
