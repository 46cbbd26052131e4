import { Code, maskPhone, PackageKind, packageKinds, PackageSaleStatus, packageSaleStatuses, PurchaseState, purchaseStates, type CallBody, type CallQuery, type calls } from '@console/contract';
import type { Database, Tx } from '../../../db/client.js';
import { AppError, badParameter, notFound, unlessDuplicate } from '../../../errors.js';
import type { Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { once, type Idempotency } from '../../../shared/idempotency.js';
import { assertTransition, type Lifecycle } from '../../../shared/lifecycle.js';
import { cappedPageOf, listPayload } from '../../../shared/paging.js';
import { dayRange, iso } from '../../../shared/time.js';
import { energyScope } from '../scope.js';
import { stationIn } from '../station-ref.js';
import * as repository from './package.repository.js';

/**
 * A station's charging packages (充电套餐) and the users' purchases of them. Reading needs the platform's package list
 * code; a package's merchant is its station's. A refund is a money operation: at most what was paid, once, in one
 * transaction with its audit, once per Idempotency-Key. docs/decisions.md, "Energy charging packages and events".
 */

const yuan = (fen: number) => `${(fen / 100).toFixed(2)} 元`;
const operatorOf = (access: Access) => access.manager.name || access.manager.account;
const saleLifecycle: Lifecycle<number> = { what: '充电套餐', names: packageSaleStatuses, moves: { [PackageSaleStatus.off]: [PackageSaleStatus.on], [PackageSaleStatus.on]: [PackageSaleStatus.off] } };
const typeTarget = (r: { id: number; name: string; merchant: number }) => ({ type: 'energy_package_type', id: r.id, name: r.name, merchant: r.merchant });

// ---- packages ------------------------------------------------------------------------------------------------------

const shownType = ({ station: _station, ...r }: repository.TypeRow) => ({ ...r, create_time: iso(r.create_time), update_time: iso(r.update_time) });

async function typeFor(tx: Tx, access: Access, action: 'list' | 'update', id: number, options: { lock?: boolean } = {}) {
  const row = await repository.findType(tx, energyScope(access, 'package', action), id, options);
  if (!row) throw notFound('充电套餐');
  return row;
}

export async function listTypes(db: Database, access: Access, query: CallQuery<typeof calls.energyPackageTypeList>) {
  const page = cappedPageOf(query);
  const filter: repository.TypeFilter = {
    merchants: energyScope(access, 'package', 'list'),
    merchant: query.merchant,
    station_code: query.station_code,
    keywords: query.keywords?.trim() || undefined,
    kind: query.kind,
    status: query.status,
  };
  const { rows, total } = await db.tenant(access.scope, async (tx) => ({ rows: await repository.typePage(tx, filter, page.size, page.offset), total: await repository.typeTotal(tx, filter) }));
  return listPayload(rows.map(shownType), total, page);
}

export async function getType(db: Database, access: Access, id: number) {
  return db.tenant(access.scope, async (tx) => {
    const row = await typeFor(tx, access, 'list', id);
    return { ...shownType(row), ...(await repository.typeSums(tx, row.id)) };
  });
}

type TypeFields = Omit<CallBody<typeof calls.energyPackageTypeUpdate>, 'id'>;

/** The kind decides the quota: 电量包 1–100000 kWh, 次数包 1–1000 sessions, 时长卡 none (0). A 划线价 is above the price. */
function typeValues(body: TypeFields) {
  const name = body.name.trim();
  if (name.length < 2) throw badParameter('套餐名称至少 2 个字', '如：100 度电量包、30 天畅充卡');
  let quota = body.quota;
  if (body.kind === PackageKind.period) quota = 0;
  else if (body.kind === PackageKind.energy && (quota < 1 || quota > 100_000)) throw badParameter('电量包的额度为 1–100000 kWh', '请填写套餐包含的电量（度）');
  else if (body.kind === PackageKind.times && (quota < 1 || quota > 1000)) throw badParameter('次数包的额度为 1–1000 次', '请填写套餐包含的充电次数');
  const original = body.original_price ?? 0;
  if (original > 0 && original <= body.price) throw badParameter('划线价须高于售价', '不需要划线价时请留空');
  return {
    name,
    kind: body.kind,
    quota,
    valid_days: body.valid_days,
    price: body.price,
    original_price: original,
    stock: body.stock ?? 0,
    per_user_limit: body.per_user_limit ?? 0,
    description: body.description?.trim() ?? '',
  };
}

const typeSnapshot = (v: ReturnType<typeof typeValues>) => ({
  name: v.name,
  kind: packageKinds[v.kind as keyof typeof packageKinds],
  quota: v.quota,
  valid_days: v.valid_days,
  price: yuan(v.price),
  original_price: v.original_price ? yuan(v.original_price) : '-',
  stock: v.stock || '不限',
  per_user_limit: v.per_user_limit || '不限',
});

const sameName = (name: string) => () => badParameter(`本电站已有名为「${name}」的套餐`, '请换一个套餐名称');

/** The station's merchant owns it; it starts 已下架 (put on sale when ready). */
export async function createType(db: Database, actor: Actor, body: CallBody<typeof calls.energyPackageTypeCreate>) {
  const access = actor.access;
  const values = typeValues(body);
  return unlessDuplicate(
    () =>
      db.tenant(access.scope, async (tx) => {
        const station = await stationIn(tx, energyScope(access, 'package', 'create'), body.station_code);
        const { id } = await repository.insertType(tx, { ...values, merchant: station.merchant, station: station.id, status: PackageSaleStatus.off });
        await audit(tx, actor, typeTarget({ id, name: values.name, merchant: station.merchant }), { after: { station: station.station_code, ...typeSnapshot(values) } });
        return { id };
      }),
    sameName(values.name),
  );
}

/** Purchases keep what they bought; once sold the kind is fixed and the stock not below what was sold. */
export async function updateType(db: Database, actor: Actor, body: CallBody<typeof calls.energyPackageTypeUpdate>) {
  const access = actor.access;
  const values = typeValues(body);
  return unlessDuplicate(
    () =>
      db.tenant(access.scope, async (tx) => {
        const row = await typeFor(tx, access, 'update', body.id, { lock: true });
        if (row.sold > 0 && row.kind !== values.kind) throw badParameter(`已售出 ${row.sold} 份，套餐类型不能再改`, '需要其他类型时请新建一个套餐，并将此套餐下架');
        if (values.stock > 0 && values.stock < row.sold) throw badParameter(`库存不能少于已售的 ${row.sold} 份`, '库存为总可售份数；填 0 表示不限');
        await repository.updateType(tx, row.id, values);
        await audit(tx, actor, typeTarget(row), { before: typeSnapshot({ ...row }), after: typeSnapshot(values) });
        return { id: row.id };
      }),
    sameName(values.name),
  );
}

export async function setTypeStatus(db: Database, actor: Actor, body: CallBody<typeof calls.energyPackageTypeStatus>) {
  const access = actor.access;
  return db.tenant(access.scope, async (tx) => {
    const row = await typeFor(tx, access, 'update', body.id, { lock: true });
    assertTransition(saleLifecycle, row.status, body.status);
    if (body.status === PackageSaleStatus.on && row.stock > 0 && row.sold >= row.stock) throw badParameter('库存已售罄，不能上架', '请先编辑套餐，提高库存或改为不限');
    await repository.updateType(tx, row.id, { status: body.status });
    await audit(tx, actor, typeTarget(row), { before: { status: packageSaleStatuses[row.status as 0 | 1] }, after: { status: packageSaleStatuses[body.status as 0 | 1] } });
    return { id: row.id, status: body.status };
  });
}

// ---- purchases -----------------------------------------------------------------------------------------------------

const shownPurchase = ({ id: _id, ...r }: repository.PurchaseRow) => ({ ...r, pay_time: iso(r.pay_time), expire_time: iso(r.expire_time), refund_time: r.refund_time ? iso(r.refund_time) : null });

/** What is left of it in fen: the unused share of the quota (a 时长卡: of its days); nothing once refunded, used up or expired. */
export function refundable(r: Pick<repository.PurchaseRow, 'state' | 'kind' | 'quota' | 'used' | 'amount' | 'pay_time' | 'expire_time'>, now = new Date()) {
  if (r.state !== PurchaseState.active) return 0;
  if (r.kind === PackageKind.period) {
    const total = r.expire_time.getTime() - r.pay_time.getTime();
    return Math.floor((r.amount * Math.max(0, r.expire_time.getTime() - now.getTime())) / total);
  }
  return Math.floor((r.amount * Math.max(0, r.quota - r.used)) / r.quota);
}

function purchaseFilter(access: Access, query: CallQuery<typeof calls.energyPackageStatistics>): repository.PurchaseFilter {
  const { from, before } = dayRange(query);
  return {
    merchants: energyScope(access, 'package', 'list'),
    merchant: query.merchant,
    station_code: query.station_code,
    type_id: query.type_id,
    keywords: query.keywords?.replace(/\s+/g, '').toUpperCase() || undefined,
    kind: query.kind,
    state: query.state,
    from,
    to: before,
  };
}

export async function listPurchases(db: Database, access: Access, query: CallQuery<typeof calls.energyPackageList>) {
  const page = cappedPageOf(query);
  const filter = purchaseFilter(access, query);
  const { rows, total } = await db.tenant(access.scope, async (tx) => ({ rows: await repository.purchasePage(tx, filter, page.size, page.offset), total: await repository.purchaseTotal(tx, filter) }));
  // The list masks the buyer's mobile (`138****5678`); the detail shows it whole.
  return listPayload(rows.map((r) => ({ ...shownPurchase(r), mobile: maskPhone(r.mobile) })), total, page);
}

export async function purchaseStatistics(db: Database, access: Access, query: CallQuery<typeof calls.energyPackageStatistics>) {
  const sums = await db.tenant(access.scope, (tx) => repository.purchaseStatistics(tx, purchaseFilter(access, query)));
  return { ...sums, net_amount: sums.amount - sums.refund_amount };
}

async function purchaseFor(tx: Tx, access: Access, action: 'list' | 'refund', packageNo: string, options: { lock?: boolean } = {}) {
  const row = await repository.findPurchase(tx, energyScope(access, 'package', action), packageNo.toUpperCase(), options);
  if (!row) throw notFound('套餐购买记录');
  return row;
}

export async function getPurchase(db: Database, access: Access, packageNo: string) {
  const row = await db.tenant(access.scope, (tx) => purchaseFor(tx, access, 'list', packageNo));
  return { ...shownPurchase(row), refundable: refundable(row) };
}

/**
 * 退款: the amount (at most what was paid) goes back through the channel it was paid with (simulated, as the charging
 * payments' refunds are) and the purchase ends. Once: a refunded purchase answers 1409; once per Idempotency-Key.
 */
export async function refund(db: Database, actor: Actor, idempotency: Idempotency | undefined, body: CallBody<typeof calls.energyPackageRefund>) {
  const access = actor.access;
  const reason = body.reason.trim();
  if (reason.length < 2) throw badParameter('退款原因至少 2 个字', '请写明原因，如：用户搬离，申请退还未用额度');
  return db.tenant(access.scope, (tx) =>
    once(tx, idempotency, async () => {
      const row = await purchaseFor(tx, access, 'refund', body.package_no, { lock: true });
      if (row.state === PurchaseState.refunded) {
        throw new AppError(Code.ILLEGAL_TRANSITION, `套餐 ${row.package_no} 已于 ${iso(row.refund_time)} 退款 ${yuan(row.refund_amount)}`, '一笔套餐购买只能退款一次');
      }
      if (body.amount > row.amount) throw badParameter(`退款金额不能超过实付的 ${yuan(row.amount)}`, `建议按未用额度退款 ${yuan(refundable(row))}`);
      await repository.updatePurchase(tx, row.id, { refund_amount: body.amount, refund_reason: reason, refunder: operatorOf(access), refund_time: new Date() });
      await audit(tx, actor, { type: 'energy_package', id: row.package_no, name: `${row.name} · ${row.mobile}`, merchant: row.merchant }, {
        before: { state: purchaseStates[row.state as keyof typeof purchaseStates], paid: yuan(row.amount) },
        after: { state: purchaseStates[PurchaseState.refunded], refund: yuan(body.amount), reason },
      });
      return { package_no: row.package_no, state: PurchaseState.refunded, refund_amount: body.amount };
    }),
  );
}
