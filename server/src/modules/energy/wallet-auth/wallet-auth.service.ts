import { EnergyStatus, energyStatuses, WalletState, type CallBody, type CallQuery, type calls } from '@console/contract';
import type { Database, Tx } from '../../../db/client.js';
import { badParameter, conflict, notFound, unlessDuplicate } from '../../../errors.js';
import { ownScope, type Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { cappedPageOf, listPayload } from '../../../shared/paging.js';
import { iso } from '../../../shared/time.js';
import * as repository from './wallet-auth.repository.js';

/**
 * 机构钱包 (energy/wallet/auth…): the institutions' wallets an energy merchant lets pay at its stations — its own rows
 * only. An institution's wallet is its owner's tenant row: it is read with the institutions' scope (the authorisation
 * is what makes it visible to the merchant), its number and owner both named on authorising. docs/decisions.md,
 * "Energy station detail: the rest".
 */

const own = (access: Access) => access.merchant.id;
const operatorOf = (access: Access) => access.manager.name || access.manager.account;
const yuan = (fen: number) => (fen ? `${(fen / 100).toFixed(2)} 元` : '不限');
const target = (r: { id: number; wallet_no: string }, merchant: number) => ({ type: 'energy_wallet_auth', id: r.id, name: r.wallet_no, merchant });

export async function list(db: Database, access: Access, query: CallQuery<typeof calls.energyWalletAuthList>) {
  const page = cappedPageOf(query);
  const filter = { merchant: own(access), keywords: query.keywords?.trim() || undefined, status: query.status };
  const { rows, total } = await db.tenant(ownScope(access), async (tx) => ({ rows: await repository.page(tx, filter, page.size, page.offset), total: await repository.total(tx, filter) }));
  const owners = [...new Set(rows.map((r) => r.institution))];
  const wallets = owners.length ? await db.tenant(owners, (tx) => repository.wallets(tx, rows.map((r) => r.wallet))) : [];
  const shown = rows.map(({ wallet: walletId, ...r }) => {
    const w = wallets.find((x) => x.id === walletId);
    return { ...r, institution_name: w?.merchant_name ?? '', wallet_state: w?.state ?? WalletState.disabled, balance: w?.balance ?? 0, create_time: iso(r.create_time), update_time: iso(r.update_time) };
  });
  return listPayload(shown, total, page);
}

export async function create(db: Database, actor: Actor, body: CallBody<typeof calls.energyWalletAuthCreate>) {
  const access = actor.access;
  if (body.institution === own(access)) throw badParameter('不能授权本商户自己的钱包', '机构钱包是其他机构（车队、企业）的钱包');
  const found = await db.tenant([body.institution], (tx: Tx) => repository.walletOf(tx, body.institution, body.wallet_no.toUpperCase()));
  if (!found) throw badParameter(`商户 ${body.institution} 没有编号为 ${body.wallet_no} 的钱包`, '请核对机构提供的商户号与钱包编号（两者须一致）');
  if (found.state !== WalletState.enabled) throw conflict(`钱包 ${found.wallet_no} 已停用，不能授权`, '请机构联系钱包运营方启用钱包后再授权');
  return unlessDuplicate(
    () =>
      db.tenant(ownScope(access), async (tx) => {
        const notes = body.notes?.trim() ?? '';
        const { id } = await repository.insert(tx, { merchant: own(access), institution: body.institution, wallet: found.id, wallet_no: found.wallet_no, daily_limit: body.daily_limit, notes, operator: operatorOf(access), status: EnergyStatus.enabled });
        await audit(tx, actor, { type: 'energy_wallet_auth', id, name: found.wallet_no, merchant: own(access) }, { after: { wallet_no: found.wallet_no, institution: String(body.institution), daily_limit: yuan(body.daily_limit), notes } });
        return { id };
      }),
    () => badParameter(`钱包 ${found.wallet_no} 已授权`, '每个钱包只需授权一次；可在列表中修改它的限额或启用'),
  );
}

async function authFor(tx: Tx, access: Access, id: number) {
  const row = await repository.find(tx, own(access), id);
  if (!row) throw notFound('机构钱包');
  return row;
}

export async function update(db: Database, actor: Actor, body: CallBody<typeof calls.energyWalletAuthUpdate>) {
  const access = actor.access;
  return db.tenant(ownScope(access), async (tx) => {
    const row = await authFor(tx, access, body.id);
    const notes = body.notes?.trim() ?? '';
    await repository.update(tx, row.id, { daily_limit: body.daily_limit, notes, operator: operatorOf(access) });
    await audit(tx, actor, target(row, own(access)), { before: { daily_limit: yuan(row.daily_limit), notes: row.notes }, after: { daily_limit: yuan(body.daily_limit), notes } });
    return { id: row.id };
  });
}

export async function setStatus(db: Database, actor: Actor, body: CallBody<typeof calls.energyWalletAuthStatus>) {
  const access = actor.access;
  return db.tenant(ownScope(access), async (tx) => {
    const row = await authFor(tx, access, body.id);
    if (row.status === body.status) throw conflict(`该机构钱包已是「${energyStatuses[body.status]}」`, '请刷新页面查看最新状态');
    await repository.update(tx, row.id, { status: body.status, operator: operatorOf(access) });
    await audit(tx, actor, target(row, own(access)), { before: { status: energyStatuses[row.status as 0 | 1] }, after: { status: energyStatuses[body.status] } });
    return { id: row.id };
  });
}
