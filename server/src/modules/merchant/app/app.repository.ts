import { and, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { app, appMetadata, ENABLED } from '../../../db/schema/index.js';

const columns = { id: app.id, app_id: app.app_id, app_key: app.app_key, name: app.name, system: app.system, domain: app.domain, profile: app.profile, payload_codec: app.payload_codec };

/** The enabled app answering for a domain and profile, else the default app. */
export async function findForDomain(tx: Tx, domain: string, profile: string) {
  const [exact] = await tx
    .select(columns)
    .from(app)
    .where(and(eq(app.domain, domain.toLowerCase()), eq(app.profile, profile), eq(app.status, ENABLED)));
  return exact ?? findDefault(tx);
}

export async function findDefault(tx: Tx) {
  const [row] = await tx
    .select(columns)
    .from(app)
    .where(and(eq(app.is_default, 1), eq(app.status, ENABLED)))
    .orderBy(desc(app.id))
    .limit(1);
  return row;
}

export async function findByAppId(tx: Tx, appId: string) {
  const [row] = await tx.select(columns).from(app).where(and(eq(app.app_id, appId), eq(app.status, ENABLED)));
  return row;
}

export async function metadataOf(tx: Tx, appRowId: number) {
  return tx
    .select({ key: appMetadata.key, value: appMetadata.value })
    .from(appMetadata)
    .where(and(eq(appMetadata.app, appRowId), eq(appMetadata.status, ENABLED)));
}
