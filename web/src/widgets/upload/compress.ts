import { COMPRESS, fitWithin } from './rules';

/** An image's pixel size, read by the browser (fails for a file that is not a decodable image). */
export async function imageSize(file: Blob): Promise<{ width: number; height: number }> {
  const bitmap = await createImageBitmap(file);
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return size;
}

const toBlob = (canvas: HTMLCanvasElement, type: string, quality?: number) =>
  new Promise<Blob>((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('toBlob'))), type, quality));

/**
 * Shrinks an image within 1920×1920 at quality 0.8 (document 1 §5). A PNG stays a PNG (keeping its
 * transparency) when that is enough; otherwise it becomes a JPEG on white. Returns the new bytes and name.
 */
export async function compressImage(file: File, maxBytes: number): Promise<{ blob: Blob; name: string }> {
  const bitmap = await createImageBitmap(file);
  const { width, height } = fitWithin(bitmap.width, bitmap.height, COMPRESS.maxWidth, COMPRESS.maxHeight);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas');
  const base = file.name.replace(/\.[^.]+$/, '');
  if (file.type === 'image/png') {
    context.drawImage(bitmap, 0, 0, width, height);
    const png = await toBlob(canvas, 'image/png');
    if (png.size <= maxBytes) {
      bitmap.close();
      return { blob: png, name: `${base}.png` };
    }
    context.clearRect(0, 0, width, height);
  }
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  return { blob: await toBlob(canvas, 'image/jpeg', COMPRESS.quality), name: `${base}.jpg` };
}
