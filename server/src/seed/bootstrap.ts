import { permissionCatalogue } from '@console/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { app, appMetadata, permission } from '../db/schema/index.js';
import { syncCatalogue } from '../modules/merchant/product/product.service.js';
import { ensureBuiltinBuckets } from '../modules/merchant/bucket/bucket.service.js';

/** The default theme of document 1 §1 and §3. */
export const defaultMetadata: Record<string, string> = {
  TEXT_SITENAME: '商户管理平台',
  STYLE_MENU_TITLE: '商户管理平台',
  STYLE_PRIMARY_COLOR: '#409EFF',
  IMAGE_MENU_LOGO: '/logo.svg',
  IMAGE_FAVICON: '/favicon.svg',
  LINK_SUPPORT: '',
  ENABLE_AI_SUPPORT: '0',
};

/**
 * Runs at every start: the permission and product tables follow the catalogues in packages/contract, and a default
 * app (theme) exists so that any domain gets the console.
 */
export async function bootstrap(db: Database) {
  await db.tenant('all', async (tx) => {
    await tx
      .insert(permission)
      .values(permissionCatalogue.map((p) => ({ code: p.code, label: p.label, product: p.product })))
      // Code and product belong to the program; the label and status are the operator's (merchant/permission).
      .onConflictDoUpdate({ target: permission.code, set: { product: sql`excluded.product` } });
    await syncCatalogue(tx);
    await ensureBuiltinBuckets(tx);
    const [existing] = await tx.select({ id: app.id }).from(app).where(sql`${app.is_default} = 1`).limit(1);
    if (existing) return;
    const [created] = await tx
      .insert(app)
      .values({ app_id: 'console', app_key: 'ak_console_default', name: '商户管理平台', system: 'merchant', domain: 'localhost', is_default: 1 })
      .onConflictDoNothing()
      .returning({ id: app.id });
    if (!created) return;
    await tx.insert(appMetadata).values(Object.entries(defaultMetadata).map(([key, value]) => ({ app: created.id, key, value })));
  });
}
