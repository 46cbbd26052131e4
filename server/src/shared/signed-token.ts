import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * A signing key: the setting when it is set, else 32 random bytes kept in `DATA_DIR/<file>` (mode 0600),
 * written on first use by whichever process gets there first; loaded once.
 */
export function signingKey(setting: string, dataDir: string, file: string): () => Promise<Buffer> {
  let key: Promise<Buffer> | undefined;
  const fromFile = async () => {
    const path = join(dataDir, file);
    const read = async () => Buffer.from((await readFile(path, 'utf8')).trim(), 'base64url');
    try {
      return await read();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    await mkdir(dataDir, { recursive: true });
    try {
      await writeFile(path, `${randomBytes(32).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 });
    } catch (error) {
      // Another process wrote it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    return read();
  };
  return () => (key ??= setting ? Promise.resolve(Buffer.from(setting, 'utf8')) : fromFile());
}

/** Stateless tokens `<prefix>.<claims, base64url JSON>.<HMAC-SHA256 of prefix and claims>`. */
export class SignedTokens<Wire extends object> {
  constructor(
    private readonly prefix: string,
    private readonly key: () => Promise<Buffer>,
  ) {}

  private async mac(body: string) {
    return createHmac('sha256', await this.key()).update(`${this.prefix}.${body}`).digest();
  }

  async sign(wire: Wire): Promise<string> {
    const body = Buffer.from(JSON.stringify(wire)).toString('base64url');
    return `${this.prefix}.${body}.${(await this.mac(body)).toString('base64url')}`;
  }

  /** The claims of a genuine token; undefined for a malformed, foreign or forged one (checked in constant time). */
  async open(token: string): Promise<Partial<Wire> | undefined> {
    if (token.length > 1000) return undefined;
    const parts = token.trim().split('.');
    if (parts.length !== 3 || parts[0] !== this.prefix || !parts[1] || !parts[2]) return undefined;
    const given = Buffer.from(parts[2], 'base64url');
    const expected = await this.mac(parts[1]);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    try {
      const wire = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as unknown;
      return wire && typeof wire === 'object' ? (wire as Partial<Wire>) : undefined;
    } catch {
      return undefined;
    }
  }
}
