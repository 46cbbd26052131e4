import { ParkStatus, parkStatuses, parkTypes, type CallBody, type CallQuery, type calls } from '@console/contract';
import type { Database, Tx } from '../../../db/client.js';
import { badParameter, notFound, unlessDuplicate } from '../../../errors.js';
import type { Access } from '../../../plugins/access.js';
import { inScope, readScope } from '../../../plugins/access.js';
import { chosenMerchant } from '../../../shared/scope.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { assertTransition, type Lifecycle } from '../../../shared/lifecycle.js';
import { listPayload, pageOf } from '../../../shared/paging.js';
import { iso } from '../../../shared/time.js';
import { regionName } from '../../region/region.service.js';
import * as repository from './park.repository.js';

/** 启用 ⇄ 停用. docs/decisions.md, "Parks and park applications". */
export const parkLifecycle: Lifecycle<number> = {
  what: '停车场',
  names: parkStatuses,
  moves: { [ParkStatus.enabled]: [ParkStatus.disabled], [ParkStatus.disabled]: [ParkStatus.enabled] },
};

/**
 * Whose parks the caller reads: with the partner's permission its scope (a partner its customers', the platform all),
 * else (a parking merchant's `parking:park:list`) its own.
 */
export const readableParks = (access: Access) =>
  [...groupParkReaders, ...manageParkReaders].some((code) => access.permissions.has(code)) ? access.scope : readScope(access, 'parking:partner:park:list');

/** The partner's and group's 停车管理 pick among the parks of the merchant they look into (docs/decisions.md, "The partner's and group's 停车管理"). */
const manageParkReaders = ['parking:partner:manage:list', 'parking:group:manage:list'] as const;

/**
 * The parking group's vehicle codes: its pickers list its members' parks (docs/decisions.md, "The parking group's
 * vehicles"); it has no park screens of its own.
 */
export const groupParkReaders = ['parking:group:parking:list', 'parking:group:vip:list', 'parking:group:vip:value:list', 'parking:group:blacklist:list', 'parking:group:whitelist:list'] as const;

const mayRead = (access: Access, merchantId: number) => inScope(readableParks(access), merchantId);

// ---- the park's fields, shared with applications ---------------------------------------------------------------

/** What an application proposes and an edit changes (the call's fields, before they are checked). */
export type ParkFields = Pick<CallBody<typeof calls.parkUpdate>, 'park_name' | 'region' | 'address' | 'lat' | 'lng' | 'type' | 'total_space' | 'monthly_card_cap'>;

/** Six decimals are about 0.1 m: what a map point is worth. */
const coordinate = (value: number) => Math.round(value * 1e6) / 1e6;

/** A park's own columns, as stored (in a park and in an application). */
export interface ParkValues {
  park_name: string;
  region: string;
  region_name: string;
  address: string;
  lat: number;
  lng: number;
  type: number;
  total_space: number;
  monthly_card_cap: number;
}

/** Just those columns of a row that has more. */
export const parkColumnsOf = (r: ParkValues): ParkValues => ({
  park_name: r.park_name,
  region: r.region,
  region_name: r.region_name,
  address: r.address,
  lat: r.lat,
  lng: r.lng,
  type: r.type,
  total_space: r.total_space,
  monthly_card_cap: r.monthly_card_cap,
});

/** The fields checked and tidied: a known division (its name stored with it), a cap within the spaces. */
export function parkValues(fields: ParkFields): ParkValues {
  const region = regionName(fields.region);
  if (!region) throw badParameter(`行政区划代码 ${fields.region} 不存在`, '请在地区选择器中重新选择所在地区');
  if (fields.monthly_card_cap > fields.total_space) throw badParameter('月卡上限不能超过总车位数', `总车位数为 ${fields.total_space}，请调小月卡上限`);
  const name = fields.park_name.trim();
  const address = fields.address.trim();
  if (name.length < 2) throw badParameter('停车场名称至少 2 个字', '请填写停车场的完整名称');
  if (address.length < 2) throw badParameter('详细地址至少 2 个字', '请填写街道、门牌号等详细地址');
  return {
    park_name: name,
    region: fields.region,
    region_name: region,
    address,
    lat: coordinate(fields.lat),
    lng: coordinate(fields.lng),
    type: fields.type,
    total_space: fields.total_space,
    monthly_card_cap: fields.monthly_card_cap,
  };
}

/** What the audit log shows of a park's fields (Chinese values). */
export const parkSnapshot = (p: ParkValues & { status?: number }) => ({
  park_name: p.park_name,
  region: `${p.region_name}（${p.region}）`,
  address: p.address,
  point: `${p.lat}, ${p.lng}`,
  type: parkTypes[p.type as keyof typeof parkTypes] ?? p.type,
  total_space: p.total_space,
  monthly_card_cap: p.monthly_card_cap,
  ...(p.status !== undefined ? { status: parkStatuses[p.status as keyof typeof parkStatuses] ?? p.status } : {}),
});

const nameTaken = (name: string) => badParameter(`该商户已有名为「${name}」的停车场`, '同一商户的停车场名称不能重复，请换一个名称');

/** Refuses a name the merchant's parks already use (case-insensitive). */
export async function assertNameFree(tx: Tx, merchantId: number, name: string, except?: string) {
  if (await repository.byName(tx, merchantId, name, except)) throw nameTaken(name);
}

/** Unique-index races answer as the check would have. */
const guarded = <T>(name: string, work: () => Promise<T>) => unlessDuplicate(work, () => nameTaken(name));

const target = (p: { park_code: string; park_name: string; merchant: number }) => ({ type: 'park', id: p.park_code, name: p.park_name, merchant: p.merchant });

/**
 * Creates a park in the caller's transaction (an approved application, `PUT parking/park/apply`), audited as created
 * by that call. Answers its number.
 */
export async function createIn(tx: Tx, actor: Actor, merchantId: number, values: ParkValues, applyId: number) {
  await assertNameFree(tx, merchantId, values.park_name);
  const parkCode = await repository.insert(tx, { ...values, merchant: merchantId, status: ParkStatus.enabled, apply_id: applyId });
  await audit(tx, actor, target({ park_code: parkCode, park_name: values.park_name, merchant: merchantId }), { after: parkSnapshot({ ...values, status: ParkStatus.enabled }) });
  return parkCode;
}

// ---- reading -----------------------------------------------------------------------------------------------------

type Row = repository.ParkRow;

const shown = ({ id: _id, ...r }: Row) => ({ ...r, create_time: iso(r.create_time), update_time: iso(r.update_time) });

/** `44`, `4403` or `440304` from a code of any level (`440000`, `440300`) or a prefix already. */
const regionPrefix = (region: string | undefined) => (region ? region.replace(/(00)+$/, '') || undefined : undefined);

export async function list(db: Database, access: Access, query: CallQuery<typeof calls.parkList>) {
  const page = pageOf(query);
  const filter: repository.Filter = {
    merchants: readableParks(access),
    merchant: chosenMerchant(readableParks(access), query.merchant),
    keywords: query.keywords?.replace(/\s+/g, '') || undefined,
    park_code: query.park_code,
    status: query.status,
    type: query.type,
    regionPrefix: regionPrefix(query.region),
  };
  const { rows, total } = await db.tenant(access.scope, async (tx) => ({ rows: await repository.page(tx, filter, page.size, page.offset), total: await repository.total(tx, filter) }));
  return listPayload(rows.map(shown), total, page);
}

/** Another merchant's park (outside what the caller reads) answers "not found". */
export async function get(db: Database, access: Access, parkCode: string) {
  const row = await db.tenant(access.scope, (tx) => repository.find(tx, parkCode));
  if (!row || !mayRead(access, row.merchant)) throw notFound('停车场');
  return shown(row);
}

// ---- editing (a partner its customers' parks, the platform any) --------------------------------------------------

export async function update(db: Database, actor: Actor, body: CallBody<typeof calls.parkUpdate>) {
  const access = actor.access;
  const values = parkValues(body);
  return guarded(values.park_name, () =>
    db.tenant(access.scope, async (tx) => {
      const row = await repository.find(tx, body.park_code, { lock: true });
      if (!row || !inScope(access.scope, row.merchant)) throw notFound('停车场');
      const status = body.status ?? row.status;
      if (status !== row.status) assertTransition(parkLifecycle, row.status, status);
      await assertNameFree(tx, row.merchant, values.park_name, row.park_code);
      await repository.update(tx, row.park_code, { ...values, status });
      await audit(tx, actor, target({ ...row, park_name: values.park_name }), { before: parkSnapshot({ ...parkColumnsOf(row), status: row.status }), after: parkSnapshot({ ...values, status }) });
      return { park_code: row.park_code };
    }),
  );
}
