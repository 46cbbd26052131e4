import { Code } from '@console/contract';
import type { Database } from '../../../db/client.js';
import { AppError, notFound } from '../../../errors.js';
import * as repository from './app.repository.js';

/** The domain summary: the app answering for a domain and its theme metadata. */
export async function summary(db: Database, domain: string, profile = 'prod') {
  return db.tenant('all', async (tx) => {
    const found = await repository.findForDomain(tx, domain, profile);
    if (!found) throw new AppError(Code.APP_CONFIG_MISSING);
    const metadata = Object.fromEntries((await repository.metadataOf(tx, found.id)).map((m) => [m.key, m.value]));
    return { app_id: found.app_id, name: found.name, system: found.system, domain: found.domain, profile: found.profile, metadata };
  });
}

export async function appKey(db: Database, appId: string) {
  const found = await db.tenant('all', (tx) => repository.findByAppId(tx, appId));
  if (!found) throw notFound('应用');
  return { app_id: found.app_id, app_key: found.app_key, payload_codec: found.payload_codec === 1 };
}

/** The app a login belongs to when the console does not name one. */
export async function defaultAppId(db: Database) {
  return (await db.tenant('all', (tx) => repository.findDefault(tx)))?.app_id ?? '';
}
