import { AdvertStatus, advertStatusNames } from '@console/contract';
import type { Database, Tx } from '../../db/client.js';
import { badParameter, notFound } from '../../errors.js';
import { ownScope, type Access } from '../../plugins/access.js';
import type { Actor } from '../../plugins/route.js';
import { audit } from '../../shared/audit.js';
import { assertTransition, type Lifecycle } from '../../shared/lifecycle.js';
import { iso } from '../../shared/time.js';

// What the advertising partner's records (配置管理 and 投放管理 alike) share: each is the caller's merchant's own.

/** Texts of the advertising forms: an optional one trimmed (absent: empty), a required one trimmed and not blank. */
export const trimmed = (text: string | undefined) => text?.trim() ?? '';
export const required = (text: string, field: string, label: string) => {
  const value = text.trim();
  if (!value) throw badParameter(`参数 ${field}（${label}）不能为空`, `请输入${label}`);
  return value;
};

/** A row with its times as ISO strings. */
export const withTimes = <R extends { create_time: Date; update_time: Date }>(row: R) => ({ ...row, create_time: iso(row.create_time), update_time: iso(row.update_time) });

/** An audit target of the caller's merchant. */
export const adTarget = (type: string, id: number, name: string, access: Access) => ({ type, id, name, merchant: access.merchant.id });

/** 启用 ⇄ 停用, for categories, providers, spaces, materials, exposure strategies and channel apps alike. */
export const lifecycle = (what: string): Lifecycle<number> => ({
  what,
  names: advertStatusNames,
  moves: { [AdvertStatus.enabled]: [AdvertStatus.disabled], [AdvertStatus.disabled]: [AdvertStatus.enabled] },
});

/** Moves one of the caller's records between 启用 and 停用 (`find` locks it), audited. */
export async function moveStatus<R extends { id: number; name: string; status: number }>(
  db: Database,
  actor: Actor,
  what: string,
  type: string,
  find: (tx: Tx) => Promise<R | undefined>,
  update: (tx: Tx, id: number, status: number) => Promise<unknown>,
  status: number,
) {
  const access = actor.access;
  return db.tenant(ownScope(access), async (tx) => {
    const row = await find(tx);
    if (!row) throw notFound(what);
    assertTransition(lifecycle(what), row.status, status);
    await update(tx, row.id, status);
    await audit(tx, actor, adTarget(type, row.id, row.name, access), { before: { status: advertStatusNames[row.status] }, after: { status: advertStatusNames[status] } });
    return { id: row.id, status };
  });
}
