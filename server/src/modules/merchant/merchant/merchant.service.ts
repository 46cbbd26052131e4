import {
  Code,
  creatableKinds,
  maskPhone,
  merchantKinds,
  MerchantStatus,
  serviceLevels,
  subjectTypeNames,
  type CallBody,
  type CallQuery,
  type calls,
} from '@console/contract';
import type { Config } from '../../../config.js';
import type { Database, Tx } from '../../../db/client.js';
import { AppError, badParameter, notFound, unlessDuplicate } from '../../../errors.js';
import type { Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { assertTransition, type Lifecycle } from '../../../shared/lifecycle.js';
import { listPayload, pageOf } from '../../../shared/paging.js';
import { hashPassword } from '../../../shared/password.js';
import { dayAfter, dayStart, iso } from '../../../shared/time.js';
import { regionName } from '../../region/region.service.js';
import { generatePassword } from '../manager/account.service.js';
import * as accounts from '../manager/account.repository.js';
import * as managers from '../manager/manager.repository.js';
import * as products from '../product/product.service.js';
import * as productRepository from '../product/product.repository.js';
import type { SessionService } from '../session/session.service.js';
import * as subjects from '../subject/subject.service.js';
import { merchantNames } from './merchant.lookup.js';
import * as repository from './merchant.repository.js';
import { findBelow, findVisible, scopeWith } from './merchant.scope.js';

/** Enabled ⇄ disabled; disabled → closed (注销, final). The table is in docs/decisions.md. */
export const merchantLifecycle: Lifecycle<number> = {
  what: '商户',
  names: { [MerchantStatus.enabled]: '启用', [MerchantStatus.disabled]: '停用', [MerchantStatus.closed]: '已注销' },
  moves: {
    [MerchantStatus.enabled]: [MerchantStatus.disabled],
    [MerchantStatus.disabled]: [MerchantStatus.enabled, MerchantStatus.closed],
    [MerchantStatus.closed]: [],
  },
};

const forbidden = (message: string, hint?: string) => new AppError(Code.FORBIDDEN_PERMISSION, message, hint);

/** A group's members and a partner's customers: the relation a new merchant gets to its parent. */
const relationTo = (parentKind: string) => (parentKind === 'group' ? 'member' : 'customer');

// ---- reading ---------------------------------------------------------------------------------------------

type Row = NonNullable<repository.MerchantRow>;

async function records(tx: Tx, rows: Row[]) {
  const ids = rows.map((r) => r.id);
  const [parents, owned, subjectStatus, superusers] = [
    await repository.parentsOf(tx, ids),
    await repository.productsOf(tx, ids),
    await repository.subjectStatusOf(tx, ids),
    await repository.superusersOf(tx, ids),
  ];
  return rows.map((r) => ({
    ...r,
    kind_name: merchantKinds[r.kind as keyof typeof merchantKinds] ?? r.kind,
    region_name: regionName(r.region),
    parent: parents.get(r.id) ?? null,
    products: owned.get(r.id) ?? [],
    subject_status: subjectStatus.get(r.id) ?? null,
    superuser: superusers.get(r.id) ?? null,
    create_time: iso(r.create_time),
    update_time: iso(r.update_time),
  }));
}

export const filterOf = (query: { keywords?: string; kind?: string; status?: number; product?: string; parent?: number; start_date?: string; end_date?: string }): repository.Filter => ({
  keywords: query.keywords?.trim() || undefined,
  kind: query.kind,
  status: query.status,
  product: query.product,
  parent: query.parent,
  from: query.start_date ? dayStart(query.start_date) : undefined,
  before: query.end_date ? dayAfter(query.end_date) : undefined,
});

export async function list(db: Database, access: Access, query: CallQuery<typeof calls.merchantList>) {
  const page = pageOf(query);
  const where = repository.listWhere(access.scope, access.merchant.id, filterOf(query));
  return db.tenant(access.scope, async (tx) => {
    const rows = await repository.page(tx, where, page.size, { offset: page.offset });
    return listPayload(await records(tx, rows), await repository.total(tx, where), page);
  });
}

export async function get(db: Database, access: Access, id: number) {
  const record = await db.tenant(access.scope, async (tx) => (await records(tx, [await findVisible(tx, access, id)]))[0]!);
  // One's own parent lies outside one's scope: its name is read with the platform's (a name, nothing more).
  if (record.parent && !record.parent.name) {
    const parentId = record.parent.id;
    record.parent.name = (await merchantNames(db, [parentId])).get(parentId) ?? '';
  }
  return record;
}

export async function summary(db: Database, access: Access) {
  const where = repository.listWhere(access.scope, access.merchant.id, {});
  const now = new Date();
  const monthStart = dayStart(`${new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit' }).format(now)}-01`);
  const rows = await db.tenant(access.scope, (tx) => repository.summary(tx, where, monthStart));
  const sum = (pick: (r: (typeof rows)[number]) => boolean, value: (r: (typeof rows)[number]) => number = (r) => r.n) =>
    rows.filter(pick).reduce((n, r) => n + value(r), 0);
  return {
    total: sum(() => true),
    enabled: sum((r) => r.status === MerchantStatus.enabled),
    disabled: sum((r) => r.status === MerchantStatus.disabled),
    this_month: sum(() => true, (r) => r.recent),
    kinds: Object.entries(merchantKinds)
      .map(([kind, name]) => ({ kind, name, count: sum((r) => r.kind === kind) }))
      .filter((k) => k.count > 0),
  };
}

export async function grantList(db: Database, access: Access, id: number) {
  const rows = await db.tenant(access.scope, async (tx) => {
    await findVisible(tx, access, id);
    return productRepository.grantsOf(tx, id);
  });
  // The grantor (a partner, the platform) is outside a merchant's own scope: its name only, read with the platform's.
  const names = await merchantNames(db, rows.filter((g) => !g.grantor_name && g.grantor).map((g) => g.grantor!));
  return {
    row: rows.map((g) => ({
      product: g.product,
      product_name: g.product_name,
      platform: g.platform,
      status: g.product_status === 0 ? 0 : g.status,
      expire_time: g.expire_time ? iso(g.expire_time) : null,
      contract_no: g.contract_no,
      grantor_name: g.grantor_name || (g.grantor ? (names.get(g.grantor) ?? '') : ''),
      create_time: iso(g.create_time),
    })),
  };
}

// ---- writing ---------------------------------------------------------------------------------------------

/** What the audit log keeps of a merchant. */
const snapshot = (m: { name: string; short_name: string; contact_name: string; contact_mobile: string; region: string; address: string; remark: string; logo_icon: string; status: number; service_level: number }) => ({
  name: m.name,
  short_name: m.short_name,
  contact_name: m.contact_name,
  contact_mobile: maskPhone(m.contact_mobile),
  region: regionName(m.region) || m.region,
  address: m.address,
  remark: m.remark,
  logo_icon: m.logo_icon,
  status: merchantLifecycle.names[m.status] ?? m.status,
  service_level: serviceLevels[m.service_level as keyof typeof serviceLevels] ?? m.service_level,
});

const target = (m: { id: number; name: string }) => ({ type: 'merchant', id: m.id, name: m.name, merchant: m.id });

function checkedRegion(code: string | undefined) {
  if (code && !regionName(code)) throw badParameter(`行政区划代码 ${code} 不存在`, '请在地区选择器中重新选择');
  return code ?? '';
}

const basics = (body: CallBody<typeof calls.merchantUpdate> | CallBody<typeof calls.merchantCreate>) => ({
  name: body.name.trim(),
  short_name: body.short_name?.trim() ?? '',
  contact_name: body.contact_name.trim(),
  contact_mobile: body.contact_mobile,
  region: checkedRegion(body.region),
  address: body.address?.trim() ?? '',
  remark: body.remark?.trim() ?? '',
  logo_icon: body.logo_icon?.trim() ?? '',
});

/** The parent a new merchant hangs under: the caller itself, or (operator only) a partner or group it names. */
async function parentOf(tx: Tx, access: Access, kind: string, parentId: number | undefined) {
  const callerKind = access.merchant.kind;
  if (!creatableKinds[callerKind]?.includes(kind)) {
    const allowed = (creatableKinds[callerKind] ?? []).map((k) => merchantKinds[k as keyof typeof merchantKinds]).join('、');
    throw forbidden(
      allowed ? `${merchantKinds[callerKind as keyof typeof merchantKinds]}只能新建：${allowed}` : '只有平台、服务商和集团可以新建商户',
      '请联系平台运营方',
    );
  }
  if (callerKind !== 'platform') {
    if (parentId !== undefined && parentId !== access.merchant.id) throw forbidden('只能在自己名下新建商户');
    return { id: access.merchant.id, name: access.merchant.name, type: relationTo(callerKind) };
  }
  if (parentId === undefined) return null;
  const parent = await findBelow(tx, access, parentId);
  if (parent.kind !== 'partner' && parent.kind !== 'group') throw badParameter('上级商户必须是服务商或集团', '请重新选择上级商户');
  if (parent.kind === 'group' && kind !== 'merchant') throw badParameter('集团下只能新建普通商户（集团成员）');
  if (parent.kind === 'partner' && kind !== 'merchant' && kind !== 'group') throw badParameter('服务商下只能新建普通商户或集团');
  return { id: parent.id, name: parent.name, type: relationTo(parent.kind) };
}

export async function create(db: Database, config: Config, sessions: SessionService, actor: Actor, body: CallBody<typeof calls.merchantCreate>) {
  const access = actor.access;
  const account = body.superuser.account.trim();
  const accountTaken = () => badParameter(`账号「${account}」已被使用`, '请换一个登录账号');
  if (await db.tenant('all', (tx) => managers.findByAccount(tx, account))) throw accountTaken();
  const generated = body.superuser.password === undefined ? generatePassword() : undefined;
  const passwordHash = await hashPassword(body.superuser.password ?? generated!, config.passwordHashCost);
  const values = basics(body);
  return unlessDuplicate(async () => {
    // A number from the sequence first (a failed creation leaves a gap, as sequences do), so that the creating
    // transaction sees the caller's scope and the new merchant only (row-level security).
    const id = await db.tenant('all', (tx) => repository.nextNumber(tx));
    await db.tenant(scopeWith(access.scope, id), async (tx) => {
      if (await repository.nameTaken(tx, values.name)) throw badParameter(`商户名称「${values.name}」已存在`, '请核对后重新填写');
      const parent = await parentOf(tx, access, body.kind, body.parent);
      await repository.insert(tx, { id, kind: body.kind, ...values });
      if (parent) await repository.insertRelation(tx, { parent: parent.id, child: id, type: parent.type });
      await products.grantIn(tx, access, id, body.products, null);
      if (body.subject) await subjects.insertIn(tx, actor, id, body.subject);
      const superuser = { account, name: body.superuser.name.trim(), mobile: body.superuser.mobile };
      await accounts.insert(tx, { ...superuser, merchant: id, password_hash: passwordHash, superuser: true });
      await audit(tx, actor, target({ id, name: values.name }), {
        after: {
          kind: merchantKinds[body.kind],
          ...snapshot({ ...values, status: MerchantStatus.enabled, service_level: 1 }),
          parent: parent ? `${parent.name}（${parent.id}）` : '（无）',
          products: body.products,
          subject: body.subject ? `${subjectTypeNames[body.subject.type]}：${body.subject.name}` : '（未提交）',
          superuser: `${superuser.name}（${superuser.account}），${generated ? '系统生成密码' : '管理员设置密码'}`,
        },
      });
      // The creator's scope (and its parents') now holds one more merchant.
      await sessions.publish(tx, { type: 'all' });
    });
    return { id, account, ...(generated ? { initial_password: generated } : {}) };
  }, accountTaken);
}

export async function update(db: Database, actor: Actor, body: CallBody<typeof calls.merchantUpdate>) {
  const values = basics(body);
  return db.tenant(actor.access.scope, async (tx) => {
    const row = await findBelow(tx, actor.access, body.id, { lock: true });
    if (values.name.toLowerCase() !== row.name.toLowerCase() && (await repository.nameTaken(tx, values.name, row.id))) {
      throw badParameter(`商户名称「${values.name}」已存在`, '请核对后重新填写');
    }
    await repository.update(tx, row.id, values);
    await audit(tx, actor, target({ id: row.id, name: values.name }), { before: snapshot(row), after: snapshot({ ...row, ...values }) });
    return { id: row.id };
  });
}

export async function setStatus(db: Database, sessions: SessionService, actor: Actor, id: number, status: number) {
  return db.tenant(actor.access.scope, async (tx) => {
    const row = await findBelow(tx, actor.access, id, { lock: true });
    if (row.kind === 'platform') throw forbidden('平台运营方不能停用或注销');
    assertTransition(merchantLifecycle, row.status, status);
    await repository.update(tx, id, { status });
    await audit(tx, actor, target(row), { before: { status: merchantLifecycle.names[row.status] }, after: { status: merchantLifecycle.names[status] } });
    if (status === MerchantStatus.enabled) await sessions.publish(tx, { type: 'all' });
    else await sessions.revokeMerchant(tx, id);
    return { id, status };
  });
}

export async function setServiceLevel(db: Database, actor: Actor, body: CallBody<typeof calls.serviceLevelUpdate>) {
  return db.tenant(actor.access.scope, async (tx) => {
    const row = await findBelow(tx, actor.access, body.merchant, { lock: true });
    await repository.update(tx, row.id, { service_level: body.level });
    const name = (level: number) => serviceLevels[level as keyof typeof serviceLevels] ?? level;
    await audit(tx, actor, target(row), { before: { service_level: name(row.service_level) }, after: { service_level: name(body.level) } });
    return { merchant: row.id, level: body.level };
  });
}

/**
 * The main account (主账号) passes to another enabled account of the merchant: by the current main account of its
 * own merchant, or by an administrator of a merchant above it (merchant:merchant:update). The old main account
 * becomes an ordinary account without roles; both accounts' sessions end (their rights changed).
 */
export async function transferSuperuser(db: Database, sessions: SessionService, actor: Actor, body: CallBody<typeof calls.superuserTransfer>) {
  const access = actor.access;
  const merchantId = body.merchant ?? access.merchant.id;
  const own = merchantId === access.merchant.id;
  if (own && !access.manager.superuser) throw forbidden('只有主账号可以移交主账号', '请使用主账号登录后操作');
  if (!own && !access.permissions.has('merchant:merchant:update')) throw forbidden('没有操作权限：缺少 merchant:merchant:update');
  return db.tenant(access.scope, async (tx) => {
    const merchantRow = own ? await findVisible(tx, access, merchantId) : await findBelow(tx, access, merchantId, { lock: true });
    const next = await accounts.find(tx, merchantId, body.manager, { lock: true });
    if (!next) throw notFound('账号');
    if (next.superuser) throw badParameter(`${next.name}（${next.account}）已是主账号`);
    if (next.status !== 1) throw badParameter(`${next.name}（${next.account}）已停用，不能成为主账号`, '请先启用该账号');
    const previous = await accounts.enabledSuperusers(tx, merchantId);
    await accounts.setSuperuser(tx, merchantId, previous, false);
    await accounts.setSuperuser(tx, merchantId, [next.id], true);
    await accounts.setRoles(tx, merchantId, next.id, []);
    await audit(tx, actor, target(merchantRow), {
      before: { superuser: previous.length ? `账号 ID ${previous.join('、')}` : '（无）' },
      after: { superuser: `${next.name}（${next.account}）` },
    });
    await sessions.revokeManagers(tx, [...previous, next.id]);
    return { merchant: merchantId, manager: next.id };
  });
}
