import { UPLOAD_NAMESPACE_PATTERN, uploadFile as uploadFileCall, uploadToken } from '@console/contract';
import { RequestError, send } from '../../lib/request';
import { uploadMessages } from './rules';

/** The file's SHA-256 in hex: SubtleCrypto where the page is a secure context, else a script implementation. */
export async function sha256Hex(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const digest = globalThis.crypto?.subtle ? new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', bytes)) : (await import('@noble/hashes/sha2.js')).sha256(bytes);
  return [...digest].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export interface Uploaded {
  link: string;
  size: number;
  name: string;
}

/**
 * Uploads one file (document 1 §4): a token for its space and hash, then the file to the token's address.
 * Failures are RequestErrors with the §5 messages (获取token失败, 上传失败, or the server's reason).
 */
export async function uploadFile(file: Blob, name: string, namespace: string = 'default', onProgress?: (percent: number) => void): Promise<Uploaded> {
  // A malformed name is refused here; a bucket that does not exist or is disabled is refused by the server.
  if (!new RegExp(UPLOAD_NAMESPACE_PATTERN).test(namespace)) throw new RequestError({ code: 'namespace', message: uploadMessages.noSpace });
  const hash = await sha256Hex(file);
  const dot = name.lastIndexOf('.');
  const extension = dot < 0 ? undefined : name.slice(dot + 1).toLowerCase();
  const token = await send(uploadToken, { namespace, hash, extension }, { silent: true }).catch((error: unknown) => {
    throw new RequestError({ code: error instanceof RequestError ? error.code : 'token', message: uploadMessages.tokenFailed, hint: error instanceof RequestError ? error.message : undefined });
  });
  const form = new FormData();
  form.append('token', token.token);
  form.append('file', file, name);
  const result = await send(uploadFileCall, {}, { silent: true, form, url: token.api_url, onProgress });
  return { link: result.link, size: result.size, name };
}

/** What a failed upload tells the user: the §5 message itself, or 上传失败 with the server's reason. */
export function failureText(error: unknown): string {
  const reason = error instanceof RequestError ? error.message : undefined;
  if (!reason) return uploadMessages.uploadFailed;
  return reason === uploadMessages.tokenFailed || reason === uploadMessages.noSpace ? reason : `${uploadMessages.uploadFailed}：${reason}`;
}
