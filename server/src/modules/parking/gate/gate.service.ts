import type { CallQuery, calls } from '@console/contract';
import type { Database } from '../../../db/client.js';
import type { Access } from '../../../plugins/access.js';
import { listPayload, pageOf } from '../../../shared/paging.js';
import { chosenMerchant } from '../../../shared/scope.js';
import { addDays, dayStart, iso, todayInChina } from '../../../shared/time.js';
import * as repository from './gate.repository.js';

/**
 * 道闸监控: the lanes of the parks in scope (a merchant its own, a partner its customers', a group its members', the
 * platform all) with their barrier's state. docs/decisions.md, "The partner's and group's 停车管理".
 */
export async function list(db: Database, access: Access, query: CallQuery<typeof calls.parkGateList>) {
  const page = pageOf(query);
  const filter: repository.Filter = {
    merchants: access.scope,
    merchant: chosenMerchant(access.scope, query.merchant),
    parkCode: query.park_code || undefined,
    keywords: query.keywords?.trim() || undefined,
    direction: query.direction,
    online: query.online === undefined ? undefined : query.online === 1,
  };
  const today = todayInChina();
  const { rows, counts } = await db.tenant(access.scope, async (tx) => ({
    rows: await repository.page(tx, filter, page.size, page.offset, dayStart(today), dayStart(addDays(today, -6))),
    counts: await repository.counts(tx, filter),
  }));
  const shown = rows.map((r) => ({ ...r, online: r.online ? 1 : 0, last_entry_time: r.last_entry_time ? iso(r.last_entry_time) : null, update_time: iso(r.update_time) }));
  return { ...listPayload(shown, counts.found, page), counts: { total: counts.total, online: counts.online, offline: counts.offline } };
}
