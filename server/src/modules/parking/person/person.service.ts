import { maskPhone, normalPlate, type CallQuery, type calls } from '@console/contract';
import type { Database } from '../../../db/client.js';
import { notFound } from '../../../errors.js';
import type { Access } from '../../../plugins/access.js';
import { listPayload, pageOf } from '../../../shared/paging.js';
import { chosenMerchant } from '../../../shared/scope.js';
import { todayInChina } from '../../../shared/time.js';
import { cardsOfHolder } from '../vip/vip.service.js';
import * as repository from './person.repository.js';

/**
 * 个人月卡 of the parking group (docs/decisions.md, "The group's person cards and dashboard"): its members' monthly
 * cards by holder — one person per mobile — with their plates, cards in force, members and what they paid; the detail
 * lists each card. Mobiles masked in the list.
 */
export async function list(db: Database, access: Access, query: CallQuery<typeof calls.personList>) {
  const page = pageOf(query);
  const filter: repository.Filter = {
    merchants: access.scope, today: todayInChina(), merchant: chosenMerchant(access.scope, query.merchant), keywords: query.keywords?.trim() || undefined,
    plate: query.plate ? normalPlate(query.plate) || undefined : undefined, active: query.active,
  };
  const { rows, total } = await db.tenant(access.scope, async (tx) => ({ rows: await repository.page(tx, filter, page.size, page.offset), total: await repository.total(tx, filter) }));
  return listPayload(rows.map((r) => ({ ...r, mobile: maskPhone(r.mobile) })), total, page);
}

/** A person by their first card's id: every card of that mobile in the scope. Another's answers "not found". */
export async function get(db: Database, access: Access, query: CallQuery<typeof calls.personGet>) {
  return db.tenant(access.scope, async (tx) => {
    const mobile = await repository.mobileOfCard(tx, access.scope, query.id);
    if (!mobile) throw notFound('持卡人');
    const today = todayInChina();
    const [person] = await repository.page(tx, { merchants: access.scope, today, keywords: mobile }, 1, 0);
    if (!person) throw notFound('持卡人');
    const cards = await cardsOfHolder(tx, access.scope, mobile);
    const paid = await repository.paidByCard(tx, access.scope, mobile);
    return { ...person, mobile, card_list: cards.map((c) => ({ ...c, paid: paid.get(c.id) ?? 0 })) };
  });
}
