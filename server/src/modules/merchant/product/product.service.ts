import { Code, ProductStatus, products as builtinProducts, type CallBody, type CallQuery, type calls } from '@console/contract';
import { sql } from 'drizzle-orm';
import type { Database, Scope, Tx } from '../../../db/client.js';
import { product } from '../../../db/schema/index.js';
import { AppError, badParameter, notFound } from '../../../errors.js';
import type { Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { assertTransition, type Lifecycle } from '../../../shared/lifecycle.js';
import { listPayload, pageOf } from '../../../shared/paging.js';
import { iso } from '../../../shared/time.js';
import { findBelow } from '../merchant/merchant.scope.js';
import type { SessionService } from '../session/session.service.js';
import * as repository from './product.repository.js';

/** A product is enabled or disabled; either may move to the other. `ALL` (the operator's) is never disabled. */
export const productLifecycle: Lifecycle<number> = {
  what: '产品',
  names: { [ProductStatus.enabled]: '启用', [ProductStatus.disabled]: '禁用' },
  moves: { [ProductStatus.enabled]: [ProductStatus.disabled], [ProductStatus.disabled]: [ProductStatus.enabled] },
};

const conflict = (message: string, hint?: string) => new AppError(Code.ILLEGAL_TRANSITION, message, hint);

/** At every start: the program's products are in the catalogue (names, descriptions and status stay the operator's). */
export async function syncCatalogue(tx: Tx) {
  await tx
    .insert(product)
    .values(builtinProducts.map((p, index) => ({ code: p.code, name: p.label, platform: p.platform, builtin: true, sort: index * 10 })))
    .onConflictDoUpdate({ target: product.code, set: { platform: sql`excluded.platform`, builtin: true } });
}

const record = (r: repository.ProductRow) => ({ ...r, create_time: iso(r.create_time), update_time: iso(r.update_time) });
const target = (code: string, name: string) => ({ type: 'product', id: code, name });
const snapshot = (r: { name: string; description: string; sort: number; status: number }) => ({
  name: r.name,
  description: r.description,
  sort: r.sort,
  status: productLifecycle.names[r.status] ?? r.status,
});

export async function list(db: Database, query: CallQuery<typeof calls.productList>) {
  const page = pageOf(query);
  const filter = { keywords: query.keywords?.trim() || undefined, status: query.status, platform: query.platform };
  return db.tenant('all', async (tx) => listPayload((await repository.page(tx, filter, page.size, page.offset)).map(record), await repository.total(tx, filter), page));
}

export async function get(db: Database, code: string) {
  const row = await db.tenant('all', (tx) => repository.find(tx, code));
  if (!row) throw notFound('产品');
  return record(row);
}

export async function create(db: Database, actor: Actor, body: CallBody<typeof calls.productCreate>) {
  return db.tenant('all', async (tx) => {
    if (await repository.find(tx, body.code)) throw badParameter(`产品编码「${body.code}」已存在`, '请换一个编码');
    const values = { code: body.code, name: body.name.trim(), description: body.description?.trim() ?? '', platform: body.platform ?? false, sort: body.sort ?? 0 };
    await repository.insert(tx, values);
    await audit(tx, actor, target(values.code, values.name), { after: snapshot({ ...values, status: ProductStatus.enabled }) });
    return { code: values.code };
  });
}

async function lock(tx: Tx, code: string) {
  const row = await repository.find(tx, code, { lock: true });
  if (!row) throw notFound('产品');
  return row;
}

export async function update(db: Database, actor: Actor, body: CallBody<typeof calls.productUpdate>) {
  return db.tenant('all', async (tx) => {
    const row = await lock(tx, body.code);
    const values = { name: body.name.trim(), description: body.description?.trim() ?? row.description, sort: body.sort ?? row.sort };
    await repository.update(tx, row.code, values);
    await audit(tx, actor, target(row.code, values.name), { before: snapshot(row), after: snapshot({ ...row, ...values }) });
    return { code: row.code };
  });
}

export async function remove(db: Database, actor: Actor, code: string) {
  return db.tenant('all', async (tx) => {
    const row = await lock(tx, code);
    if (row.builtin) throw conflict(`「${row.name}」是内置产品，不能删除`, '不再使用时可以禁用');
    if (row.merchant_count > 0) throw conflict(`还有 ${row.merchant_count} 个商户开通了「${row.name}」，不能删除`, '请先停用这些商户的该产品，或禁用产品');
    await repository.remove(tx, code);
    await audit(tx, actor, target(code, row.name), { before: snapshot(row) });
    return { code };
  });
}

export async function setStatus(db: Database, sessions: SessionService, actor: Actor, code: string, status: number) {
  return db.tenant('all', async (tx) => {
    const row = await lock(tx, code);
    if (code === 'ALL' && status === ProductStatus.disabled) throw conflict('平台运营产品不能禁用', '禁用它会使平台运营方失去所有权限');
    assertTransition(productLifecycle, row.status, status);
    await repository.update(tx, code, { status });
    await audit(tx, actor, target(code, row.name), { before: { status: productLifecycle.names[row.status] }, after: { status: productLifecycle.names[status] } });
    // Every holder's access changes (a disabled product's permissions are inert from the next call).
    await sessions.publish(tx, { type: 'all' });
    return { code, status };
  });
}

/**
 * What the caller may grant to merchants below it: the enabled products it holds, and for each partner platform
 * it holds (`x:partner:platform`) the merchant and group platforms of the same area. Never `ALL`.
 */
export async function grantable(tx: Tx, access: Access) {
  const rows = (await repository.all(tx)).filter((p) => p.status === ProductStatus.enabled && p.code !== 'ALL');
  if (access.products.has('ALL')) return rows;
  const held = new Set(access.products);
  for (const code of access.products) {
    const area = /^([a-z0-9-]+):partner:platform$/.exec(code)?.[1];
    if (area) for (const kind of ['merchant', 'group']) held.add(`${area}:${kind}:platform`);
  }
  return rows.filter((p) => held.has(p.code));
}

export async function privilege(db: Database, access: Access) {
  const rows = await db.tenant('all', (tx) => grantable(tx, access));
  return { row: rows.map((p) => ({ code: p.code, name: p.name, platform: p.platform })) };
}

/** Refuses any code the caller may not grant, naming it. */
export async function assertGrantable(tx: Tx, access: Access, codes: readonly string[]) {
  const allowed = new Set((await grantable(tx, access)).map((p) => p.code));
  const refused = codes.filter((code) => !allowed.has(code));
  if (refused.length) {
    throw new AppError(Code.FORBIDDEN_PERMISSION, `不能开通自己未持有的产品：${refused.join('、')}`, '只能开通本商户已开通（且已启用）的产品');
  }
}

export async function grantList(db: Database, access: Access, query: CallQuery<typeof calls.productGrantList>) {
  const page = pageOf(query);
  const filter = { product: query.product, merchant: query.merchant, except: access.merchant.id };
  return db.tenant(access.scope, async (tx) =>
    listPayload(
      (await repository.grantPage(tx, access.scope, filter, page.size, page.offset)).map((r) => ({
        ...r,
        expire_time: r.expire_time ? iso(r.expire_time) : null,
        create_time: iso(r.create_time),
      })),
      await repository.grantTotal(tx, access.scope, filter),
      page,
    ),
  );
}

/** Grants inside the creating transaction of a merchant, or from the grant call. */
export async function grantIn(tx: Tx, access: Access, merchantId: number, codes: readonly string[], expire: Date | null) {
  await assertGrantable(tx, access, codes);
  await repository.upsertGrants(tx, merchantId, [...codes], { expire_time: expire, grantor: access.merchant.id });
}

const grantTarget = (m: { id: number; name: string }) => ({ type: 'merchant', id: m.id, name: m.name, merchant: m.id });

export async function grant(db: Database, sessions: SessionService, actor: Actor, body: CallBody<typeof calls.productGrant>) {
  const expire = body.expire_time ? new Date(body.expire_time) : null;
  if (expire && expire.getTime() <= Date.now()) throw badParameter('到期时间必须晚于当前时间');
  return db.tenant(actor.access.scope, async (tx) => {
    const target = await findBelow(tx, actor.access, body.merchant, { lock: true });
    const before = (await repository.grantsOf(tx, target.id)).map((g) => g.product);
    await grantIn(tx, actor.access, target.id, body.products, expire);
    await audit(tx, actor, grantTarget(target), { before: { products: before }, after: { products: [...new Set([...before, ...body.products])], expire_time: expire ? iso(expire) : '长期' } });
    await sessions.publish(tx, { type: 'all' });
    return { merchant: target.id, products: [...body.products] };
  });
}

export async function deprive(db: Database, sessions: SessionService, actor: Actor, body: CallBody<typeof calls.productDeprive>) {
  return db.tenant(actor.access.scope, async (tx) => {
    const target = await findBelow(tx, actor.access, body.merchant, { lock: true });
    // Taking away is bound by the same rule as granting: only what the caller could have granted.
    await assertGrantable(tx, actor.access, body.products);
    const before = (await repository.grantsOf(tx, target.id)).map((g) => g.product);
    const missing = body.products.filter((code) => !before.includes(code));
    if (missing.length) throw badParameter(`商户未开通产品：${missing.join('、')}`, '请刷新页面后重试');
    await repository.removeGrants(tx, target.id, [...body.products]);
    await audit(tx, actor, grantTarget(target), { before: { products: before }, after: { products: before.filter((p) => !body.products.includes(p)) } });
    await sessions.publish(tx, { type: 'all' });
    return { merchant: target.id, products: [...body.products] };
  });
}

/**
 * One grant rests on a contract (`merchant/product/contract`, called by the contract module once it has checked the
 * contract is the merchant's and in force): its number and the grant's own expiry, audited on the merchant.
 */
export async function contractGrant(tx: Tx, actor: Actor, target: { id: number; name: string }, code: string, contract: { contract_no: string; expire_time: Date | null }) {
  await assertGrantable(tx, actor.access, [code]);
  const grant = (await repository.grantsOf(tx, target.id)).find((g) => g.product === code);
  if (!grant) throw badParameter(`商户未开通产品：${code}`, '请先开通产品再登记合同');
  await repository.updateGrant(tx, target.id, code, contract);
  await audit(tx, actor, grantTarget(target), {
    before: { product: code, contract_no: grant.contract_no, expire_time: grant.expire_time ? iso(grant.expire_time) : '长期' },
    after: { product: code, contract_no: contract.contract_no, expire_time: contract.expire_time ? iso(contract.expire_time) : '长期' },
  });
}

// ---- contracts (the contract module keeps the contracts; the grants they cover are this module's) ----------------

/** The products each contract of `merchantIds` covers, keyed `merchant:contract_no`. */
export async function contractProducts(tx: Tx, merchantIds: readonly number[]) {
  const covered = new Map<string, { product: string; product_name: string; status: number; expire_time: string | null }[]>();
  for (const g of await repository.contractGrantsOf(tx, [...new Set(merchantIds)])) {
    const key = `${g.merchant}:${g.contract_no}`;
    covered.set(key, [...(covered.get(key) ?? []), { product: g.product, product_name: g.product_name, status: g.status, expire_time: g.expire_time ? iso(g.expire_time) : null }]);
  }
  return covered;
}

/**
 * A contract now covers `codes` of a merchant's grants (each must be held by the merchant and grantable by the
 * caller): they carry its number and end when it ends; grants it covered before (`previous`, its old number) and
 * covers no more keep their expiry but no longer name it.
 */
export async function coverByContract(
  tx: Tx,
  access: Access,
  merchantId: number,
  contract: { contract_no: string; expire_time: Date | null; previous?: string },
  codes: readonly string[],
) {
  await assertGrantable(tx, access, codes);
  const grants = await repository.grantsOf(tx, merchantId);
  const held = new Set(grants.map((g) => g.product));
  const missing = codes.filter((code) => !held.has(code));
  if (missing.length) throw badParameter(`商户未开通产品：${missing.join('、')}`, '合同只能涵盖已为该商户开通的产品，请先开通产品');
  const released = grants.filter((g) => contract.previous !== undefined && g.contract_no === contract.previous && !codes.includes(g.product)).map((g) => g.product);
  await repository.setContract(tx, merchantId, released, { contract_no: '' });
  await repository.setContract(tx, merchantId, codes, { contract_no: contract.contract_no, expire_time: contract.expire_time });
}

/** A contract ended early (终止): the grants resting on it expire at `at`. */
export const expireByContract = (tx: Tx, merchantId: number, contractNo: string, at: Date) => repository.expireContract(tx, merchantId, contractNo, at);

/** The products a merchant holds now: granted, in force, not expired, the product itself enabled. */
export async function productsInForce(tx: Tx, merchantId: number) {
  const now = Date.now();
  return (await repository.grantsOf(tx, merchantId))
    .filter((g) => g.status === ProductStatus.enabled && g.product_status !== ProductStatus.disabled && (!g.expire_time || g.expire_time.getTime() > now))
    .map((g) => g.product);
}

/** How many merchants of a scope hold one of these products now. */
export const holderCount = (tx: Tx, scope: Scope, codes: readonly string[]) => repository.holderCount(tx, scope, codes);

/**
 * Whether a merchant holds `code` in force (what a session load would count). Other modules ask before giving a
 * merchant something of that platform (a park).
 */
export const holdsProduct = async (tx: Tx, merchantId: number, code: string) => (await productsInForce(tx, merchantId)).includes(code);

/** A list condition for other modules: the merchant in `column` holds `code` now. */
export const holdsProductSql = repository.holdsProductSql;
