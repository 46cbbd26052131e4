import { createHash, randomBytes } from 'node:crypto';
import {
  Code, EXTERNAL_SCOPE_CHANNEL_APPLY, EXTERNAL_TICKET_HOURS, EXTERNAL_TOKEN_PREFIX, ExternalTicketState, externalTicketStateNames,
  type CallBody, type CallQuery, type calls,
} from '@console/contract';
import type { Database } from '../../db/client.js';
import { externalTicket } from '../../db/schema/index.js';
import { AppError, notFound } from '../../errors.js';
import type { Access } from '../../plugins/access.js';
import type { ExternalGrant } from '../../plugins/external.js';
import type { Actor, Client } from '../../plugins/route.js';
import { audit } from '../../shared/audit.js';
import { cappedPageOf, cappedTotal, listPayload } from '../../shared/paging.js';
import { iso } from '../../shared/time.js';
import { findVisible } from '../merchant/merchant/merchant.scope.js';
import * as apply from '../payment/channel-apply/channel-apply.service.js';
import * as repository from './external.repository.js';

// 外部填写链接: docs/decisions.md, "External (temporary-token) pages".

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');
const secret = () => randomBytes(32).toString('base64url');

/** 有效, 已使用, 已撤销 or 已过期, at `now`. */
export const stateOf = (r: { revoked_at: Date | null; used_at: Date | null; expire_at: Date }, now = new Date()) =>
  r.revoked_at ? ExternalTicketState.revoked : r.expire_at <= now ? ExternalTicketState.expired : r.used_at ? ExternalTicketState.used : ExternalTicketState.valid;

const target = (r: { id: number; merchant: number; merchant_name: string }) => ({ type: 'external_ticket', id: r.id, name: `${r.merchant_name} · 进件外部填写链接`, merchant: r.merchant });

/** Issues a link for a merchant the caller acts for (with one of its applications, to fill in a returned one). */
export async function issue(db: Database, actor: Actor, body: CallBody<typeof calls.channelApplyExternalTicket>) {
  const { access } = actor;
  const hours = body.expire_hours ?? EXTERNAL_TICKET_HOURS.default;
  return db.tenant(access.scope, async (tx) => {
    const owner = await findVisible(tx, access, body.merchant);
    if (body.apply_no) {
      const row = await apply.visible(tx, access, body.apply_no);
      if (row.merchant_id !== owner.id) throw notFound('进件申请');
    }
    const ticket = secret();
    const expireAt = new Date(Date.now() + hours * 3_600_000);
    const id = await repository.insertTicket(tx, {
      merchant: owner.id, issuer: access.manager.id, issuer_merchant: access.merchant.id, scope: EXTERNAL_SCOPE_CHANNEL_APPLY,
      apply_no: body.apply_no ?? '', token_hash: hashOf(ticket), expire_at: expireAt,
    });
    await audit(tx, actor, target({ id, merchant: owner.id, merchant_name: owner.name }), {
      after: { merchant: owner.name, apply_no: body.apply_no ?? '', expire_time: iso(expireAt), state: externalTicketStateNames[ExternalTicketState.valid] },
    });
    return { id, ticket, expire_time: iso(expireAt) };
  });
}

/** Revokes a link (unless already revoked or expired): it cannot be opened, and its session ends. */
export async function revoke(db: Database, actor: Actor, body: CallBody<typeof calls.channelApplyExternalRevoke>) {
  return db.tenant(actor.access.scope, async (tx) => {
    const found = await repository.ticketById(tx, actor.access.scope, body.id);
    if (!found) throw notFound('外部填写链接');
    const state = stateOf(found.ticket);
    if (state === ExternalTicketState.revoked || state === ExternalTicketState.expired) {
      throw new AppError(Code.ILLEGAL_TRANSITION, `外部填写链接${externalTicketStateNames[state]}，无需撤销`, '只有有效或已使用（未过期）的链接可以撤销');
    }
    await repository.revoke(tx, body.id);
    await audit(tx, actor, target({ id: body.id, merchant: found.ticket.merchant, merchant_name: found.merchant_name }), {
      before: { state: externalTicketStateNames[state] },
      after: { state: externalTicketStateNames[ExternalTicketState.revoked] },
    });
    return null;
  });
}

export async function list(db: Database, access: Access, query: CallQuery<typeof calls.channelApplyExternalList>) {
  const page = cappedPageOf(query);
  const filter = { scope: access.scope, merchant: query.merchant, applyNo: query.apply_no?.trim() || undefined };
  const [rows, total] = await db.tenant(access.scope, async (tx) => [await repository.page(tx, filter, page.size, page.offset), await cappedTotal(tx, externalTicket, repository.whereOf(filter))] as const);
  const now = new Date();
  return listPayload(
    rows.map((r) => ({
      id: r.id, merchant: { id: r.merchant_id, name: r.merchant_name }, apply_no: r.apply_no, issuer: r.issuer, state: stateOf(r, now),
      expire_time: iso(r.expire_at), used_time: r.used_at ? iso(r.used_at) : null, revoke_time: r.revoked_at ? iso(r.revoked_at) : null, create_time: iso(r.create_time),
    })),
    total,
    page,
  );
}

/** A ticket, once, for a temporary token that lives as long as the ticket. */
export async function exchange(db: Database, ticket: string, client: Client) {
  return db.tenant('all', async (tx) => {
    const row = await repository.ticketByHash(tx, hashOf(ticket));
    if (!row) throw new AppError(Code.NOT_FOUND, '链接不存在或已失效，请联系发起人重新获取', '请检查链接是否完整；外部填写链接由进件的受理方发放');
    const state = stateOf(row);
    if (state !== ExternalTicketState.valid) {
      const why = state === ExternalTicketState.used ? '链接已被打开过' : state === ExternalTicketState.revoked ? '链接已被撤销' : '链接已过期';
      throw new AppError(Code.ILLEGAL_TRANSITION, `${why}，请联系发起人重新获取`, '外部填写链接只能打开一次，且有有效期；请联系发放链接的人重新发放');
    }
    const token = `${EXTERNAL_TOKEN_PREFIX}${secret()}`;
    await repository.markUsed(tx, row.id);
    await repository.insertSession(tx, { merchant: row.merchant, ticket: row.id, token_hash: hashOf(token), expire_at: row.expire_at, ip: client.ip });
    return { access_token: { value: token, expire_time: iso(row.expire_at) } };
  });
}

/** The grant of a temporary token, or null: what the external calls act with. */
export async function resolveExternal(db: Database, token: string): Promise<ExternalGrant | null> {
  const tokenHash = hashOf(token);
  const row = await db.tenant('all', (tx) => repository.liveGrant(tx, tokenHash));
  if (!row) return null;
  const access: Access = {
    tokenHash,
    expireTime: row.expire_at,
    appId: '',
    // Audited as 外部链接 of the issuer: the change is the issuer's responsibility, made through the link.
    manager: { id: row.issuer.id, account: row.issuer.account, name: `外部链接（${row.issuer.name}）`, mobile: '', nickname: '', avatar: '', superuser: false },
    merchant: { ...row.issuer_merchant, mainAccountName: '' },
    products: new Set(),
    permissions: new Set(),
    scope: [row.merchant.id],
  };
  return {
    session: row.session, ticket: row.ticket, merchant: row.merchant, issuer: { name: row.issuer.name, merchantName: row.issuer_merchant.name },
    scope: row.scope, applyNo: row.apply_no, expireTime: row.expire_at, access,
  };
}

export const sessionInfo = (grant: ExternalGrant) => ({
  merchant: grant.merchant,
  issuer: { name: grant.issuer.name, merchant_name: grant.issuer.merchantName },
  scope: grant.scope,
  apply_no: grant.applyNo,
  expire_time: iso(grant.expireTime),
});

/** The link's application only: another apply_no answers "not found", as for a console caller out of scope. */
const own = (grant: ExternalGrant, applyNo: string) => {
  if (!grant.applyNo || grant.applyNo !== applyNo) throw notFound('进件申请');
  return applyNo;
};

export async function channelConfig(db: Database, grant: ExternalGrant) {
  const [channels, applied] = await Promise.all([apply.channelList(db, {}), apply.list(db, grant.access, { query_mode: 1, page_index: 1, page_size: 100 })]);
  const taken = new Set(applied.row.map((r) => r.channel));
  const mine = grant.applyNo ? applied.row.find((r) => r.apply_no === grant.applyNo) : undefined;
  return {
    channel: channels.row.map((c) => ({ ...c, applied: taken.has(c.code) })),
    apply: mine ? { apply_no: mine.apply_no, channel: mine.channel, channel_name: mine.channel_name, status: mine.status } : null,
  };
}

export function create(db: Database, actor: Actor, grant: ExternalGrant, body: CallBody<typeof calls.externalChannelApplyCreate>) {
  const submitted = () => new AppError(Code.ILLEGAL_TRANSITION, '此链接已提交过进件申请', '请在进件详情中查看进度；被驳回时可修改后重新提交');
  if (grant.applyNo) throw submitted();
  return apply.create(db, actor, { merchant: grant.merchant.id, ...body }, async (tx, applyNo) => {
    if (!(await repository.bindApply(tx, grant.ticket, applyNo))) throw submitted();
  });
}

export const update = (db: Database, actor: Actor, grant: ExternalGrant, body: CallBody<typeof calls.externalChannelApplyUpdate>) =>
  apply.update(db, actor, { ...body, apply_no: own(grant, body.apply_no) });

/** The detail; 受理方 is the issuer's merchant, which the link's scope (its merchant only) does not read by itself. */
export async function detail(db: Database, grant: ExternalGrant, applyNo: string) {
  const reply = await apply.detail(db, grant.access, own(grant, applyNo));
  const { partner } = reply.channel_apply;
  if (!partner.name && partner.id === grant.access.merchant.id) partner.name = grant.access.merchant.name;
  return reply;
}
