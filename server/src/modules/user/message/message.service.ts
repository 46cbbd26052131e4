import { Code, maskPhone, userMessageTargetNames, type CallBody, type CallQuery, type calls } from '@console/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { appUser, memberType } from '../../../db/schema/index.js';
import { AppError, badParameter, notFound } from '../../../errors.js';
import { ownScope, type Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { listPayload, pageOf } from '../../../shared/paging.js';
import { iso } from '../../../shared/time.js';
import * as repository from './message.repository.js';

/**
 * 站内消息 (会员 › 站内消息): a send is recorded with one inbox row per recipient, in one transaction. This product has no SMS
 * or push gateway: the message is delivered to the users' in-app inbox only (投递状态 已入站内信), as the platform's own
 * message push does for merchants. docs/decisions.md, "会员: 投诉、站内消息、用户合并".
 */
export const DELIVERY_NAME = '已入站内信（未接入短信、推送通道）';
export const MessageTarget = { user: 1, all: 2, memberType: 3 } as const;

export async function list(db: Database, access: Access, query: CallQuery<typeof calls.userMessageList>) {
  const page = pageOf(query);
  const scope = ownScope(access);
  const filter: repository.Filter = { keywords: query.keywords?.trim() || undefined, target: query.target, user: query.user };
  return db.tenant(scope, async (tx) => {
    const rows = await repository.page(tx, scope, filter, page.size, page.offset);
    return listPayload(
      rows.map(({ merchant: _merchant, ...r }) => ({ ...r, delivery_name: DELIVERY_NAME, create_time: iso(r.create_time) })),
      await repository.total(tx, scope, filter),
      page,
    );
  });
}

export async function recipients(db: Database, access: Access, query: CallQuery<typeof calls.userMessageRecipientList>) {
  const page = pageOf(query);
  const scope = ownScope(access);
  return db.tenant(scope, async (tx) => {
    const send = await repository.findSend(tx, scope, query.id);
    if (!send) throw notFound('站内消息');
    const rows = await repository.recipients(tx, send.id, page.size, page.offset);
    return listPayload(
      rows.map((r) => ({ ...r, mobile: maskPhone(r.mobile), read_time: r.read_time ? iso(r.read_time) : null })),
      await repository.recipientTotal(tx, send.id),
      page,
    );
  });
}

/** 发送: the recipients are fixed when sent (who matches then); none matching is 1409 and nothing is recorded. */
export async function send(db: Database, actor: Actor, body: CallBody<typeof calls.userMessageSend>) {
  const scope = ownScope(actor.access);
  const merchant = actor.access.merchant.id;
  return db.tenant(scope, async (tx) => {
    let targetName = userMessageTargetNames[body.target]!;
    let memberTypeId: number | null = null;
    if (body.target === MessageTarget.user) {
      if (!body.user) throw badParameter('请选择接收用户', '接收对象为「指定用户」时需选择一个用户');
      const [u] = await tx.select({ id: appUser.id, nickname: appUser.nickname, mobile: appUser.mobile, status: appUser.status }).from(appUser)
        .where(and(eq(appUser.id, body.user), eq(appUser.merchant, merchant))).limit(1);
      if (!u) throw notFound('用户');
      if (u.status === 3) throw new AppError(Code.ILLEGAL_TRANSITION, '该用户已合并到其他账号，不能再接收消息', '请发送给合并后保留的用户');
      targetName = `指定用户：${u.nickname || maskPhone(u.mobile)}`;
    } else if (body.target === MessageTarget.memberType) {
      if (!body.member_type) throw badParameter('请选择会员类型', '接收对象为「会员类型的生效会员」时需选择会员类型');
      const [t] = await tx.select({ id: memberType.id, name: memberType.name }).from(memberType)
        .where(and(eq(memberType.id, body.member_type), eq(memberType.merchant, merchant))).limit(1);
      if (!t) throw notFound('会员类型');
      memberTypeId = t.id;
      targetName = `${t.name} 的生效会员`;
    }
    const title = body.title.trim();
    const content = body.content.trim();
    const id = await repository.insertSend(tx, { merchant, title, content, target: body.target, target_name: targetName, member_type: memberTypeId, operator_name: actor.access.manager.name });
    const n = await repository.insertRecipients(tx, merchant, id, {
      user: body.target === MessageTarget.user ? body.user : undefined,
      all: body.target === MessageTarget.all,
      memberType: memberTypeId ?? undefined,
    });
    if (n === 0) throw new AppError(Code.ILLEGAL_TRANSITION, `「${targetName}」目前没有符合条件的用户，消息未发送`, '请换一个接收对象');
    await repository.setRecipientCount(tx, id, n);
    await audit(tx, actor, { type: 'app_user_message_send', id, name: title, merchant }, { after: { title, target: targetName, recipient_count: n, delivery: DELIVERY_NAME } });
    return { id, recipient_count: n };
  });
}
