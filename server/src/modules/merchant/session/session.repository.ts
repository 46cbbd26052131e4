import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { DISABLED, ENABLED, manager, managerRole, merchant, merchantProduct, merchantRelation, permission, product, rolePermission, role, session } from '../../../db/schema/index.js';

/** The live session of a token hash, with its manager and merchant; both must be enabled. */
export async function findLiveSession(tx: Tx, tokenHash: string) {
  const [row] = await tx
    .select({
      tokenHash: session.token_hash,
      expireTime: session.expire_time,
      appId: session.app_id,
      manager: {
        id: manager.id,
        account: manager.account,
        name: manager.name,
        mobile: manager.mobile,
        nickname: manager.nickname,
        avatar: manager.avatar,
        superuser: manager.superuser,
      },
      merchant: { id: merchant.id, name: merchant.name, kind: merchant.kind },
    })
    .from(session)
    .innerJoin(manager, eq(manager.id, session.manager))
    .innerJoin(merchant, eq(merchant.id, manager.merchant))
    .where(
      and(
        eq(session.token_hash, tokenHash),
        isNull(session.revoke_time),
        gt(session.expire_time, sql`now()`),
        eq(manager.status, ENABLED),
        eq(merchant.status, ENABLED),
      ),
    );
  return row;
}

export async function ownedProducts(tx: Tx, merchantId: number): Promise<string[]> {
  const rows = await tx
    .select({ product: merchantProduct.product })
    .from(merchantProduct)
    .where(
      and(
        eq(merchantProduct.merchant, merchantId),
        eq(merchantProduct.status, ENABLED),
        sql`(${merchantProduct.expire_time} is null or ${merchantProduct.expire_time} > now())`,
        // A product the operator disabled is inert for everyone who holds it.
        sql`not exists (select 1 from ${product} p where p.code = ${merchantProduct.product} and p.status = ${DISABLED})`,
      ),
    );
  return rows.map((r) => r.product);
}

export async function rolePermissionsOf(tx: Tx, managerId: number): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ permission: rolePermission.permission })
    .from(managerRole)
    .innerJoin(role, and(eq(role.id, managerRole.role), eq(role.status, ENABLED)))
    .innerJoin(rolePermission, eq(rolePermission.role, role.id))
    .where(eq(managerRole.manager, managerId));
  return rows.map((r) => r.permission);
}

/** The permissions the platform operator disabled (a short list: most are enabled). */
export async function disabledPermissions(tx: Tx): Promise<string[]> {
  const rows = await tx.select({ code: permission.code }).from(permission).where(eq(permission.status, DISABLED));
  return rows.map((r) => r.code);
}

/** Relations below a merchant, followed to any depth. */
export async function relationsBelow(tx: Tx, merchantId: number) {
  const result = await tx.execute<{ parent: number; child: number }>(sql`
    with recursive below(parent, child) as (
      select parent, child from ${merchantRelation} where parent = ${merchantId}
      union
      select r.parent, r.child from ${merchantRelation} r join below b on r.parent = b.child
    )
    select parent::int as parent, child::int as child from below limit 100000`);
  return (result as unknown as { rows: { parent: number; child: number }[] }).rows;
}

export async function mainAccountName(tx: Tx, merchantId: number): Promise<string> {
  const [row] = await tx
    .select({ name: manager.name })
    .from(manager)
    .where(and(eq(manager.merchant, merchantId), eq(manager.superuser, true)))
    .orderBy(manager.id)
    .limit(1);
  return row?.name ?? '';
}

export async function insertSession(tx: Tx, values: typeof session.$inferInsert) {
  await tx.insert(session).values(values);
}

export async function revokeSession(tx: Tx, tokenHash: string) {
  await tx.update(session).set({ revoke_time: sql`now()` }).where(and(eq(session.token_hash, tokenHash), isNull(session.revoke_time)));
}

/** Shortens a session's life (the grace period of a refreshed token). */
export async function expireSessionBy(tx: Tx, tokenHash: string, expireTime: Date) {
  await tx
    .update(session)
    .set({ expire_time: sql`least(${session.expire_time}, ${expireTime.toISOString()}::timestamptz)` })
    .where(eq(session.token_hash, tokenHash));
}

export async function revokeManagerSessions(tx: Tx, managerIds: number[]) {
  if (managerIds.length === 0) return;
  await tx.update(session).set({ revoke_time: sql`now()` }).where(and(inArray(session.manager, managerIds), isNull(session.revoke_time)));
}

/** Ends every session of a merchant's accounts (the merchant disabled or closed). */
export async function revokeMerchantSessions(tx: Tx, merchantId: number) {
  await tx.update(session).set({ revoke_time: sql`now()` }).where(and(eq(session.merchant, merchantId), isNull(session.revoke_time)));
}
